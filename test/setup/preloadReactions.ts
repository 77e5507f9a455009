// The DOM tests build real controllers, whose reactions load lazily once an account connects
// (features/names/watchProfileNames.ts, the profile-name lookup). A test file that connects an
// account and ends at once would leave that import in flight, and vitest then fails the run with
// "Cannot load … after the environment was torn down". Loading the chunk here, before any test,
// makes those imports resolve from the module cache: the product's lazy loading is unchanged.
import '../../src/features/names/watchProfileNames.js'
