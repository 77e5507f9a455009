/** What a logo stands for; each kind has its own table of icons (walletIcons.ts, networkIcons.ts, tokenIcons.ts). */
export type IconKind = 'wallet' | 'network' | 'token'

/** One icon module of the icon set: its default export is the SVG document as a string. */
export type IconModule = () => Promise<{ default: string }>

/** A kind's table: finds the icon for the first key it knows. */
export interface IconTable {
  /** The icon set's name of the icon for `keys` (tried in order), or undefined when it has none. */
  find(keys: readonly string[]): string | undefined
  /** Every icon the table can load, by the icon set's name. */
  modules: Readonly<Record<string, IconModule>>
}
