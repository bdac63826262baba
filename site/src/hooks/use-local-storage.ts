import {safeStorage, type KeyValueStore} from '@site/src/lib/safe-storage';

// One wrapper for the whole page, so a blocked storage warns once rather than once per component.
let shared: KeyValueStore | undefined;

export function localStore(): KeyValueStore {
  shared ??= safeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));
  return shared;
}
