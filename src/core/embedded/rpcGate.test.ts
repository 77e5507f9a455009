import { describe, expect, it } from 'vitest'
import {
  ACTION_NOT_ALLOWED_MESSAGE,
  classifyRpcMethod,
  NOT_SAFE_RPC_METHODS,
  RPC_NOT_ALLOWED_MESSAGE,
  SAFE_RPC_METHODS,
  SIGNABLE_RPC_METHODS,
} from './rpcGate.js'

describe('the embedded wallet RPC gate (spec section 6)', () => {
  it("lists the spec's not-safe methods exactly", () => {
    expect([...NOT_SAFE_RPC_METHODS].sort()).toEqual([
      'eth_sendTransaction',
      'eth_sendUserOperation',
      'eth_signTypedData_v4',
      'personal_sign',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_sendCalls',
    ])
  })

  it("keeps the spec's examples of safe methods safe, and only reads and raw sends", () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction'])
      expect(classifyRpcMethod(method)).toBe('safe')
    for (const method of SAFE_RPC_METHODS)
      expect(method).not.toMatch(/sign|sendTransaction$|Permissions|sendCalls|UserOperation/)
  })

  it('routes signing to the signer and refuses everything else', () => {
    expect(classifyRpcMethod('personal_sign')).toBe('notSafe')
    expect(classifyRpcMethod('eth_sendTransaction')).toBe('notSafe')
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'wallet_addEthereumChain',
      'Personal_sign',
      '',
      '__proto__',
      'toString',
    ]) {
      expect(classifyRpcMethod(method)).toBe('disallowed')
    }
  })

  it('signs only a subset of the not-safe methods in this version; the lists do not overlap', () => {
    for (const method of SIGNABLE_RPC_METHODS) expect(NOT_SAFE_RPC_METHODS.has(method)).toBe(true)
    for (const method of SAFE_RPC_METHODS) expect(NOT_SAFE_RPC_METHODS.has(method)).toBe(false)
    // wallet_sendCalls is signed as the smart account's UserOperation; raw user operations and permissions are not.
    expect(SIGNABLE_RPC_METHODS.has('wallet_sendCalls')).toBe(true)
    expect(SIGNABLE_RPC_METHODS.has('eth_sendUserOperation')).toBe(false)
    expect(SIGNABLE_RPC_METHODS.has('wallet_grantPermissions')).toBe(false)
  })

  it('has the spec texts', () => {
    expect(RPC_NOT_ALLOWED_MESSAGE).toBe('Requested RPC call is not allowed')
    expect(ACTION_NOT_ALLOWED_MESSAGE).toBe('Action not allowed')
  })
})
