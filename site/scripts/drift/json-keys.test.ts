import {describe, expect, it} from 'vitest';
import {changedKeys, changesPageMentions, jsonKeyChanges, keyPath} from './json-keys';

describe('changedKeys', () => {
  it('lists each changed leaf by its path, added and removed keys included', () => {
    const before = {version: '1', a: {b: 1, c: [1, 2]}, gone: true};
    const after = {version: '2', a: {b: 1, c: [2, 1]}, added: 'x'};
    expect(changedKeys(before, after).map(keyPath)).toEqual(['a › c', 'added', 'gone', 'version']);
  });

  it('gives undefined for text that is not JSON', () => {
    expect(jsonKeyChanges('{', '{}')).toBeUndefined();
    expect(jsonKeyChanges('{"a": 1}', '{"a": 2}')).toEqual([{path: ['a'], before: 1, after: 2}]);
  });
});

describe('changesPageMentions', () => {
  const manifest = jsonKeyChanges(
    JSON.stringify({
      version: '3.28.10',
      contributes: {configuration: {properties: {'roo-cline.allowedCommands': {default: ['git log']}}}},
    }),
    JSON.stringify({
      version: '3.28.11',
      contributes: {configuration: {properties: {'roo-cline.allowedCommands': {default: ['git log', 'ls']}}}},
    }),
  )!;

  it('ignores a version bump even on a page that names the version', () => {
    const bump = manifest.filter((change) => change.path[0] === 'version');
    expect(changesPageMentions(bump, 'Accurate for Roo Code 3.28.10 and 3.28.11.')).toEqual([]);
  });

  it('keeps a setting the page names, by its key or the part after the prefix', () => {
    const mentioned = changesPageMentions(manifest, 'The `allowedCommands` setting lists prefixes.');
    expect(mentioned.map(keyPath)).toEqual([
      'contributes › configuration › properties › roo-cline.allowedCommands › default',
    ]);
  });

  it('keeps a label the page quotes and drops one it does not', () => {
    const locale = jsonKeyChanges('{"a": "Save changes", "b": "Discard"}', '{"a": "Save", "b": "Drop"}')!;
    expect(changesPageMentions(locale, 'Click :ui[Save changes].').map(keyPath)).toEqual(['a']);
  });

  it('does not count structural names such as default or description as a mention', () => {
    const change = jsonKeyChanges('{"x": {"description": "old"}}', '{"x": {"description": "new"}}')!;
    expect(changesPageMentions(change, 'The default and the description.')).toEqual([]);
  });
});
