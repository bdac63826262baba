import {parseDocument} from 'yaml';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_NESTING, nestingOf, validateModesFile} from './validate-modes-file';

// The real parser, watched: the guards below are proven by the parser never being reached, not by a stopwatch
// (timings belong in bench/validator).
vi.mock('yaml', async (importOriginal) => {
  const yaml = await importOriginal<typeof import('yaml')>();
  return {...yaml, parseDocument: vi.fn(yaml.parseDocument)};
});

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
    expect(!result.ok && result.issues[0]?.path).toMatch(/^line \d+, column \d+$/);
  });

  it('reports plain prose as the wrong type at the root, with zod’s message', () => {
    expect(validateModesFile('just some words')).toEqual({
      ok: false,
      issues: [{path: '(root)', message: 'Expected object, received string'}],
    });
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
    // yaml's own quadratic check stays off; ours looks each key up once in a set. Counted, not timed.
    vi.mocked(parseDocument).mockClear();
    validateModesFile(keys(10));
    expect(vi.mocked(parseDocument).mock.calls[0]?.[1]).toMatchObject({uniqueKeys: false});
    const lookups = (count: number) => {
      const has = vi.spyOn(Set.prototype, 'has');
      validateModesFile(keys(count));
      const calls = has.mock.calls.length;
      has.mockRestore();
      return calls;
    };
    // Small counts: the spy on every Set lookup in the process is slow, and the ratio tells linear from quadratic alike.
    const few = lookups(1000);
    expect(few).toBeGreaterThanOrEqual(1000);
    // Four times the keys, about four times the lookups (sixteen if every key met every other).
    expect(lookups(4000) / few).toBeLessThan(5);
  });

  describe('guards that keep the parser away from hostile input', () => {
    afterEach(() => vi.restoreAllMocks());
    const parsersCalled = () => vi.mocked(parseDocument).mock.calls.length + vi.mocked(JSON.parse).mock.calls.length;

    it('refuses input over 200,000 characters without parsing or scanning it', () => {
      vi.mocked(parseDocument).mockClear();
      vi.spyOn(JSON, 'parse');
      const split = vi.spyOn(String.prototype, 'split');
      const result = validateModesFile('x'.repeat(1_000_000));
      expect(result).toEqual({
        ok: false,
        issues: [
          {path: '(input)', message: 'The text is 1,000,000 characters long; the validator reads at most 200,000.'},
        ],
      });
      expect(parsersCalled()).toBe(0);
      // The nesting scan splits the text into lines; the length check comes first, so it never starts.
      expect(split).not.toHaveBeenCalled();
    });

    it.each([
      ['brackets', '['.repeat(90_000) + ']'.repeat(90_000)],
      ['JSON objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
      ['? indicators', '? '.repeat(60_000) + 'x'],
      ['- indicators', '- '.repeat(60_000) + 'x'],
      ['indentation', Array.from({length: 300}, (_, i) => ' '.repeat(i) + 'k:').join('\n')],
    ])('refuses deeply nested %s before the parser sees them', (_, deep) => {
      vi.mocked(parseDocument).mockClear();
      vi.spyOn(JSON, 'parse');
      expect(validateModesFile(deep)).toEqual({
        ok: false,
        issues: [{path: '(input)', message: 'The text nests more than 64 levels deep.'}],
      });
      expect(parsersCalled()).toBe(0);
    });

    it('still parses text nested exactly to the limit, so the guard is the only thing refusing', () => {
      vi.mocked(parseDocument).mockClear();
      vi.spyOn(JSON, 'parse');
      const atLimit = '['.repeat(MAX_NESTING) + ']'.repeat(MAX_NESTING);
      expect(nestingOf(atLimit)).toBe(MAX_NESTING);
      validateModesFile(atLimit);
      expect(parsersCalled()).toBeGreaterThan(0);
    });

    it('stops a YAML alias bomb instead of expanding it', () => {
      vi.mocked(parseDocument).mockClear();
      expect(validateModesFile(billionLaughs)).toEqual({
        ok: false,
        issues: [
          {path: '(input)', message: 'The aliases (*name) expand to too many values; the validator allows 100.'},
        ],
      });
      // One parse of the short text; the message above comes only from resolving aliases past the cap.
      expect(parseDocument).toHaveBeenCalledTimes(1);
    });
  });
});

describe('nestingOf', () => {
  it('counts a modes file as shallow', () => {
    expect(nestingOf(goodYaml)).toBeLessThan(10);
  });
});
