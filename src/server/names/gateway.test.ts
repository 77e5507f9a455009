import { base58 } from '@scure/base'
import {
  bytesToHex,
  concat,
  decodeAbiParameters,
  encodeFunctionData,
  keccak256,
  namehash,
  numberToHex,
  recoverAddress,
  zeroAddress,
  type Hex,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { NameRecord } from '../storage/types.js'
import { addr, resolveCall } from './__fixtures__/gatewayCalls.js'
import { answerGatewayRequest, type GatewayLookups } from './gateway.js'
import {
  decodeDnsName,
  GATEWAY_ANSWER_PARAMETERS,
  gatewaySignatureHash,
  NAME_GATEWAY_ABI,
  RESOLVER_PROFILE_ABI,
} from './gatewayAbi.js'
import { NameServiceError } from './errors.js'

const KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const SIGNER = privateKeyToAddress(KEY)
const RESOLVER = '0x00000000000000000000000000000000000e5e00'
/** A checksummed address, and the same with its checksum broken (mixed case, wrong). */
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ALICE_BAD_CHECKSUM = '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** An address with a name registered for Base only (ENSIP-11 coin type 0x80000000 | 8453). */
const BASE_USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BASE = (0x80000000 | 8453) >>> 0
const SOL_BYTES = new Uint8Array(32).map((_, i) => i + 1)
const SOL = base58.encode(SOL_BYTES)
const T0 = new Date('2030-01-01T00:00:00.000Z')
const SIGNING = { privateKey: KEY, ttlSeconds: 300, now: () => T0 }

const record = (label: string, coinType: number, address: string): NameRecord => ({
  label,
  coinType,
  address,
  message: 'm',
  signature: 's',
  createdAt: T0,
})
const RECORDS: Record<string, NameRecord> = {
  'alice1234.modal.id': record('alice1234', 60, ALICE),
  'sol-user.modal.id': record('sol-user', 501, SOL),
  'base-user.modal.id': record('base-user', BASE, BASE_USER),
}
const PRIMARY: Record<string, string> = {
  [`60:${ALICE}`]: 'alice1234.modal.id',
  [`501:${SOL}`]: 'sol-user.modal.id',
  [`${BASE}:${BASE_USER}`]: 'base-user.modal.id',
}
/** The lookups of the last answers, in order: what the gateway asked the storage. */
const asked: string[] = []
const lookups: GatewayLookups = {
  byName: async (name) => (asked.push(`name ${name}`), RECORDS[name]),
  primaryName: async (coinType, address) => (
    asked.push(`primary ${coinType} ${address}`), PRIMARY[`${coinType}:${address}`]
  ),
}

const addrOf = (name: string, coinType: bigint) =>
  encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'addr', args: [namehash(name), coinType] })
const text = (name: string, key: string) =>
  encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'text', args: [namehash(name), key] })
const reverseCall = (address: Hex, coinType: bigint) =>
  encodeFunctionData({ abi: NAME_GATEWAY_ABI, functionName: 'reverse', args: [address, coinType] })

async function answer(data: Hex, sender = RESOLVER, signing = SIGNING) {
  const [result, expires, sig] = decodeAbiParameters(
    GATEWAY_ANSWER_PARAMETERS,
    await answerGatewayRequest(lookups, signing, sender, data),
  )
  return { result, expires, sig }
}
const resultOf = async (data: Hex) => (await answer(data)).result
const bytesResult = async (data: Hex) => decodeAbiParameters([{ type: 'bytes' }], await resultOf(data))[0]
const stringResult = async (data: Hex) => decodeAbiParameters([{ type: 'string' }], await resultOf(data))[0]

async function refusal(sender: string, data: string): Promise<unknown> {
  try {
    await answerGatewayRequest(lookups, SIGNING, sender, data)
  } catch (error) {
    return error
  }
  return 'answered'
}

