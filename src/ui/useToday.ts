import { useSyncExternalStore } from "react";
import { isoDay } from "./formatDate.ts";

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
  // Noon UTC: the same day in Cyprus (formatDate.ts) and in the year's every zone nearby.
  return new Date(`${day}T12:00:00Z`);
}

export function useCurrentYear(): number {
  return useToday().getUTCFullYear();
}

/** The day in Cyprus (the agency's time zone), YYYY-MM-DD. */
const dayKey = (d: Date) => isoDay(d);
function todayKey() {
  return dayKey(new Date());
}
function buildDayKey() {
  return dayKey(buildDate());
}
