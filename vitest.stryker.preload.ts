// Stryker's shared project only (vitest.stryker.config.ts: isolate false, one module graph per
// worker, each module evaluated once). The same reason as vitest.stryker.setup.ts, for the pure
// modules of src/core that code reaches through a dynamic import (the platform start-up loads the
// options schema's feature flags; the catalogue loads the translations and their argument tables;
// error analytics loads the error event): first evaluated inside a test, their top-level code
// (the options schema's patterns and messages, the message-argument tables) is credited to that one
// test, which then runs alone against a module already evaluated without the mutant, so the mutant
// "survives" whatever the tests check. Loaded here, that code counts as static (ignored under
// `ignoreStatic`), unless a test also evaluates it while it runs: such a "hybrid" mutant is run with
// those tests only. startPlatform.test.ts did (vi.resetModules re-evaluated the whole graph below
// the platform start-up in each version-warning test), which is why errorEvent.ts's patterns still
// "survived" after this preload (2026-11-29); tests now take a fresh instance of one module only
// (src/core/__fixtures__/freshModule.ts). Not in the isolated project: its test files replace
// packages with vi.mock, which must come before the load.
// Every dynamically imported module of the scope here (the sign-in messages, the history readers,
// the platform start-up...) made src/server/storage/sweeper.test.ts see three foreign fake timers in
// a full run (their source not yet found), so the list stays with the pure modules whose false
// survivors were measured.
import './src/core/optionsSchema.js'
import './src/core/features.js'
import './src/core/i18n/templateArguments.js'
import './src/core/i18n/catalogueLoaders.js'
import './src/core/i18n/jsonCatalogue.js'
import './src/core/i18n/locales/en-XA.js'
import './src/core/analytics/errorEvent.js'
