import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { chooseAccountType } from './accountType.js'
import { ACCOUNT_TYPE_STORAGE_KEY, isEmbeddedAccountType } from '../../core/embedded/accountType.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('chooseAccountType', () => {
  it('sets the store’s choice and keeps it for the next visit, each switch replacing the last', () => {
    const { context, store } = createTestContext()
    expect(store.getState().embedded.preferredAccountType).toBeUndefined()
    chooseAccountType(context, 'eoa')
    expect(store.getState().embedded.preferredAccountType).toBe('eoa')
    expect(context.persistence.get(ACCOUNT_TYPE_STORAGE_KEY, isEmbeddedAccountType)).toBe('eoa')
    chooseAccountType(context, 'smartAccount')
    expect(store.getState().embedded.preferredAccountType).toBe('smartAccount')
    expect(context.persistence.get(ACCOUNT_TYPE_STORAGE_KEY, isEmbeddedAccountType)).toBe('smartAccount')
  })
  it('recognises only the two account types', () => {
    expect(['eoa', 'smartAccount', 'EOA', 'smart', undefined, 1].map(isEmbeddedAccountType)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
})
