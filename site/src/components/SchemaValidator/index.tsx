import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {validateText, warmUp, type Kind, type Outcome} from './runner';
import styles from './styles.module.css';

type Props = {
  kind: Kind;
  /** Visible label of the text box. */
  label: string;
  /** One line under the label: what may be pasted. */
  hint: string;
  /** A valid example the "Insert an example" button fills in. */
  sample: string;
  /** What the green state says, given how many entries were found. */
  validText: (count: number) => string;
};

/** Pauses typing must reach before a check starts, so each keystroke does not start a parse. */
const DEBOUNCE_MS = 350;

/**
 * A text box that checks pasted YAML or JSON against the schemas package as the reader types, entirely in the
 * browser. The checking code loads on first use, in a worker (see runner.ts).
 */
export default function SchemaValidator({kind, label, hint, sample, validText}: Props): ReactNode {
  const id = useId();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const check = (value: string) => {
    clearTimeout(debounce.current);
    setChecking(true);
    void validateText(kind, value).then((result) => {
      // null: a newer check replaced this one and will report instead.
      if (result) {
        setOutcome(result);
        setChecking(false);
      }
    });
  };

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => check(value), DEBOUNCE_MS);
  };

  return (
    <div className={styles.validator}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint} Nothing you paste leaves your browser.
      </p>
      <textarea
        id={`${id}-input`}
        className={styles.input}
        aria-describedby={`${id}-hint`}
        value={text}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        rows={12}
        onFocus={warmUp}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => check(text)}>
          Validate
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setText(sample);
            check(sample);
          }}
        >
          Insert an example
        </button>
        {checking && <span className={styles.checking}>Checking…</span>}
      </div>
      <div className={styles.results} aria-live="polite" data-testid="validator-results">
        {outcome && <Results outcome={outcome} validText={validText} />}
      </div>
    </div>
  );
}

function Results({outcome, validText}: {outcome: Outcome; validText: Props['validText']}): ReactNode {
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
