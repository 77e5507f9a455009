import { Buffer } from 'buffer'

// @solana/spl-token (through @solana/buffer-layout and bigint-buffer) reads a global `Buffer`,
// which browsers lack. Imported first by the Solana adapter (and listed in package.json
// "sideEffects" so bundlers keep it), so it is set before any SPL instruction is encoded; only
// hosts that configure Solana load it.
const scope = globalThis as { Buffer?: typeof Buffer }
scope.Buffer ??= Buffer
