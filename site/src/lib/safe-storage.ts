/** The parts of Web Storage the site uses. */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

type Warn = (...args: unknown[]) => void;

/**
 * Wraps a storage that may be missing or throw (private modes, blocked cookies, full quota): the first failure
 * logs one warning and from then on reads give nothing and writes are dropped, so every feature still works.
 */
export function safeStorage(getStorage: () => KeyValueStore | undefined, warn: Warn = console.warn): KeyValueStore {
  let broken = false;
  const attempt = <T>(action: (storage: KeyValueStore) => T, fallback: T): T => {
    if (broken) return fallback;
    try {
      const storage = getStorage();
      if (!storage) throw new Error('no storage');
      return action(storage);
    } catch (error) {
      broken = true;
      warn('Storage is unavailable, so preferences will not be remembered:', error);
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}
