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

// The rules that read what is drawn rather than the markup: the colour rules above and the size and spacing of click
// targets. They take about three quarters of an all-rules run (bench/sweep-phases), because each measures every
// element against what the browser paints around it.
export const DRAWN_RULES = [...COLOUR_RULES, 'target-size'];
/** The rules a run by tags takes: axe leaves its experimental and deprecated rules out unless they are named. */
export const DEFAULT_RULES = axe
  .getRules(AXE_TAGS)
  .filter((rule) => !rule.tags.includes('experimental') && !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);
export const MARKUP_RULES = DEFAULT_RULES.filter((id) => !DRAWN_RULES.includes(id));

type Violation = {id: string; impact?: string | null; nodes: {target: unknown[]; failureSummary?: string}[]};

/** Puts the engine in every frame of the loaded page (axe.run asks each frame for its part). */
export async function injectAxe(page: Page) {
  for (const frame of page.frames()) await frame.evaluate(axe.source);
}

// The site's chrome: the same navbar, docs sidebar and footer on every page (the table of contents and the previous/next
// links are made from the page's own headings and neighbours, so they stay in).
export const CHROME = ['nav.navbar', 'aside.theme-doc-sidebar-container', 'footer.footer'];

const SCOPED_RULES = {colour: COLOUR_RULES, drawn: DRAWN_RULES, markup: MARKUP_RULES};

/**
 * One line per failing node: the rule, its impact, the element and axe's explanation. The scope: every rule of the
 * tag set, the colour rules alone, the drawn ones alone, or every rule but the drawn ones (`markup`). Without the
 * chrome, axe skips those elements but still runs its page-level rules (landmarks, bypass, title) and weighs
 * contrast against the backgrounds behind the rest. `within` limits the run to the elements it selects and what they
 * hold; axe still judges each against what is drawn around it.
 */
export async function axeViolations(
  page: Page,
  scope: 'all' | keyof typeof SCOPED_RULES,
  {chrome = true, within}: {chrome?: boolean; within?: string} = {},
): Promise<string[]> {
  const runOnly = scope === 'all' ? {type: 'tag', values: AXE_TAGS} : {type: 'rule', values: SCOPED_RULES[scope]};
  const context =
    chrome && !within
      ? null
      : {
          ...(within ? {include: [[within]]} : {}),
          ...(chrome ? {} : {exclude: CHROME.map((selector) => [selector])}),
        };
  const violations = await page.evaluate(
    ({options, context}) =>
      (window as unknown as {axe: typeof axe}).axe
        // Only the failures are read: axe then keeps a single node of each passing or inapplicable rule.
        .run((context ?? document) as axe.ElementContext, {...options, resultTypes: ['violations']} as axe.RunOptions)
        .then((results) =>
          results.violations.map(({id, impact, nodes}) => ({
            id,
            impact,
            nodes: nodes.map(({target, failureSummary}) => ({target, failureSummary})),
          })),
        ),
    {options: {runOnly}, context},
  );
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
