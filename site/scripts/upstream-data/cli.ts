// Writes the data the label and snippet checks compare pages with, from a Roo Code git directory at one tag:
//   tsx site/scripts/upstream-data/cli.ts --upstream <git dir or clone> --tag v3.28.10
// ui-strings.json: every string Roo Code shows at that tag (used locale keys of the webview and the extension, JSX
// literals, vscode.window messages, command titles, settings titles and descriptions).
// extension-contributions.json: contributed settings (type, default, enum) and command ids, for settings.json and
// keybindings.json snippets.
// cited-ranges.json: the sha256 of the lines each `:cite[]` of the doc pages points at (cited-ranges.ts); run again
// after adding or changing citations. Reads git only (no work tree, nothing run); refresh all three for each new tag.
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as prettier from 'prettier';
import {
  flattenLocale,
  jsxLiterals,
  messageLiterals,
  settingTitle,
  usedKeys,
  type Locale,
  type SourceFile,
} from './scan';
import {citedRangeRecord} from './cited-ranges';
import {DOCS_DIR, listDocPages} from '../../build-lib/doc-files';

const DATA_DIR = path.join(__dirname, '..', '..', 'build-lib', 'upstream-data');

const {values} = parseArgs({options: {upstream: {type: 'string'}, tag: {type: 'string'}, help: {type: 'boolean'}}});
if (values.help || !values.upstream || !values.tag) {
  console.log('usage: tsx site/scripts/upstream-data/cli.ts --upstream <Roo-Code git dir or clone> --tag <tag>');
  process.exit(values.help ? 0 : 1);
}
const tag = values.tag;
const upstream = values.upstream;

function git(...args: string[]): string {
  return execFileSync('git', ['-C', upstream, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
}
const show = (file: string) => git('show', `${tag}:${file}`);
/** A file at the tag, or undefined when the tag has none by that path (a citation's typo, reported below). */
const showIfThere = (file: string) => {
  try {
    return execFileSync('git', ['-C', upstream, 'show', `${tag}:${file}`], {encoding: 'utf8', stdio: 'pipe'});
  } catch {
    return undefined;
  }
};
const list = (dir: string) => git('ls-tree', '-r', '--name-only', tag, '--', dir).split('\n').filter(Boolean);

const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/(__tests__|__mocks__|\.spec\.|\.test\.|\.stories\.|\/e2e\/)/.test(file);

function locales(dir: string): Locale[] {
  return list(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({namespace: path.basename(file, '.json'), strings: flattenLocale(JSON.parse(show(file)))}));
}
const sources = (dir: string): SourceFile[] =>
  list(dir)
    .filter(isSource)
    .map((file) => ({path: file, text: show(file)}));

const strings: Record<string, string> = {};
const put = (id: string, text: string | undefined) => {
  if (typeof text === 'string' && text.trim()) strings[id] = text;
};

// Webview and extension locale keys that some source file uses.
for (const [side, localeDir, sourceDir] of [
  ['webview', 'webview-ui/src/i18n/locales/en', 'webview-ui/src'],
  ['extension', 'src/i18n/locales/en', 'src'],
] as const) {
  const all = locales(localeDir);
  const files = sources(sourceDir).filter((file) => !file.path.startsWith('webview-ui/src/i18n/'));
  const used = usedKeys(files, all, 'common');
  for (const locale of all) {
    for (const [key, text] of Object.entries(locale.strings)) {
      if (used.has(`${locale.namespace}:${key}`)) put(`${side}:${locale.namespace}:${key}`, text);
    }
  }
  if (side === 'webview') {
    for (const file of files.filter((f) => f.path.includes('/components/'))) {
      jsxLiterals(file.text).forEach((text, i) => put(`jsx:${file.path}#${i}`, text));
    }
  } else {
    for (const file of files) messageLiterals(file.text).forEach((text, i) => put(`message:${file.path}#${i}`, text));
  }
}

// What VS Code shows from the manifest: command titles (alone and as "Category: Title" in the Command Palette),
// view names, settings' descriptions and the titles VS Code derives from their keys.
type Manifest = {
  contributes: {
    commands: {command: string; title: string; category?: string}[];
    submenus?: {id: string; label: string}[];
    viewsContainers?: Record<string, {id: string; title: string}[]>;
    views?: Record<string, {id: string; name: string}[]>;
    configuration: {title?: string; properties: Record<string, Record<string, unknown>>};
  };
};
const manifest = JSON.parse(show('src/package.json')) as Manifest;
const nls = JSON.parse(show('src/package.nls.json')) as Record<string, string>;
const resolve = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^%(.+)%$/, (whole, key: string) => nls[key] ?? whole) : undefined;
const contributes = manifest.contributes;

for (const command of contributes.commands) {
  const title = resolve(command.title);
  put(`command:${command.command}`, title);
  const category = resolve(command.category);
  if (category && title) put(`command-palette:${command.command}`, `${category}: ${title}`);
}
for (const submenu of contributes.submenus ?? []) put(`submenu:${submenu.id}`, resolve(submenu.label));
for (const containers of Object.values(contributes.viewsContainers ?? {})) {
  for (const container of containers) put(`view-container:${container.id}`, resolve(container.title));
}
for (const views of Object.values(contributes.views ?? {}))
  for (const view of views) put(`view:${view.id}`, resolve(view.name));

const settings: Record<
  string,
  {type?: unknown; default?: unknown; enum?: unknown; minimum?: unknown; maximum?: unknown}
> = {};
for (const [key, property] of Object.entries(contributes.configuration.properties)) {
  put(`setting-title:${key}`, settingTitle(key));
  put(`setting:${key}`, resolve(property.markdownDescription) ?? resolve(property.description));
  const {type, default: fallback, enum: values, minimum, maximum} = property;
  settings[key] = {type, default: fallback, enum: values, minimum, maximum};
}

const sorted = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
// Written in the repository's Prettier style, so a refresh shows only real changes.
const write = async (name: string, data: unknown) => {
  const file = path.join(DATA_DIR, name);
  const options = {...(await prettier.resolveConfig(file)), filepath: file};
  writeFileSync(file, await prettier.format(JSON.stringify(data), options));
  console.log(`${name}: written`);
};
void (async () => {
  await write('ui-strings.json', {tag, strings: sorted(strings)});
  await write('extension-contributions.json', {
    tag,
    commands: contributes.commands.map((command) => command.command).sort(),
    settings: sorted(settings),
  });
  const pages = listDocPages(DOCS_DIR).map((page) => ({page, text: readFileSync(path.join(DOCS_DIR, page), 'utf8')}));
  const {record, problems} = citedRangeRecord(pages, tag, showIfThere);
  await write('cited-ranges.json', record);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
})();
