/**
 * What the ramp broker lets through to a provider: a checkout request rebuilt from
 * its documented fields only (features/onramp/logic/types.ts CheckoutRequest), each checked against
 * the provider's lists before anything is signed or sent under the operator's secret. Pure.
 */
import { base58 } from '@scure/base'
import { Address } from '@scure/btc-signer'
import * as v from 'valibot'
import { getAddress } from 'viem'
import { bitcoinNetworkOf } from '../../core/bitcoinNetworks.js'
import type { BrokerCheckoutRequest } from './checkoutSigners.js'
import type { RampAsset, RampPaymentCurrency } from './rampAssets.js'

export type { RampAsset, RampPaymentCurrency, RampPaymentMethodLimit } from './rampAssets.js'

/** The spec's default limits (section 9): USD by card 10.00 to 7500.00, by ACH bank account 10.00 to 25000.00. */
export const DEFAULT_RAMP_PAYMENT_CURRENCIES: readonly RampPaymentCurrency[] = [
  {
    id: 'USD',
    limits: [
      { id: 'card', min: 10, max: 7500 },
      { id: 'ach_bank_account', min: 10, max: 25000 },
    ],
  },
]

/** The `{ error }` texts of a refused checkout request (400), one per field. */
export const CHECKOUT_REQUEST_ERRORS = {
  /** A documented field missing, empty, or not a string. */
  invalidBody: 'Expected walletAddress, network, amount, paymentCurrency, purchaseCurrency and externalCustomerId',
  /** purchaseCurrency on network is not on the provider's `sells` list. */
  unsupportedAsset: 'Unsupported purchaseCurrency on this network for this provider',
  /** paymentCurrency is not on the provider's `paymentCurrencies` list. */
  unsupportedPaymentCurrency: 'Unsupported paymentCurrency for this provider',
  /** amount is not a positive decimal (at most 2 decimals) within a payment method's limits of the currency. */
  invalidAmount: "Invalid amount: expected a positive decimal within the payment method's limits",
  /** walletAddress is not an address of the network's namespace (eip155, solana, bip122). */
  invalidWalletAddress: 'Invalid walletAddress for this network',
  /** externalCustomerId is not 1 to 128 letters, digits, '.', '_', ':' or '-'. */
  invalidCustomerId: 'Invalid externalCustomerId',
  /** redirectUrl is not an http(s) URL on an allowed redirect origin. */
  redirectNotAllowed: 'redirectUrl not allowed',
} as const

/** A provider's lists a request is checked against. */
export interface CheckoutCatalogue {
  sells: readonly RampAsset[]
  paymentCurrencies?: readonly RampPaymentCurrency[] | undefined
}

const filled = v.pipe(v.string(), v.nonEmpty())
/** The documented fields as non-empty strings, and `redirectUrl` (checked on its own); other fields are dropped. */
const checkoutFields = v.object({
  walletAddress: filled,
  network: filled,
  amount: filled,
  paymentCurrency: filled,
  purchaseCurrency: filled,
  externalCustomerId: filled,
  redirectUrl: v.optional(v.unknown()),
})

/** A positive decimal: digits without a leading zero (but '0.x'), at most 2 decimals, at most 15 integer digits. */
const AMOUNT = /^(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/
const CUSTOMER_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * True when `address` is a receiving address on the CAIP-2 `network`: eip155 a 0x address of 20
 * bytes (EIP-55 checksummed when mixed-case), solana a base58 public key of 32 bytes, bip122 an
 * address of that Bitcoin network (base58check or bech32/bech32m); any other namespace, false.
 */
export function isAddressOnNetwork(address: string, network: string): boolean {
  const namespace = network.split(':')[0]
  if (namespace === 'eip155') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
    const hex = address.slice(2)
    return hex === hex.toLowerCase() || hex === hex.toUpperCase() || getAddress(address) === address
  }
  if (namespace === 'solana') {
    try {
      return base58.decode(address).length === 32
    } catch {
      return false
    }
  }
  if (namespace === 'bip122') {
    const bitcoin = bitcoinNetworkOf(network)
    if (!bitcoin) return false
    try {
      Address(bitcoin.encoding).decode(address)
      return true
    } catch {
      return false
    }
  }
  return false
}

/** The outcome of {@link parseCheckoutRequest}: the request to send on, or the refusal's text. */
export type ParsedCheckout = { ok: true; request: BrokerCheckoutRequest } | { ok: false; error: string }

/**
 * Checks the browser's body against the provider's lists and rebuilds it from the documented
 * fields alone (anything else, such as `fee` or `lockAmount`, is dropped): purchaseCurrency and
 * network from `sells`, paymentCurrency from `paymentCurrencies` (default USD with the spec's
 * limits), the amount a positive decimal within one of that currency's payment methods' limits,
 * walletAddress valid on the network, externalCustomerId a plain id, and redirectUrl (optional) an
 * http(s) URL whose origin is one of `redirectOrigins`. The currencies are sent in the lists' spelling.
 */
export function parseCheckoutRequest(
  body: unknown,
  catalogue: CheckoutCatalogue,
  redirectOrigins: ReadonlySet<string>,
): ParsedCheckout {
  const refuse = (error: string): ParsedCheckout => ({ ok: false, error })
  const parsed = v.safeParse(checkoutFields, body)
  if (!parsed.success) return refuse(CHECKOUT_REQUEST_ERRORS.invalidBody)
  const fields = parsed.output
  if (fields.redirectUrl !== undefined && typeof fields.redirectUrl !== 'string')
    return refuse(CHECKOUT_REQUEST_ERRORS.redirectNotAllowed)
  const { walletAddress, network, amount, paymentCurrency, purchaseCurrency, externalCustomerId } = fields

  const asset = catalogue.sells.find(
    (a) => a.network === network && a.symbol.toUpperCase() === purchaseCurrency.toUpperCase(),
  )
  if (!asset) return refuse(CHECKOUT_REQUEST_ERRORS.unsupportedAsset)
  const currency = (catalogue.paymentCurrencies ?? DEFAULT_RAMP_PAYMENT_CURRENCIES).find(
    (c) => c.id.toUpperCase() === paymentCurrency.toUpperCase(),
  )
  if (!currency) return refuse(CHECKOUT_REQUEST_ERRORS.unsupportedPaymentCurrency)
  const value = Number(amount)
  if (!AMOUNT.test(amount) || !(value > 0) || !currency.limits.some((l) => value >= l.min && value <= l.max))
    return refuse(CHECKOUT_REQUEST_ERRORS.invalidAmount)
  if (!isAddressOnNetwork(walletAddress, network)) return refuse(CHECKOUT_REQUEST_ERRORS.invalidWalletAddress)
  if (!CUSTOMER_ID.test(externalCustomerId)) return refuse(CHECKOUT_REQUEST_ERRORS.invalidCustomerId)

  let redirectUrl: string | undefined
  if (typeof fields.redirectUrl === 'string' && fields.redirectUrl !== '') {
    const url = URL.canParse(fields.redirectUrl) ? new URL(fields.redirectUrl) : undefined
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.username ||
      url.password ||
      !redirectOrigins.has(url.origin)
    ) {
      return refuse(CHECKOUT_REQUEST_ERRORS.redirectNotAllowed)
    }
    redirectUrl = url.href
  }
  return {
    ok: true,
    request: {
      walletAddress,
      network,
      amount,
      paymentCurrency: currency.id,
      purchaseCurrency: asset.symbol,
      externalCustomerId,
      ...(redirectUrl ? { redirectUrl } : {}),
    },
  }
}
