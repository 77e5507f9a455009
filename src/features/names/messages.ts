/** The catalogue's strings for names (spec sections 2, 5, 8): RegisterAccountName, its success view, the Account header. */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { NAME_RULE } from '../../core/names/nameRule.js'
/** The names feature's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const namesMessages = {
  ...firstPaintMessages,
  registerName: 'Register a name',
  nameLabel: 'Name',
  /** Spec section 5, verbatim. */
  nameRule: NAME_RULE,
  suggestionsLabel: 'Suggestions',
  suggestionsLoading: 'Looking for names…',
  available: 'Available',
  taken: 'Taken',
  nameAvailable: (name: string) => `${name} is available`,
  nameTaken: (name: string) => `${name} is already taken`,
  /** ENSIP-15 refuses a label with hyphens as its 3rd and 4th characters ('ab--cd'), which the rule admits. */
  nameHyphens: 'A name cannot have hyphens as both its 3rd and 4th characters',
  register: 'Register',
  registering: 'Sign the message in your wallet…',
  registeredHeading: (name: string) => `${name} is yours`,
  /** The success view after the wallet switched to another account: the name stays the registering account's. */
  registeredForOther: (name: string, address: string) =>
    `${name} belongs to ${address}, not to the account now connected`,
  registeredBody: 'Your account now shows this name, and apps that resolve names through this service find it.',
  backToAccount: 'Back to account',
  /** Spec section 8, verbatim. */
  errorResolvingName: 'Error resolving name',
  /** Spec section 8, verbatim. */
  errorFetchingSuggestions: 'Error fetching name suggestions',
  /** Spec section 8, verbatim. */
  errorFetchingNames: 'Error fetching names for address',
  /** Spec section 8, verbatim. */
  errorRegisteringName: 'Error registering name',
} as const
