import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { accountTypeInForce } from '../../core/embedded/accountType.js'
import type { ProjectOptions, WalletModalOptions } from '../../core/options.js'
import { startPlatform } from './startPlatform.js'

// The project's remote config names the embedded wallet's default account type (spec section 3's
// `preferredAccountType`); the host's option and the user's own choice come first.

const PROJECT: ProjectOptions = { api: 'https://project.test/api', projectId: 'p1', timeoutMs: 30_000 }
const SIGNER = 'https://signer.test/'

/** The project service answering `config` on appkit/v1/config, the page's origin allowed, analytics off. */
function serve(config: unknown) {
  const answers: Record<string, unknown> = {
    'appkit/v1/config': config,
    'projects/v1/origins': { allowedOrigins: ['https://app.test'] },
    getAnalyticsConfig: { isAnalyticsEnabled: false },
  }
  vi.stubGlobal('location', { origin: 'https://app.test', host: 'app.test', hostname: 'app.test', pathname: '/' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => Response.json(answers[new URL(String(input)).pathname.slice(5)])),
  )
}

async function started(options: WalletModalOptions) {
  const { context, store } = createTestContext({ project: PROJECT, ...options })
  await startPlatform(context)
  return store.getState()
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe("startPlatform: the project's default account type", () => {
  it("keeps the config's preferredAccountType, in force when the host set none", async () => {
    serve({ embeddedWallet: { preferredAccountType: 'smartAccount' } })
    const state = await started({ embeddedWallet: { signerUrl: SIGNER } })
    expect(state.embedded.projectAccountType).toBe('smartAccount')
    expect(accountTypeInForce(state)).toBe('smartAccount')
  })

  it("leaves the host's own option in force over the project's", async () => {
    serve({ embeddedWallet: { preferredAccountType: 'smartAccount' } })
    const state = await started({ embeddedWallet: { signerUrl: SIGNER, preferredAccountType: 'eoa' } })
    expect(state.embedded.projectAccountType).toBe('smartAccount')
    expect(accountTypeInForce(state)).toBe('eoa')
  })

  it('sets nothing when the host moved to another project before the config came', async () => {
    serve({ embeddedWallet: { preferredAccountType: 'smartAccount' } })
    const { context, store } = createTestContext({ project: PROJECT, embeddedWallet: { signerUrl: SIGNER } })
    const done = startPlatform(context)
    store.setState((s) => ({ options: { ...s.options, project: { ...PROJECT, projectId: 'p2' } } }))
    await done
    expect(store.getState().embedded.projectAccountType).toBeUndefined()
  })

  it('sets nothing for a config without one, and refuses an unknown type with the whole answer', async () => {
    serve({ features: {} })
    expect((await started({ embeddedWallet: { signerUrl: SIGNER } })).embedded.projectAccountType).toBeUndefined()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    serve({ features: { swaps: false }, embeddedWallet: { preferredAccountType: 'safe' } })
    const state = await started({ embeddedWallet: { signerUrl: SIGNER } })
    expect(state.embedded.projectAccountType).toBeUndefined()
    expect(state.options.features.swaps).toBe(true)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /embeddedWallet\.preferredAccountType: expected "eoa" or "smartAccount"\); using the local options\.$/,
    )
  })
})

describe('accountTypeInForce', () => {
  const state = (user?: 'eoa' | 'smartAccount', host?: 'eoa' | 'smartAccount', project?: 'eoa' | 'smartAccount') => ({
    embedded: { preferredAccountType: user, projectAccountType: project },
    options: { embeddedWallet: { preferredAccountType: host } },
  })
  it("puts the user's choice first, then the host's option, then the project's config, then 'eoa'", () => {
    expect(accountTypeInForce(state('eoa', 'smartAccount', 'smartAccount'))).toBe('eoa')
    expect(accountTypeInForce(state(undefined, 'eoa', 'smartAccount'))).toBe('eoa')
    expect(accountTypeInForce(state(undefined, undefined, 'smartAccount'))).toBe('smartAccount')
    expect(accountTypeInForce(state())).toBe('eoa')
    expect(accountTypeInForce({ embedded: {}, options: { embeddedWallet: undefined } })).toBe('eoa')
  })
})
