import { firstPaintMessages } from '../firstPaintMessages.js'
import { localized } from './locale.js'

/** The first paint's part of the catalogue (view titles, the dialog, Connect) in the active locale. */
export const firstPaintTexts = localized(firstPaintMessages)
