/** Resolves in a new task, so work queued after it does not lengthen the current one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` in a task of its own after the next frame has been painted: work an
 * interaction sets off but need not show (a prefetch, making the page behind a menu inert)
 * stays out of the interaction's own latency, from input to paint, and is still done
 * within a frame or two. Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Runs `task` when the browser is idle (Safari has no requestIdleCallback: a timer). */
export function whenIdle(task: () => void, fallbackDelayMs = 1500): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => task());
  else setTimeout(task, fallbackDelayMs);
}
