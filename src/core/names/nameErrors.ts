import { WalletModalError } from '../errors.js'

/** The name errors of spec section 8, verbatim. */
export const NAME_ERRORS = {
  resolving: 'Error resolving name',
  suggestions: 'Error fetching name suggestions',
  namesForAddress: 'Error fetching names for address',
  registering: 'Error registering name',
} as const

/** Why a registration was refused, when the name service said (HTTP 409: taken; 400: the rule). */
export type NameRefusal = 'taken' | 'rule' | undefined

/**
 * A name service call that failed (code 'NAME_ERROR'), with one of the {@link NAME_ERRORS} texts;
 * `cause` is the underlying error (an HttpError 'HTTP status code: N', the wallet's rejection…),
 * `refusal` what the service's status said about a registration.
 */
export class NameError extends WalletModalError {
  override name = 'NameError'
  readonly refusal: NameRefusal

  constructor(
    message: (typeof NAME_ERRORS)[keyof typeof NAME_ERRORS],
    options: { cause?: unknown; refusal?: NameRefusal } = {},
  ) {
    super(message, { code: 'NAME_ERROR', cause: options.cause })
    this.refusal = options.refusal
  }
}
