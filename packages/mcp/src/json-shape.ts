/**
 * The shape of a JSON text, measured in one pass over its characters without building anything: how many values
 * it holds, how deep it nests, whether the biggest part is inside the top-level `params`, and the top-level `id`
 * when it is a plain string or number. A hostile message is refused on these figures before JSON.parse and the
 * SDK's schemas spend time and memory on each of its values. The text need not be valid JSON; JSON.parse decides
 * that afterwards.
 */
export type JsonShape = {values: number; depth: number; inParams: boolean; id: unknown};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** The value of a short top-level member, or undefined when it is not one JSON.parse reads. */
function parseSmall(raw: string): unknown {
  if (raw.length === 0 || raw.length > 400) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function scanJson(text: string): JsonShape {
  let values = 0;
  let depth = 0;
  let maxDepth = 0;
  // Values counted while inside the top-level member named "params", and the depth reached there.
  let paramsValues = 0;
  let paramsDepth = 0;
  let inString = false;
  let stringStart = -1;
  let lastString = '';
  let member = '';
  let idStart = -1;
  let id: unknown;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) {
        inString = false;
        // Only top-level member names are kept, and only short ones: nothing else is ever compared.
        if (depth === 1 && index - stringStart < 16) lastString = text.slice(stringStart + 1, index);
      }
      continue;
    }
    switch (code) {
      case QUOTE:
        inString = true;
        stringStart = index;
        break;
      case OPEN_BRACE:
      case OPEN_BRACKET:
        values += 1;
        depth += 1;
        if (depth > maxDepth) maxDepth = depth;
        if (member === 'params' && depth > 1) {
          paramsValues += 1;
          if (depth > paramsDepth) paramsDepth = depth;
        }
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        if (depth === 1 && member === 'id' && idStart >= 0) id = parseSmall(text.slice(idStart, index).trim());
        depth -= 1;
        break;
      case COLON:
        if (depth === 1) {
          member = lastString;
          idStart = member === 'id' ? index + 1 : -1;
        }
        break;
      case COMMA:
        values += 1;
        if (depth === 1) {
          if (member === 'id' && idStart >= 0) id = parseSmall(text.slice(idStart, index).trim());
          member = '';
          idStart = -1;
        } else if (member === 'params') paramsValues += 1;
        break;
      default:
        break;
    }
  }
  // The bound was passed inside params when params alone would pass it.
  const inParams = paramsValues > values / 2 || paramsDepth === maxDepth;
  return {values, depth: maxDepth, inParams: inParams && (paramsValues > 0 || paramsDepth > 0), id};
}
