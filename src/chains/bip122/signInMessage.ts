/** The CAIP-122 Bitcoin sign-in text (core/bitcoinSignInMessage.ts), loaded with the first sign-in. */
export { createBitcoinSignInMessage } from '../../core/bitcoinSignInMessage.js'
