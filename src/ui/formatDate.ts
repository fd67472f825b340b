import { pageLocale } from "../content/locale.ts";
import { localeInfo } from "../content/locales.ts";

/** The agency's time zone: a day of the site is a day in Cyprus, wherever it is read. */
export const TIME_ZONE = "Europe/Nicosia";

/**
 * "14 March 2026" on English pages, "14 Μαρτίου 2026" on Greek ones: an explicit locale
 * and time zone, so the pre-render and every browser write the very same string
 * (hydration compares them).
 */
const longDay = new Intl.DateTimeFormat(localeInfo[pageLocale].intl, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
/** en-CA writes YYYY-MM-DD. */
const isoFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: TIME_ZONE,
});

/** The day (in Cyprus) of a moment, as long text. */
export function formatLongDate(date: Date): string {
  return longDay.format(date);
}

/** "2026-03-14", the day in Cyprus of a moment, for <time dateTime>. */
export function isoDay(date: Date): string {
  return isoFormat.format(date);
}

/** The long text of a "2026-03-14" day of the content (noon UTC is that day in Cyprus). */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}
