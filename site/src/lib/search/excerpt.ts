// Pagefind's excerpts are HTML: escaped text with the matched words in <mark>. The box shows them as React text, so
// nothing in a page's text can become markup, cut to a short window around the first match.

export type ExcerptPart = {text: string; marked: boolean};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' '};
const decode = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

/** The excerpt as plain-text parts, each marked or not. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) parts.push({text: decode(html.slice(last, match.index)), marked: false});
    parts.push({text: decode(match[1]), marked: true});
    last = match.index + match[0].length;
  }
  if (last < html.length) parts.push({text: decode(html.slice(last)), marked: false});
  return parts.filter((part) => part.text !== '');
}

/** At most about `length` characters of the excerpt, starting a little before its first match, with ellipses. */
export function trimExcerpt(parts: readonly ExcerptPart[], length: number): ExcerptPart[] {
  const full = parts.map((part) => part.text).join('');
  if (full.length <= length) return [...parts];
  const firstMark = parts.findIndex((part) => part.marked);
  const markStart = parts.slice(0, Math.max(firstMark, 0)).reduce((sum, part) => sum + part.text.length, 0);
  const start = Math.max(0, Math.min(markStart - Math.floor(length / 4), full.length - length));
  const end = start + length;
  const trimmed: ExcerptPart[] = [];
  let offset = 0;
  for (const part of parts) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + part.text.length);
    if (from < to) trimmed.push({text: part.text.slice(from - offset, to - offset), marked: part.marked});
    offset += part.text.length;
  }
  if (start > 0) trimmed.unshift({text: '…', marked: false});
  if (end < full.length) trimmed.push({text: '…', marked: false});
  return trimmed;
}
