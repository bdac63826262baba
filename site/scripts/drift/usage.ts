// The drift command's usage text and argument parser, apart from cli.ts so a test can import them.
import {parseArgs} from 'node:util';

export const USAGE = `Usage: npm run drift -- --upstream <Roo-Code clone or git dir> --to <tag> [--docs <docs folder>]

What changed in Roo Code between the tag each doc page was checked against and <tag>, read with git only:
  Doc sources           the upstream files each page cites that changed, grouped by page (JSON files by the keys
                        that changed and that the page mentions; a version bump alone lists no page)
  Effective defaults    the cited lines behind the defaults and model overrides the tables show, by page
  Model catalogue       our model figures against the upstream's at <tag>
  Settings schemas      our settings schemas against the upstream's at <tag>

Options:
  --upstream <dir>      a clone, or a bare git dir such as .../Roo-Code/repo
  --to <tag>            the newer tag or commit to compare with
  --docs <dir>          the docs folder (default: site/docs)
  -h, --help            print this and exit`;

export function parseCli(args: string[]) {
  const {values} = parseArgs({
    args,
    options: {
      upstream: {type: 'string'},
      to: {type: 'string'},
      docs: {type: 'string'},
      help: {type: 'boolean', short: 'h'},
    },
  });
  return values;
}
