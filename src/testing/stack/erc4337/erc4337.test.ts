import {
  bytecode as entryPointInitCode,
  deployedBytecode as entryPointRuntime,
} from '@account-abstraction/contracts/artifacts/EntryPoint.json'
import {
  bytecode as simple7702InitCode,
  deployedBytecode as simple7702Runtime,
} from '@account-abstraction/contracts/artifacts/Simple7702Account.json'
import {
  bytecode as factoryInitCode,
  deployedBytecode as factoryRuntime,
} from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json'
import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  getAddress,
  getContractAddress,
  http,
  parseAbi,
  parseEther,
  type Hex,
} from 'viem'
import { createBundlerClient, entryPoint08Address, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalStack, type LocalStack, type LocalStackChain } from '../startLocalStack.js'
import { DETERMINISTIC_DEPLOYER, ERC4337_ADDRESSES, ERC4337_SALTS } from './erc4337Addresses.js'
import { SIMPLE_ACCOUNT_FACTORY_ABI, toSimpleAccount } from './simpleAccount.js'

const FACTORY_VIEWS = parseAbi([
  'function accountImplementation() view returns (address)',
  'function senderCreator() view returns (address)',
])
const ENTRY_POINT_VIEWS = parseAbi([
  'function senderCreator() view returns (address)',
  'function balanceOf(address account) view returns (uint256)',
])
const DELEGATE_VIEWS = parseAbi(['function entryPoint() view returns (address)'])

/**
 * Whether `deployed` is the artifact's runtime code with its immutables filled in: the same length,
 * and every byte that differs is one the compiler left as a zero placeholder.
 */
const isArtifactWithImmutables = (deployed: Hex | undefined, artifact: string) => {
  if (!deployed || deployed.length !== artifact.length) return false
  for (let i = 2; i < artifact.length; i += 2) {
    if (deployed.slice(i, i + 2) !== artifact.slice(i, i + 2) && artifact.slice(i, i + 2) !== '00') return false
  }
  return true
}

const clientsOf = (chain: LocalStackChain) => {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })
  const transport = http(chain.url)
  return {
    public: createPublicClient({ chain: viemChain, transport, cacheTime: 0, pollingInterval: 100 }),
    test: createTestClient({ chain: viemChain, mode: 'anvil', transport, cacheTime: 0 }),
    wallet: createWalletClient({ chain: viemChain, transport, cacheTime: 0 }),
  }
}

