/**
 * The part of the English messages catalogue that every shipped locale
 * translates, and the shape a locale's catalogue has. The views catalogued
 * for translation: the dialog's chrome (titles, back, close, retry, cancel), Connect, All Wallets,
 * GetWallet, ConnectingExternal, ConnectingWalletConnect, Account (Tokens and Activity tabs, copy
 * button), Networks, SwitchNetwork, SwitchActiveChain, UnsupportedChain, SIWXSignMessage,
 * WalletReceive, WalletSend, the token picker, Connect's email field, social login (the Connect
 * view's social buttons, ConnectingSocial, ConnectingFarcaster), ProfileWallets with Account's
 * entry to it, Swap (form, preview, result; amounts through Intl), the on-ramp views (OnRampProviders
 * with its amount checks, OnRampTokenSelect, OnRampFiatSelect, quotes, exchanges, checkout
 * progress; payment methods and fiat limits through Intl), RegisterAccountName and
 * RegisterAccountNameSuccess, the email login after the field (EmailLogin, the code boxes, resend,
 * tries left through Intl plurals, ApproveTransaction, UpdateEmailWallet, DataCapture, Account's
 * email row), the success toasts of the email flows and WalletConnect's waiting toast, the "origin
 * not allowed" notice, and the companion buttons' own texts (core/messages/buttons.ts). Each
 * feature's texts are beside its views (features/<feature>/messages.ts), gathered by
 * features/messages.ts; the first paint's, the token picker's and the buttons' are in core.
 *
 * Not here: texts that are errors thrown by the JS API or the actions (`invalidView`,
 * `featureOff`, `fetchRequiresAddress`, the sign-in failure details, the send request's checks, the
 * social login's 'Popup closed' and 'Modal closed'; `signedInWith` and `asUser` of the social part
 * are not shown by its views), the errors the chain adapters throw (chains/walletAnswers.ts,
 * chains/bip122/messages.ts, core/messages/errors.ts, core/messages/specErrors.ts), the spec's verbatim texts these
 * views show (section 8's name errors and its 'A problem occurred while trying initialize
 * authentication' toast, section 5's 'Invalid Email Address' / 'Please enter a valid email address',
 * section 6's 'Action not allowed'), and the console's texts (features/platform/consoleMessages.ts): they stay
 * English, as the spec's error texts do (spec section 8).
 *
 * Only tests and types import this module: the table of template arguments
 * (templateArguments.ts) imports its type, so no locale chunk carries the English texts. The
 * translations are locales/<tag>.json (ICU messages), checked against it by translations.test.ts.
 */
import { firstPaintMessages } from '../firstPaintMessages.js'
import { featureMessages } from '../../features/messages.js'
import { tokenPickerMessages } from '../messages/tokenPicker.js'
import { buttonsMessages } from '../messages/buttons.js'
import { NOT_TRANSLATED } from './notTranslated.js'

type NotTranslated = (typeof NOT_TRANSLATED)[number]

/** The features' parts (features/messages.ts gathers them), the shared token picker's and companion buttons', and the first paint's. */
const all = {
  ...featureMessages,
  ...tokenPickerMessages,
  ...buttonsMessages,
  ...firstPaintMessages,
}

/** The English texts every locale translates, by key (the keys of core/firstPaintMessages.ts, core/messages/ and the features' messages.ts). */
export const englishCatalogue = Object.fromEntries(
  Object.entries(all).filter(([key]) => !(NOT_TRANSLATED as readonly string[]).includes(key)),
) as Omit<typeof all, NotTranslated>

/** The English texts no locale translates (spec section 8), as views may show them: strings only. */
export const keptEnglishTexts: readonly string[] = Object.entries(all)
  .filter(([key, text]) => (NOT_TRANSLATED as readonly string[]).includes(key) && typeof text === 'string')
  .map(([, text]) => text as string)
