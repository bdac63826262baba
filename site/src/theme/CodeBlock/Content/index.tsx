// Replaces Docusaurus's CodeBlock/Content, which highlights in the browser with prism-react-renderer. The remark
// plugin in build-lib/code-highlight has already tokenized the code at build time; this only slices the code into
// coloured spans. Keeps the original's <pre>/<code> markup and classes, so the title, buttons and word wrap still work.
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {displayLines} from '@site/src/lib/code-highlight/display-lines';
import Line from './Line';
import {useCodeTokens} from './tokens-context';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const tokens = useCodeTokens();
  const {codeInput, code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = useMemo(() => displayLines(codeInput, code, tokens), [codeInput, code, tokens]);
  const showLineNumbers = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // The block scrolls sideways, so a keyboard must be able to reach it.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
      >
        {lines.map((pieces, i) => (
          <Line key={i} pieces={pieces} classNames={lineClassNames[i]} showLineNumbers={showLineNumbers} />
        ))}
      </code>
    </pre>
  );
}
