// axe-core run straight in the page. @axe-core/playwright evaluates axe's 500 KB source again for every analysis and,
// outside its legacy mode, finishes each one in a fresh blank tab; the sweep runs two analyses on each of ~190 loads,
// so it injects the engine once per load and calls axe.run itself.
import axe from 'axe-core';
import type {Page} from 'playwright-core';

// Every WCAG 2.0–2.2 A and AA rule, plus axe's best practices (headings, landmarks, regions), which the site passes.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

// The rules of that set whose outcome depends on colours (axe files them under `cat.color`): contrast of text, and
// links told apart from the text around them. The other rules read markup, names and roles, the same in both modes.
const inTagSet = new Set(axe.getRules(AXE_TAGS).map((rule) => rule.ruleId));
export const COLOUR_RULES = axe
  .getRules(['cat.color'])
  .map((rule) => rule.ruleId)
  .filter((id) => inTagSet.has(id));

type Violation = {id: string; impact?: string | null; nodes: {target: unknown[]; failureSummary?: string}[]};

/** Puts the engine in every frame of the loaded page (axe.run asks each frame for its part). */
export async function injectAxe(page: Page) {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
}

/** One line per failing node: the rule, its impact, the element and axe's explanation. */
export async function axeViolations(page: Page, scope: 'all' | 'colour'): Promise<string[]> {
  const runOnly = scope === 'all' ? {type: 'tag', values: AXE_TAGS} : {type: 'rule', values: COLOUR_RULES};
  const violations = await page.evaluate(
    (options) =>
      (window as unknown as {axe: typeof axe}).axe
        // Only the failures are read: axe then keeps a single node of each passing or inapplicable rule.
        .run(document, {...options, resultTypes: ['violations']} as axe.RunOptions)
        .then((results) =>
          results.violations.map(({id, impact, nodes}) => ({
            id,
            impact,
            nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary})),
          })),
        ),
    {runOnly},
  );
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
