import { type DefaultTheme, defineConfig } from 'vitepress'

/** A sidebar group whose first item is a page: the nav entry of the section links to it. */
type Section = DefaultTheme.SidebarItem & {
  text: string
  items: [DefaultTheme.SidebarItem & { link: string }, ...DefaultTheme.SidebarItem[]]
}

/** The site's sections, in order: the top nav and the sidebar are both made from this one list. */
const SECTIONS: Section[] = [
  {
    text: 'Getting started',
    items: [
      { text: 'A first connect in five minutes', link: '/getting-started/' },
      { text: 'Script tag', link: '/getting-started/script-tag' },
      { text: 'npm: React, Next.js, Vue', link: '/getting-started/npm' },
    ],
  },
  {
    text: 'Guides',
    items: [
      { text: 'Sign in with the wallet', link: '/guides/sign-in' },
      { text: 'Email login', link: '/guides/email-login' },
      { text: 'Social login', link: '/guides/social-login' },
      { text: 'Swaps', link: '/guides/swaps' },
      { text: 'Buy', link: '/guides/buy' },
      { text: 'Receive', link: '/guides/receive' },
      { text: 'Names', link: '/guides/names' },
      { text: 'Bitcoin', link: '/guides/bitcoin' },
      { text: 'Several wallets', link: '/guides/multi-wallet' },
      { text: 'Buttons', link: '/guides/buttons' },
      { text: 'Theming', link: '/guides/theming' },
      { text: 'Languages', link: '/guides/languages' },
      { text: 'Remote config and feature flags', link: '/guides/project' },
    ],
  },
  {
    text: 'Operators',
    items: [
      { text: 'The services', link: '/operators/' },
      { text: 'Self-host every service', link: '/operators/self-host' },
      { text: 'SIWX back end', link: '/operators/siwx-server' },
      { text: 'Auth server and signer page', link: '/operators/auth-server' },
      { text: 'Social login providers', link: '/operators/social-providers' },
      { text: 'Name service', link: '/operators/names-service' },
      { text: 'Project service', link: '/operators/project-service' },
      { text: 'Swaps and on-ramp services', link: '/operators/ramp-and-swaps' },
      { text: 'Paymaster service', link: '/operators/paymaster' },
      { text: 'PostgreSQL', link: '/operators/postgresql' },
      { text: 'Headers', link: '/operators/headers' },
      { text: 'Threat model', link: '/operators/threat-model' },
    ],
  },
  { text: 'Testing your site', items: [{ text: 'The QA kit', link: '/testing/' }] },
  {
    text: 'Reference',
    items: [
      { text: 'JS API', link: '/reference/js-api' },
      { text: 'Options', link: '/reference/options' },
      { text: 'Events', link: '/reference/events' },
      { text: 'Error texts', link: '/reference/errors' },
      { text: 'Sign-in HTTP contract', link: '/reference/siwx-http' },
      {
        text: 'API (from the docstrings)',
        collapsed: true,
        items: [
          { text: 'wallet-modal', link: '/reference/api/wallet-modal' },
          { text: 'wallet-modal/react', link: '/reference/api/wallet-modal/react' },
          { text: 'wallet-modal/server', link: '/reference/api/wallet-modal/server' },
          { text: 'wallet-modal/testing', link: '/reference/api/wallet-modal/testing' },
        ],
      },
    ],
  },
  {
    text: 'Contributing',
    items: [
      { text: 'Start here', link: '/contributing/' },
      { text: 'Architecture', link: '/contributing/architecture' },
      { text: 'Behaviour specification', link: '/contributing/spec' },
      { text: 'The local stack', link: '/contributing/local-stack' },
      { text: 'Tests', link: '/contributing/tests' },
      { text: 'Benchmarks and budgets', link: '/contributing/benchmarks' },
      { text: 'Mutation testing', link: '/contributing/mutation-testing' },
      { text: 'These docs', link: '/contributing/docs' },
    ],
  },
]

// The docs site (npm run docs:build, part of npm test). VitePress fails the build on a link to a
// page that does not exist; scripts/check-doc-anchors.ts then checks every #anchor against the
// built pages. Nothing here loads from the network: no search service, no analytics, no fonts.
export default defineConfig({
  title: 'wallet-modal',
  description: 'A self-hostable, embeddable wallet-connection modal with no vendor cloud.',
  cleanUrls: true,
  // The local stack's URLs (http://127.0.0.1:…) are addresses on the reader's machine, not pages.
  ignoreDeadLinks: 'localhostLinks',
  lastUpdated: false,
  // The custom elements in examples are HTML, not Vue components.
  // The generated API pages are large; their chunk size is no concern for a docs site.
  vite: { build: { chunkSizeWarningLimit: 2000 } },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('wallet-modal') } } },
  themeConfig: {
    // Each section is a nav entry (opening its first page) and a sidebar group.
    nav: SECTIONS.map(({ text, items }) => ({ text, link: items[0].link })),
    search: { provider: 'local' },
    outline: [2, 3],
    sidebar: SECTIONS,
  },
})
