import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './emitter.js'

describe('createEmitter', () => {
  it('calls the listeners of an event with its arguments, each once, until removed', () => {
    const emitter = createEmitter()
    const a = vi.fn()
    const b = vi.fn()
    const other = vi.fn()
    emitter.on('chainChanged', a)
    emitter.on('chainChanged', a)
    emitter.on('chainChanged', b)
    emitter.on('accountsChanged', other)
    emitter.emit('chainChanged', '0x1', 'extra')
    expect(a).toHaveBeenCalledOnce()
    expect(a).toHaveBeenCalledWith('0x1', 'extra')
    expect(b).toHaveBeenCalledWith('0x1', 'extra')
    expect(other).not.toHaveBeenCalled()
    emitter.removeListener('chainChanged', a)
    emitter.removeListener('disconnect', a)
    emitter.emit('chainChanged', '0x2')
    expect(a).toHaveBeenCalledOnce()
    expect(b).toHaveBeenLastCalledWith('0x2')
    expect(() => emitter.emit('nobody')).not.toThrow()
  })

  it('a listener that removes itself while called does not stop the others', () => {
    const emitter = createEmitter()
    const calls: string[] = []
    const first = () => (calls.push('first'), emitter.removeListener('connect', first))
    emitter.on('connect', first)
    emitter.on('connect', () => calls.push('second'))
    emitter.emit('connect')
    emitter.emit('connect')
    expect(calls).toEqual(['first', 'second', 'second'])
  })
})
