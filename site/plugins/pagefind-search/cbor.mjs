// Reads CBOR (RFC 8949), the encoding of Pagefind's metadata and index chunks, as far as Pagefind writes it: numbers,
// strings, arrays, maps, tags and simple values of definite length. Anything else throws, so a format change is
// noticed rather than misread.

const FLOAT_SIZES = {25: 2, 26: 4, 27: 8};
const SIMPLE = {20: false, 21: true, 22: null, 23: undefined};

/** The value encoded in `bytes` (a Uint8Array or Buffer). */
export function decodeCbor(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('utf-8', {fatal: true});
  let offset = 0;

  const unsigned = (size) => {
    let value = 0;
    for (let index = 0; index < size; index += 1) value = value * 256 + view.getUint8(offset + index);
    offset += size;
    return value;
  };
  const argument = (info) => {
    if (info < 24) return info;
    if (info >= 24 && info <= 27) return unsigned(2 ** (info - 24));
    throw new Error(`CBOR: indefinite or reserved length (${info}) at byte ${offset - 1}`);
  };
  const float = (size) => {
    const value = size === 4 ? view.getFloat32(offset) : size === 8 ? view.getFloat64(offset) : halfFloat();
    offset += size;
    return value;
  };
  const halfFloat = () => {
    const half = view.getUint16(offset);
    const exponent = (half >> 10) & 0x1f;
    const fraction = half & 0x3ff;
    const magnitude =
      exponent === 0
        ? fraction * 2 ** -24
        : exponent === 31
          ? fraction
            ? NaN
            : Infinity
          : (1024 + fraction) * 2 ** (exponent - 25);
    return half & 0x8000 ? -magnitude : magnitude;
  };

  const item = () => {
    const initial = view.getUint8(offset);
    offset += 1;
    const major = initial >> 5;
    const info = initial & 0x1f;
    if (major === 7) {
      if (info in FLOAT_SIZES) return float(FLOAT_SIZES[info]);
      if (info in SIMPLE) return SIMPLE[info];
      throw new Error(`CBOR: unknown simple value ${info} at byte ${offset - 1}`);
    }
    const length = argument(info);
    switch (major) {
      case 0:
        return length;
      case 1:
        return -1 - length;
      case 2:
      case 3: {
        const slice = bytes.subarray(offset, offset + length);
        offset += length;
        return major === 2 ? slice : text.decode(slice);
      }
      case 4:
        return Array.from({length}, item);
      case 5: {
        const map = new Map();
        for (let index = 0; index < length; index += 1) map.set(item(), item());
        return map;
      }
      default:
        // A tag: the tagged value is what Pagefind means.
        return item();
    }
  };

  const value = item();
  if (offset !== bytes.length) throw new Error(`CBOR: ${bytes.length - offset} bytes left after the value`);
  return value;
}
