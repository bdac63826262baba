// Finds the JSX elements an MDX page embeds (`<ModelTable provider="anthropic" />`) and reads their props, so the
// Markdown twin can put a plain rendering in their place. Only literal props are understood; anything else is left
// undefined and the caller falls back to a sentence with a link.

export type JsxProps = Record<string, unknown>;

/** The value of a prop whose expression is not a plain literal, so a renderer can refuse rather than guess. */
export const UNREADABLE = Symbol('unreadable prop');

export type JsxElement = {
  name: string;
  props: JsxProps;
  /** Text between the opening and closing tag; undefined for a self-closing element. */
  children?: string;
  start: number;
  end: number;
};

class LiteralReader {
  private pos = 0;
  constructor(private readonly text: string) {}

  read(): unknown {
    const value = this.value();
    this.space();
    if (this.pos !== this.text.length) throw new Error(`Unexpected "${this.text.slice(this.pos, this.pos + 10)}"`);
    return value;
  }

  private space() {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  private value(): unknown {
    this.space();
    const char = this.text[this.pos];
    if (char === '[') return this.array();
    if (char === '{') return this.object();
    if (char === '"' || char === "'" || char === '`') return this.string();
    const word = /^(-?\d+(?:\.\d+)?|true|false|null|undefined)/.exec(this.text.slice(this.pos));
    if (!word) throw new Error(`Not a literal at "${this.text.slice(this.pos, this.pos + 10)}"`);
    this.pos += word[0].length;
    const literals: Record<string, unknown> = {true: true, false: false, null: null, undefined: undefined};
    return word[0] in literals ? literals[word[0]] : Number(word[0]);
  }

  private string(): string {
    const quote = this.text[this.pos++];
    let out = '';
    while (this.pos < this.text.length) {
      const char = this.text[this.pos++];
      if (char === quote) return out;
      if (quote === '`' && char === '$' && this.text[this.pos] === '{')
        throw new Error('Template expressions are not literals');
      if (char === '\\') {
        const next = this.text[this.pos++];
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      } else out += char;
    }
    throw new Error('Unterminated string');
  }

  private array(): unknown[] {
    this.pos++;
    const items: unknown[] = [];
    for (;;) {
      this.space();
      if (this.text[this.pos] === ']') {
        this.pos++;
        return items;
      }
      items.push(this.value());
      this.space();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== ']') throw new Error('Expected , or ]');
    }
  }

  private object(): Record<string, unknown> {
    this.pos++;
    const result: Record<string, unknown> = {};
    for (;;) {
      this.space();
      if (this.text[this.pos] === '}') {
        this.pos++;
        return result;
      }
      const char = this.text[this.pos];
      let key: string;
      if (char === '"' || char === "'") key = this.string();
      else {
        const ident = /^[A-Za-z_$][\w$-]*/.exec(this.text.slice(this.pos));
        if (!ident) throw new Error('Expected a key');
        key = ident[0];
        this.pos += key.length;
      }
      this.space();
      if (this.text[this.pos++] !== ':') throw new Error('Expected :');
      result[key] = this.value();
      this.space();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== '}') throw new Error('Expected , or }');
    }
  }
}

/** Reads a JavaScript literal (strings, numbers, booleans, null, arrays, plain objects); throws on anything else. */
export function parseLiteral(text: string): unknown {
  return new LiteralReader(text).read();
}

/** Index just past the `}` that closes the `{` at `open`, skipping braces inside strings. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Reads the element that starts at `start` (a `<` followed by a capital letter), or undefined if it is not one. */
export function readJsxElement(text: string, start: number): JsxElement | undefined {
  const head = /^<([A-Z][\w.]*)/.exec(text.slice(start));
  if (!head) return undefined;
  const name = head[1];
  const props: JsxProps = {};
  let pos = start + head[0].length;
  for (;;) {
    while (/\s/.test(text[pos] ?? '')) pos++;
    if (text.startsWith('/>', pos)) return {name, props, start, end: pos + 2};
    if (text[pos] === '>') {
      const close = text.indexOf(`</${name}>`, pos + 1);
      if (close < 0) return undefined;
      return {name, props, children: text.slice(pos + 1, close), start, end: close + name.length + 3};
    }
    if (text[pos] === '{') {
      // A spread ({...props}) cannot be read without running code; skip it.
      const end = closingBrace(text, pos);
      if (end < 0) return undefined;
      pos = end;
      continue;
    }
    const attr = /^[A-Za-z_:][\w:.-]*/.exec(text.slice(pos));
    if (!attr) return undefined;
    pos += attr[0].length;
    if (text[pos] !== '=') {
      props[attr[0]] = true;
      continue;
    }
    pos++;
    const quote = text[pos];
    if (quote === '"' || quote === "'") {
      const end = text.indexOf(quote, pos + 1);
      if (end < 0) return undefined;
      props[attr[0]] = text.slice(pos + 1, end);
      pos = end + 1;
    } else if (quote === '{') {
      const end = closingBrace(text, pos);
      if (end < 0) return undefined;
      try {
        props[attr[0]] = parseLiteral(text.slice(pos + 1, end - 1));
      } catch {
        props[attr[0]] = UNREADABLE;
      }
      pos = end;
    } else return undefined;
  }
}
