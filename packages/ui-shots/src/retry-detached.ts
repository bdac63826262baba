// The chat's message list is virtualised: while it settles after a scroll it swaps the element that renders a row for
// a new one, so an element found a moment ago can be gone when an action reaches it. Such an action is tried again
// on the element the locator finds then; any other error is the scene's own and fails it at once.
const DETACHED = /not attached to the DOM|Element is detached/;

export async function retryDetached<T>(action: () => Promise<T>, attempts = 5, pauseMs = 200): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= attempts || !DETACHED.test(String((error as Error)?.message ?? error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
