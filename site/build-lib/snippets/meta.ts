// The attributes of a fenced code block's meta string: ```json title=".roomodes" nocheck="one entry".
export type CodeMeta = Record<string, string>;

/** `title="a b" check=mcp nocheck='x'` → {title: 'a b', check: 'mcp', nocheck: 'x'}; a bare word maps to ''. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = {};
  if (!meta) return out;
  for (const match of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g)) {
    out[match[1]] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return out;
}
