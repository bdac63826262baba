// Runs work the reader does not wait for (refreshing a count, say) once the browser is idle, and no later than
// `timeoutMs`; without requestIdleCallback (Safari), after a short timer. Returns a cancel function.
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
