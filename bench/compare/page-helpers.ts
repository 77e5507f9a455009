/**
 * Code that runs inside the bare pages (injected with `addInitScript`, so it is serialised: it may
 * use nothing from outside its own body). It gives the harness the same four calls for both
 * products: open, close, "Connect view visible", "closed"; and times an open the same way.
 *
 * "Connect visible": the first animation frame in which the product's wallet list has a box:
 * wallet-modal's `[data-view=Connect] li` in its dialog; AppKit's `wui-list-wallet` rows
 * (WalletConnect, All Wallets) inside `<w3m-modal>`'s shadow DOM.
 */
export type ProductId = 'wallet-modal' | 'appkit'

export interface BenchHelpers {
  /** Calls `open()`, then waits frame by frame until the Connect list is laid out; page-clock ms. */
  timeOpen(product: ProductId): Promise<{ start: number; end: number }>
  /** Closes and waits until the product reports closed and its list is gone. */
  closeAndWait(product: ProductId): Promise<void>
  /** `n` times: open, wait until visible, close, wait until closed. */
  cycles(product: ProductId, n: number): Promise<void>
}

export function installPageHelpers(): void {
  // Many requests on the AppKit page: keep every Resource Timing entry.
  performance.setResourceTimingBufferSize(100_000)
  type WalletModalEl = HTMLElement & { open(): void; close(): void; getState(): { open: boolean } }
  type AppKit = { open(): Promise<void>; close(): Promise<void>; isOpen(): boolean }
  const modal = () => document.querySelector('wallet-modal') as WalletModalEl
  const appkit = () => (window as unknown as { appkit: AppKit }).appkit
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  /** First element matching `selector` in `root` or any open shadow root below it. */
  const deepFind = (root: ParentNode | null | undefined, selector: string): Element | null => {
    if (!root) return null
    const direct = root.querySelector(selector)
    if (direct) return direct
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const found = el.shadowRoot ? deepFind(el.shadowRoot, selector) : null
      if (found) return found
    }
    return null
  }
  const connectList = (product: ProductId) =>
    product === 'appkit'
      ? deepFind(document.querySelector('w3m-modal')?.shadowRoot, 'wui-list-wallet')
      : (modal().shadowRoot?.querySelector('[role=dialog] [data-view=Connect] li') ?? null)
  const visible = (product: ProductId) => (connectList(product)?.getBoundingClientRect().height ?? 0) > 0
  const open = (product: ProductId) => (product === 'appkit' ? void appkit().open() : modal().open())
  const close = (product: ProductId) => (product === 'appkit' ? void appkit().close() : modal().close())
  const isOpen = (product: ProductId) => (product === 'appkit' ? appkit().isOpen() : modal().getState().open)
  const until = async (done: () => boolean) => {
    while (!done()) await frame()
  }
  const helpers: BenchHelpers = {
    async timeOpen(product) {
      const start = performance.now()
      open(product)
      await until(() => visible(product))
      return { start, end: performance.now() }
    },
    async closeAndWait(product) {
      close(product)
      await until(() => !isOpen(product) && !visible(product))
    },
    async cycles(product, n) {
      for (let i = 0; i < n; i++) {
        open(product)
        await until(() => visible(product))
        await helpers.closeAndWait(product)
      }
    },
  }
  ;(window as unknown as { bench: BenchHelpers }).bench = helpers
}
