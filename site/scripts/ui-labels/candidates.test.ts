import {describe, expect, it} from 'vitest';
import {applyCandidates, findCandidates, fitsDirective} from './candidates';

const LABELS = new Set(['Save', 'Settings', 'Providers', 'Auto-Approve', 'Code', 'Done']);
const isLabel = (text: string) => LABELS.has(text);
const convert = (body: string, mdx = false) => applyCandidates(body, findCandidates(body, mdx, isLabel));

describe('findCandidates', () => {
  it('converts a bold label after a UI verb or before a UI noun', () => {
    expect(convert('Click **Save** to keep it.')).toBe('Click :ui[Save] to keep it.');
    expect(convert('The **Save** button keeps it.')).toBe('The :ui[Save] button keeps it.');
  });

  it('converts a bold label listed beside one already marked', () => {
    expect(convert('Buttons: **Save** / :ui[Done].')).toBe('Buttons: :ui[Save] / :ui[Done].');
    expect(convert('Press :ui[Done] or **Save**.')).toBe('Press :ui[Done] or :ui[Save].');
  });

  it('splits a bold path into one directive per step', () => {
    expect(convert('Open **Settings > Providers**.')).toBe('Open :ui[Settings] → :ui[Providers].');
  });

  it('converts a quoted label only where the sentence uses it as a control', () => {
    expect(convert('Then click "Save".')).toBe('Then click :ui[Save].');
    expect(convert('A "Save" here is a word.')).toBe('A "Save" here is a word.');
  });

  it('leaves emphasis, terms being defined, text that is no label and headings alone', () => {
    const body = [
      'This is **really** important; click **Really**.',
      '',
      '- **Save**: keeps the file.',
      '- **Done:** finished.',
      '',
      '## Click **Save**',
      '',
      'Use [**Save**](/x) or `**Save**`.',
    ].join('\n');
    expect(convert(body)).toBe(body);
  });

  it('works in MDX next to components', () => {
    expect(convert('<Note />\n\nSelect **Code** in the list.', true)).toBe('<Note />\n\nSelect :ui[Code] in the list.');
  });
});

describe('fitsDirective', () => {
  it('refuses text that would need escaping or carries sentence punctuation', () => {
    expect(fitsDirective('Save')).toBe(true);
    expect(fitsDirective('Having trouble?')).toBe(true);
    expect(fitsDirective('Use custom ARN...')).toBe(true);
    expect(['Save.', 'a [b]', '{x}', ' Save', ''].map(fitsDirective)).toEqual([false, false, false, false, false]);
  });
});
