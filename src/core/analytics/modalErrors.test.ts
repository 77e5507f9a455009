import { describe, expect, it, vi } from 'vitest'
import { resolveOptions } from '../options.js'
import { createModalStore } from '../store.js'
import { onModalError, reportModalError } from './modalErrors.js'

const newStore = () => createModalStore(resolveOptions({ networks: [] }))

describe('onModalError / reportModalError', () => {
  it("reports reach the instance's listener with the flow and the error, and stop once it is removed", () => {
    const store = newStore()
    const listener = vi.fn()
    const off = onModalError(store, listener)
    const error = new Error('User rejected the request.')
    reportModalError(store, 'CONNECT_ERROR', error)
    expect(listener).toHaveBeenCalledExactlyOnceWith('CONNECT_ERROR', error)
    off()
    reportModalError(store, 'SEND_ERROR', error)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('removing a listener that was already replaced leaves the new one in place', () => {
    const store = newStore()
    const first = vi.fn()
    const second = vi.fn()
    const offFirst = onModalError(store, first)
    onModalError(store, second)
    offFirst()
    reportModalError(store, 'RPC_ERROR', 'boom')
    expect(second).toHaveBeenCalledExactlyOnceWith('RPC_ERROR', 'boom')
    expect(first).not.toHaveBeenCalled()
  })

  it('a listener that throws does not make reporting throw; other instances are not told', () => {
    const store = newStore()
    const other = vi.fn()
    onModalError(newStore(), other)
    onModalError(store, () => {
      throw new Error('analytics down')
    })
    expect(() => reportModalError(store, 'SIWX_ERROR', new Error('x'))).not.toThrow()
    expect(other).not.toHaveBeenCalled()
  })
})
