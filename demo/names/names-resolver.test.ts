import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createPublicClient, defineChain, http, keccak256, toBytes, type PublicClient } from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { normalize } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildNameRegistrationMessage,
  createMemoryStorage,
  createNameService,
  type NameService,
} from '../../src/server/index.js'
import { DEMO_ENS_NAMES, DEMO_ENS_RESOLVER_ADDRESS } from '../../src/testing/stack/evm/tokens.js'
import { startDemoEvmChain, type RunningDemoEvmChain } from '../../src/testing/stack/evm/startEvmChain.js'
import { freePort } from '../../src/testing/stack/freePort.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../src/testing/wallets/evm/anvilDevKeys.js'
import { DEMO_NAMES_GATEWAY_KEY, DEMO_NAMES_SUFFIX, gatewayUrlTemplate, installNamesResolver } from './demo-names.js'

const alice = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]!)
const stranger = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[5]!)
const NAME = `alice1234.${DEMO_NAMES_SUFFIX}`

/** A name service answering on a loopback port, signing gateway answers with `key`. */
async function serveNames(key: `0x${string}`): Promise<{ service: NameService; url: string; server: Server }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/api/names`
  const service = createNameService({
    suffix: DEMO_NAMES_SUFFIX,
    domain: `127.0.0.1:${port}`,
    storage: createMemoryStorage(),
    gatewayPrivateKey: key,
    mountPath: '/api/names',
  })
  const server = createServer(getRequestListener((request) => service.handle(request)))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { nonce } = await service.issueNonce()
  const message = buildNameRegistrationMessage({
    name: NAME,
    address: alice.address,
    coinType: 60,
    domain: `127.0.0.1:${port}`,
    nonce,
    issuedAt: new Date().toISOString(),
  })
  await service.register({
    name: 'alice1234',
    coinType: 60,
    address: alice.address,
    message,
    signature: await alice.signMessage({ message }),
  })
  return { service, url, server }
}

describe("our names through viem's ENS functions (NamesUniversalResolver + the gateway, EIP-3668, on anvil)", () => {
  let chain: RunningDemoEvmChain
  let client: PublicClient
  let names: Awaited<ReturnType<typeof serveNames>>
  let forger: Awaited<ReturnType<typeof serveNames>>
  beforeAll(async () => {
    ;[chain, names, forger] = await Promise.all([
      startDemoEvmChain({ port: await freePort(), chainId: 31337 }),
      serveNames(DEMO_NAMES_GATEWAY_KEY),
      serveNames(keccak256(toBytes('not the trusted key'))),
    ])
    await installNamesResolver({ rpcUrl: chain.url, gatewayUrl: gatewayUrlTemplate(names.url) })
    client = createPublicClient({
      chain: defineChain({
        id: 31337,
        name: 'A',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.url] } },
        contracts: { ensUniversalResolver: { address: DEMO_ENS_RESOLVER_ADDRESS } },
      }),
      transport: http(chain.url),
      cacheTime: 0,
    })
  }, 60_000)
  afterAll(async () => {
    await chain?.stop()
    names?.server.close()
    forger?.server.close()
  })

  it('getEnsAddress resolves a registered name, and an unregistered one to null', async () => {
    expect(await client.getEnsAddress({ name: normalize(NAME) })).toBe(alice.address)
    expect(await client.getEnsAddress({ name: normalize(`nobody12.${DEMO_NAMES_SUFFIX}`) })).toBeNull()
  })

  it('getEnsName returns the primary name of the address, and null for an address without one', async () => {
    expect(await client.getEnsName({ address: alice.address })).toBe(NAME)
    expect(await client.getEnsName({ address: stranger.address })).toBeNull()
  })

  it('getEnsText and getEnsAvatar work unchanged through the gateway: the service keeps no text records, so they answer null', async () => {
    expect(await client.getEnsText({ name: normalize(NAME), key: 'url' })).toBeNull()
    expect(await client.getEnsText({ name: normalize(NAME), key: 'avatar' })).toBeNull()
    expect(await client.getEnsAvatar({ name: normalize(NAME) })).toBeNull()
  })

  it('keeps resolving the on-chain demo.eth without asking the gateway', async () => {
    expect(await client.getEnsAddress({ name: normalize('demo.eth') })).toBe(DEMO_ENS_NAMES['demo.eth'])
  })

  it('fails resolution (never a wrong address) when the gateway signs with a key the resolver does not trust', async () => {
    await installNamesResolver({
      rpcUrl: chain.url,
      gatewayUrl: gatewayUrlTemplate(forger.url),
      signer: privateKeyToAddress(DEMO_NAMES_GATEWAY_KEY),
    })
    try {
      await expect(client.getEnsAddress({ name: normalize(NAME) })).rejects.toThrow(
        /InvalidGatewaySignature|0x09bf8c4d/,
      )
      await expect(client.getEnsName({ address: alice.address })).rejects.toThrow(/InvalidGatewaySignature|0x09bf8c4d/)
    } finally {
      await installNamesResolver({ rpcUrl: chain.url, gatewayUrl: gatewayUrlTemplate(names.url) })
    }
    expect(await client.getEnsAddress({ name: normalize(NAME) })).toBe(alice.address)
  })
})
