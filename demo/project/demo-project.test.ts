import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../src/server/storage/memory/memoryStorage.js'
import { DEMO_PROJECT_ID, startDemoProject, type RunningDemoProject } from './demo-project.js'

const running: RunningDemoProject[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((project) => project.stop()))
})

async function start(storage: ReturnType<typeof createMemoryStorage>, demoOrigin: string) {
  const project = await startDemoProject({ demoOrigin, storage, wallets: [] })
  running.push(project)
  return project
}

const allowedOrigins = async (project: RunningDemoProject) => {
  const response = await project.service.handle(
    new Request(`http://127.0.0.1/api/project/projects/v1/origins?projectId=${DEMO_PROJECT_ID}`),
  )
  return ((await response.json()) as { allowedOrigins: string[] }).allowedOrigins
}

describe("the demo's project allows the demo's own origin on whatever port it runs", () => {
  it('a demo on DEMO_PORT=15173 allows http://127.0.0.1:15173', async () => {
    const project = await start(createMemoryStorage(), 'http://127.0.0.1:15173')
    expect(await allowedOrigins(project)).toEqual(['http://127.0.0.1:15173'])
  })

  it('two demos over one database (another port started later, or before): each still allows its own origin', async () => {
    const storage = createMemoryStorage()
    const first = await start(storage, 'http://127.0.0.1:14173')
    const second = await start(storage, 'http://127.0.0.1:15173')
    expect(await allowedOrigins(second)).toEqual(['http://127.0.0.1:15173', 'http://127.0.0.1:14173'])
    expect(await allowedOrigins(first)).toContain('http://127.0.0.1:14173')
  })

  it('keeps only loopback http origins from before: an operator-added foreign origin is not carried over', async () => {
    const storage = createMemoryStorage()
    await storage.projects.saveProject({
      projectId: DEMO_PROJECT_ID,
      allowedOrigins: ['https://evil.example', 'http://localhost:14173'],
      features: {},
      analytics: true,
      updatedAt: new Date(),
    })
    const project = await start(storage, 'http://127.0.0.1:15173')
    expect(await allowedOrigins(project)).toEqual(['http://127.0.0.1:15173', 'http://localhost:14173'])
  })
})
