import {createElement as h, lazy, Suspense, use} from 'react';
import {describe, expect, it} from 'vitest';
import {renderToHtml as docusaurusRenderToHtml} from '@docusaurus/core/lib/client/renderToHtml.js';
import {renderToHtml, SuspendedWhileRenderingError} from './render-to-html';

const page = h(
  'main',
  {className: 'doc'},
  h('h1', {id: 'title'}, 'Auto-approving actions & <tools>'),
  h('p', null, 'Text with ', h('code', null, 'a < b'), ' and ', h('a', {href: '/features/'}, 'a link'), '.'),
  h(
    'ul',
    null,
    ['one', 'two', 'three'].map((item) => h('li', {key: item}, item)),
  ),
  h(Suspense, {fallback: h('span', null, 'loading')}, h('section', null, 'ready')),
  h('input', {type: 'checkbox', defaultChecked: true, 'aria-label': 'x'}),
);

const never = new Promise<never>(() => {});
function Waits(): null {
  use(never);
  return null;
}

describe('string renderToHtml', () => {
  it('gives the same HTML as the streaming renderer Docusaurus uses', async () => {
    const expected = await docusaurusRenderToHtml(page);
    expect(expected).toContain('Auto-approving actions &amp; &lt;tools&gt;');
    expect(await renderToHtml(page)).toBe(expected);
  });

  it('fails with advice when a part of the page suspends, instead of writing its fallback', async () => {
    const tree = h('div', null, h(Suspense, {fallback: h('span', null, 'loading')}, h(Waits)));
    await expect(renderToHtml(tree)).rejects.toBeInstanceOf(SuspendedWhileRenderingError);
  });

  it('fails with advice when the whole page suspends', async () => {
    const Lazy = lazy(() => never);
    await expect(renderToHtml(h(Lazy))).rejects.toThrow(/string renderer/);
  });

  it('passes a page error through unchanged', async () => {
    function Broken(): null {
      throw new Error('broken page');
    }
    await expect(renderToHtml(h(Broken))).rejects.toThrow('broken page');
  });
});
