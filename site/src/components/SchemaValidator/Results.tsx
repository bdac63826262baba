import type {ReactNode} from 'react';
import type {Outcome} from './runner';
import styles from './styles.module.css';

type Props = {outcome: Outcome; validText: (count: number) => string};

/** The verdict under the text box: the entries found, or each problem with the path it concerns. */
export default function Results({outcome, validText}: Props): ReactNode {
  if (outcome.ok) {
    return (
      <div className={styles.valid}>
        <p className={styles.verdict}>✓ Valid: {validText(outcome.entries.length)}</p>
        <ul>
          {outcome.entries.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
      </div>
    );
  }
  const count = outcome.issues.length;
  return (
    <div className={styles.invalid}>
      <p className={styles.verdict}>{count === 1 ? '1 problem' : `${count} problems`}</p>
      <ul>
        {outcome.issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
