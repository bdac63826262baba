// Stands in for @docusaurus/core's client/browserContext (swapped by ./index.ts). useIsBrowser()
// turns true in an effect once the page has hydrated, and every component that asks renders again. As an ordinary
// update React does that in one piece: about 190 ms on a slow phone here, during which the page ignores input. As a
// transition the same render is done in slices with the browser free in between; the result is the same.
// The search page (src/theme/SearchPage) reads ?q= only once the flag is true and writes nothing to the address
// before then, so the query survives the later flip.
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
