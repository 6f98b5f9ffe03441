import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, LAUNCHER_DISABLED_FEATURES } from './chromium';

const disabledIn = (flags: readonly string[]) =>
  flags.filter((flag) => flag.startsWith('--disable-features=')).flatMap((flag) => flag.slice('--disable-features='.length).split(','));

/** Playwright's own list, read from the installed playwright-core (it has no API for it). */
function playwrightDisabled(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(join(require.resolve('playwright-core/package.json'), '..', 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer has a disabledFeatures list: check how it disables features now');
  return [...list.replaceAll(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe('the Chromium flags of tests and benchmarks', () => {
  it('pass one --disable-features, the last one wins, so it keeps what the launchers disable and adds ours', () => {
    expect(CHROMIUM_ARGS.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
    const ours = disabledIn(CHROMIUM_ARGS);
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    expect(ours).toEqual(expect.arrayContaining(LAUNCHER_DISABLED_FEATURES));
  });

  it("repeat every feature the installed Playwright and Lighthouse's chrome-launcher disable", () => {
    const playwright = playwrightDisabled();
    expect(playwright).toContain('PaintHolding');
    expect(LAUNCHER_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwright));
    const lighthouse = disabledIn(Launcher.defaultFlags());
    expect(lighthouse).toContain('RenderDocument');
    expect(LAUNCHER_DISABLED_FEATURES).toEqual(expect.arrayContaining(lighthouse));
  });
});
