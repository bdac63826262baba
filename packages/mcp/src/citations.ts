/**
 * The twins end a cited sentence with ` [source](https://github.com/RooCodeInc/Roo-Code/blob/<tag>/<path>#L…)` (the
 * site's `:cite[]`). `read_page` keeps those links for agents that want the upstream lines; the search index and
 * its snippets leave them out, or every cited page would match "source", "github" and the path's words.
 */
const CITATION = / ?\[source\]\(https:\/\/github\.com\/RooCodeInc\/Roo-Code\/blob\/[^)\s]+\)/g;

export function withoutCitations(markdown: string): string {
  return markdown.replace(CITATION, '');
}
