import {describe, it} from 'vitest';
import {contractOf} from '../contract';

const contract = contractOf('code-block');
const THEME = '@docusaurus/theme-classic';

describe('code-block contract with the installed theme', () => {
  it('finds the code block choosing String or Element content, keyed on useIsBrowser (the remount we drop)', () => {
    const source = contract.read(THEME, 'lib/theme/CodeBlock/index.js');
    contract
      .expect(source, 'the Element content import')
      .toContain("import ElementContent from '@theme/CodeBlock/Content/Element'");
    contract
      .expect(source, 'the String content import')
      .toContain("import StringContent from '@theme/CodeBlock/Content/String'");
    contract.expect(source, 'the block keyed on useIsBrowser').toContain('key={String(isBrowser)}');
  });

  it('finds the markup CodeBlock/Content and Line copy: pre, code, line classes and line numbers', () => {
    const content = contract.read(THEME, 'lib/theme/CodeBlock/Content/index.js');
    for (const part of [
      'ref={wordWrap.codeBlockRef}',
      'tabIndex={0}',
      "styles.codeBlock, 'thin-scrollbar'",
      'styles.codeBlockLinesWithNumbering',
      '`line-count ${metadata.lineNumbersStart - 1}`',
    ]) {
      contract.expect(content, `CodeBlock/Content's \`${part}\``).toContain(part);
    }
    const line = contract.read(THEME, 'lib/theme/CodeBlock/Line/index.js');
    for (const part of [
      'showLineNumbers && styles.codeLine',
      'styles.codeLineNumber',
      'styles.codeLineContent',
      '<br />',
    ]) {
      contract.expect(line, `CodeBlock/Line's \`${part}\``).toContain(part);
    }
    contract.file(THEME, 'lib/theme/CodeBlock/Content/String.js');
  });

  it("finds the code block context's metadata fields the copy reads", () => {
    const utils = contract.read('@docusaurus/theme-common', 'lib/utils/codeBlockUtils.js');
    for (const field of ['codeInput: params.code', 'lineClassNames', 'lineNumbersStart']) {
      contract.expect(utils, `the code block metadata's \`${field}\``).toContain(field);
    }
    contract
      .expect(contract.read('@docusaurus/theme-common', 'lib/internal.js'), 'the export useCodeBlockContext')
      .toContain('useCodeBlockContext');
  });
});