describe('gateway: resolve', () => {
  it('answers addr(node) with the EVM address, and the zero address for a Solana name', async () => {
    const evm = await resultOf(resolveCall('alice1234.modal.id', addr('alice1234.modal.id')))
    expect(decodeAbiParameters([{ type: 'address' }], evm)[0]).toBe(ALICE)
    const sol = await resultOf(resolveCall('sol-user.modal.id', addr('sol-user.modal.id')))
    expect(decodeAbiParameters([{ type: 'address' }], sol)[0]).toBe(zeroAddress)
  })

  it.each([
    ['Ethereum (60)', 60n],
    ['the first ENSIP-11 coin type (0x80000000)', 0x80000000n],
    ['Base (0x80000000 | 8453)', 0x80000000n | 8453n],
    ['the last ENSIP-11 coin type (0xffffffff)', 0xffffffffn],
  ])('answers the multicoin addr of an EVM name for %s with its 20 bytes', async (_, coinType) => {
    expect(await bytesResult(resolveCall('alice1234.modal.id', addrOf('alice1234.modal.id', coinType)))).toBe(
      ALICE.toLowerCase(),
    )
  })

  it.each([
    ['Bitcoin (0)', 0n],
    ['Solana (501)', 501n],
    ['0x7fffffff, below ENSIP-11', 0x7fffffffn],
    ['0x100000000, above ENSIP-11', 0x100000000n],
  ])('answers empty bytes for the multicoin addr of an EVM name for %s', async (_, coinType) => {
    expect(await bytesResult(resolveCall('alice1234.modal.id', addrOf('alice1234.modal.id', coinType)))).toBe('0x')
  })

  it("answers a Solana name's 32 key bytes for coin type 501 and empty bytes for EVM coin types", async () => {
    expect(await bytesResult(resolveCall('sol-user.modal.id', addrOf('sol-user.modal.id', 501n)))).toBe(
      bytesToHex(SOL_BYTES),
    )
    expect(await bytesResult(resolveCall('sol-user.modal.id', addrOf('sol-user.modal.id', 60n)))).toBe('0x')
    expect(await bytesResult(resolveCall('sol-user.modal.id', addrOf('sol-user.modal.id', 0x80000000n)))).toBe('0x')
  })

  it("answers a name registered for one EVM chain (ENSIP-11) for that chain's coin type only", async () => {
    const name = 'base-user.modal.id'
    expect(await bytesResult(resolveCall(name, addrOf(name, BigInt(BASE))))).toBe(BASE_USER.toLowerCase())
    expect(await bytesResult(resolveCall(name, addrOf(name, 60n)))).toBe('0x')
    expect(await bytesResult(resolveCall(name, addrOf(name, 0x80000000n | 10n)))).toBe('0x')
  })

  it("answers every text record of a registered name with ''", async () => {
    const result = await resultOf(resolveCall('alice1234.modal.id', text('alice1234.modal.id', 'avatar')))
    expect(result).toBe(bytesToHex(new Uint8Array([...new Uint8Array(31), 32, ...new Uint8Array(32)])))
    expect(decodeAbiParameters([{ type: 'string' }], result)[0]).toBe('')
  })

  it("answers an unknown name with an empty result ('0x'), whatever the profile", async () => {
    expect(await resultOf(resolveCall('nobody12.modal.id', addr('nobody12.modal.id')))).toBe('0x')
    expect(await resultOf(resolveCall('nobody12.modal.id', text('nobody12.modal.id', 'url')))).toBe('0x')
  })
})

describe('gateway: reverse', () => {
  it.each([
    ['Ethereum (60)', 60n],
    ['an ENSIP-11 chain (0x80000000)', 0x80000000n],
    ['the last ENSIP-11 coin type (0xffffffff)', 0xffffffffn],
  ])("answers an EVM address's primary name for %s, looked up checksummed", async (_, coinType) => {
    expect(await stringResult(reverseCall(ALICE.toLowerCase() as Hex, coinType))).toBe('alice1234.modal.id')
  })

  it.each([
    ['Bitcoin (0)', 0n],
    ['Solana (501)', 501n],
    ['0x7fffffff', 0x7fffffffn],
    ['0x100000000', 0x100000000n],
  ])("answers '' for an EVM address under %s", async (_, coinType) => {
    expect(await stringResult(reverseCall(ALICE, coinType))).toBe('')
  })

  it("answers an address's primary name for its chain's ENSIP-11 coin type, before its name for every EVM chain", async () => {
    expect(await stringResult(reverseCall(BASE_USER.toLowerCase() as Hex, BigInt(BASE)))).toBe('base-user.modal.id')
    expect(await stringResult(reverseCall(BASE_USER as Hex, 60n))).toBe('')
    asked.length = 0
    expect(await stringResult(reverseCall(ALICE as Hex, BigInt(BASE)))).toBe('alice1234.modal.id')
    expect(asked).toEqual([`primary ${BASE} ${ALICE}`, `primary 60 ${ALICE}`])
  })

  it("answers a Solana key's primary name for 501, and '' for its 32 bytes under an EVM coin type", async () => {
    expect(await stringResult(reverseCall(bytesToHex(SOL_BYTES), 501n))).toBe('sol-user.modal.id')
    expect(await stringResult(reverseCall(bytesToHex(SOL_BYTES), 60n))).toBe('')
    expect(await stringResult(reverseCall(bytesToHex(SOL_BYTES), 0x80000000n))).toBe('')
  })

  it("answers '' for an address of the wrong length without looking it up, and for one without a name", async () => {
    asked.length = 0
    expect(await stringResult(reverseCall(bytesToHex(SOL_BYTES.subarray(0, 31)), 501n))).toBe('')
    expect(await stringResult(reverseCall(bytesToHex(new Uint8Array(33)), 501n))).toBe('')
    expect(await stringResult(reverseCall(bytesToHex(SOL_BYTES.subarray(0, 21)), 60n))).toBe('')
    expect(await stringResult(reverseCall(bytesToHex(SOL_BYTES.subarray(0, 19)), 60n))).toBe('')
    expect(asked).toEqual([])
    expect(await stringResult(reverseCall('0x0000000000000000000000000000000000000001', 60n))).toBe('')
    expect(asked).toEqual(['primary 60 0x0000000000000000000000000000000000000001'])
  })
})

