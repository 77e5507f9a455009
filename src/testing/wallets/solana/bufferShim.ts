/**
 * esbuild `inject` file for the Solana Demo Wallet bundle: every free `Buffer` identifier in the
 * bundle (borsh 0.7, which @solana/web3.js 1.x uses, reads the Node global) becomes the `buffer`
 * package's `Buffer`. web3.js itself imports `buffer` explicitly; its dependencies do not all do.
 */
export { Buffer } from 'buffer'
