// Runs the validators off the main thread: a large or hostile paste can take the YAML parser seconds, and
// here that only delays the answer instead of freezing the page. The runner stops this worker if it overruns.
import {validateMcpConfig} from '@roo-code-docs/types';
import {validateMarketplaceItem} from '@site/src/lib/validate-marketplace-item';
import {validateModesFile} from '@roo-code-docs/types/validate-modes-file';
import type {Kind, Request} from './runner';

const validators: Record<Kind, (text: string) => unknown> = {
  modes: validateModesFile,
  marketplace: validateMarketplaceItem,
  mcp: (text) => validateMcpConfig(text),
};

self.onmessage = (event: MessageEvent<Request>) => {
  const {id, kind, text} = event.data;
  self.postMessage({id, result: validators[kind](text)});
};
