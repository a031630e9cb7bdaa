import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The audit's bar: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations on the page once its finite animations and transitions have ended (or within one element), one readable line per
 * rule and element. axe is asked for violations only: the details of what passed cost about as much
 * again and no test reads them.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  // Colours caught mid-transition (a button fading in) are not the page's: let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const audit = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  const { violations } = await (within ? audit.include(within) : audit).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? violation.help}`),
  );
}
