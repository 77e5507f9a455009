import { embeddedStyles } from '../../ui/embeddedStyles.js'
import { formStyles } from '../../ui/formStyles.js'
import { useStylesheet } from '../../ui/useStylesheet.js'

/** Adopts the form sheet and the embedded wallet's own sheet before an embedded view first paints. */
export function useEmbeddedStyles(): void {
  useStylesheet(formStyles)
  useStylesheet(embeddedStyles)
}
