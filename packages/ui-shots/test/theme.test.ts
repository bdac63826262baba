import {describe, expect, it} from 'vitest';

import {bodyAttributes, fontFaceCss, HOST_FONT_VARIABLES, parseDump, THEMES, variablesStyle} from '../src/theme.js';

async function dump(name: 'dark-v2.js' | 'light-v2.js') {
  const module = (await import(`@vscode-elements/webview-playground/dist/themes/${name}`)) as {theme: unknown};
  return parseDump(module.theme);
}

describe('theme dumps', () => {
  it('take the whole Dark Modern and Light Modern sets', async () => {
    const dark = await dump('dark-v2.js');
    const light = await dump('light-v2.js');
    expect(dark.length).toBeGreaterThan(700);
    expect(light.length).toBeGreaterThan(700);
    expect(new Map(dark).get('--vscode-sideBar-background')).toBe('#181818');
    expect(new Map(light).get('--vscode-sideBar-background')).toBe('#f8f8f8');
  });

  it('rejects what is not a list of --vscode- pairs', () => {
    expect(() => parseDump([])).toThrow(/non-empty/);
    expect(() => parseDump([['--vscode-a', 1]])).toThrow(/entry 0/);
    expect(() => parseDump([['color', 'red']])).toThrow(/not a --vscode- variable/);
  });
});

describe('variablesStyle', () => {
  it('writes every variable of the dump and the host font variables, the host winning', () => {
    const style = variablesStyle([
      ['--vscode-foreground', '#cccccc'],
      ['--vscode-font-size', '99px'],
    ]);
    expect(style).toContain('--vscode-foreground: #cccccc;');
    for (const [name, value] of HOST_FONT_VARIABLES) expect(style).toContain(`${name}: ${value};`);
    expect(style).not.toContain('99px');
    expect(style.match(/--vscode-font-size:/g)).toHaveLength(1);
  });
});

describe('bodyAttributes', () => {
  it('sets the class and theme data attributes as the webview host does', () => {
    expect(bodyAttributes(THEMES.dark)).toMatchObject({
      class: 'vscode-dark',
      'data-vscode-theme-kind': 'vscode-dark',
      'data-vscode-theme-name': 'Dark Modern',
    });
    expect(bodyAttributes(THEMES.light).class).toBe('vscode-light');
  });
});

describe('fonts', () => {
  it('registers each file under each alias', () => {
    const css = fontFaceCss(
      ['Segoe UI', 'Consolas'],
      [
        {url: '/fonts/a.woff2', weight: 400, style: 'normal'},
        {url: '/fonts/b.ttf', weight: '100 900', style: 'normal', unicodeRange: 'U+1F300-1F5FF', format: 'truetype'},
      ],
    );
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-family: "Consolas"; src: url("/fonts/b.ttf") format("truetype")');
    expect(css).toContain('src: url("/fonts/a.woff2") format("woff2")');
    expect(css).toContain('unicode-range: U+1F300-1F5FF;');
  });
});
