/**
 * A Node-side WalletConnect wallet for tests (the phone a user scans the QR code with), built on the
 * official @reown/walletkit over the local relay (../stack/walletConnectRelay/): pairs from a `wc:`
 * URI, approves (or rejects) the proposal with an eip155 namespace for every configured chain (and
 * solana when asked), and answers session requests with a viem account, each as the simulated user
 * decides (../wallets/prompts.ts: auto-approve, approveNext, rejectNext).
 * Nothing contacts a WalletConnect cloud host: the relay is local, telemetry is off, and Verify
 * (attestation register/resolve) and the INIT telemetry event are stubbed out.
 */
import { randomUUID } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, Transaction } from '@solana/web3.js'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { answerRequest } from '../wallets/walletConnect/answerRequest.js'
import { PromptGate, type PromptMode } from '../wallets/prompts.js'

/** Methods and events the wallet approves on every chain. */
export const TEST_WC_WALLET_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
] as const
export const TEST_WC_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** Options for {@link createTestWcWallet}. */
export interface TestWcWalletOptions {
  /** The local relay, e.g. `ws://127.0.0.1:19050`. */
  relayUrl: string
  /** An anvil dev key (e.g. ANVIL_DEV_PRIVATE_KEYS[5]); never a real one. */
  privateKey: Hex
  /** Approve proposals and requests at once (default true); false: they wait for approveNext() / rejectNext(). */
  autoApprove?: boolean
  /** The chains it approves and sends transactions on (through `rpcUrl`). */
  chains: readonly { chainId: number; rpcUrl: string }[]
  /** Core log level (pino); default 'error'. */
  logLevel?: string
  /**
   * A Solana account to approve when the dapp asks for the solana namespace: a 64-byte dev secret
   * key (../stack/solana/devKeys.ts) on `caipNetworkId` (e.g. the local chain's `solana:<ref>`).
   */
  solana?: { secretKey: Uint8Array; caipNetworkId: string }
}

/**
 * `approve` answers everything; `reject` rejects proposals (USER_REJECTED) and requests (code 4001);
 * `delay` approves after the delay; `manual` waits for approveNext() / rejectNext().
 */
export type TestWcWalletMode = PromptMode

/** The namespaces a wallet approves: CAIP-2 chains, methods, events and CAIP-10 accounts per namespace. */
export type TestWcNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
>

/** One `session_request`, as received. */
export interface TestWcRequest {
  method: string
  params: unknown
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
}

/** A running test wallet, as returned by {@link createTestWcWallet}. */
export interface TestWcWallet {
  address: Address
  /** The EVM account's private key (an anvil dev key). */
  privateKey: Hex
  /** The Solana account's address (base58), when one was given. */
  solanaAddress: string | undefined
  /** Every session_request in arrival order (rejected ones included). */
  requests: TestWcRequest[]
  /**
   * Pairs with `uri`, waits for the session proposal and approves it (resolving once the dapp
   * acknowledged the session) or, in reject mode, rejects it.
   * @throws Error 'no session proposal within <ms> ms' after 10 s; the SDK's error if approval fails
   */
  pair(uri: string): Promise<void>
  /** How proposals and requests without a queued decision are answered (delay in ms for 'delay'). */
  setMode(mode: TestWcWalletMode, delayMs?: number): void
  /** Approves the oldest proposal or request waiting for a decision, or else the next one to come. */
  approveNext(): void
  /** Rejects the oldest proposal or request waiting for a decision (USER_REJECTED / 4001), or else the next one. */
  rejectNext(): void
  /** true: approve at once ('approve'); false: wait for a decision ('manual'). */
  setAutoApprove(on: boolean): void
  /** Resolves with the method ('session_proposal', 'eth_sendTransaction', …) of the oldest proposal or request waiting for a decision. */
  waitForPrompt(): Promise<string>
  /**
   * Misbehaves on purpose: the next approvals answer `namespaces(defaults)` instead of the
   * well-formed defaults (accounts on other chains, invalid addresses, other accounts per chain…).
   * Pass undefined to approve the defaults again. The SDK's own format checks still apply.
   */
  approveWith(namespaces: ((defaults: TestWcNamespaces) => TestWcNamespaces) | undefined): void
  /**
   * Emits a session event (`accountsChanged`, `chainChanged`) on every active session, with any
   * data, as a wallet may; `chainId` (CAIP-2) must be a chain of the session.
   */
  emit(name: string, data: unknown, chainId: string): Promise<void>
  /** Deletes every active session from the wallet side (the dapp gets `session_delete`). */
  disconnect(): Promise<void>
  /** Number of active sessions. */
  sessions(): number
  /** Closes the relay connection and the core's timers. Safe to call twice. */
  close(): Promise<void>
}

const PROPOSAL_TIMEOUT_MS = 10_000

/** A 4001 (EIP-1193 user rejected) error, answered to every rejected request. */
const USER_REJECTED = { code: 4001, message: 'User rejected the request.' }

