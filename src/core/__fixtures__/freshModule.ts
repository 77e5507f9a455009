let loads = 0

/**
 * A new instance of the module at `url` (e.g. `new URL('./errorEvent.js', import.meta.url)`),
 * evaluated now, inside the calling test; its dependencies stay the ones already loaded (a query
 * makes a new module id for the module alone, unlike `vi.resetModules()`, which re-evaluates the
 * whole graph below it).
 *
 * For module-level state (a once-per-page flag) and for Stryker: a module-level value (a pattern, a
 * schema) that some test evaluates while it runs is a "hybrid" static mutant, which Stryker runs only
 * with the tests that evaluated the module during the test. A test that imports the module at the top
 * never does, so it is never run against those mutants; a test that takes the module from here is.
 */
export async function freshModule<T>(url: URL): Promise<T> {
  loads += 1
  return import(/* @vite-ignore */ `${url.href}?fresh=${loads}`) as Promise<T>
}
