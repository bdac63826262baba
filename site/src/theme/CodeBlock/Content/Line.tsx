// One line of a code block, in the markup Docusaurus's own CodeBlock/Line gives it (line classes, line numbers, the
// <br> that keeps an empty line from collapsing), but with classes from the build instead of Prism in the browser.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {LinePiece} from '@site/src/lib/code-highlight/token-format';
import styles from './styles.module.css';

type Props = {
  readonly pieces: readonly LinePiece[];
  readonly classNames?: string[];
  readonly showLineNumbers: boolean;
};

export default function Line({pieces, classNames, showLineNumbers}: Props): ReactNode {
  const content = pieces.map(({className, text}, i) =>
    className ? (
      <span key={i} className={className}>
        {text}
      </span>
    ) : (
      text
    ),
  );
  return (
    <span className={clsx('token-line', styles.line, classNames, showLineNumbers && styles.codeLine)}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
