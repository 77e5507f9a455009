import { describe, expect, it } from 'vitest'
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
})
