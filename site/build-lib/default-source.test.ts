import {describe, expect, it} from 'vitest';

import {defaultSource} from './default-source';

describe('defaultSource', () => {
  it('names the extension for a handler line and links it at the documented tag', () => {
    expect(defaultSource('src/api/providers/requesty.ts:69')).toEqual({
      by: 'the extension',
      label: 'src/api/providers/requesty.ts:69',
      short: 'requesty.ts:69',
      url: 'https://github.com/RooCodeInc/Roo-Code/blob/v3.28.10/src/api/providers/requesty.ts#L69',
    });
  });

  it('tells the panel, the VS Code setting and the Cloud client apart from the extension', () => {
    expect(defaultSource('webview-ui/src/components/ui/hooks/useSelectedModel.ts:147').by).toBe('the Roo Code panel');
    expect(defaultSource('src/package.json:380').by).toBe("the VS Code setting's declaration");
    expect(defaultSource('packages/cloud/src/CloudShareService.ts:44').by).toBe('the Roo Code Cloud client');
  });

  it('refuses a line outside the parts of Roo Code it knows', () => {
    expect(() => defaultSource('apps/web/page.tsx:3')).toThrow(/outside the parts of Roo Code/);
  });
});
