// One list, so that the browser tests, the benchmarks and the screenshots run the same browser the same way: a
// figure or an image from one matches what the others see. Plain JavaScript, because the benchmarks run under node.

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = Object.freeze([
  // Containers and CI run as root, where the sandbox cannot start.
  '--no-sandbox',
  '--disable-gpu',
  // HTTP/3 to the local server would only add a failed attempt.
  '--disable-quic',
  // Nothing the browser does on its own (first-run pages, updates, sync) may add requests or work to a measurement.
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
