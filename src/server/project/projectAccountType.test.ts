import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createProjectServer } from './createProjectServer.js'
import { ProjectServerError } from './errors.js'

// A project's default account type for the embedded wallet (spec section 3's
// `preferredAccountType`), served in the config answer the modal reads at start-up.

const server = () =>
  createProjectServer({
    storage: createMemoryStorage(),
    mountPath: '/api/project',
    operatorToken: 'operator-token-0123456789',
    projects: {
      smart: { embeddedWallet: { preferredAccountType: 'smartAccount' } },
      plain: {},
    },
  })
const config = async (s: ReturnType<typeof server>, projectId: string) =>
  (await s.handle(new Request(`https://wallet.example.com/api/project/appkit/v1/config?projectId=${projectId}`))).json()

describe("createProjectServer: the embedded wallet's default account type", () => {
  it('serves the project’s preferredAccountType in the config answer, and nothing for a project without one', async () => {
    const s = server()
    expect(await config(s, 'smart')).toStrictEqual({
      features: {},
      embeddedWallet: { preferredAccountType: 'smartAccount' },
    })
    expect(await config(s, 'plain')).toStrictEqual({ features: {} })
  })

  it('keeps an account type the operator saves, and stores no embeddedWallet key for an empty one', async () => {
    const s = server()
    const eoa = await s.saveProject('eoa', { embeddedWallet: { preferredAccountType: 'eoa' } })
    expect(eoa.embeddedWallet).toStrictEqual({ preferredAccountType: 'eoa' })
    expect((await s.findProject('eoa'))?.embeddedWallet).toStrictEqual({ preferredAccountType: 'eoa' })
    const empty = await s.saveProject('empty', { embeddedWallet: {} })
    expect('embeddedWallet' in empty).toBe(false)
    expect(await config(s, 'eoa')).toStrictEqual({ features: {}, embeddedWallet: { preferredAccountType: 'eoa' } })
  })

  it('shows the operator the project’s account type on GET and PUT /admin/projects/:projectId', async () => {
    const s = server()
    const admin = (method: string, projectId: string, body?: unknown) =>
      s.handle(
        new Request(`https://wallet.example.com/api/project/admin/projects/${projectId}`, {
          method,
          headers: { Authorization: 'Bearer operator-token-0123456789', 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
    const shown = async (response: Response) => {
      expect(response.status).toBe(200)
      return ((await response.json()) as { embeddedWallet?: unknown }).embeddedWallet
    }
    expect(await shown(await admin('GET', 'smart'))).toStrictEqual({ preferredAccountType: 'smartAccount' })
    expect(await shown(await admin('GET', 'plain'))).toBeUndefined()
    expect(await shown(await admin('PUT', 'eoa', { embeddedWallet: { preferredAccountType: 'eoa' } }))).toStrictEqual({
      preferredAccountType: 'eoa',
    })
  })

  it('refuses an account type other than eoa or smartAccount, naming the field', async () => {
    const s = server()
    const refused = await s
      .saveProject('bad', { embeddedWallet: { preferredAccountType: 'safe' } } as never)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProjectServerError)
    expect([(refused as ProjectServerError).status, (refused as Error).message]).toEqual([
      400,
      'Invalid project: embeddedWallet.preferredAccountType: expected "eoa" or "smartAccount"',
    ])
    expect(await s.findProject('bad')).toBeUndefined()
  })
})
