import {deflateRawSync} from 'node:zlib';

import {describe, expect, it} from 'vitest';

import {parseVsixManifest, readZipEntries} from '../src/vsix.js';

/** A zip archive as a packer writes one: local headers, data, central directory, end record (CRCs left at 0). */
function zip(entries: {name: string; data: Buffer; deflate?: boolean}[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const {name, data, deflate} of entries) {
    const body = deflate ? deflateRawSync(data) : data;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    // An extra field in the local header only, as some packers write: the reader must skip it by its own length.
    const extra = Buffer.alloc(4);
    local.writeUInt16LE(extra.length, 28);
    locals.push(local, nameBytes, extra, body);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(deflate ? 8 : 0, 10);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + extra.length + body.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, dir, end, Buffer.from(comment)]);
}

describe('readZipEntries', () => {
  const readme = Buffer.from('# Example\n\nSome words, '.repeat(20));
  const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const archive = zip(
    [
      {name: 'extension/readme.md', data: readme, deflate: true},
      {name: 'extension/icon.png', data: icon},
      {name: 'extension/other.js', data: Buffer.from('skipped')},
    ],
    'an archive comment',
  );

  it('reads stored and deflated entries by name, past a comment after the end record', () => {
    const found = readZipEntries(archive, ['extension/readme.md', 'extension/icon.png', 'extension/missing.txt']);
    expect([...found.keys()].sort()).toEqual(['extension/icon.png', 'extension/readme.md']);
    expect(found.get('extension/readme.md')?.equals(readme)).toBe(true);
    expect(found.get('extension/icon.png')?.equals(icon)).toBe(true);
  });

  it('refuses what is not a zip archive', () => {
    expect(() => readZipEntries(Buffer.alloc(64), ['a'])).toThrow('not a zip archive');
  });
});

describe('parseVsixManifest', () => {
  // The shape vsce writes, with values of our own.
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0">
  <Metadata>
    <Identity Language="en-US" Id="sample-ext" Version="1.2.3" Publisher="SamplePub" />
    <DisplayName>Sample &amp; Co</DisplayName>
    <Description xml:space="preserve">Does one thing well.</Description>
    <Tags>alpha, beta,,gamma</Tags>
    <Categories>Other</Categories>
    <Properties>
      <Property Id="Microsoft.VisualStudio.Code.Engine" Value="^1.90.0" />
      <Property Id="Microsoft.VisualStudio.Services.Links.Source" Value="https://example.org/a?b=1&amp;c=2" />
    </Properties>
  </Metadata>
  <Assets>
    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true" />
    <Asset Type="Microsoft.VisualStudio.Services.Icons.Default" Path="extension/icon.png" Addressable="true" />
    <Asset Type="Some.Internal.Part" Path="extension/internal.bin" />
  </Assets>
</PackageManifest>`;

  it('gives the identity, texts, lists, properties and addressable assets', () => {
    const listing = parseVsixManifest(xml);
    expect(listing).toMatchObject({
      publisher: 'SamplePub',
      name: 'sample-ext',
      version: '1.2.3',
      displayName: 'Sample & Co',
      description: 'Does one thing well.',
      tags: ['alpha', 'beta', 'gamma'],
      categories: ['Other'],
      properties: [
        {key: 'Microsoft.VisualStudio.Code.Engine', value: '^1.90.0'},
        {key: 'Microsoft.VisualStudio.Services.Links.Source', value: 'https://example.org/a?b=1&c=2'},
      ],
    });
    expect([...listing.assetPaths]).toEqual([
      ['Microsoft.VisualStudio.Code.Manifest', 'extension/package.json'],
      ['Microsoft.VisualStudio.Services.Icons.Default', 'extension/icon.png'],
    ]);
  });

  it('refuses a manifest without a complete identity', () => {
    expect(() => parseVsixManifest('<PackageManifest></PackageManifest>')).toThrow('no Identity');
    expect(() => parseVsixManifest('<Identity Id="x" Version="1.0.0" />')).toThrow('lacks Id, Version or Publisher');
  });
});
