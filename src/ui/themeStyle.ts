import type { ThemeVariables } from '../core/options.js'

/**
 * The `--wm-*` custom properties for a host's AppKit theme variables (the options schema
 * has checked each value), set on the modal's root element (and the companion buttons') so they
 * hold in both themes; `mix` is true when a colour is blended into the surfaces (styles.ts,
 * `[data-mix]`). Undefined without variables.
 */
export function themeStyle(
  variables: ThemeVariables | undefined,
): { style: Record<string, string>; mix: boolean } | undefined {
  if (!variables) return undefined
  const get = (name: string) => variables[`--w3m-${name}`] ?? variables[`--apkt-${name}`]
  const style: Record<string, string> = {}
  const set = (property: string, value: string | number | undefined, as = (v: string) => v) => {
    if (value !== undefined && value !== null) style[property] = as(String(value))
  }
  set('--wm-accent', get('accent'))
  set('--wm-font-family', get('font-family'))
  set('--wm-z-index', get('z-index'))
  const radius = get('border-radius-master')
  set('--wm-radius', radius, (r) => `calc(${r} * 4)`)
  set('--wm-radius-item', radius, (r) => `calc(${r} * 3)`)
  set('--wm-radius-pill', radius, (r) => `calc(${r} * 250)`)
  const mix = get('color-mix')
  set('--wm-color-mix', mix)
  set('--wm-color-mix-strength', mix === undefined ? undefined : (get('color-mix-strength') ?? 0), (n) => `${n}%`)
  return { style, mix: mix !== undefined }
}
