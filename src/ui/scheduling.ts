/** Resolves in a new task, so work queued after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` in a task of its own after the next frame has been painted: work an
 * interaction sets off but need not show (a prefetch) stays out of the interaction's own
 * latency, from input to paint, and is still done within a frame or two.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a timer). */
export function whenIdle(task: () => void, fallbackDelayMs = 1500): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => task());
  else setTimeout(task, fallbackDelayMs);
}
