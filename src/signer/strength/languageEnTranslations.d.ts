// @zxcvbn-ts/language-en's English feedback texts alone (its index would bring its 1.2 MB of
// dictionaries too). The package has no exports map; its .d.ts sits beside a .mjs TypeScript does
// not pair with it.
declare module '@zxcvbn-ts/language-en/dist/translations.mjs' {
  import type { TranslationKeys } from '@zxcvbn-ts/core'
  const translations: TranslationKeys
  export default translations
}
