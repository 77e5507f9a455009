/**
 * The English side of the translated templates: for each English template (a function of the
 * catalogue), the names its parameters have as ICU arguments in locales/<tag>.json, in the
 * function's order. `catalogue.test.ts` checks that each translation uses exactly these arguments
 * and that the names are the English function's own. It ships in the JSON catalogues' lazy chunk
 * (jsonCatalogue.ts), not with English: the English texts are only imported as types here.
 */
import type { englishCatalogue } from './catalogue.js'

type English = typeof englishCatalogue
/** The English keys whose text is a template (a function of its arguments). */
type TemplateKey = { [K in keyof English]: English[K] extends (...args: never[]) => string ? K : never }[keyof English]

/**
 * `receiveNote`'s list of assets has one more item when the namespace has a token standard, an
 * item the translation words (`{standard} tokens`): its message answers that item for
 * `part: 'standardTokens'` and the whole note for any other `part` (`note`). The note's
 * arguments: `assets` (the natives, and that item), `tokens` (a list), `examples` ('some' when
 * the note names tokens as examples, else 'none': no tokens, or no standard) and `networkCount`.
 */
export const RECEIVE_NOTE_ARGUMENTS = 'part standard assets tokens examples networkCount'

/** The note from its message (`format`) and the English function's parameters. */
function receiveNote(
  format: (args: Record<string, unknown>) => string,
  natives: readonly string[],
  standard: string | undefined,
  tokens: readonly string[],
  networkCount: number,
): string {
  const assets = standard ? [...natives, format({ part: 'standardTokens', standard })] : natives
  const examples = standard && tokens.length ? 'some' : 'none'
  return format({ part: 'note', standard, assets, tokens, examples, networkCount })
}

/** A template's argument names in the English function's order, space-separated, or (receiveNote) how its message is called. */
export type TemplateArguments = string | typeof receiveNote

/** Every English template's arguments (a list argument, an array, is joined with Intl.ListFormat). */
export const TEMPLATE_ARGUMENTS: Record<TemplateKey, TemplateArguments> = {
  connectingTitle: 'name',
  networkButton: 'name',
  continueWith: 'label',
  switchActiveChainBody: 'network namespace',
  switchingTo: 'name',
  switchTo: 'name',
  continueIn: 'name',
  wcQrLabel: 'name',
  wcScan: 'name',
  siwxBody: 'app',
  receiveNote,
  nameResolves: 'name address',
  sendBalance: 'amount',
  sendNetworkFee: 'amount rate',
  sendReceiverPlaceholder: 'ns',
  amountTooPrecise: 'symbol decimals',
  startingSocial: 'label',
  continueInPopup: 'label',
  popupConnecting: 'label',
  profileWalletsEntryLabel: 'count',
  profileWalletsSwitchToLabel: 'wallet address',
  profileWalletsActiveLabel: 'wallet address',
  profileWalletsDisconnectLabel: 'wallet address',
  profileWalletsCopyLabel: 'wallet',
  profileWalletsFailed: 'reason',
  swapBalance: 'amount',
  swapQuote: 'amount',
  swapSlippage: 'percent',
  swapApproving: 'symbol',
  swapApproveNeeded: 'symbol',
  swapDoneDetail: 'paid minimum',
  swapQuoteFailed: 'reason',
  onrampTokenNetwork: 'name network',
  paymentMethod: 'id',
  paymentMethodLimit: 'method min max currency',
  onrampMinimumAmount: 'amount currency',
  onrampMaximumAmount: 'amount currency',
  onrampChangeToken: 'symbol network',
  onrampChangeCurrency: 'currency',
  onrampYouGet: 'amount symbol',
  onrampFee: 'fee currency',
  onrampBuyWith: 'provider',
  onrampQuoteError: 'message',
  onrampProviderProblem: 'problem',
  onrampExchangeAmount: 'symbol',
  onrampDepositFrom: 'exchange',
  onrampExchangesFailed: 'message',
  onrampInProgress: 'provider',
  onrampSuccessDetail: 'symbol network',
  onrampFailedDetail: 'provider',
  nameAvailable: 'name',
  nameTaken: 'name',
  registeredHeading: 'name',
  registeredForOther: 'name address',
  emailSending: 'email',
  emailCodeSent: 'email',
  codeDigitLabel: 'n',
  resendIn: 'seconds',
  attemptsLeft: 'n',
  updateEmailOld: 'email',
  updateEmailNew: 'email',
  emailUpdated: 'email',
  dataCaptureBody: 'app',
  signedInWithAs: 'provider',
  originNotAllowedText: 'origin',
}
