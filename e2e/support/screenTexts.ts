import { catalogueWallets } from '../../src/features/wallets/catalogueData.js'
import { DEMO_EVM_TOKEN_SPECS } from '../../src/testing/stack/evm/tokens.js'
import { ETHER, SOL, stackNetworks } from '../../src/testing/stack/networks.js'
import { STACK } from '../fixtures.js'

// What the modal shows, read from its shadow root, and what of it is data (the visitor's wallets
// and chains) rather than the modal's own words: for the checks that every word is catalogued
// (e2e/pseudo-locale.spec.ts) and that long languages fit (e2e/long-texts.spec.ts).

/** A literal, as a whole-word pattern. */
const word = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'g')

/** Month names, long and short, as Intl writes the dates of the Activity tab (the pseudo-locale's Intl is English). */
const MONTHS = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15))).flatMap((date) =>
  (['long', 'short'] as const).map((month) => new Intl.DateTimeFormat('en', { month, timeZone: 'UTC' }).format(date)),
)

/**
 * Data, not the modal's words, removed from a text before looking for words in what is left: the
 * wallets' names (the bundled catalogue and the demo's wallets), the local chains' networks and
 * tokens, the host's SIWX statement (demo/public/demo.js), dates through Intl, and the shapes of
 * addresses, names, URLs, symbols and amounts.
 */
export const DATA: RegExp[] = [
  ...[
    ...catalogueWallets.map((wallet) => wallet.name),
    'Solana Demo Wallet',
    'Bitcoin Demo Wallet',
    'Demo Wallet',
    'WalletConnect',
    ...DEMO_EVM_TOKEN_SPECS.map((token) => token.name),
    ...stackNetworks(STACK.chains, { rpcUrl: '' }, { bitcoin: { rpcUrl: '' } }).map((network) => network.name),
    ETHER.name,
    SOL.name,
    'Sign in to the wallet-modal demo.',
    'Google',
    'GitHub',
    'Discord',
    'Apple',
    'Farcaster',
  ]
    .sort((a, b) => b.length - a.length)
    .map(word),
  /https?:\/\/\S+/g, // URLs
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, // email addresses
  /\b0x[0-9a-fA-F]{2,}(…[0-9a-fA-F]+)?\b/g, // EVM addresses, hashes (whole or shortened)
  /\b[1-9A-HJ-NP-Za-km-z]{3,}…[1-9A-HJ-NP-Za-km-z]{3,}\b/g, // shortened Solana and Bitcoin addresses
  /\b(bc1|tb1|bcrt1)[0-9a-z]{6,}\b/g, // Bitcoin addresses
  /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g, // Solana addresses
  /\b[\w-]+(\.[\w-]+)*\.(eth|sol|btc|box|xyz|test|local(host)?)\b/g, // names and host names
  ...MONTHS.map((month) => new RegExp(`\\b${month}\\b`, 'g')),
  /\b[A-Z][A-Z0-9.]{1,9}\b/g, // token symbols and fiat codes (ETH, USDC, USD)
]

/** Whether `text` is data only: nothing of two letters or more is left once DATA is taken out. */
export function isData(text: string): boolean {
  const left = DATA.reduce((rest, pattern) => rest.replace(pattern, ' '), text)
  return !/\p{L}{2,}/u.test(left)
}

/**
 * The visible texts of the modal's shadow root (frames apart: the signer page is its own site):
 * its text nodes, and the texts its elements give the visitor in attributes (placeholders, and the
 * accessible names and descriptions a screen reader speaks).
 */
export const visibleTexts = () => {
  const root = document.querySelector('wallet-modal')!.shadowRoot!
  const shown = (element: Element) =>
    !element.closest('style, script, [aria-hidden=true]') &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    if (text && node.parentElement && shown(node.parentElement)) texts.push(text)
  }
  for (const element of root.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))
    if (shown(element))
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const text = element.getAttribute(name)?.trim()
        if (text) texts.push(text)
      }
  return texts
}
