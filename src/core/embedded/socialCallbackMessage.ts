/**
 * The `type` of the message the auth server's social-login callback page
 * (server/auth/social/callbackPage.ts) posts to the popup's opener with the completion of the request
 * it finished; the social login action (actions/connectSocial.ts) takes messages of this type only.
 */
export const SOCIAL_CALLBACK_MESSAGE = 'wallet-modal:social-callback'
