// A strict JSON reader (what JSON.parse accepts, nothing more) that also reports what JSON.parse hides: the line and
// column of a syntax error, and keys written twice in one object (JSON.parse silently keeps the last one).
export type JsonPathPart = string | number;

export type DuplicateKey = {path: JsonPathPart[]; key: string; line: number; column: number};

export type JsonReadResult =
  {ok: true; value: unknown; duplicates: DuplicateKey[]} | {ok: false; message: string; line: number; column: number};

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** 1-based line and column of an offset. */
export function lineColumnOf(text: string, offset: number): {line: number; column: number} {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === '\n') {
      line += 1;
      start = i + 1;
    }
  }
  return {line, column: offset - start + 1};
}

/** Objects and arrays nested deeper than this are refused rather than risk the stack. */
const MAX_DEPTH = 200;
/** Each duplicate costs a scan for its line; past a few dozen the list says nothing new. */
const MAX_DUPLICATES = 50;

export function readJson(text: string): JsonReadResult {
  let at = 0;
  const duplicates: DuplicateKey[] = [];
  const fail = (message: string, offset = at): never => {
    throw new JsonSyntaxError(message, offset);
  };
  const describe = (offset: number) =>
    offset >= text.length ? 'the end of the text' : `${JSON.stringify(text[offset])}`;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const expect = (char: string) => {
    if (text[at] !== char) fail(`Expected ${JSON.stringify(char)} but found ${describe(at)}`);
    at += 1;
  };

  // The two mistakes JSON-with-comments habits bring, named rather than reported as an unexpected character.
  function refuseCommon() {
    if (text[at] === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) fail('Comments are not allowed in JSON');
    if (text[at] === "'") fail('Strings must use double quotes (") in JSON');
  }

  function string(): string {
    const start = at;
    expect('"');
    let end = at;
    while (end < text.length && text[end] !== '"') {
      if (text[end] === '\\') end += 1;
      else if (text.charCodeAt(end) < 0x20) fail('A control character (such as a line break) inside a string', end);
      end += 1;
    }
    if (end >= text.length) fail('A string is never closed', start);
    try {
      const value = JSON.parse(text.slice(start, end + 1)) as string;
      at = end + 1;
      return value;
    } catch {
      return fail('An invalid escape sequence in a string', start);
    }
  }

  function value(path: JsonPathPart[], depth: number): unknown {
    if (depth > MAX_DEPTH) fail(`The JSON nests more than ${MAX_DEPTH} levels deep`);
    space();
    const char = text[at];
    if (char === '{') return object(path, depth);
    if (char === '[') return array(path, depth);
    if (char === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
    if (literal) {
      at += literal[0].length;
      return JSON.parse(literal[0]) as unknown;
    }
    refuseCommon();
    return fail(`Unexpected ${describe(at)}`);
  }

  function object(path: JsonPathPart[], depth: number): Record<string, unknown> {
    expect('{');
    const result: Record<string, unknown> = {};
    const seen = new Set<string>();
    space();
    if (text[at] === '}') {
      at += 1;
      return result;
    }
    for (;;) {
      space();
      const keyAt = at;
      if (text[at] !== '"') {
        refuseCommon();
        fail(`Expected a key in double quotes but found ${describe(at)}`);
      }
      const key = string();
      if (seen.has(key) && duplicates.length < MAX_DUPLICATES)
        duplicates.push({path, key, ...lineColumnOf(text, keyAt)});
      seen.add(key);
      space();
      expect(':');
      // defineProperty, so a key named __proto__ is an ordinary key as with JSON.parse.
      Object.defineProperty(result, key, {
        value: value([...path, key], depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      space();
      if (text[at] === ',') {
        at += 1;
        space();
        if (text[at] === '}') fail('A comma after the last entry is not allowed in JSON');
        refuseCommon();
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return result;
      }
      fail(`Expected "," or "}" but found ${describe(at)}`);
    }
  }

  function array(path: JsonPathPart[], depth: number): unknown[] {
    expect('[');
    const result: unknown[] = [];
    space();
    if (text[at] === ']') {
      at += 1;
      return result;
    }
    for (;;) {
      result.push(value([...path, result.length], depth + 1));
      space();
      if (text[at] === ',') {
        at += 1;
        space();
        if (text[at] === ']') fail('A comma after the last item is not allowed in JSON');
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return result;
      }
      fail(`Expected "," or "]" but found ${describe(at)}`);
    }
  }

  try {
    const result = value([], 0);
    space();
    if (at < text.length) fail(`Unexpected ${describe(at)} after the end of the JSON value`);
    return {ok: true, value: result, duplicates};
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return {ok: false, message: error.message, ...lineColumnOf(text, error.offset)};
  }
}
