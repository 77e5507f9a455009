/**
 * Chromium flags shared by Playwright (playwright.config.ts) and the bench scripts that open the
 * demo's email login, so both run the browser with its real cross-site storage partitioning.
 */
// Playwright 1.65 launches Chromium with ThirdPartyStoragePartitioning disabled (its issue #32230),
// so a cross-site frame is refused IndexedDB ("The user denied permission to access the database")
// and the embedded wallet's signer could not keep its device share. A later --disable-features wins:
// Playwright's own list minus that feature restores the real browser's partitioned storage
// (research note embedded-wallet.md, "Testing fully offline"). Check this list when Playwright moves.
export const PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The launch arguments of a headless Chromium here, partitioning kept. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING.join(',')}`,
]
