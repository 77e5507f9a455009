// The DOM tests build real controllers, whose actions and reactions load lazily (a sign-in check,
// the profile-name lookup once an account connects, …). A test file that ends right after such a
// call would leave the import in flight, and vitest then fails the run with "Cannot load … after
// the environment was torn down" (seen on fresh clones, where nothing is cached). After every test
// (this hook runs after the test file's own, which destroy the controllers), wait for every dynamic
// import to finish. The product's lazy loading is unchanged.
import { afterEach, vi } from 'vitest'

afterEach(async () => {
  await vi.dynamicImportSettled()
})
