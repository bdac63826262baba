// Every fenced JSON/YAML block of the pages, with what the snippet check decides about it.
import type {Code} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {classify, CONFIG_LANGUAGES, lookalikeKind, type SnippetKind} from './kinds';
import {snippetProblems} from './validate';

const readers = {
  md: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).freeze(),
};

export type SnippetVerdict = {
  line: number;
  lang: string;
  outcome: 'valid' | 'invalid' | 'skipped' | 'unchecked' | 'bad-meta' | 'unlabelled-lookalike';
  kind?: SnippetKind;
  problems: string[];
};

export function configBlocks(body: string, mdx: boolean): Code[] {
  const tree = (mdx ? readers.mdx : readers.md).parse(body);
  const blocks: Code[] = [];
  visit(tree, 'code', (code) => {
    if (code.lang && CONFIG_LANGUAGES.has(code.lang.toLowerCase())) blocks.push(code);
  });
  return blocks;
}

export function judge(code: Code): SnippetVerdict {
  const base = {line: code.position?.start.line ?? 0, lang: code.lang ?? ''};
  const classified = classify(code.meta);
  switch (classified.status) {
    case 'skipped':
      return {...base, outcome: 'skipped', problems: []};
    case 'bad-meta':
      return {...base, outcome: 'bad-meta', problems: [classified.message]};
    case 'kind': {
      const problems = snippetProblems(classified.kind, code.value, code.lang);
      return {...base, outcome: problems.length ? 'invalid' : 'valid', kind: classified.kind, problems};
    }
    default: {
      const kind = lookalikeKind(code.value, code.lang);
      if (!kind) return {...base, outcome: 'unchecked', problems: []};
      return {
        ...base,
        outcome: 'unlabelled-lookalike',
        kind,
        problems: [
          `looks like a ${kind} file: add title="<file name>" or check="${kind}" to its meta, or nocheck="<why>"`,
        ],
      };
    }
  }
}
