import {describe, expect, it} from 'vitest';
import {flattenLocale, jsxLiterals, messageLiterals, settingTitle, usedKeys, type Locale} from './scan';

const locales: Locale[] = [
  {
    namespace: 'chat',
    strings: flattenLocale({
      save: 'Save',
      unused: 'Never shown',
      task: {title: 'Task', tokens_one: '{{count}} token', tokens_other: '{{count}} tokens'},
      status: {idle: 'Idle', busy: 'Busy'},
    }),
  },
  {
    namespace: 'settings',
    strings: flattenLocale({sections: {providers: 'Providers', terminal: 'Terminal'}, other: {x: 'X'}}),
  },
];
const used = (text: string, fallback = 'chat') => [...usedKeys([{path: 'a.tsx', text}], locales, fallback)].sort();

describe('usedKeys', () => {
  it('finds a namespaced key in t(), in i18nKey and in a plain literal kept for later', () => {
    expect(used('t("chat:save")')).toEqual(['chat:save']);
    expect(used('<Trans i18nKey="chat:task.title" />')).toEqual(['chat:task.title']);
    expect(used("const items = [{label: 'settings:other.x'}]")).toEqual(['settings:other.x']);
  });

  it("resolves an unprefixed key in the file's namespace, falling back to the default", () => {
    expect(used('const {t} = useTranslation("settings"); t("sections.terminal")')).toEqual([
      'settings:sections.terminal',
    ]);
    expect(used('t("save")')).toEqual(['chat:save']);
    expect(used('t("save")', 'settings')).toEqual([]);
  });

  it('counts plural forms as used with their key', () => {
    expect(used('t("chat:task.tokens", {count})')).toEqual(['chat:task.tokens_one', 'chat:task.tokens_other']);
  });

  it('treats a template-literal or dotted prefix as using every key under it', () => {
    expect(used('t(`settings:sections.${id}`)')).toEqual(['settings:sections.providers', 'settings:sections.terminal']);
    expect(used('t("chat:status." + state)')).toEqual(['chat:status.busy', 'chat:status.idle']);
    expect(used('t(`status.${state}`)')).toEqual(['chat:status.busy', 'chat:status.idle']);
  });

  it('ignores keys of unknown namespaces, missing keys and look-alike text', () => {
    expect(used('t("nope:save") t("chat:missing") const url = "https:example"')).toEqual([]);
  });
});

describe('jsxLiterals', () => {
  it('takes text between tags and user-facing attributes, not code', () => {
    const text = '<div title="Open settings"><span>Save all</span>{x > 1 ? <b>{y}</b> : null}</div>';
    expect(jsxLiterals(text).sort()).toEqual(['Open settings', 'Save all']);
    expect(jsxLiterals('const a = b < c && d > e; Array<string>')).toEqual([]);
    expect(jsxLiterals('const f = (): Promise<void> => x; type T = A<B>& Pick<C>')).toEqual([]);
    expect(jsxLiterals('const PROVIDERS = [{value: "bedrock", label: "Amazon Bedrock"}]')).toEqual(['Amazon Bedrock']);
  });
});

describe('messageLiterals', () => {
  it('takes literal messages and buttons, with ${} as placeholders, not keys inside t()', () => {
    const text =
      'vscode.window.showInformationMessage("No changes found.")\n' +
      'await vscode.window.showWarningMessage(`Delete ${name}?`, {modal: true}, "Delete")\n' +
      'vscode.window.showErrorMessage(t("common:errors.x", {a: "b"}))';
    expect(messageLiterals(text)).toEqual(['No changes found.', 'Delete {{name}}?', 'Delete']);
  });
});

describe('settingTitle', () => {
  it("derives VS Code's title from the key's last part", () => {
    expect(settingTitle('roo-cline.allowedCommands')).toBe('Allowed Commands');
    expect(settingTitle('roo-cline.useAgentRules')).toBe('Use Agent Rules');
  });
});
