/**
 * The WalletConnect demo wallet page (`/wc-wallet.html`), bundled to `demo/build/wc-demo-wallet.js`
 * (an IIFE) by demo/build-wallets.ts. Open it in a second tab, paste the modal's "Copy link" URI
 * and the two tabs pair through the local relay (`window.DEMO_CONFIG.walletConnect`). It holds
 * anvil dev account 6 on every eip155 network of `window.DEMO_CONFIG.networks` (31337, 31338),
 * lists session proposals and requests for the visitor to approve or reject, and answers approved
 * requests itself (signatures, transactions through the chain's local RPC, chain switches).
 * Offline: see wc-demo-wallet-kit.ts.
 */
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoConfig } from '../demo-config-script.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../src/testing/wallets/evm/anvilDevKeys.js'
import { createOfflineWalletKit } from './wc-demo-wallet-kit.js'
import {
  answerRequest,
  approvedNamespaces,
  summarizeRequest,
  USER_REJECTED,
  type WcWalletChain,
} from '../../src/testing/wallets/walletConnect/answerRequest.js'
import { bindWcWalletView, type PendingItem, type WcWalletView } from './wc-demo-wallet-view.js'

/** Anvil dev account 6 (0x976E…0aa9): not the Demo Wallet's (0) nor the Node test wallet's (5). */
const ACCOUNT = privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[6]!)

