import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { container, freshRootPerTest, root } from '../__fixtures__/testRoot.js'
import { Logo, type LogoProps } from './Logo.js'

freshRootPerTest()

const logo = () => container.firstElementChild as HTMLElement
async function show(props: LogoProps) {
  act(() => root.render(<Logo {...props} />))
  // The icon set's table and icon are lazy modules: wait until the logo settles.
  await vi.waitFor(() => expect(logo().dataset.icon).not.toBe('loading'))
}

describe('Logo precedence: own image, then the icon set, then initials', () => {
  it("shows the data's own image first (through the URL allowlist), decorative without a label", async () => {
    await show({ kind: 'wallet', name: 'MetaMask', imageUrl: 'https://cdn.example.com/mm.png' })
    expect(logo().tagName).toBe('IMG')
    expect(logo().dataset.icon).toBe('image')
    expect(logo().getAttribute('src')).toBe('https://cdn.example.com/mm.png')
    expect(logo().getAttribute('alt')).toBe('')
  })

  it('falls back to the icon set when the image fails to load or the allowlist refuses it', async () => {
    await show({
      kind: 'wallet',
      name: 'MetaMask',
      imageUrl: 'https://cdn.example.com/gone.png',
      keys: ['io.metamask'],
    })
    act(() => void logo().dispatchEvent(new Event('error')))
    await vi.waitFor(() => expect(logo().dataset.icon).toBe('icon-set'))
    expect(logo().getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    await show({ kind: 'wallet', name: 'Phantom', imageUrl: 'javascript:alert(1)', keys: ['app.phantom'] })
    expect(logo().dataset.icon).toBe('icon-set')
  })

  it('shows initials as text (no image, so any CSP) when the set has no icon, with the label as its name', async () => {
    await show({
      kind: 'token',
      name: 'DEMO',
      keys: ['0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 'DEMO'],
      label: 'Demo Token',
    })
    expect(logo().tagName).toBe('SPAN')
    expect(logo().dataset.icon).toBe('initials')
    expect(logo().textContent).toBe('DE')
    expect(logo().getAttribute('role')).toBe('img')
    expect(logo().getAttribute('aria-label')).toBe('Demo Token')
  })

  it('finds networks by CAIP-2 id and tokens by symbol', async () => {
    await show({ kind: 'network', name: 'Solana Local', keys: ['solana:localnet'] })
    expect(logo().dataset.icon).toBe('icon-set')
    await show({ kind: 'token', name: 'USDC', keys: ['0x5FbDB2315678afecb367f032d93F642f64180aa3', 'USDC'] })
    expect(logo().dataset.icon).toBe('icon-set')
    expect(logo().className).toContain('wm-logo-token')
  })
})
