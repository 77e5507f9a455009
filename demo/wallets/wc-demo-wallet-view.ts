/**
 * The DOM of the WalletConnect demo wallet page (demo/public/wc-wallet.html): finds its elements
 * by id and renders the lists with createElement and textContent only, so the page runs under
 * `script-src 'self'; style-src 'self'` and never parses markup from a peer.
 */

/** One pending item (a session proposal or request) with its Approve and Reject actions. */
export interface PendingItem {
  key: string
  /** First line, e.g. the dapp's name, or the request's method. */
  title: string
  /** Second line, e.g. the dapp's URL and chains, or the request's summary. */
  detail: string
  approve(): Promise<void>
  reject(): Promise<void>
}

/** One active session, e.g. `{ topic, peer: 'wallet-modal demo (http://127.0.0.1:14273)' }`. */
export interface SessionItem {
  topic: string
  peer: string
}

/** The page's elements and what renders into them. */
export interface WcWalletView {
  showAddress(address: string): void
  setStatus(text: string): void
  log(text: string): void
  /** Calls `pair` with the input's trimmed value on submit; disables the form while it runs. */
  onPair(pair: (uri: string) => Promise<void>): void
  onDisconnect(disconnect: () => Promise<void>): void
  setPairingEnabled(enabled: boolean): void
  renderProposals(items: readonly PendingItem[]): void
  renderRequests(items: readonly PendingItem[]): void
  renderSessions(items: readonly SessionItem[]): void
}

/**
 * Binds the page's elements.
 * @throws Error 'wc demo wallet: #<id> is missing from the page'
 */
export function bindWcWalletView(doc: Document): WcWalletView {
  const byId = <T extends HTMLElement>(id: string): T => {
    const element = doc.getElementById(id)
    if (!element) throw new Error(`wc demo wallet: #${id} is missing from the page`)
    return element as T
  }
  const address = byId('address')
  const status = byId('status')
  const log = byId<HTMLOListElement>('log')
  const form = byId<HTMLFormElement>('pair-form')
  const uriInput = byId<HTMLInputElement>('pairing-uri')
  const pairButton = byId<HTMLButtonElement>('pair')
  const disconnectButton = byId<HTMLButtonElement>('disconnect')
  const proposals = byId<HTMLUListElement>('proposals')
  const requests = byId<HTMLUListElement>('requests')
  const sessions = byId<HTMLUListElement>('sessions')

  const setPairingEnabled = (enabled: boolean) => {
    uriInput.disabled = !enabled
    pairButton.disabled = !enabled
  }

  return {
    showAddress: (text) => {
      address.textContent = text
    },
    setStatus: (text) => {
      status.textContent = text
    },
    log: (text) => {
      const entry = doc.createElement('li')
      entry.textContent = `${new Date().toLocaleTimeString()} ${text}`
      log.prepend(entry)
    },
    onPair: (pair) => {
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        setPairingEnabled(false)
        void pair(uriInput.value.trim())
          .then(() => {
            uriInput.value = ''
          })
          .finally(() => setPairingEnabled(true))
      })
    },
    onDisconnect: (disconnect) => {
      disconnectButton.addEventListener('click', () => {
        disconnectButton.disabled = true
        void disconnect().finally(() => {
          disconnectButton.disabled = false
        })
      })
    },
    setPairingEnabled,
    renderProposals: (items) => renderPending(doc, proposals, items, 'No session proposals.'),
    renderRequests: (items) => renderPending(doc, requests, items, 'No pending requests.'),
    renderSessions: (items) => {
      disconnectButton.hidden = items.length === 0
      sessions.replaceChildren(
        ...(items.length === 0 ? [emptyItem(doc, 'No session.')] : items.map((item) => textItem(doc, item.peer))),
      )
    },
  }
}

function renderPending(doc: Document, list: HTMLElement, items: readonly PendingItem[], empty: string): void {
  if (items.length === 0) {
    list.replaceChildren(emptyItem(doc, empty))
    return
  }
  list.replaceChildren(
    ...items.map((item) => {
      const entry = doc.createElement('li')
      entry.className = 'pending'
      const title = doc.createElement('strong')
      title.textContent = item.title
      const detail = doc.createElement('p')
      detail.className = 'detail'
      detail.textContent = item.detail
      const actions = doc.createElement('div')
      actions.className = 'actions'
      const approve = actionButton(doc, 'Approve', item.approve)
      const reject = actionButton(doc, 'Reject', item.reject)
      approve.classList.add('primary')
      for (const button of [approve, reject])
        button.addEventListener('click', () => {
          approve.disabled = true
          reject.disabled = true
        })
      actions.append(approve, reject)
      entry.append(title, detail, actions)
      return entry
    }),
  )
}

function actionButton(doc: Document, label: string, action: () => Promise<void>): HTMLButtonElement {
  const button = doc.createElement('button')
  button.type = 'button'
  button.textContent = label
  button.addEventListener('click', () => void action())
  return button
}

function textItem(doc: Document, text: string): HTMLLIElement {
  const entry = doc.createElement('li')
  entry.textContent = text
  return entry
}

function emptyItem(doc: Document, text: string): HTMLLIElement {
  const entry = textItem(doc, text)
  entry.className = 'empty'
  return entry
}
