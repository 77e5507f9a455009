/**
 * `<wallet-modal>` and its companion buttons in React's JSX, typed: its attributes (`theme-mode`, `networks` as a JSON
 * string, `storage-key`, `nonce`, `locale`), the HTML attributes every element takes, and `ref` to a
 * `WalletModalElement`. It augments the `react` module's `JSX` namespace, which React 19's types
 * use (`React.JSX`) and which React 18's types (@types/react 18.2.7 and later) feed into their
 * global `JSX`, so one declaration serves both majors. Delivered with the `wallet-modal/react`
 * types: importing anything from it (or `import type {} from 'wallet-modal/react'`) brings it in.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type {
  WalletModalButtonElement,
  WalletModalElement,
  WalletModalNetworkButtonElement,
} from '../element/elementTypes.js'

/** The locales the modal ships (core/i18n/locales.ts's `Locale`; react/ does not import core/). */
type ShippedLocale =
  | 'en'
  | 'ar'
  | 'de'
  | 'es'
  | 'fr'
  | 'hi'
  | 'id'
  | 'ja'
  | 'ko'
  | 'ms'
  | 'pt'
  | 'ru'
  | 'th'
  | 'tr'
  | 'uk'
  | 'vi'
  | 'zh-CN'
  | 'zh-HK'
  | 'zh-TW'

/** The attributes `<wallet-modal>` reads (each is also a `setOptions` field). */
export interface WalletModalAttributes {
  /** `themeMode`: 'light' or 'dark'. */
  'theme-mode'?: 'light' | 'dark'
  /**
   * `networks` as a JSON array of network configs, e.g. `JSON.stringify([{ caipNetworkId: 'eip155:1', … }])`.
   * React 18 sets it as the attribute, React 19 as the element's property; the element reads both.
   */
  networks?: string
  /** `storageKey`: the localStorage namespace of this instance (give each instance its own). */
  'storage-key'?: string
  /** `nonce`: the CSP nonce used for the `<style>` fallback where constructable stylesheets are missing. */
  nonce?: string
  /**
   * `locale`: the views' language, one of the 19 shipped tags ('en' default, 'ar', 'de', 'es', 'fr',
   * 'hi', 'id', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW') or
   * any BCP 47 tag, matched by language ('pt-BR' → 'pt', 'zh-Hant' → 'zh-TW', 'zh-MO' → 'zh-HK');
   * a language not shipped is ignored.
   */
  locale?: ShippedLocale | (string & {})
}

/** Everything `<wallet-modal>` accepts in JSX. */
export type WalletModalJsxProps = DetailedHTMLProps<HTMLAttributes<WalletModalElement>, WalletModalElement> &
  WalletModalAttributes

/** The attributes the companion buttons read (`<wallet-modal-button>`, `<wallet-modal-network-button>`). */
export interface WalletModalButtonAttributes {
  /** The id of the `<wallet-modal>` the button drives; default the first `<wallet-modal>` in the document. */
  modal?: string
  /** 'light' or 'dark'; default the modal's theme. */
  'theme-mode'?: 'light' | 'dark'
  /** CSP nonce for the `<style>` fallback; default the modal's `nonce` attribute. */
  nonce?: string
}

/** Everything `<wallet-modal-button>` accepts in JSX. */
export type WalletModalButtonJsxProps = DetailedHTMLProps<
  HTMLAttributes<WalletModalButtonElement>,
  WalletModalButtonElement
> &
  WalletModalButtonAttributes

/** Everything `<wallet-modal-network-button>` accepts in JSX. */
export type WalletModalNetworkButtonJsxProps = DetailedHTMLProps<
  HTMLAttributes<WalletModalNetworkButtonElement>,
  WalletModalNetworkButtonElement
> &
  WalletModalButtonAttributes

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wallet-modal': WalletModalJsxProps
      'wallet-modal-button': WalletModalButtonJsxProps
      'wallet-modal-network-button': WalletModalNetworkButtonJsxProps
    }
  }
}
