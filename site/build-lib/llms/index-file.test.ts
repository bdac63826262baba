import {describe, expect, it} from 'vitest';
import {
  buildLlmsFull,
  buildLlmsTxt,
  buildLlmsTxtFiles,
  groupBySidebar,
  type LlmsPage,
  type SidebarItem,
} from './index-file';

const page = (id: string, route = `/${id}`): LlmsPage => ({
  id,
  route,
  title: id.toUpperCase(),
  description: `About ${id}.`,
});
const pages = [
  page('index', '/'),
  page('a/one'),
  page('a/two'),
  page('b/index', '/b'),
  page('b/deep/three'),
  page('faq'),
];
const sidebar: SidebarItem[] = [
  {
    type: 'category',
    label: 'Section A',
    items: [
      {type: 'doc', id: 'a/two'},
      {type: 'doc', id: 'a/one'},
    ],
  },
  {
    type: 'category',
    label: 'Section B',
    link: {type: 'doc', id: 'b/index'},
    items: [{type: 'category', label: 'Deep', items: [{type: 'doc', id: 'b/deep/three'}]}],
  },
  {type: 'link'},
  {type: 'doc', id: 'faq'},
];

describe('groupBySidebar', () => {
  it('keeps sidebar order, flattens nested categories and leads a section with its landing page', () => {
    const sections = groupBySidebar(sidebar, pages, 'More');
    expect(sections.map((section) => [section.title, section.pages.map((p) => p.id)])).toEqual([
      ['Section A', ['a/two', 'a/one']],
      ['Section B', ['b/index', 'b/deep/three']],
      ['More', ['index', 'faq']],
    ]);
  });
});

describe('buildLlmsTxt', () => {
  it('writes the llms.txt layout: title, summary, details, one list per section, then Optional', () => {
    const text = buildLlmsTxt({
      title: 'Docs',
      summary: 'What it is.',
      details: 'How to read it.',
      siteUrl: 'https://d.example',
      sections: [{title: 'Section A', pages: [page('a/one')]}],
      optional: [{...page('notes', '/notes'), title: 'Release notes'}],
    });
    expect(text).toBe(
      '# Docs\n\n> What it is.\n\nHow to read it.\n\n## Section A\n\n- [A/ONE](https://d.example/a/one.md): About a/one.\n\n' +
        '## Optional\n\n- [Release notes](https://d.example/notes.md): About notes.\n',
    );
  });
});

describe('buildLlmsTxtFiles', () => {
  const many = (prefix: string, count: number) =>
    Array.from({length: count}, (_, index) => ({...page(`${prefix}/p${index}`), description: 'x'.repeat(200)}));
  const index = (count: number) => ({
    title: 'Docs',
    summary: 'What it is.',
    details: 'How to read it.',
    siteUrl: 'https://d.example',
    sections: [
      {title: 'Getting Started', pages: many('a', count)},
      {title: 'Features & Tools', pages: many('b', count)},
    ],
    optional: [{...page('notes', '/notes'), title: 'Release notes'}],
  });

  it('keeps one llms.txt while the index fits the limit', () => {
    const files = buildLlmsTxtFiles(index(3));
    expect([...files.keys()]).toEqual(['/llms.txt']);
    expect(files.get('/llms.txt')).toBe(buildLlmsTxt(index(3)));
  });

  it('splits per section past the limit: every file under it, every page in exactly one section file', () => {
    const files = buildLlmsTxtFiles(index(150), 50_000);
    expect([...files.keys()].sort()).toEqual(['/llms.txt', '/llms/features-tools.txt', '/llms/getting-started.txt']);
    for (const text of files.values()) expect(text.length).toBeLessThan(50_000);
    const top = files.get('/llms.txt')!;
    expect(top).toContain('- [Getting Started](https://d.example/llms/getting-started.txt): 150 pages');
    expect(top).toContain('## Optional\n\n- [Release notes](https://d.example/notes.md)');
    const listed = [...files.entries()]
      .filter(([file]) => file !== '/llms.txt')
      .flatMap(([, text]) => [...text.matchAll(/\]\((https:[^)]+\.md)\)/g)].map((match) => match[1]));
    expect(listed).toHaveLength(300);
    expect(new Set(listed).size).toBe(300);
  });
});

describe('buildLlmsFull', () => {
  it('puts a rule with blank lines around it between pages', () => {
    expect(buildLlmsFull({title: 'Docs', summary: 'S.'}, ['# One\n\nText', '# Two\n'])).toBe(
      '# Docs\n\n> S.\n\n---\n\n# One\n\nText\n\n---\n\n# Two\n',
    );
  });
});
