import { useSyncExternalStore } from "react";

/**
 * The build's date, fixed when the site is built (vite `define`), so the pre-rendered
 * HTML and the hydrating client agree; after hydration React switches to the visitor's
 * actual date. Lets a page built in December show the right year in January.
 */
const buildDate = () => new Date(__BUILD_TIME__);
const subscribe = () => () => {};

export function useToday(): Date {
  // Snapshots must be stable between calls: compare by day.
  const day = useSyncExternalStore(subscribe, todayKey, buildDayKey);
  return new Date(`${day}T00:00:00`);
}

export function useCurrentYear(): number {
  return useToday().getFullYear();
}

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
function todayKey() {
  return dayKey(new Date());
}
function buildDayKey() {
  return dayKey(buildDate());
}
