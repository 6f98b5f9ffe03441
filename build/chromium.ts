/**
 * Debian's Chromium, the only browser this project tests in (Playwright never downloads its own).
 * The flags keep it from reaching for Google's services, which a closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium 156 builds its omnibox popup (WebUI renderers for chrome://omnibox-popup.top-chrome) in
 * every new browser context, headless too. On a 2-core machine that renderer takes the CPU from the
 * page under test: a cold admin list on the mock build measured 2.2–2.3 s with it and 1.4–1.5 s
 * without (same build, same machine). Benchmarks and tests measure the app, not the browser's chrome.
 */
const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium honours only the last `--disable-features` it is given, and the launchers pass their own
 * first: ours must repeat theirs or undo them. Playwright 1.65 (playwright-core's chromiumSwitches)
 * and chrome-launcher (Lighthouse's DEFAULT_FLAGS); chromium.test.ts fails when an upgrade adds one.
 */
export const LAUNCHER_DISABLED_FEATURES = [
  // Playwright
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // chrome-launcher (Lighthouse)
  'Translate',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...new Set([...LAUNCHER_DISABLED_FEATURES, ...OWN_DISABLED_FEATURES])].join(',')}`,
];
