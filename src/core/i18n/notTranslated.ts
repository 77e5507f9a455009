/**
 * The keys of the English messages no locale translates (its own module, without the texts, so the
 * pseudo-locale's chunk can read it without carrying them).
 * Errors thrown by the JS API and the actions, and the spec's texts the views show verbatim: they
 * stay English (spec section 8).
 */
export const NOT_TRANSLATED = [
  'invalidView',
  'featureOff',
  'fetchRequiresAddress',
  'signInDeclined',
  'signInWalletFailed',
  'signInServerUnreachable',
  'signInServerTimeout',
  'signInRefused',
  'pendingLimit',
  'sendRequired',
  'sendTokenRequired',
  'sendTokenAddressRequired',
  'sendInvalidAmount',
  'popupClosed',
  'modalClosed',
  'signedInWith',
  'asUser',
  // Spec texts shown verbatim (section 8's name errors and toasts, section 5's email warning, section 6's 'Action not allowed').
  'errorResolvingName',
  'errorFetchingSuggestions',
  'errorFetchingNames',
  'errorRegisteringName',
  'invalidEmail',
  'invalidEmailHint',
  'authInitFailed',
  'actionNotAllowed',
] as const
