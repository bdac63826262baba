import {describe, expect, it} from 'vitest';
import {nestingOf, validateModesFile} from './validate-modes-file';

const goodYaml = `customModes:
  - slug: docs-writer
    name: Docs Writer
    roleDefinition: You write and tidy Markdown documentation.
    groups:
      - read
      - - edit
        - fileRegex: \\.mdx?$
          description: Markdown files only
  - slug: reviewer
    name: Reviewer
    roleDefinition: You review changes and point out risks.
    groups: [read]
`;

const billionLaughs = `a: &a [x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
`;

describe('validateModesFile', () => {
  it('accepts a valid YAML .roomodes file and lists its modes', () => {
    expect(validateModesFile(goodYaml)).toEqual({
      ok: true,
      modes: [
        {slug: 'docs-writer', name: 'Docs Writer'},
        {slug: 'reviewer', name: 'Reviewer'},
      ],
    });
  });

  it('accepts the same file written as JSON', () => {
    const json = JSON.stringify({
      customModes: [{slug: 'reviewer', name: 'Reviewer', roleDefinition: 'You review changes.', groups: ['read']}],
    });
    expect(validateModesFile(json)).toEqual({ok: true, modes: [{slug: 'reviewer', name: 'Reviewer'}]});
  });

  it('accepts a single mode object without customModes', () => {
    const single = 'slug: tester\nname: Tester\nroleDefinition: You write tests.\ngroups: [read, command]\n';
    expect(validateModesFile(single)).toEqual({ok: true, modes: [{slug: 'tester', name: 'Tester'}]});
  });

  it('rejects a slug with spaces, with the slug message and its path', () => {
    const result = validateModesFile(goodYaml.replace('slug: reviewer', 'slug: code reviewer'));
    expect(result).toEqual({
      ok: false,
      issues: [{path: 'customModes[1].slug', message: 'Slug must contain only letters numbers and dashes'}],
    });
  });

  it('rejects a single mode with a bad slug and an empty name, with a path per field', () => {
    const result = validateModesFile('{"slug": "my_mode", "name": "", "roleDefinition": "x", "groups": []}');
    expect(result).toEqual({
      ok: false,
      issues: [
        {path: 'slug', message: 'Slug must contain only letters numbers and dashes'},
        {path: 'name', message: 'Name is required'},
      ],
    });
  });

  it('rejects two modes with the same slug, with the duplicate message', () => {
    const result = validateModesFile(goodYaml.replace('slug: reviewer', 'slug: docs-writer'));
    expect(result).toEqual({
      ok: false,
      issues: [{path: 'customModes', message: 'Duplicate mode slugs are not allowed'}],
    });
  });

  it('rejects a bad fileRegex and a repeated group with the package messages', () => {
    const file = `customModes:
  - slug: a
    name: A
    roleDefinition: R
    groups: [read, read, [edit, {fileRegex: "(unclosed"}]]
`;
    const result = validateModesFile(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual([
      {path: 'customModes[0].groups[2][1].fileRegex', message: 'Invalid regular expression pattern'},
      {path: 'customModes[0].groups', message: 'Duplicate groups are not allowed'},
    ]);
    const repeated = validateModesFile(file.replace(', [edit, {fileRegex: "(unclosed"}]', ''));
    expect(repeated).toEqual({
      ok: false,
      issues: [{path: 'customModes[0].groups', message: 'Duplicate groups are not allowed'}],
    });
  });

  it('explains empty input instead of reporting schema errors', () => {
    expect(validateModesFile('  \n\t ')).toEqual({
      ok: false,
      issues: [{path: '(input)', message: 'Nothing to check yet: paste a .roomodes file or a single mode.'}],
    });
  });

  it('reports text that is not YAML with its line and column', () => {
    expect(validateModesFile('{"customModes": [],, }')).toEqual({
      ok: false,
      issues: [{path: 'line 1, column 20', message: 'Not valid YAML or JSON: Unexpected , in flow map'}],
    });
    const result = validateModesFile('customModes:\n  - slug: a\n    name: "unterminated\n');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0].path).toMatch(/^line \d+, column \d+$/);
  });

  it('reports plain prose as the wrong type at the root, with zod’s message', () => {
    expect(validateModesFile('just some words')).toEqual({
      ok: false,
      issues: [{path: '(root)', message: 'Expected object, received string'}],
    });
  });

  it('refuses input over 200,000 characters without parsing it', () => {
    const started = performance.now();
    const result = validateModesFile('x'.repeat(1_000_000));
    expect(result).toEqual({
      ok: false,
      issues: [
        {path: '(input)', message: 'The text is 1,000,000 characters long; the validator reads at most 200,000.'},
      ],
    });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses deeply nested brackets, indentation and indicator chains quickly', () => {
    const message = {path: '(input)', message: 'The text nests more than 64 levels deep.'};
    for (const deep of [
      '['.repeat(90_000) + ']'.repeat(90_000),
      '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
      '? '.repeat(60_000) + 'x',
      '- '.repeat(60_000) + 'x',
      Array.from({length: 300}, (_, i) => ' '.repeat(i) + 'k:').join('\n'),
    ]) {
      const started = performance.now();
      expect(validateModesFile(deep)).toEqual({ok: false, issues: [message]});
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('reports a repeated key with its line and column, in a nested mapping too', () => {
    const result = validateModesFile('customModes:\n  - slug: a\n    name: A\n    slug: b\n');
    expect(result).toEqual({
      ok: false,
      issues: [{path: 'line 4, column 5', message: 'Not valid YAML or JSON: Map keys must be unique'}],
    });
    // Merge keys may repeat, as YAML allows.
    expect(validateModesFile('a: &x {slug: s}\nb:\n  <<: *x\n  <<: *x\n').ok).toBe(false);
  });

  it('checks many keys in linear time (yaml compared every key with every other)', () => {
    const keys = (count: number) => Array.from({length: count}, (_, index) => `k${index}: 1`).join('\n');
    const time = (text: string) => {
      const started = performance.now();
      validateModesFile(text);
      return performance.now() - started;
    };
    time(keys(1000));
    // Four times the keys may take about four times as long, not sixteen; the margin absorbs a busy machine.
    const ratio = time(keys(12_000)) / Math.max(time(keys(3000)), 1);
    expect(ratio).toBeLessThan(9);
  }, 60_000);

  it('stops a YAML alias bomb instead of expanding it', () => {
    const started = performance.now();
    expect(validateModesFile(billionLaughs)).toEqual({
      ok: false,
      issues: [{path: '(input)', message: 'The aliases (*name) expand to too many values; the validator allows 100.'}],
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('nestingOf', () => {
  it('counts a modes file as shallow', () => {
    expect(nestingOf(goodYaml)).toBeLessThan(10);
  });
});
