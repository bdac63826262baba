// Builds /llms.txt (an index of every doc page, grouped like the sidebar; see llmstxt.org) and /llms-full.txt
// (every doc page's Markdown in one file) from page summaries the plugin collects.
import {markdownPathFor} from '../../src/lib/llms/markdown-path';

export type LlmsPage = {id: string; route: string; title: string; description?: string};
export type LlmsSection = {title: string; pages: LlmsPage[]};

/** The parts of a processed docs sidebar this module reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    const landing = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...landing, ...docIdsOf(item.items)];
  });
}

/**
 * One section per top-level sidebar category, in sidebar order, then the loose pages: top-level docs and any doc
 * the sidebar leaves out (such as the home page), so every page appears exactly once.
 */
export function groupBySidebar(
  items: readonly SidebarItem[],
  pages: readonly LlmsPage[],
  looseTitle: string,
): LlmsSection[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const seen = new Set<string>();
  const take = (ids: string[]) =>
    ids.flatMap((id) => {
      const page = byId.get(id);
      if (!page || seen.has(id)) return [];
      seen.add(id);
      return [page];
    });
  const sections: LlmsSection[] = [];
  const looseIds: string[] = [];
  for (const item of items) {
    if (item.type === 'category') sections.push({title: item.label, pages: take(docIdsOf([item]))});
    else looseIds.push(...docIdsOf([item]));
  }
  const listed = take(looseIds);
  const unlisted = pages.filter((page) => !seen.has(page.id)).sort((a, b) => a.route.localeCompare(b.route));
  const loose = [...unlisted, ...listed];
  if (loose.length) sections.push({title: looseTitle, pages: loose});
  return sections.filter((section) => section.pages.length > 0);
}

export type LlmsIndex = {
  title: string;
  summary: string;
  details: string;
  siteUrl: string;
  sections: readonly LlmsSection[];
  /** Pages an agent may skip when short of context, such as the release notes; listed under "Optional". */
  optional: readonly LlmsPage[];
};

const entry = (siteUrl: string, page: LlmsPage) =>
  `- [${page.title}](${siteUrl}${markdownPathFor(page.route)})${page.description ? `: ${page.description}` : ''}`;

export function buildLlmsTxt({title, summary, details, siteUrl, sections, optional}: LlmsIndex): string {
  const blocks = [`# ${title}`, `> ${summary}`, details];
  for (const section of [...sections, ...(optional.length ? [{title: 'Optional', pages: [...optional]}] : [])]) {
    blocks.push(`## ${section.title}`, section.pages.map((page) => entry(siteUrl, page)).join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Every page's Markdown in one file, under a short header, separated by rules. */
export function buildLlmsFull(header: {title: string; summary: string}, twins: readonly string[]): string {
  const head = `# ${header.title}\n\n> ${header.summary}\n`;
  return [head, ...twins.map((twin) => twin.replace(/\s*$/, '\n'))].join('\n---\n\n');
}

/** llms.txt files should stay small enough to read whole; past this the index is split per section. */
export const LLMS_TXT_LIMIT = 50_000;

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `/llms.txt`, and when the whole index would pass `limit` characters, one `/llms/<section>.txt` per section with
 * the index listing those files instead of every page. Path (from the site root) to text.
 */
export function buildLlmsTxtFiles(index: LlmsIndex, limit = LLMS_TXT_LIMIT): Map<string, string> {
  const whole = buildLlmsTxt(index);
  if (whole.length <= limit) return new Map([['/llms.txt', whole]]);
  const files = new Map<string, string>();
  const sectionLinks: LlmsPage[] = index.sections.map((section) => {
    const file = `/llms/${slugOf(section.title)}.txt`;
    files.set(
      file,
      `# ${index.title}: ${section.title}\n\n${section.pages.map((page) => entry(index.siteUrl, page)).join('\n')}\n`,
    );
    return {id: file, route: file, title: section.title, description: `${section.pages.length} pages`};
  });
  const sectionEntry = (page: LlmsPage) => `- [${page.title}](${index.siteUrl}${page.route}): ${page.description}`;
  const blocks = [
    `# ${index.title}`,
    `> ${index.summary}`,
    index.details,
    '## Sections',
    sectionLinks.map(sectionEntry).join('\n'),
  ];
  if (index.optional.length)
    blocks.push('## Optional', index.optional.map((page) => entry(index.siteUrl, page)).join('\n'));
  files.set('/llms.txt', `${blocks.join('\n\n')}\n`);
  return files;
}
