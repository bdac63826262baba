import {useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode} from 'react';
import {fileTooLargeMessage, lengthAfterInsert, MAX_INPUT_CHARS, tooLongMessage} from '@roo-code-docs/types';
import Results from './Results';
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

  // Oversized input is turned away before it reaches the text box: laying out megabytes froze the tab for seconds
  // (50 MB: about 100 s) before the length message could appear. maxLength stops typing and other insertions.
  const refuse = (message: string) => {
    clearTimeout(debounce.current);
    setChecking(false);
    setOutcome({ok: false, issues: [{path: '(input)', message}]});
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const box = event.currentTarget;
    const length = lengthAfterInsert(text, {start: box.selectionStart, end: box.selectionEnd}, pasted);
    if (length <= MAX_INPUT_CHARS) return;
    event.preventDefault();
    refuse(tooLongMessage(length));
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) {
      const dropped = event.dataTransfer.getData('text/plain');
      if (text.length + dropped.length <= MAX_INPUT_CHARS) return;
      event.preventDefault();
      refuse(tooLongMessage(text.length + dropped.length));
      return;
    }
    // A dropped file replaces the text; its size says whether it can fit before a byte of it is read.
    event.preventDefault();
    const tooLarge = fileTooLargeMessage(file.size);
    if (tooLarge) {
      refuse(tooLarge);
      return;
    }
    void file.text().then(
      (content) => {
        if (content.length > MAX_INPUT_CHARS) {
          refuse(tooLongMessage(content.length));
          return;
        }
        setText(content);
        check(content);
      },
      () => refuse('The file could not be read.'),
    );
  };

  return (
    <div className={styles.validator}>
      {/* Plain text: the search plugin's parser reads a noscript's inside as text, tags and all. */}
      <noscript>This validator checks your text in the browser and needs JavaScript turned on.</noscript>
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
        maxLength={MAX_INPUT_CHARS}
        onFocus={warmUp}
        onPaste={onPaste}
        onDrop={onDrop}
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