async function main(view: WcWalletView): Promise<void> {
  view.showAddress(ACCOUNT.address)
  view.setPairingEnabled(false)
  const config = (window as unknown as { DEMO_CONFIG?: DemoConfig }).DEMO_CONFIG
  const walletConnect = config?.walletConnect
  if (!walletConnect) {
    view.setStatus('No WalletConnect relay in this demo stack (window.DEMO_CONFIG.walletConnect is missing).')
    return
  }
  const chains: WcWalletChain[] = (config.networks ?? [])
    .filter((network) => network.caipNetworkId.startsWith('eip155:'))
    .map(({ caipNetworkId, name, rpcUrl }) => ({ caipNetworkId, name, rpcUrl }))

  view.setStatus(`Starting WalletKit on ${walletConnect.relayUrl}…`)
  const walletKit = await createOfflineWalletKit({
    relayUrl: walletConnect.relayUrl,
    projectId: walletConnect.projectId,
  })
  const proposals = new Map<number, WalletKitTypes.SessionProposal>()
  const requests = new Map<number, WalletKitTypes.SessionRequest>()

  const peerOf = (topic: string): string => {
    const session = walletKit.getActiveSessions()[topic]
    return session ? `${session.peer.metadata.name} (${session.peer.metadata.url})` : 'the dapp'
  }
  const renderSessions = () => {
    const active = Object.values(walletKit.getActiveSessions())
    view.renderSessions(
      active.map((session) => ({
        topic: session.topic,
        peer: `${session.peer.metadata.name} (${session.peer.metadata.url})`,
      })),
    )
    return active.length
  }
  const renderProposals = () =>
    view.renderProposals([...proposals.values()].map((proposal) => proposalItem(walletKit, proposal)))
  const renderRequests = () =>
    view.renderRequests([...requests.values()].map((request) => requestItem(walletKit, request)))
  const settled = (text: string) => {
    view.log(text)
    view.setStatus(
      renderSessions() > 0
        ? `Connected to ${Object.keys(walletKit.getActiveSessions()).map(peerOf).join(', ')}.`
        : 'No session. Paste a pairing URI to connect.',
    )
  }

  const proposalItem = (kit: IWalletKit, proposal: WalletKitTypes.SessionProposal): PendingItem => {
    const { proposer, requiredNamespaces, optionalNamespaces } = proposal.params
    const asked = [...Object.values(requiredNamespaces ?? {}), ...Object.values(optionalNamespaces ?? {})].flatMap(
      (ns) => ns.chains ?? [],
    )
    const done = (text: string) => {
      proposals.delete(proposal.id)
      renderProposals()
      settled(text)
    }
    return {
      key: String(proposal.id),
      title: proposer.metadata.name || 'Unnamed dapp',
      detail: `${proposer.metadata.url} asks to connect${asked.length ? ` on ${[...new Set(asked)].join(', ')}` : ''}`,
      approve: () =>
        kit.approveSession({ id: proposal.id, namespaces: approvedNamespaces(ACCOUNT.address, chains) }).then(
          () => done(`Approved the session with ${proposer.metadata.name}.`),
          (error: unknown) => done(`Could not approve: ${messageOf(error)}`),
        ),
      reject: () =>
        kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') }).then(
          () => done(`Rejected the session proposal from ${proposer.metadata.name}.`),
          (error: unknown) => done(`Could not reject: ${messageOf(error)}`),
        ),
    }
  }

  const requestItem = (kit: IWalletKit, event: WalletKitTypes.SessionRequest): PendingItem => {
    const request = {
      method: event.params.request.method,
      params: event.params.request.params,
      chainId: event.params.chainId,
    }
    const respond = async (
      response: { result: unknown } | { error: { code: number; message: string } },
      text: string,
    ) => {
      let outcome = text
      try {
        await kit.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', ...response } })
      } catch (error) {
        outcome = `Could not answer ${request.method}: ${messageOf(error)}`
      }
      requests.delete(event.id)
      renderRequests()
      settled(outcome)
    }
    return {
      key: String(event.id),
      title: request.method,
      detail: summarizeRequest(request, ACCOUNT.address),
      approve: async () => {
        const context = {
          account: ACCOUNT,
          chains,
          emitChainChanged: (target: string) =>
            kit.emitSessionEvent({
              topic: event.topic,
              event: { name: 'chainChanged', data: Number(target.split(':')[1]) },
              chainId: target,
            }),
        }
        try {
          const result = await answerRequest(request, context)
          await respond(
            { result },
            `Approved ${request.method}: ${typeof result === 'string' ? result : JSON.stringify(result)}`,
          )
        } catch (error) {
          const code =
            typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
          await respond({ error: { code, message: messageOf(error) } }, `${request.method} failed: ${messageOf(error)}`)
        }
      },
      reject: () => respond({ error: { ...USER_REJECTED } }, `Rejected ${request.method} (4001).`),
    }
  }

  walletKit.on('session_proposal', (proposal) => {
    proposals.set(proposal.id, proposal)
    renderProposals()
    view.log(
      `Session proposal from ${proposal.params.proposer.metadata.name} (${proposal.params.proposer.metadata.url}).`,
    )
    view.setStatus(`Session proposal from ${proposal.params.proposer.metadata.name}: approve or reject it below.`)
  })
  walletKit.on('proposal_expire', ({ id }) => {
    if (proposals.delete(id)) renderProposals()
    settled('A session proposal expired.')
  })
  walletKit.on('session_request', (event) => {
    requests.set(event.id, event)
    renderRequests()
    view.log(`Request ${event.params.request.method} on ${event.params.chainId} from ${peerOf(event.topic)}.`)
    view.setStatus(`${peerOf(event.topic)} asks for ${event.params.request.method}: approve or reject it below.`)
  })
  walletKit.on('session_request_expire', ({ id }) => {
    if (requests.delete(id)) renderRequests()
    settled('A request expired.')
  })
  walletKit.on('session_delete', ({ topic }) => {
    for (const [id, request] of requests) if (request.topic === topic) requests.delete(id)
    renderRequests()
    settled('The dapp ended the session.')
  })

  view.onPair(async (uri) => {
    if (!uri.startsWith('wc:')) {
      view.setStatus('That is not a WalletConnect URI: it starts with "wc:".')
      return
    }
    view.setStatus('Pairing…')
    try {
      await walletKit.pair({ uri })
      view.log('Paired; waiting for the session proposal.')
      if (proposals.size === 0) view.setStatus('Paired: waiting for the session proposal…')
    } catch (error) {
      view.setStatus(`Pairing failed: ${messageOf(error)}`)
      view.log(`Pairing failed: ${messageOf(error)}`)
    }
  })
  view.onDisconnect(async () => {
    for (const topic of Object.keys(walletKit.getActiveSessions())) {
      try {
        await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      } catch (error) {
        view.log(`Could not disconnect: ${messageOf(error)}`)
      }
    }
    settled('Disconnected.')
  })

  // Requests that arrived before a reload are still pending in WalletKit's storage.
  for (const pending of walletKit.getPendingSessionRequests()) {
    requests.set(pending.id, {
      id: pending.id,
      topic: pending.topic,
      params: pending.params,
      verifyContext: pending.verifyContext,
    } as WalletKitTypes.SessionRequest)
  }
  renderProposals()
  renderRequests()
  view.setPairingEnabled(true)
  settled(`WalletKit ready on ${walletConnect.relayUrl}.`)
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const view = bindWcWalletView(document)
main(view).catch((error: unknown) => {
  view.setStatus(`The wallet could not start: ${messageOf(error)}`)
  view.log(`Start failed: ${messageOf(error)}`)
})