describe('the local ERC-4337 stack (EntryPoint v0.8, SimpleAccount, Simple7702Account, Alto)', () => {
  let stack: LocalStack
  beforeAll(async () => {
    stack = await startLocalStack({ bundler: true, solana: false, walletConnect: false, bitcoin: false })
  }, 180_000)
  afterAll(() => stack?.stop())

  it('deploys the npm artifacts on both anvils at the canonical v0.8 addresses', async () => {
    // Each address is CREATE2(deterministic deployer, release salt, the artifact's init code).
    const create2 = (salt: Hex, bytecode: Hex) =>
      getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode })
    expect(create2(ERC4337_SALTS.entryPoint, entryPointInitCode as Hex)).toBe(entryPoint08Address)
    expect(ERC4337_ADDRESSES.entryPoint).toBe(entryPoint08Address)
    expect(
      create2(
        ERC4337_SALTS.simpleAccountFactory,
        concat([factoryInitCode as Hex, encodeAbiParameters([{ type: 'address' }], [entryPoint08Address])]),
      ),
    ).toBe(ERC4337_ADDRESSES.simpleAccountFactory)
    expect(create2(ERC4337_SALTS.simple7702Account, simple7702InitCode as Hex)).toBe(
      ERC4337_ADDRESSES.simple7702Account,
    )
    for (const chain of stack.chains) {
      const client = clientsOf(chain).public
      expect(chain.erc4337Ms).toBeGreaterThan(0)
      // Simple7702Account has no immutables: its code is the artifact's, byte for byte.
      expect(await client.getCode({ address: ERC4337_ADDRESSES.simple7702Account })).toBe(simple7702Runtime)
      const entryPointCode = await client.getCode({ address: ERC4337_ADDRESSES.entryPoint })
      expect(entryPointCode).not.toBe(entryPointRuntime) // its immutables (SenderCreator, EIP-712 domain) are set
      expect(isArtifactWithImmutables(entryPointCode, entryPointRuntime)).toBe(true)
      const factoryCode = await client.getCode({ address: ERC4337_ADDRESSES.simpleAccountFactory })
      expect(isArtifactWithImmutables(factoryCode, factoryRuntime)).toBe(true)
      // The factory holds immutables (its implementation and the EntryPoint's SenderCreator): read them back.
      const factory = { address: ERC4337_ADDRESSES.simpleAccountFactory, abi: FACTORY_VIEWS } as const
      expect(await client.readContract({ ...factory, functionName: 'accountImplementation' })).toBe(
        getContractAddress({ from: ERC4337_ADDRESSES.simpleAccountFactory, nonce: 1n }),
      )
      expect(await client.readContract({ ...factory, functionName: 'accountImplementation' })).toBe(
        ERC4337_ADDRESSES.simpleAccountImplementation,
      )
      expect(await client.readContract({ ...factory, functionName: 'senderCreator' })).toBe(
        await client.readContract({
          address: ERC4337_ADDRESSES.entryPoint,
          abi: ENTRY_POINT_VIEWS,
          functionName: 'senderCreator',
        }),
      )
    }
  })

  it('runs a bundler per anvil, on loopback, for EntryPoint v0.8 and that anvil’s chain', async () => {
    for (const chain of stack.chains) {
      const bundler = chain.bundler!
      expect(new URL(bundler.url).hostname).toBe('127.0.0.1')
      // Bound to 127.0.0.1 only (Alto itself listens on 0.0.0.0, which would answer on 127.0.0.2 too).
      const other = new URL(bundler.url)
      other.hostname = '127.0.0.2'
      await expect(fetch(other, { method: 'POST', body: '{}' })).rejects.toThrow()
      const client = createBundlerClient({ transport: http(bundler.url) })
      expect(await client.getSupportedEntryPoints()).toEqual([entryPoint08Address])
      expect(await client.getChainId()).toBe(chain.chainId)
    }
  })

  it('sends a UserOperation from a counterfactual SimpleAccount: deploys it and moves exactly the value', async () => {
    const chain = stack.chains[1]
    const clients = clientsOf(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleAccount({ client: clients.public, owner })
    expect(account.address).toBe(
      await clients.public.readContract({
        address: ERC4337_ADDRESSES.simpleAccountFactory,
        abi: SIMPLE_ACCOUNT_FACTORY_ABI,
        functionName: 'getAddress',
        args: [owner.address, 0n],
      }),
    )
    expect(await account.isDeployed()).toBe(false)
    const funding = parseEther('1')
    await clients.test.setBalance({ address: account.address, value: funding })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.123456789')

    const bundler = createBundlerClient({ client: clients.public, transport: http(chain.bundler!.url), account })
    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.userOpHash).toBe(hash)
    expect(getAddress(receipt.sender)).toBe(account.address)
    expect(receipt.receipt.status).toBe('success')
    expect(await clients.public.getBalance({ address: recipient })).toBe(value)
    // Deployed by this operation: the ERC-1967 proxy's code is at the counterfactual address.
    expect(await account.isDeployed()).toBe(true)
    expect((await clients.public.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    // No paymaster: the account paid the value and the operation's actual gas cost, nothing else (the
    // EntryPoint keeps what the prefund left over as the account's deposit).
    const deposit = await clients.public.readContract({
      address: ERC4337_ADDRESSES.entryPoint,
      abi: ENTRY_POINT_VIEWS,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect((await clients.public.getBalance({ address: account.address })) + deposit).toBe(
      funding - value - receipt.actualGasCost,
    )
  })

  it('delegates an EOA to Simple7702Account with an EIP-7702 authorization', async () => {
    const chain = stack.chains[0]
    const clients = clientsOf(chain)
    const eoa = privateKeyToAccount(generatePrivateKey())
    await clients.test.setBalance({ address: eoa.address, value: parseEther('1') })
    expect(await clients.public.getCode({ address: eoa.address })).toBeUndefined()

    const authorization = await clients.wallet.signAuthorization({
      account: eoa,
      contractAddress: ERC4337_ADDRESSES.simple7702Account,
      executor: 'self',
    })
    const hash = await clients.wallet.sendTransaction({
      account: eoa,
      authorizationList: [authorization],
      to: eoa.address,
      data: '0x',
    })
    expect((await clients.public.waitForTransactionReceipt({ hash })).status).toBe('success')

    // The delegation designator: 0xef0100 || the delegate's address.
    expect(await clients.public.getCode({ address: eoa.address })).toBe(
      concat(['0xef0100', ERC4337_ADDRESSES.simple7702Account.toLowerCase() as Hex]),
    )
    // The EOA now runs Simple7702Account's code.
    expect(
      await clients.public.readContract({ address: eoa.address, abi: DELEGATE_VIEWS, functionName: 'entryPoint' }),
    ).toBe(entryPoint08Address)
  })

  it('sends a UserOperation from an EOA that the operation itself delegates (EIP-7702 authorization)', async () => {
    const chain = stack.chains[0]
    const clients = clientsOf(chain)
    const owner = privateKeyToAccount(generatePrivateKey())
    const funding = parseEther('1')
    await clients.test.setBalance({ address: owner.address, value: funding })
    const account = await toSimple7702SmartAccount({ client: clients.public, owner })
    expect(account.address).toBe(owner.address)
    expect(await account.isDeployed()).toBe(false)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther('0.25')

    const bundler = createBundlerClient({ client: clients.public, transport: http(chain.bundler!.url), account })
    // The owner signs the authorization (viem only stubs it); the bundler's transaction carries it.
    const authorization = await clients.wallet.signAuthorization({
      account: owner,
      contractAddress: ERC4337_ADDRESSES.simple7702Account,
    })
    const hash = await bundler.sendUserOperation({ authorization, calls: [{ to: recipient, value }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })

    expect(receipt.success).toBe(true)
    expect(getAddress(receipt.sender)).toBe(owner.address)
    expect(await clients.public.getBalance({ address: recipient })).toBe(value)
    expect(await clients.public.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', ERC4337_ADDRESSES.simple7702Account.toLowerCase() as Hex]),
    )
    const deposit = await clients.public.readContract({
      address: ERC4337_ADDRESSES.entryPoint,
      abi: ENTRY_POINT_VIEWS,
      functionName: 'balanceOf',
      args: [owner.address],
    })
    expect((await clients.public.getBalance({ address: owner.address })) + deposit).toBe(
      funding - value - receipt.actualGasCost,
    )
  })
})
