/**
 * The signer page (docs/contributing/architecture.md, "The embedded wallet"): served by the operator on its own origin
 * (`dist/signer/`), embedded by the modal as an iframe. It is the only place the wallet's keys exist.
 * It reads its config from its own origin, accepts one handshake from an allowed embedding page,
 * then serves that page over the handshake's MessagePort.
 */
import { createAuthApi } from './authApi.js'
import { loadSignerConfig } from './config.js'
import { acceptHandshake } from './handshake.js'
import { openDeviceStore } from './keys/deviceStore.js'
import { MIN_PASSPHRASE_LENGTH } from './keys/recovery.js'
import { servePort } from './portServer.js'
import { createTokenReader } from './requests/tokenMetadata.js'
import { createSignerSession } from './signerSession.js'
import { createSocialLogin } from './socialLogin.js'
import { loadEstimator } from './strength/loadEstimator.js'
import { judgeNewPassphrase, PAGE_WORDS, siteWords } from './strength/passphraseStrength.js'
import { askSignInConfirmation } from './ui/confirmSignIn.js'
import { askApproval, askPassphrase, showIdle } from './ui/screens.js'

const setTheme = (theme: 'light' | 'dark') => {
  document.documentElement.dataset.theme = theme
}

showIdle()
const config = loadSignerConfig()
config.catch((error: unknown) => console.error('wallet-modal signer:', error instanceof Error ? error.message : error))

acceptHandshake(
  config.then((c) => new Set(c.allowedOrigins)),
  ({ port, origin, hello }) => {
    setTheme(hello.theme)
    void (async () => {
      const { authServerUrl, recoveryMode, rpcUrls } = await config
      const store = await openDeviceStore()
      let token: string | undefined = await store.sessionToken()
      const trackedStore = {
        ...store,
        async setSessionToken(next: string | undefined) {
          token = next
          await store.setSessionToken(next)
        },
      }
      const api = createAuthApi(
        authServerUrl,
        () => token,
        () => store.deviceKey(),
      )
      // The frame is shown (by the host, on 'approval') while it asks for a passphrase too.
      const withFrameShown = async <T>(work: () => Promise<T>): Promise<T> => {
        port.postMessage({ event: 'approval', open: true })
        try {
          return await work()
        } finally {
          port.postMessage({ event: 'approval', open: false })
        }
      }
      // A new passphrase must be hard to guess (zxcvbn score >= 3), the page's and site's words counted as known.
      const judgeStrength = async (passphrase: string) =>
        judgeNewPassphrase(passphrase, MIN_PASSPHRASE_LENGTH, await loadEstimator(), [
          ...PAGE_WORDS,
          ...siteWords(origin),
        ])
      const session = createSignerSession({
        api,
        store: trackedStore,
        site: origin,
        recoveryMode,
        promptPassphrase: (kind, error) => {
          if (kind === 'create') loadEstimator().catch(() => {}) // fetched while the user types
          return withFrameShown(() => askPassphrase(kind, MIN_PASSPHRASE_LENGTH, error, judgeStrength))
        },
      })
      const social = createSocialLogin({
        api,
        site: origin,
        authOrigin: new URL(authServerUrl).origin,
        deviceId: () => store.deviceId(),
        confirm: (identity, signal) => withFrameShown(() => askSignInConfirmation(identity, origin, signal)),
        signIn: (token, account) => session.signIn(token, account),
      })
      servePort({
        port,
        session,
        social,
        setTheme,
        readToken: createTokenReader(rpcUrls),
        askApproval: (details, signal) => askApproval(details, origin, signal),
      })
    })()
  },
)
