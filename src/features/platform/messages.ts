/**
 * The catalogue's strings for the operator's platform: the "origin not allowed" notice (spec
 * section 8). Its console texts, for the page's developer and never translated, are beside their
 * users (features/platform/consoleMessages.ts).
 */
export const platformMessages = {
  /** The notice's title, in the modal over every view (spec section 8: origin not allowed). */
  originNotAllowedTitle: 'Origin not allowed',
  /** The notice's text. */
  originNotAllowedText: (origin: string) =>
    `${origin} is not on this project's list of allowed origins. The modal still works here; the site's operator should add this origin to the project.`,
} as const
