/**
 * The embedded wallet's texts (Languages): the catalogue's part (core/embeddedMessages.ts)
 * in the active locale; the spec's texts (section 5's email warning, section 8's errors) stay English.
 */
export { embeddedTexts as messages } from '../../core/embeddedTexts.js'
