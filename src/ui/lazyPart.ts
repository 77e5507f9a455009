/** The chunk loads that renders of lazy parts started, until someone takes them (element/warmUp.tsx, with `splice(0)`). */
export const startedParts: Promise<unknown>[] = []

/**
 * Lists the chunk load of a lazy part of a view (the Connect view's email field and social buttons:
 * `lazy(() => startedPart(import(...)))`) in {@link startedParts} when a render starts it: the
 * element's warm-up (element/warmUp.tsx) waits for the loads its rehearsal started and rehearses
 * again, so the first open finds those parts loaded, compiled and their sheets adopted. Only parts
 * the rendered view shows start a load: a host that configures none of them loads none.
 */
export const startedPart = <T>(chunk: Promise<T>): Promise<T> => (startedParts.push(chunk), chunk)
