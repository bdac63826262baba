// VS Code reads settings.json and keybindings.json as JSON with comments and trailing commas; this turns such text
// into plain JSON (same length per line kept is not needed: errors are reported by path, not position).
export function stripJsonComments(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(at, end + 1);
      at = end + 1;
    } else if (char === '/' && text[at + 1] === '/') {
      while (at < text.length && text[at] !== '\n') at += 1;
    } else if (char === '/' && text[at + 1] === '*') {
      const end = text.indexOf('*/', at + 2);
      at = end < 0 ? text.length : end + 2;
    } else {
      out += char;
      at += 1;
    }
  }
  // A comma before a closing bracket, once comments are gone.
  return out.replace(/,(\s*[}\]])/g, '$1');
}

/** JSONC text → value, or the parser's message. */
export function parseJsonc(text: string): {ok: true; value: unknown} | {ok: false; message: string} {
  try {
    return {ok: true, value: JSON.parse(stripJsonComments(text)) as unknown};
  } catch (error) {
    return {ok: false, message: `not valid JSON (with comments): ${(error as Error).message}`};
  }
}
