import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The impacts that fail the suite; minor and moderate ones are reported by Lighthouse instead. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Serious violations already reported to the page's owner, by axe rule id, with where they are. They
 * are listed on the test as annotations instead of failing it, so every other rule keeps guarding the
 * page meanwhile. Remove an entry as soon as its fix lands.
 */
export const KNOWN_A11Y_ISSUES: Readonly<Record<string, string>> = {};

/**
 * Runs axe (WCAG 2.x A and AA rules plus best practices) on the page as it is now and fails with a
 * readable list of every serious or critical violation: rule, impact, help text and the offending
 * elements. `known` (default KNOWN_A11Y_ISSUES) is the list of reported rules to annotate, not fail.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  known: Readonly<Record<string, string>> = KNOWN_A11Y_ISSUES,
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  for (const violation of blocking.filter(({ id }) => known[id] !== undefined)) {
    test.info().annotations.push({
      type: 'known a11y issue',
      description: `${violation.id} (${violation.nodes.length} elements): ${known[violation.id] ?? ''}`,
    });
  }
  const report = blocking
    .filter(({ id }) => known[id] === undefined)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
