import { safeUrl } from '../core/safeUrl.js'

/**
 * The `src` to render for an image URL that came from data (wallet icons from EIP-6963 and Wallet
 * Standard, catalogue images, token logos), through the URL allowlist (core/safeUrl.ts) with the
 * page's own origin admitted; undefined when it is refused, so the caller shows its fallback.
 */
export function imageSrc(url: string | null | undefined): string | undefined {
  return safeUrl(url, 'image', typeof document === 'undefined' ? undefined : document.baseURI)
}