describe('gateway: the signed answer', () => {
  it('expires ttlSeconds after the current whole second, signed over the checksummed resolver address', async () => {
    const request = resolveCall('alice1234.modal.id', addr('alice1234.modal.id'))
    const signing = { ...SIGNING, ttlSeconds: 60, now: () => new Date(T0.getTime() + 999) }
    for (const sender of [RESOLVER, ALICE.toLowerCase(), ALICE_BAD_CHECKSUM]) {
      const { result, expires, sig } = await answer(request, sender, signing)
      expect(expires).toBe(BigInt(T0.getTime() / 1000 + 60))
      const target = sender === RESOLVER ? RESOLVER : ALICE
      expect(
        await recoverAddress({ hash: gatewaySignatureHash(target, expires, request, result), signature: sig }),
      ).toBe(SIGNER)
    }
  })

  it('hashes 0x1900, the target, the 8-byte expiry and the hashes of request and result', () => {
    const expected = keccak256(
      concat(['0x1900', ALICE, numberToHex(1234n, { size: 8 }), keccak256('0x0102'), keccak256('0x')]),
    )
    expect(gatewaySignatureHash(ALICE, 1234n, '0x0102', '0x')).toBe(expected)
  })
})

describe('gateway: refusals', () => {
  const valid = resolveCall('alice1234.modal.id', addr('alice1234.modal.id'))
  it.each([
    ['a sender that is not an address', 'resolver', valid],
    ['a sender of 19 bytes', RESOLVER.slice(0, -2), valid],
    ['data that is not hex', RESOLVER, 'not hex'],
    ['data with a non-hex digit', RESOLVER, `${valid.slice(0, -1)}g`],
    ['a call the gateway does not serve', RESOLVER, addr('alice1234.modal.id')],
    ['an undecodable resolve', RESOLVER, valid.slice(0, 74)],
    ['a malformed DNS name', RESOLVER, resolveCall('alice1234.modal.id', addr('alice1234.modal.id'), '0x05616c6963')],
    ['an inner call that is not a profile', RESOLVER, resolveCall('alice1234.modal.id', '0xdeadbeef')],
    ["a node that is not the name's namehash", RESOLVER, resolveCall('alice1234.modal.id', addr('other123.modal.id'))],
  ])("refuses %s with 'Invalid gateway request' (400)", async (_, sender, data) => {
    const error = await refusal(sender, data)
    expect(error).toBeInstanceOf(NameServiceError)
    expect(error).toMatchObject({ message: 'Invalid gateway request', status: 400 })
  })
})

describe('DNS wire-format names', () => {
  const wire = (...parts: (number | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'number' ? [part] : [...new TextEncoder().encode(part)])))

  it('reads the labels up to the root', () => {
    expect(decodeDnsName(wire(5, 'alice', 5, 'modal', 2, 'id', 0))).toBe('alice.modal.id')
    expect(decodeDnsName(wire(0))).toBe('')
  })

  it.each([
    ['no bytes', wire()],
    ['no root label', wire(5, 'alice')],
    ['a label longer than the bytes left', wire(5, 'ali')],
    ['bytes after the root', wire(5, 'alice', 0, 0)],
    ['a label that is not UTF-8', wire(1, 0xff, 0)],
    ['a bad label before a good one', wire(1, 0xc3, 5, 'alice', 0)],
  ])('answers undefined for %s', (_, bytes) => {
    expect(decodeDnsName(bytes)).toBeUndefined()
  })
})
