// Stryker's runs only (vitest.stryker.config.ts), both projects. A module that code loads with a
// dynamic import (the error kernel: `await import('../core/errorMessage.js')` in the actions) would
// otherwise first be evaluated inside whichever test happens to reach that import first; Stryker
// then credits that one test with covering the module's top-level constants (the error catalogue,
// the node-message patterns) and, per mutant, runs only it, so a changed catalogue text "survives"
// though errorTexts.test.ts fails on it. Loaded here, before any test, those constants count as
// what they are: static, set up once when the module loads. The shared project loads more such
// modules (vitest.stryker.preload.ts).
import './src/core/errorMessage.js'
import './src/core/specificErrors.js'
