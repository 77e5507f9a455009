import { act, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../core/tokens.js'
import { mountShadowHost, type ShadowHost } from '../element/__fixtures__/testController.js'
import { ModalContextProvider, ShadowRootContext } from './context.js'
import { deepActiveElement } from './dialog/focus.js'
import { TokenPicker, TokenSelect, filterTokens, sortTokens, useTokenPicker } from './TokenPicker.js'
import { ViewStepContext, type ViewStep } from './viewStep.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const token = (symbol: string, name: string, raw: bigint, value?: number, address?: string): TokenBalance => ({
  name,
  symbol,
  chainId: 'eip155:31337',
  address,
  value,
  price: undefined,
  quantity: { decimals: 6, numeric: String(raw) },
  iconUrl: undefined,
  raw,
})
const ETH = token('ETH', 'Ether', 10n ** 6n, 3000)
const USDC = token('USDC', 'USD Coin', 5n * 10n ** 9n, 5000, '0x5FbDB2315678afecb367f032d93F642f64180aa3')
const DEMO = token('DEMO', 'Demo Token', 0n, undefined, '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
const USDT = token('USDT', 'Tether USD', 7n, undefined, '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0')

describe('sortTokens and filterTokens (sorted by value, searched by symbol, name or address)', () => {
  it('puts the highest USD value first, then tokens with a balance, then the list order', () => {
    expect(sortTokens([DEMO, ETH, USDT, USDC]).map((t) => t.symbol)).toEqual(['USDC', 'ETH', 'USDT', 'DEMO'])
    expect(sortTokens([DEMO, USDT]).map((t) => t.symbol)).toEqual(['USDT', 'DEMO'])
  })
  it('matches symbol and name in any case, and an address prefix', () => {
    expect(filterTokens([ETH, USDC, USDT], 'usd').map((t) => t.symbol)).toEqual(['USDC', 'USDT'])
    expect(filterTokens([ETH, USDC, USDT], ' tether ').map((t) => t.symbol)).toEqual(['USDT'])
    expect(filterTokens([ETH, USDC, USDT], '0x5fbdb').map((t) => t.symbol)).toEqual(['USDC'])
    expect(filterTokens([ETH, USDC], '')).toHaveLength(2)
  })
})

let host: HTMLElement
let mounted: ShadowHost
let step: ViewStep | undefined

/** A view with one token field, as Send has it. */
function SendLike({ onPicked }: { onPicked(t: TokenBalance): void }) {
  const [chosen, setChosen] = useState<TokenBalance>(ETH)
  const picker = useTokenPicker<'token'>()
  if (picker.field)
    return (
      <TokenPicker
        tokens={[ETH, USDC, DEMO]}
        selected={chosen}
        onSelect={(t) => {
          setChosen(t)
          onPicked(t)
          picker.close()
        }}
        onCancel={picker.close}
      />
    )
  return (
    <TokenSelect
      id="token"
      label="Token"
      token={chosen}
      onOpen={() => picker.open('token')}
      buttonRef={picker.buttonRef('token')}
    />
  )
}

let picked: TokenBalance[] = []
beforeEach(() => {
  picked = []
  step = undefined
  mounted = mountShadowHost('picker-test')
  host = mounted.host
  act(() =>
    mounted.root.render(
      <ModalContextProvider.Provider value={mounted.controller.context}>
        <ShadowRootContext.Provider value={mounted.shadowRoot}>
          <ViewStepContext.Provider
            value={(s) => {
              step = s
            }}
          >
            <SendLike onPicked={(t) => picked.push(t)} />
          </ViewStepContext.Provider>
        </ShadowRootContext.Provider>
      </ModalContextProvider.Provider>,
    ),
  )
})

afterEach(() => mounted.unmount())

const shadow = () => host.shadowRoot!
const trigger = () => shadow().querySelector<HTMLButtonElement>('#token')!
const press = (key: string) =>
  act(
    () =>
      void (deepActiveElement() as HTMLElement).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
      ),
  )
const type = (text: string) =>
  act(() => {
    const input = deepActiveElement() as HTMLInputElement
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
const options = () => [...shadow().querySelectorAll('[role=option]')].map((o) => o.getAttribute('data-symbol'))

describe('TokenPicker by keyboard', () => {
  it('opens as the "Select token" step, searches, moves with arrows and picks with Enter; focus comes back to the field', () => {
    expect(trigger().getAttribute('aria-labelledby')).toBe('token-label token')
    expect(trigger().textContent).toContain('ETH')
    act(() => trigger().click())
    expect(step?.title).toBe('Select token')
    const search = deepActiveElement() as HTMLInputElement
    expect(search.getAttribute('role')).toBe('combobox')
    expect(options()).toEqual(['USDC', 'ETH', 'DEMO'])
    // The current token is the active option to begin with.
    expect(shadow().getElementById(search.getAttribute('aria-activedescendant')!)?.getAttribute('data-symbol')).toBe(
      'ETH',
    )
    type('us')
    expect(options()).toEqual(['USDC'])
    press('ArrowDown')
    press('Enter')
    expect(picked.map((t) => t.symbol)).toEqual(['USDC'])
    expect(step).toBeUndefined()
    expect(deepActiveElement()).toBe(trigger())
    expect(trigger().textContent).toContain('USDC')
  })

  it('Escape and the header step go back without a change', () => {
    act(() => trigger().click())
    press('ArrowDown')
    press('Escape')
    expect(picked).toEqual([])
    expect(deepActiveElement()).toBe(trigger())
    act(() => trigger().click())
    act(() => step!.onBack())
    expect(shadow().querySelector('[role=listbox]')).toBeNull()
    expect(picked).toEqual([])
  })

  it('says so when nothing matches', () => {
    act(() => trigger().click())
    type('zzz')
    expect(options()).toEqual([])
    expect(shadow().querySelector('[role=status]')?.textContent).toBe('No tokens found')
    press('Enter')
    expect(picked).toEqual([])
  })
})
