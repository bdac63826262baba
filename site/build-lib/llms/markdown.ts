// Turns a doc page's source (Markdown or MDX) into plain Markdown that a language model or a reader can use as is:
// no front matter, no imports, components replaced by their Markdown rendering, admonitions as block quotes,
// and site links made absolute so they still work once the text is pasted elsewhere.
import {readJsxElement, type JsxProps} from './jsx';

/** Renders one component as Markdown; undefined means "no rendering", and the caller puts a pointer instead. */
export type ComponentRenderer = (name: string, props: JsxProps, children: string | undefined) => string | undefined;

export type MarkdownOptions = {
  /** True for .mdx sources: imports, JSX and MDX comments are handled only there. */
  mdx: boolean;
  /** Absolute site origin, e.g. https://docs.roocode.com, to make `/path` links absolute. */
  siteUrl: string;
  /** Absolute URL of the page itself, for the pointer that stands in for a component with no rendering. */
  pageUrl: string;
  render: ComponentRenderer;
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** A fence closes on a line of the same character, at least as long, with nothing else on it. */
function closesFence(line: string, fence: string): boolean {
  const close = FENCE.exec(line);
  return !!close && close[1][0] === fence[0] && close[1].length >= fence.length && line.trim() === close[1];
}

export {stripFrontMatter} from '../front-matter';

type Segment = {code: boolean; text: string};

/** Splits a page into fenced code blocks and the prose between them, so nothing inside a fence is ever changed. */
export function splitFences(body: string): Segment[] {
  const segments: Segment[] = [];
  let prose: string[] = [];
  let code: string[] = [];
  let fence: string | undefined;
  for (const line of body.split(/\r?\n/)) {
    if (fence === undefined) {
      const open = FENCE.exec(line);
      if (open) {
        if (prose.length) segments.push({code: false, text: prose.join('\n')});
        prose = [];
        fence = open[1]!;
        code = [line];
      } else prose.push(line);
    } else {
      code.push(line);
      if (closesFence(line, fence)) {
        segments.push({code: true, text: code.join('\n')});
        fence = undefined;
        code = [];
      }
    }
  }
  if (fence !== undefined) segments.push({code: true, text: code.join('\n')});
  if (prose.length) segments.push({code: false, text: prose.join('\n')});
  return segments;
}

/** Applies `change` to the text outside inline code spans (`like this`), leaving the spans untouched. */
export function outsideInlineCode(text: string, change: (plain: string) => string): string {
  let out = '';
  let plainStart = 0;
  const runs = /`+/g;
  let run: RegExpExecArray | null;
  while ((run = runs.exec(text))) {
    const ticks = run[0];
    // A span closes at the next run of exactly as many backticks.
    const closer = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    closer.lastIndex = run.index + ticks.length;
    const close = closer.exec(text);
    if (!close) continue;
    out += change(text.slice(plainStart, run.index)) + text.slice(run.index, close.index + ticks.length);
    plainStart = close.index + ticks.length;
    runs.lastIndex = plainStart;
  }
  return out + change(text.slice(plainStart));
}

const IMPORT_END = /(from\s*['"][^'"]+['"]|^import\s*['"][^'"]+['"])\s*;?\s*$/;

/** Drops MDX `import`/`export` statements, which start at the beginning of a line and may run over several. */
export function stripEsm(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!/^(import|export)\s/.test(line)) {
      kept.push(line);
      continue;
    }
    // Skip to the line that ends the statement: `from '…'`, a `;`, or a blank line.
    const ends = (at: number) => IMPORT_END.test(lines[at]) || /;\s*$/.test(lines[at]) || lines[at + 1]?.trim() === '';
    while (i < lines.length - 1 && !ends(i)) i++;
  }
  return kept.join('\n');
}

function replaceComponents(text: string, options: MarkdownOptions): string {
  let out = '';
  let pos = 0;
  for (let next = text.indexOf('<', pos); next >= 0; next = text.indexOf('<', pos)) {
    const element = readJsxElement(text, next);
    if (!element) {
      out += text.slice(pos, next + 1);
      pos = next + 1;
      continue;
    }
    const rendered =
      options.render(element.name, element.props, element.children) ??
      `_This part of the page is shown only on [the web page](${options.pageUrl})._`;
    // A component alone on its line is a block: keep the Markdown around it in separate blocks.
    const lineStart = text.lastIndexOf('\n', next - 1) + 1;
    const lineEnd = text.indexOf('\n', element.end);
    const before = text.slice(lineStart, next);
    const after = text.slice(element.end, lineEnd < 0 ? undefined : lineEnd);
    const alone = before.trim() === '' && after.trim() === '';
    out += text.slice(pos, next) + (alone && rendered.includes('\n') ? `\n${rendered}\n` : rendered);
    pos = element.end;
  }
  return out + text.slice(pos);
}

function absoluteLinks(text: string, siteUrl: string, pageUrl: string): string {
  return text
    .replace(/(\]\()(\/(?!\/)[^)\s]*)/g, (_, open: string, target: string) => open + siteUrl + target)
    .replace(/(\]\()(#[^)\s]*)/g, (_, open: string, anchor: string) => open + pageUrl + anchor)
    .replace(/^(\s*\[[^\]]+\]:\s*)(\/(?!\/)\S*)/gm, (_, open: string, target: string) => open + siteUrl + target);
}

function transformProse(text: string, options: MarkdownOptions): string {
  let result = text;
  if (options.mdx) {
    result = stripEsm(result);
    result = outsideInlineCode(result, (plain) => plain.replace(/\{\/\*[\s\S]*?\*\/\}/g, ''));
    result = outsideInlineCode(result, (plain) => replaceComponents(plain, options));
  }
  result = result.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
  result = outsideInlineCode(result, (plain) => absoluteLinks(plain, options.siteUrl, options.pageUrl));
  return result.replace(/\n{3,}/g, '\n\n');
}

const ADMONITION_OPEN = /^ {0,3}(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(.*?))?[ \t]*$/;
const ADMONITION_CLOSE = /^ {0,3}(:{3,})[ \t]*$/;

/** Rewrites `:::tip Title … :::` blocks as block quotes led by kind and title, which any Markdown reader shows. */
export function admonitionsToQuotes(text: string): string {
  const depth: string[] = [];
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const prefix = '> '.repeat(depth.length);
    if (fence === undefined) {
      const open = ADMONITION_OPEN.exec(line);
      if (open) {
        const kind = open[2];
        const title = open[3] ?? open[4];
        const inner = `${prefix}> `;
        const label = `${kind[0].toUpperCase()}${kind.slice(1)}${title ? `: ${title}` : ''}`;
        out.push(`${inner}**${label}**`, inner.trimEnd());
        depth.push(open[1]);
        continue;
      }
      if (depth.length && ADMONITION_CLOSE.test(line)) {
        depth.pop();
        continue;
      }
      const fenceOpen = FENCE.exec(line);
      if (fenceOpen) fence = fenceOpen[1];
    } else {
      if (closesFence(line, fence)) fence = undefined;
    }
    out.push(depth.length ? `${prefix}${line}`.trimEnd() : line);
  }
  return out.join('\n');
}

/** The Markdown of a page body (front matter already removed). */
export function bodyToMarkdown(body: string, options: MarkdownOptions): string {
  const joined = splitFences(body)
    .map((segment) => (segment.code ? segment.text : transformProse(segment.text, options)))
    .join('\n');
  return admonitionsToQuotes(joined).trim();
}

export type TwinPage = {title: string; description?: string; url: string; body: string};

/** A page as one Markdown document: its title as the heading, its description as a quote, then its body. */
export function markdownTwin({title, description, url, body}: TwinPage): string {
  const parts = [`# ${title}`];
  if (description) parts.push(`> ${description}`);
  parts.push(`Source: ${url}`);
  if (body) parts.push(body);
  return `${parts.join('\n\n')}\n`;
}
