/**
 * axe-core through playwright-core (issue 12): the WCAG 2.2 A/AA rules and axe's best practices,
 * answered as readable lines, one per violation, so a failed check says what to fix and where.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every violation on the page as it is now: `screen: rule (impact) help — target, target …`. */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  // Colours are read as painted: a toast or dialog still fading in is half transparent, and its
  // text would be measured against the page behind it. Wait for every animation to end first
  // (bounded; an endless one, such as a spinner, is not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => {
        const why = n.failureSummary?.split('\n').slice(1, 2).join(' ').trim();
        return `${n.target.join(' ')}${why ? ` [${why}]` : ''}`;
      })
      .join('; ');
    const more = v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : '';
    return `${screen}: ${v.id} (${v.impact ?? 'no impact'}) ${v.help} — ${nodes}${more}`;
  });
}
