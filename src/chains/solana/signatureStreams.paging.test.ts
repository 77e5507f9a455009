import { Keypair, type Connection } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { signatureStream } from './signatureStreams.js'

describe('signatureStream paging without a node', () => {
  it('a full page of three resumes at its third (oldest) signature, complete above its slot', async () => {
    const connection = {
      getSignaturesForAddress: async () => [
        { signature: 'newest', slot: 30 },
        { signature: 'middle', slot: 20 },
        { signature: 'oldest', slot: 10 },
      ],
    } as unknown as Connection
    const page = await signatureStream(connection, Keypair.generate().publicKey, 3).fetch(undefined)
    expect(page).toMatchObject({ next: 'oldest', completeAbove: 10 })
  })
})
