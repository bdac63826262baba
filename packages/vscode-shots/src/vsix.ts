// Reads what a gallery would say about an extension from its VSIX alone: the package's extension.vsixmanifest (the
// identity, display name, description, tags, categories, properties, and which file is which asset) and those asset
// files. A VSIX is a zip; the few entries wanted are read through its central directory with node's own inflate.
import {readFileSync} from 'node:fs';
import {inflateRawSync} from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The named entries of a zip archive (stored or deflated), by name; names not in the archive are left out. */
export function readZipEntries(zip: Buffer, names: readonly string[]): Map<string, Buffer> {
  // The end record sits in the last 22 bytes plus a comment of at most 64 KiB.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const wanted = new Set(names);
  const found = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`broken central directory at byte ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (!wanted.has(name)) continue;
    if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Error(`no local header for ${name}`);
    // The local header repeats the name and has an extra field of its own length.
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) found.set(name, Buffer.from(data));
    else if (method === 8) found.set(name, inflateRawSync(data));
    else throw new Error(`${name}: compression method ${method} is not supported`);
  }
  return found;
}

export interface VsixListing {
  publisher: string;
  name: string;
  version: string;
  displayName: string;
  description: string;
  tags: string[];
  categories: string[];
  /** The manifest's Property elements (engine, links, pricing…), in order. */
  properties: {key: string; value: string}[];
  /** Each addressable asset's type and bytes (manifest, README, changelog, license, icon). */
  assets: Map<string, Buffer>;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, key, value] of tag.matchAll(/([A-Za-z:]+)="([^"]*)"/g)) if (key) out[key] = unescapeXml(value ?? '');
  return out;
}

const element = (xml: string, name: string) => {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? unescapeXml(match[1] ?? '').trim() : '';
};

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The listing as the package's own manifest gives it (the XML vsce writes), without the asset bytes. */
export function parseVsixManifest(xml: string): Omit<VsixListing, 'assets'> & {assetPaths: Map<string, string>} {
  const identity = /<Identity\s[^>]*>/.exec(xml);
  if (!identity) throw new Error('extension.vsixmanifest has no Identity');
  const {Id: name, Version: version, Publisher: publisher} = attributes(identity[0]);
  if (!name || !version || !publisher) throw new Error('the Identity lacks Id, Version or Publisher');
  const properties = [...xml.matchAll(/<Property\s[^>]*>/g)].map((m) => {
    const {Id, Value} = attributes(m[0]);
    return {key: Id ?? '', value: Value ?? ''};
  });
  const assetPaths = new Map<string, string>();
  for (const m of xml.matchAll(/<Asset\s[^>]*>/g)) {
    const {Type, Path, Addressable} = attributes(m[0]);
    if (Type && Path && Addressable === 'true') assetPaths.set(Type, Path);
  }
  return {
    publisher,
    name,
    version,
    displayName: element(xml, 'DisplayName'),
    description: element(xml, 'Description'),
    tags: list(element(xml, 'Tags')),
    categories: list(element(xml, 'Categories')),
    properties: properties.filter((p) => p.key),
    assetPaths,
  };
}

export function readVsix(file: string): VsixListing {
  const zip = readFileSync(file);
  const manifest = readZipEntries(zip, ['extension.vsixmanifest']).get('extension.vsixmanifest');
  if (!manifest) throw new Error(`${file}: no extension.vsixmanifest`);
  const {assetPaths, ...listing} = parseVsixManifest(manifest.toString('utf8'));
  const files = readZipEntries(zip, [...assetPaths.values()]);
  const assets = new Map<string, Buffer>();
  for (const [type, entry] of assetPaths) {
    const bytes = files.get(entry);
    if (!bytes) throw new Error(`${file}: the manifest names ${entry}, which the archive lacks`);
    assets.set(type, bytes);
  }
  return {...listing, assets};
}
