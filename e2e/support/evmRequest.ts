import type { Page } from '@playwright/test'

/** What {@link evmRequest} resolves: the provider's answer, or its error's code and message. */
export interface EvmRequestOutcome<T> {
  result?: T
  error?: { code?: number; message?: string }
}

/**
 * Calls the connected EVM provider (`getProvider('eip155')`) from page JS, as a host's dapp code
 * would; resolves `{ result }` or `{ error: { code, message } }` (an EIP-1193 error), never throws.
 */
export function evmRequest<T = unknown>(page: Page, method: string, params: unknown[]): Promise<EvmRequestOutcome<T>> {
  return page.evaluate(
    async ([m, p]) => {
      const modal = document.querySelector('wallet-modal') as unknown as {
        getProvider(ns: string): Promise<{ request(a: unknown): Promise<unknown> }>
      }
      const provider = await modal.getProvider('eip155')
      try {
        return { result: await provider.request({ method: m, params: p }) }
      } catch (error) {
        const e = error as { code?: number; message?: string }
        return { error: { code: e.code, message: e.message } }
      }
    },
    [method, params] as const,
  ) as Promise<EvmRequestOutcome<T>>
}
