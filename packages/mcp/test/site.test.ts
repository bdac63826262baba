import {describe, expect, it} from 'vitest';
import {parsePage} from '../src/site';

const HEAD = '# Checkpoints\n\n> Snapshots of a task.\n\nSource: https://docs.roocode.com/features/checkpoints\n\n';
const headingsOf = (body: string) =>
  parsePage('/features/checkpoints', HEAD + body).headings.map(({depth, text, anchor}) => ({depth, text, anchor}));

describe('parsePage', () => {
  it('reads the title, the description and where the body starts from the head of a twin', () => {
    const page = parsePage('/features/checkpoints', `${HEAD}Intro.\n`);
    expect(page).toMatchObject({title: 'Checkpoints', description: 'Snapshots of a task.', section: 'features'});
    expect(page.markdown.slice(page.bodyStart)).toBe('Intro.\n');
  });

  it('gives headings the plain text and the anchors the site shows', () => {
    expect(
      headingsOf('## Context window (`num_ctx`)\n\n### _Why_ [it](/x) **matters**\n\n## Limits {#known-limits}\n'),
    ).toEqual([
      {depth: 2, text: 'Context window (num_ctx)', anchor: 'context-window-num_ctx'},
      {depth: 3, text: 'Why it matters', anchor: 'why-it-matters'},
      {depth: 2, text: 'Limits', anchor: 'known-limits'},
    ]);
  });

  it('numbers a repeated heading as the site does', () => {
    expect(headingsOf('## Usage\n\n## Usage\n').map((heading) => heading.anchor)).toEqual(['usage', 'usage-1']);
  });

  it('ends a section at the next heading of its level or higher', () => {
    const markdown = `${HEAD}## One\n\ntext\n\n### Inner\n\nmore\n\n## Two\n`;
    const [one, inner, two] = parsePage('/features/checkpoints', markdown).headings;
    expect(markdown.slice(one!.start, one!.end)).toBe('## One\n\ntext\n\n### Inner\n\nmore\n\n');
    expect(markdown.slice(inner!.start, inner!.end)).toBe('### Inner\n\nmore\n\n');
    expect(two!.end).toBe(markdown.length);
  });

  // The line scanner that read headings before took the inner ``` for the end of the block, so it read the `## ` line
  // after it as a heading and the real one after the block as code; it also kept a closing `##` and did not see a
  // heading underlined with dashes.
  it('reads no heading inside a block fenced with four backticks around an opening fence', () => {
    const body = '## Writing rules\n\n````md\nA block opens with:\n```\n## Not a heading\n````\n\n## Next\n';
    expect(headingsOf(body).map((heading) => heading.text)).toEqual(['Writing rules', 'Next']);
  });

  it('drops the closing hashes of a heading and reads a heading underlined with dashes', () => {
    expect(headingsOf('## Limits ##\n\nSetup\n-----\n')).toEqual([
      {depth: 2, text: 'Limits', anchor: 'limits'},
      {depth: 2, text: 'Setup', anchor: 'setup'},
    ]);
  });
});
