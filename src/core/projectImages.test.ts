import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModalContext } from './context.js'
import { resolveOptions } from './options.js'
import { holdProjectImage, projectImagesOf } from './projectImages.js'
import { createMemoryBackend, createPersistence } from './storage.js'
import { createModalStore } from './store.js'

/** projectImagesOf reads the store's options and (through the project client) the persistence. */
const contextWith = (project?: { api: string; projectId: string }): ModalContext =>
  ({
    store: createModalStore(resolveOptions({ networks: [], project })),
    persistence: createPersistence('wm', createMemoryBackend()),
  }) as unknown as ModalContext

describe('projectImagesOf', () => {
  it('is undefined without a project option, and so is a hold on an image', () => {
    const context = contextWith()
    expect(projectImagesOf(context)).toBeUndefined()
    expect(holdProjectImage(context, 'wallet', 'x')).toBeUndefined()
  })

  it('keeps one cache per instance while its project stays the same', () => {
    const context = contextWith({ api: 'https://project.example', projectId: 'p' })
    const cache = projectImagesOf(context)
    expect(cache).toBeDefined()
    expect(projectImagesOf(context)).toBe(cache)
    expect(projectImagesOf(contextWith({ api: 'https://project.example', projectId: 'p' }))).not.toBe(cache)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("holds an image in the instance's cache until it is released", () => {
    // The image never arrives: only the hold is looked at here.
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const context = contextWith({ api: 'https://project.example', projectId: 'p' })
    const hold = holdProjectImage(context, 'wallet', 'metamask')
    expect(projectImagesOf(context)?.size()).toBe(1)
    hold?.release()
    expect(projectImagesOf(context)?.size()).toBe(0)
  })
})
