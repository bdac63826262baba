import {useEffect, useState} from 'react';
import {whenIdle} from '@site/src/lib/when-idle';

/**
 * False in the server render and while the page hydrates; true once the browser is next idle. For parts a reader
 * does not wait for: rendering them later keeps their work out of hydration's long tasks.
 */
export function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
