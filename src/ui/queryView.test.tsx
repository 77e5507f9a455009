import { useQueryClient } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mountShadowHost, type ShadowHost } from '../element/__fixtures__/testController.js'
import { ModalContextProvider, ShadowRootContext } from './context.js'
import { queryClientOf } from './QueryProvider.js'
import { queryView } from './queryView.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const FIRST = '.wm-query-view-first { color: red; }'
const SECOND = '.wm-query-view-second { color: blue; }'

let mounted: ShadowHost
beforeEach(() => {
  mounted = mountShadowHost('query-view-test')
})
afterEach(() => mounted.unmount())

/** The text of every sheet the shadow root holds (adopted sheets, else `<style>` elements), in order. */
function sheetsOf(root: ShadowRoot): string[] {
  const adopted = (root.adoptedStyleSheets ?? []).map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join('\n'))
  const elements = [...root.querySelectorAll('style')].map((style) => style.textContent ?? '')
  return [...adopted, ...elements].filter((css) => css.includes('wm-query-view'))
}

function render(node: React.ReactNode) {
  act(() =>
    mounted.root.render(
      <ModalContextProvider.Provider value={mounted.controller.context}>
        <ShadowRootContext.Provider value={mounted.shadowRoot}>{node}</ShadowRootContext.Provider>
      </ModalContextProvider.Provider>,
    ),
  )
}

describe('queryView', () => {
  it("renders the view in the instance's query client, after adopting its sheets in order, once each", () => {
    let client: unknown
    function Probe() {
      client = useQueryClient()
      return <p>probe</p>
    }
    const View = queryView(Probe, FIRST, SECOND)
    render(<View />)
    expect(mounted.shadowRoot.textContent).toContain('probe')
    expect(client).toBe(queryClientOf(mounted.controller.context.store))
    const adopted = sheetsOf(mounted.shadowRoot)
    expect(adopted).toHaveLength(2)
    expect(adopted[0]).toContain('wm-query-view-first')
    expect(adopted[1]).toContain('wm-query-view-second')

    const Again = queryView(Probe, SECOND)
    render(<Again />)
    expect(sheetsOf(mounted.shadowRoot)).toHaveLength(2)
  })
})
