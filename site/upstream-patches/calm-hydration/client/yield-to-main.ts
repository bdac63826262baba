// Ends the current task and resumes in a new one, so the browser can paint and handle input in between. A
// zero-delay timer would do the same but is clamped to 4 ms once timers nest, and a microtask (await of a resolved
// promise) never leaves the task at all.
type Scheduler = {yield?: () => Promise<void>};

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Scheduler}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
