import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { defineWalletModal } from './define.js'
import type { WalletModalElement } from './elementTypes.js'
import { TEST_NETWORKS } from './__fixtures__/testController.js'

const NETWORKS = [...TEST_NETWORKS]

let tag = 0
function create(): WalletModalElement & { networks?: unknown } {
  const name = `wallet-modal-define-test-${++tag}`
  defineWalletModal(name)
  return document.createElement(name) as unknown as WalletModalElement & { networks?: unknown }
}

afterEach(() => {
  document.body.replaceChildren()
})

/** For the running test: idle callbacks queue in the returned list (run them by hand) and timeouts are fake; both undone after it. */
function fakeIdleAndTimers(): (() => void)[] {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  onTestFinished(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return idle
}

describe('the networks attribute and property', () => {
  it('takes the attribute as JSON (what React 18 and HTML set)', () => {
    const el = create()
    el.setAttribute('networks', JSON.stringify(NETWORKS.slice(1)))
    document.body.append(el)
    expect(el.getState().caipNetworkId).toBe('eip155:31338')
  })

  it('takes a JSON string set as the property (what React 19 sets for networks={JSON.stringify(...)})', () => {
    const el = create()
    el.networks = JSON.stringify(NETWORKS.slice(1))
    document.body.append(el)
    expect(el.getState().caipNetworkId).toBe('eip155:31338')
  })

  it('takes an array set as the property', () => {
    const el = create()
    el.networks = NETWORKS.slice(1)
    document.body.append(el)
    expect(el.getState().caipNetworkId).toBe('eip155:31338')
  })
})

describe('mounting', () => {
  it('commits the idle mount within the idle task, so an open() after it renders within its own call', () => {
    const idle: (() => void)[] = []
    const saved = { request: globalThis.requestIdleCallback, cancel: globalThis.cancelIdleCallback }
    globalThis.requestIdleCallback = ((task: () => void) => idle.push(task)) as typeof requestIdleCallback
    globalThis.cancelIdleCallback = (() => undefined) as typeof cancelIdleCallback
    try {
      const el = create()
      el.setAttribute('networks', JSON.stringify(NETWORKS))
      document.body.append(el)
      const root = el.shadowRoot!
      const styled = () => root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null
      expect(styled()).toBe(false)
      idle.shift()!()
      // The Root's first render and its effects (the stylesheet) are done when the idle task ends.
      expect(styled()).toBe(true)
      el.open()
      expect(root.querySelector('[role=dialog] [data-view=Connect]')).not.toBeNull()
      el.close()
      el.remove()
    } finally {
      globalThis.requestIdleCallback = saved.request
      globalThis.cancelIdleCallback = saved.cancel
    }
  })

  it('warms up in the task after the idle mount by rehearsing the open modal, which the page and the API never see', () => {
    const idle = fakeIdleAndTimers()
    const input = Object.assign(document.createElement('input'), { value: 'typing' })
    const el = create()
    el.setAttribute('networks', JSON.stringify(NETWORKS))
    document.body.append(input, el)
    input.focus()
    input.setSelectionRange(2, 4)
    const root = el.shadowRoot!
    const states: boolean[] = []
    el.subscribeState((state) => states.push(state.open))
    const events: string[] = []
    for (const type of ['wallet-modal:open', 'wallet-modal:close', 'focusout'])
      document.addEventListener(type, () => events.push(type), true)
    // Records are read synchronously (takeRecords): what was added to the shadow root, by class.
    const seen = new MutationObserver(() => undefined)
    seen.observe(root, { childList: true, subtree: true })
    const addedNodes = () => seen.takeRecords().flatMap((r) => [...r.addedNodes] as HTMLElement[])
    const added = () => addedNodes().map((n) => n.className)
    idle.shift()!() // the idle mount
    expect(added()).not.toContain('wm-warm-up')
    vi.advanceTimersToNextTimer() // the warm-up
    const rendered = addedNodes()
    seen.disconnect()
    // It rendered the dialog itself (header, Connect view's list) in its container, and removed it.
    expect(rendered.map((n) => n.className)).toContain('wm-warm-up')
    const rehearsed = rendered.find((n) => n.className === 'wm-root')
    expect(rehearsed?.querySelector('[role=dialog] [part=header] h2')?.textContent).toBe('Connect Wallet')
    expect(rehearsed?.querySelector('[role=dialog] [data-view=Connect] li')).not.toBeNull()
    expect(root.querySelector('.wm-warm-up, [role=dialog]')).toBeNull()
    // The visitor's page: focus, selection, inert and scrolling as they were; no state change or event.
    expect(document.activeElement).toBe(input)
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4])
    expect(input.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    expect(states).toEqual([])
    expect(events).toEqual([])
    expect(el.getState().open).toBe(false)
    el.open()
    expect(root.querySelector('[role=dialog] [data-view=Connect] li')).not.toBeNull()
    el.close()
  })
  it('with email and social login configured, rehearses once more when the parts its rehearsal started loading have arrived, drawing them', async () => {
    const idle = fakeIdleAndTimers()
    const el = create()
    el.setOptions({
      networks: NETWORKS as NonNullable<Parameters<WalletModalElement['setOptions']>[0]['networks']>,
      embeddedWallet: { signerUrl: 'https://signer.example.com/', socials: ['google', 'github'] },
    })
    document.body.append(el)
    const root = el.shadowRoot!
    // Each rehearsal's tree (the dialog's root it added; it keeps its subtree once removed).
    const rehearsals: HTMLElement[] = []
    const record = (records: MutationRecord[]) => {
      for (const node of records.flatMap((r) => [...r.addedNodes] as HTMLElement[]))
        if (node.className === 'wm-root' && node.parentElement?.className !== 'wm-root') rehearsals.push(node)
    }
    const seen = new MutationObserver(record)
    seen.observe(root, { childList: true, subtree: true })
    idle.shift()!() // the idle mount
    vi.advanceTimersToNextTimer() // the warm-up
    record(seen.takeRecords())
    expect(rehearsals).toHaveLength(1)
    // The first rehearsal held the parts' places (their chunks were not loaded yet) and started their loads.
    expect(rehearsals[0]!.querySelector('[data-view=Connect] li')).not.toBeNull()
    expect(rehearsals[0]!.querySelector('input[type=email]')).toBeNull()
    await vi.waitFor(() => expect(rehearsals).toHaveLength(2), { timeout: 10_000 })
    seen.disconnect()
    const second = rehearsals[1]!
    expect(second.querySelector('[data-view=Connect] li')).not.toBeNull()
    expect(second.querySelector('input[type=email]')).not.toBeNull()
    expect(second.querySelectorAll('.wm-social-button')).toHaveLength(2)
    // Nothing left behind, no state change; and it stops there (no load started by the second).
    expect(root.querySelector('.wm-warm-up, [role=dialog]')).toBeNull()
    expect(el.getState().open).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    // The first open draws them at once.
    el.open()
    expect(root.querySelector('[role=dialog] input[type=email]')).not.toBeNull()
    el.close()
  })

  it('without email or social login, rehearses once and loads no part of Connect', async () => {
    const idle = fakeIdleAndTimers()
    const { startedParts } = await import('../ui/lazyPart.js')
    const el = create()
    el.setAttribute('networks', JSON.stringify(NETWORKS))
    document.body.append(el)
    const root = el.shadowRoot!
    let rehearsals = 0
    const seen = new MutationObserver((records) => {
      rehearsals += records
        .flatMap((r) => [...r.addedNodes] as HTMLElement[])
        .filter((n) => n.className === 'wm-warm-up').length
    })
    seen.observe(root, { childList: true })
    const push = vi.spyOn(startedParts, 'push')
    idle.shift()!()
    vi.advanceTimersToNextTimer()
    await new Promise((resolve) => setImmediate(resolve))
    seen.disconnect()
    expect(rehearsals).toBe(1)
    expect(push).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
