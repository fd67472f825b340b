/** Resolves in a new task, so work queued after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a timer). */
export function whenIdle(task: () => void, fallbackDelayMs = 1500): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => task());
  else setTimeout(task, fallbackDelayMs);
}
