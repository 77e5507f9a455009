import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH, solanaWsUrl } from './constants.js'
import {
  SOLANA_DEV_KEYPAIRS,
  SOLANA_DEV_PUBLIC_KEYS,
  SOLANA_DEV_SECRET_KEYS,
  SOLANA_FAUCET_KEYPAIR,
  SOLANA_USDC_MINT,
  SOLANA_USDC_MINT_KEYPAIR,
} from './devKeys.js'

describe('fixed identity of the local chain', () => {
  it('keeps the dev keys and the USDC mint at stable addresses', () => {
    expect(SOLANA_DEV_PUBLIC_KEYS).toEqual([
      '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u',
      '395uhcvACNqCvC47Rw326Bt1s8RZdJWcaiCWt93pp5oN',
      'Ga1HLQsSJUxNCnE1fTi9ZASiVsj34XWQ5eacXnobsJy9',
    ])
    expect(SOLANA_USDC_MINT).toBe('FWTxpBuPMZgz7qgrjzeBRnPGhxbyWAT63FrNoG5rtMpz')
    SOLANA_DEV_SECRET_KEYS.forEach((secret, index) => {
      expect(secret).toHaveLength(64)
      expect(Keypair.fromSecretKey(secret).publicKey.toBase58()).toBe(SOLANA_DEV_PUBLIC_KEYS[index])
    })
  })

  it('writes out each public key as Keypair.fromSeed derives it from the readable seed', () => {
    const seedOf = (label: string) => Uint8Array.from({ length: 32 }, (_, i) => new TextEncoder().encode(label)[i] ?? 0)
    const written = [...SOLANA_DEV_KEYPAIRS, SOLANA_USDC_MINT_KEYPAIR, SOLANA_FAUCET_KEYPAIR]
    const labels = [
      'wallet-modal solana dev 1',
      'wallet-modal solana dev 2',
      'wallet-modal solana dev 3',
      'wallet-modal solana usdc mint',
      'wallet-modal solana faucet',
    ]
    written.forEach((keypair, index) => {
      const derived = Keypair.fromSeed(seedOf(labels[index]!))
      expect(keypair.publicKey.toBase58()).toBe(derived.publicKey.toBase58())
      expect(keypair.secretKey).toEqual(derived.secretKey)
    })
  })

  it('derives the CAIP-2 id and the WebSocket URL', () => {
    expect(SOLANA_CAIP_NETWORK_ID).toBe(`solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(SOLANA_CAIP_NETWORK_ID).toBe('solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE')
    expect(solanaWsUrl('http://127.0.0.1:18899')).toBe('ws://127.0.0.1:18900')
    expect(() => solanaWsUrl('http://localhost/')).toThrow('solana rpc url needs an explicit port: http://localhost/')
  })
})
