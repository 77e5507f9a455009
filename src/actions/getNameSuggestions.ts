import type { ModalContext } from '../core/context.js'
import { createHttpClient } from '../core/http.js'
import { NAME_ERRORS, NameError } from '../core/names/nameErrors.js'

export type GetNameSuggestionsParameters = { query: string }
/** Full names (`label.suffix`), each with whether it is taken; the typed name first when it passes the rule. */
export type GetNameSuggestionsReturnType = { name: string; registered: boolean }[]
export type GetNameSuggestionsErrorType = NameError

/**
 * Suggestions for a typed label from the operator's name service (`GET …/suggestions/<query>`,
 * spec section 7), with their availability. [] without the names option or for an empty query.
 * Entries of another shape are dropped.
 * @throws NameError 'Error fetching name suggestions' (`cause`: the HttpError or network error)
 */
export async function getNameSuggestions(
  context: ModalContext,
  { query }: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  const names = context.store.getState().options.names
  if (!names || !query.trim()) return []
  try {
    const answer = await createHttpClient({ baseUrl: names.api }).get<{ suggestions?: unknown }>(
      `suggestions/${encodeURIComponent(query.trim())}`,
    )
    const list = Array.isArray(answer?.suggestions) ? answer.suggestions : []
    return list.flatMap((entry: unknown) => {
      const { name, registered } = (entry ?? {}) as { name?: unknown; registered?: unknown }
      return typeof name === 'string' && typeof registered === 'boolean' ? [{ name, registered }] : []
    })
  } catch (cause) {
    throw new NameError(NAME_ERRORS.suggestions, { cause })
  }
}
