// Where a default the schema does not hold comes from, as the settings tables print it under the value: who fills it
// in, decided by the part of Roo Code the cited line belongs to, and a link to that line at the documented tag.
import {documentedVersion, type UpstreamLine} from '@roo-code-docs/types';
import type {DefaultSource} from '../src/lib/static-props/data';

const UPSTREAM_BLOB = 'https://github.com/RooCodeInc/Roo-Code/blob';

// First match wins, so the narrower prefixes come first. The webview (chat and settings) lives under webview-ui/, the
// extension host under src/, whose package.json declares the VS Code settings.
const OWNERS: readonly (readonly [prefix: string, by: string])[] = [
  ['src/package.json', "the VS Code setting's declaration"],
  ['webview-ui/', 'the Roo Code panel'],
  ['src/', 'the extension'],
  ['packages/cloud/', 'the Roo Code Cloud client'],
  ['packages/types/', "Roo Code's shared types"],
];

export function defaultSource(cited: UpstreamLine): DefaultSource {
  const separator = cited.lastIndexOf(':');
  const path = cited.slice(0, separator);
  const line = cited.slice(separator + 1);
  const owner = OWNERS.find(([prefix]) => path.startsWith(prefix));
  if (!owner) throw new Error(`defaultSource: "${cited}" is outside the parts of Roo Code the tables know`);
  return {
    by: owner[1],
    label: cited,
    short: `${path.slice(path.lastIndexOf('/') + 1)}:${line}`,
    url: `${UPSTREAM_BLOB}/v${documentedVersion}/${path}#L${line}`,
  };
}
