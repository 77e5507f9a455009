/**
 * Compatibility path for src/server/siwx/clientContract.test.ts, which checks the server against the
 * messages the modal writes; the builders live in chains/ (the only layer that imports viem and
 * @solana/wallet-standard-util). Remove once that test imports chains/signInMessage.ts.
 */
export { createSiwxMessage } from '../../chains/signInMessage.js'
