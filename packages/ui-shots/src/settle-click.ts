// A click that reaches a row while the chat is still settling (a smooth scroll to its end, a row growing as its code
// is highlighted) lands where the row was a moment before, on something else, and is lost; on a loaded machine that
// happens often enough to spoil a full render. So a click first waits for its target to hold still, and a click that
// opens something may name what it opens (`until`): when that does not show, the click is made again where the
// target is now.

/** Animation frames in a row over which the target's box must not move before it is clicked. */
export const STEADY_FRAMES = 8;
/** How long a click's effect may take to show before the click counts as lost. */
export const SHOWN_WITHIN_MS = 10_000;
/** Clicks made on one target before the scene fails. */
export const CLICK_ATTEMPTS = 3;

export interface ClickSteps {
  /** Resolves once the target holds still. */
  steady: () => Promise<void>;
  click: () => Promise<void>;
  /** Resolves true once what the click opens shows, false when it has not within the wait. */
  shown?: () => Promise<boolean>;
  /** Told of each lost click, so that a log shows how often the machine's load costs one. */
  lost?: (attempt: number) => void;
}

export async function clickUntilShown(steps: ClickSteps, attempts = CLICK_ATTEMPTS): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await steps.steady();
    await steps.click();
    if (!steps.shown || (await steps.shown())) return;
    steps.lost?.(attempt);
    if (attempt >= attempts) throw new Error(`${attempts} clicks did not bring up what the click opens`);
  }
}

/**
 * Runs in the page: resolves once the element's box has been the same over `frames` animation frames in a row (a
 * scroll in progress moves it every frame), or after `capMs` for a target that never holds still, which the click
 * then takes as it is.
 */
export function untilSteady(element: Element, [frames, capMs]: [number, number]): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, capMs);
    let last = '';
    let same = 0;
    const tick = () => {
      const box = element.getBoundingClientRect();
      const key = `${box.x} ${box.y} ${box.width} ${box.height}`;
      same = key === last ? same + 1 : 0;
      last = key;
      if (same >= frames) {
        clearTimeout(cap);
        resolve();
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
