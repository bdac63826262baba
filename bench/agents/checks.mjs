// The comparisons of the agent-readiness benchmark, kept apart from the run so they can be unit-tested.

const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' '};

/** Headings compared as words only: marks, links, entities, case and punctuation differ between the two forms. */
export const normalizeHeading = (text) =>
  text
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, name) =>
      name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    )
    .toLowerCase()
    .replace(/[\u200b\s]+/g, ' ')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/ +/g, ' ')
    .trim();

/**
 * h2 to h4 of a built page's article, in order, as text: the linkable ones (with an id) and plain ones (no class);
 * a component's own styled titles (a card's, a video's) are not sections of the page.
 */
export function headingsOfHtml(html) {
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
  return [...article.matchAll(/<h([2-4])\b([^>]*)>([\s\S]*?)<\/h\1>/g)]
    .filter((match) => /\bid="/.test(match[2]) || !/\bclass="/.test(match[2]))
    .map((match) =>
      normalizeHeading(match[3].replace(/<a [^>]*class="hash-link"[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '')),
    );
}

/** ## to #### of a twin outside code fences, in order, as text. */
export function headingsOfMarkdown(markdown) {
  const headings = [];
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const match = fence ? null : /^(#{2,4})\s+(.+?)\s*$/.exec(line);
    if (match) headings.push(normalizeHeading(match[2].replace(/\s*\{#[^}]+\}$/, '').replace(/\]\([^)]*\)/g, '')));
  }
  return headings;
}

export const sameHeadings = (a, b) => a.length === b.length && a.every((heading, index) => heading === b[index]);

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `task` over `items` with at most `limit` in flight; results in the items' order. */
export async function runPool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}
