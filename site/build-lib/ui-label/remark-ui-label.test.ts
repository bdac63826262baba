import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {describe, expect, it} from 'vitest';
import remarkUiLabel from './remark-ui-label';

// Docusaurus compiles .md and .mdx through MDX with remark-directive on; this is the same pipeline, minus the theme.
async function render(source: string, format: 'md' | 'mdx'): Promise<string> {
  const file = await compile(source, {format, remarkPlugins: [remarkDirective, remarkUiLabel], jsx: true});
  return String(file);
}

describe('remarkUiLabel', () => {
  it.each(['md', 'mdx'] as const)(
    'renders :ui[Label] as a strong element with the ui-label class in .%s',
    async (f) => {
      const out = await render('Click :ui[Save] to keep it.', f);
      expect(out).toContain('<_components.strong className="ui-label">{"Save"}</_components.strong>');
      expect(out).not.toContain(':ui');
    },
  );

  it('renders each part of a path as its own label and keeps the text between them', async () => {
    const out = await render('Open :ui[Settings] → :ui[Auto-Approve].', 'md');
    expect(out.match(/className="ui-label"/g)).toHaveLength(2);
    expect(out).toContain('{" → "}');
  });

  it('keeps placeholders and punctuation inside the label as written', async () => {
    const out = await render('See :ui[Roo wants to read {{count}} files].', 'md');
    expect(out).toContain('Roo wants to read {{count}} files');
  });

  it('leaves other directives and a colon in running text to Docusaurus', async () => {
    const out = await render('A 16:9 image and :kbd[x].', 'md');
    expect(out).not.toContain('ui-label');
  });

  it('shows an empty :ui[] as written', async () => {
    const out = await render('Broken :ui[] here.', 'md');
    expect(out).toContain(':ui[]');
    expect(out).not.toContain('ui-label');
  });
});