/** Starts a wallet with its own Core (unique customStoragePrefix, in-memory storage). */
export async function createTestWcWallet(options: TestWcWalletOptions): Promise<TestWcWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const caipChains = options.chains.map((chain) => `eip155:${chain.chainId}`)
  const core = new Core({
    projectId: 'wallet-modal-test-wallet',
    relayUrl: options.relayUrl,
    customStoragePrefix: `test-wc-wallet-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: options.logLevel ?? 'error',
  })
  stubCloudCalls(core)
  const walletKit = await WalletKit.init({
    core,
    metadata: { name: 'WalletKit Test Wallet', description: 'wallet-modal e2e', url: 'http://127.0.0.1', icons: [] },
  })

  const solanaKey = options.solana && Keypair.fromSecretKey(options.solana.secretKey)
  const prompts = new PromptGate(options.autoApprove === false ? 'manual' : 'approve', 1_000)
  const approved = (method: string) =>
    prompts.prompt(method).then(
      () => true,
      () => false,
    )
  let override: ((defaults: TestWcNamespaces) => TestWcNamespaces) | undefined
  const requests: TestWcRequest[] = []
  // EVM requests are answered exactly as the browser demo wallet answers them (one implementation).
  const evmChains = options.chains.map((c) => ({
    caipNetworkId: `eip155:${c.chainId}`,
    name: `Local ${c.chainId}`,
    rpcUrl: c.rpcUrl,
  }))
  const answer = async (event: WalletKitTypes.SessionRequest): Promise<unknown> => {
    const { request, chainId } = event.params
    switch (request.method) {
      case 'solana_signMessage': {
        if (!solanaKey) break
        const { message } = request.params as { message: string }
        return { signature: base58.encode(ed25519.sign(base58.decode(message), solanaKey.secretKey.slice(0, 32))) }
      }
      case 'solana_signTransaction': {
        if (!solanaKey) break
        const { transaction } = request.params as { transaction: string }
        const tx = Transaction.from(Buffer.from(transaction, 'base64'))
        tx.partialSign(solanaKey)
        const own = tx.signatures.find((sig) => sig.publicKey.equals(solanaKey.publicKey))?.signature
        if (!own) throw new Error('not signed')
        return { signature: base58.encode(own) }
      }
      default:
        return answerRequest(
          { method: request.method, params: request.params, chainId },
          {
            account,
            chains: evmChains,
            emitChainChanged: (target) =>
              walletKit.emitSessionEvent({
                topic: event.topic,
                event: { name: 'chainChanged', data: Number(target.split(':')[1]) },
                chainId: target,
              }),
          },
        )
    }
    throw Object.assign(new Error(`Unsupported method ${request.method}`), { code: 4200 })
  }

  walletKit.on('session_request', (event) => {
    requests.push({
      method: event.params.request.method,
      params: event.params.request.params,
      chainId: event.params.chainId,
    })
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      walletKit.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', ...response } })
    const settled = approved(event.params.request.method).then((yes) =>
      !yes
        ? respond({ error: USER_REJECTED })
        : answer(event).then(
            (result) => respond({ result }),
            (error: { code?: number; message?: string }) =>
              respond({ error: { code: error.code ?? -32603, message: error.message ?? String(error) } }),
          ),
    )
    void settled.catch((error: unknown) => core.logger.error(error, 'test wallet: could not respond'))
  })

  const pair = async (uri: string): Promise<void> => {
    const proposal = new Promise<WalletKitTypes.SessionProposal>((resolveProposal, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no session proposal within ${PROPOSAL_TIMEOUT_MS} ms`)),
        PROPOSAL_TIMEOUT_MS,
      )
      walletKit.once('session_proposal', (event) => {
        clearTimeout(timer)
        resolveProposal(event)
      })
    })
    await walletKit.pair({ uri })
    const { id, params: proposed } = await proposal
    if (!(await approved('session_proposal')))
      return walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    const namespaces: TestWcNamespaces = {
      eip155: {
        chains: caipChains,
        methods: [...TEST_WC_WALLET_METHODS],
        events: [...TEST_WC_WALLET_EVENTS],
        accounts: caipChains.map((chain) => `${chain}:${account.address}`),
      },
    }
    const asksSolana = !!(proposed.optionalNamespaces?.solana ?? proposed.requiredNamespaces?.solana)
    if (solanaKey && options.solana && asksSolana)
      namespaces.solana = {
        chains: [options.solana.caipNetworkId],
        methods: ['solana_signMessage', 'solana_signTransaction'],
        events: [],
        accounts: [`${options.solana.caipNetworkId}:${solanaKey.publicKey.toBase58()}`],
      }
    await walletKit.approveSession({ id, namespaces: override ? override(namespaces) : namespaces })
  }

  let closed: Promise<void> | undefined
  return {
    address: account.address,
    privateKey: options.privateKey,
    solanaAddress: solanaKey?.publicKey.toBase58(),
    requests,
    pair,
    setMode: (next, delayMs) => {
      if (delayMs !== undefined) prompts.setDelay(delayMs)
      prompts.setMode(next)
    },
    approveWith: (namespaces) => {
      override = namespaces
    },
    emit: async (name, data, chainId) => {
      for (const topic of Object.keys(walletKit.getActiveSessions())) {
        await walletKit.emitSessionEvent({ topic, event: { name, data }, chainId })
      }
    },
    approveNext: () => prompts.approveNext(),
    rejectNext: () => prompts.rejectNext(),
    setAutoApprove: (on) => prompts.setMode(on ? 'approve' : 'manual'),
    waitForPrompt: () => prompts.whenWaiting(),
    disconnect: async () => {
      for (const topic of Object.keys(walletKit.getActiveSessions())) {
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    sessions: () => Object.keys(walletKit.getActiveSessions()).length,
    close: () => {
      closed ??= (async () => {
        core.heartbeat.stop()
        await core.relayer.transportClose()
      })()
      return closed
    },
  }
}

/**
 * Verify would fetch verify.walletconnect.org (attestation lookups for each proposal and request),
 * and WalletKit sends an INIT event to pulse.walletconnect.org even with telemetry off: replace them.
 */
function stubCloudCalls(core: ICore): void {
  core.verify.register = async () => ''
  // sign-client treats a falsy result as "not verified" (validation UNKNOWN).
  core.verify.resolve = (async () => undefined) as unknown as ICore['verify']['resolve']
  core.eventClient.init = async () => undefined
}
