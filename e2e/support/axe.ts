import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's serious and critical violations on the page as it is now, one line each.
 *
 * Axe runs in the page itself ("legacy mode"): without it, @axe-core/playwright runs axe in every frame and
 * then opens a blank page to merge the frames' results, which doubled each audit here (3.3 s against 1.5 s on
 * /match) and made the accessibility suite the slowest part of CI. Legacy mode tests the same rules on the
 * page and its same-origin frames; only cross-origin frames are left out, so the audit first checks there are
 * none (the product embeds no other site), and would fail rather than skip one. `only`: these rules alone.
 */
export async function seriousViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== 'about:blank' && url !== '' && new URL(url).origin !== origin);
  expect(foreign, 'cross-origin frames (legacy mode would not audit them)').toEqual([]);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (only ? builder.withRules([...only]) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}
