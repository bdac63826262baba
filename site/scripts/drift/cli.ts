// npm run drift -- --upstream <Roo-Code clone or git dir> --to <tag> [--docs <docs folder>]
// Prints what changed upstream since each doc page was checked, and how our packages/types differs from the
// upstream's at <tag>. Reads the upstream with git only; never touches the network.
import path from 'node:path';
import citedRanges from '../../build-lib/upstream-data/cited-ranges.json';
import {driftReport} from './report';
import {parseCli, USAGE} from './usage';

async function main(): Promise<void> {
  const values = parseCli(process.argv.slice(2));
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.upstream || !values.to) {
    console.error(USAGE);
    process.exit(2);
  }
  const ours = (await import('@roo-code-docs/types')) as Record<string, unknown>;
  const lines = driftReport({
    upstream: path.resolve(values.upstream),
    to: values.to,
    docsDir: path.resolve(values.docs ?? path.join(__dirname, '../../docs')),
    ours,
    citedRanges,
  });
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
