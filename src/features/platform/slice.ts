/**
 * The project platform feature's slice of the instance store (the project's remote config). A
 * slice module imports core only, so the store and the element may read it (features/slices.ts).
 */

/** The platform feature's part of the store state; unset at first, so the slice has no initial value. */
export interface PlatformSlice {
  /**
   * The page's origin when the project's allowed origins (spec section 8) do not include it: the
   * modal then shows the "origin not allowed" notice over every view. Unset otherwise.
   */
  originNotAllowed?: string
}
