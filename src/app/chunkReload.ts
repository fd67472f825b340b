/**
 * After a new deploy, an open page may ask for a route chunk whose hashed file no longer
 * exists. Such a failure is repaired by loading the page afresh, once: the flag in
 * sessionStorage stops a reload loop when the chunk is really gone.
 */
const FLAG = "chunk-reload-at";
const WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads once for a chunk error; returns true when a reload was started. */
export function reloadOnceForChunkError(
  error: unknown,
  win: Pick<Window, "location" | "sessionStorage"> = window,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(win.sessionStorage.getItem(FLAG) ?? 0);
    if (now - last < WINDOW_MS) return false;
    win.sessionStorage.setItem(FLAG, String(now));
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}
