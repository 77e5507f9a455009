/**
 * The catalogue's texts of the Connect view's email field (see core/firstPaintMessages.ts): a part
 * of its own, so they load with the field's chunk, not with the entry (hosts without email login
 * never download them) nor with the rest of the embedded wallet's texts (messages/embedded.ts
 * includes them for the views that reuse them).
 */
export const emailFieldMessages = {
  emailPlaceholder: 'Email address',
  emailContinue: 'Continue',
  emailOr: 'or continue with email',
} as const
