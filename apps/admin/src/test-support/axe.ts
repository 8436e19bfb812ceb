import axe from 'axe-core';

/**
 * axe's WCAG A/AA rules on a rendered tree, as "rule: element" lines (empty when clean). jsdom has no
 * layout, so colour contrast is left to the Playwright run in Chromium.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
