import { createTestClient, getAddress, hashMessage, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type RunningAnvil } from '../../testing/stack/anvil.js'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { createTestServer, evmAccount, evmMessage } from './testFixtures.js'
import { freePort } from '../../testing/stack/freePort.js'

const CHAIN_ID = 31337
const SMART_ACCOUNT = getAddress('0x1271000000000000000000000000000000001271')
// Opaque to this account's contract; 65 bytes because viem's ERC-6492 validator reverts on
// signatures shorter than 32 bytes (it reads a 32-byte suffix to look for the 6492 magic).
const SIGNATURE: Hex = `0x${'c0'.repeat(65)}`

/**
 * Runtime code of a minimal EIP-1271 account, assembled by hand: `isValidSignature(hash, sig)`
 * returns the magic value 0x1626ba7e when `hash` equals the embedded one, else a zero word.
 *   PUSH1 4 CALLDATALOAD PUSH32 <hash> EQ PUSH1 45 JUMPI        ; hash == embedded ? jump
 *   PUSH1 32 PUSH1 0 RETURN                                      ; no: return bytes4(0)
 *   45: JUMPDEST PUSH4 0x1626ba7e PUSH1 224 SHL PUSH1 0 MSTORE   ; yes: magic, left-aligned
 *   PUSH1 32 PUSH1 0 RETURN
 */
function eip1271Code(acceptedHash: Hex): Hex {
  return `0x600435${'7f'}${acceptedHash.slice(2)}14602d5760206000f35b631626ba7e60e01b60005260206000f3`
}

describe('EIP-1271 smart-account signatures through an RPC (anvil)', () => {
  let anvil: RunningAnvil
  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID })
  }, 30_000)
  afterAll(async () => anvil?.stop())

  async function setup(withRpc = true) {
    const { server, clock } = createTestServer(withRpc ? { rpcUrls: { [`eip155:${CHAIN_ID}`]: anvil.url } } : {})
    const { nonce } = await server.issueNonce()
    const message = evmMessage(nonce, clock.now(), { address: SMART_ACCOUNT, chainId: CHAIN_ID })
    return { server, clock, nonce, message }
  }

  async function installAccountAccepting(hash: Hex): Promise<void> {
    await createTestClient({ mode: 'anvil', transport: http(anvil.url) }).setCode({
      address: SMART_ACCOUNT,
      bytecode: eip1271Code(hash),
    })
  }

  it('accepts a signature the account contract approves', async () => {
    const { server, message } = await setup()
    await installAccountAccepting(hashMessage(message))
    const { session } = await server.verify({ message, signature: SIGNATURE })
    expect(session.caipAddress).toBe(`eip155:${CHAIN_ID}:${SMART_ACCOUNT}`)
  })

  it('rejects when the contract does not approve the signed hash', async () => {
    const { server, message } = await setup()
    await installAccountAccepting(hashMessage(`${message} (another one)`))
    await expect(server.verify({ message, signature: SIGNATURE })).rejects.toThrow(SIWX_SERVER_ERRORS.invalidSignature)
  })

  it('rejects a smart-account signature when no RPC is configured for the chain (EOA-only check)', async () => {
    const { server, message } = await setup(false)
    await installAccountAccepting(hashMessage(message))
    await expect(server.verify({ message, signature: SIGNATURE })).rejects.toThrow(SIWX_SERVER_ERRORS.invalidSignature)
  })

  it('still verifies EOA signatures with an RPC configured', async () => {
    const { server, clock, nonce } = await setup()
    const message = evmMessage(nonce, clock.now(), { chainId: CHAIN_ID })
    const { session } = await server.verify({ message, signature: await evmAccount.signMessage({ message }) })
    expect(session.caipNetworkId).toBe(`eip155:${CHAIN_ID}`)
  })

  it('answers 503 for a smart account when the RPC is down, and still accepts EOAs offline-first', async () => {
    const { server, clock } = createTestServer({
      rpcUrls: { [`eip155:${CHAIN_ID}`]: `http://127.0.0.1:${await freePort()}` },
    })
    const smart = evmMessage((await server.issueNonce()).nonce, clock.now(), {
      address: SMART_ACCOUNT,
      chainId: CHAIN_ID,
    })
    await expect(server.verify({ message: smart, signature: SIGNATURE })).rejects.toMatchObject({
      message: SIWX_SERVER_ERRORS.verificationUnavailable,
      status: 503,
    })
    const eoa = evmMessage((await server.issueNonce()).nonce, clock.now(), { chainId: CHAIN_ID })
    await expect(
      server.verify({ message: eoa, signature: await evmAccount.signMessage({ message: eoa }) }),
    ).resolves.toBeDefined()
  })
})
