import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, listing each
 * with its rule, impact and the first offending elements. Call it on every screen a test opens:
 * `await expectNoSeriousA11yViolations(page)` (after the screen has loaded its data).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // A toast or a dialog still fading in or out is measured at its passing opacity: wait for the
  // finite animations to end (spinners run forever and are left alone).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `  ${node.target.join(' ')}`)
        .join('\n'),
  );
  expect(report, `axe-core on ${page.url()}`).toEqual([]);
}
