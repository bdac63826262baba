import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import {describe, expect, it} from 'vitest';

// The type-aware rules moved from typescript-eslint to oxlint (TypeScript 7's checker, a sixth of the time). These
// keep the move whole: every type-aware rule of typescript-eslint's recommended-type-checked set is on in oxlint for
// TypeScript files, and ESLint builds no type information any more (it would cost the minutes the move saved).
const ROOT = path.resolve(__dirname, '../..');
type Override = {files: string[]; rules: Record<string, string>};
const oxlint = JSON.parse(fs.readFileSync(path.join(ROOT, '.oxlintrc.json'), 'utf8')) as {overrides: Override[]};

/** Rules of the set that stay off on purpose. */
const OFF_ON_PURPOSE = new Set([
  // Plugin hooks and test fakes are async by contract even when their body awaits nothing.
  'require-await',
]);

type RuleMeta = {meta: {docs?: {requiresTypeChecking?: boolean}}};
const ruleMeta = (tseslint.plugin as {rules?: Record<string, RuleMeta>}).rules ?? {};

function typeAwareRecommended(): string[] {
  const enabled = new Map<string, unknown>();
  for (const config of tseslint.configs.recommendedTypeChecked) {
    for (const [name, level] of Object.entries(config.rules ?? {})) enabled.set(name, level);
  }
  return [...enabled]
    .filter(([, level]) => level !== 'off')
    .map(([name]) => name.replace('@typescript-eslint/', ''))
    .filter((name) => ruleMeta[name]?.meta.docs?.requiresTypeChecking);
}

describe('type-aware lint', () => {
  it('runs every type-aware rule of the recommended set in oxlint on TypeScript files', () => {
    const forTypeScript = oxlint.overrides.find((override) => override.files.includes('**/*.ts'));
    const on = Object.entries(forTypeScript?.rules ?? {})
      .filter(([, level]) => level === 'error')
      .map(([name]) => name.replace('typescript/', ''));
    const expected = typeAwareRecommended().filter((name) => !OFF_ON_PURPOSE.has(name));
    expect(expected.length).toBeGreaterThan(15);
    expect(on.sort()).toEqual(expected.sort());
  });

  it('leaves ESLint without type information', () => {
    const config = fs.readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8');
    expect(config).not.toMatch(/projectService|TypeChecked/);
  });
});
