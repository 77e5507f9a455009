import { describe, expect, it } from 'vitest'
import { queryKeys } from './queryKeys.js'

describe('queryKeys.history', () => {
  it("is ['history'] without an account (the prefix of every account's history), ['history', account] with one", () => {
    const account = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
    expect(queryKeys.history()).toStrictEqual(['history'])
    expect(queryKeys.history(account)).toStrictEqual(['history', account])
  })
})
