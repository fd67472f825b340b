import { pageLocale } from "../content/locale.ts";
import { localeInfo } from "../content/locales.ts";

/** The agency's time zone: a day of the site is a day in Cyprus, wherever it is read. */
export const TIME_ZONE = "Europe/Nicosia";

/**
 * "14 March 2026" on English pages, "14 Μαρτίου 2026" on Greek ones: an explicit locale
 * and time zone, so the pre-render and every browser write the very same string
 * (hydration compares them). Made on first use, not when the module loads: the first
 * Intl.DateTimeFormat with a time zone loads the browser's zone data, ~14 ms of main
 * thread on this machine, and most pages never format a date (the footer's year does not
 * need it, see isoDay).
 */
let longDay: Intl.DateTimeFormat | undefined;
const longDayFormat = () =>
  (longDay ??= new Intl.DateTimeFormat(localeInfo[pageLocale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }));

/** The day (in Cyprus) of a moment, as long text. */
export function formatLongDate(date: Date): string {
  return longDayFormat().format(date);
}

/** The long text of a "2026-03-14" day of the content (noon UTC is that day in Cyprus). */
export function formatDay(day: string): string {
  return longDayFormat().format(new Date(`${day}T12:00:00Z`));
}

const HOUR = 3_600_000;

/**
 * "2026-03-14", the day in Cyprus of a moment, for <time dateTime> and the footer's year.
 * Computed, not formatted: Cyprus keeps Eastern European Time, UTC+2, and summer time,
 * UTC+3, by the EU rule (from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
 * last Sunday of October), which is what Intl's Europe/Nicosia gives (a test compares
 * them over years of hours).
 */
export function isoDay(date: Date): string {
  const offset = isEuSummerTime(date.getTime()) ? 3 : 2;
  return new Date(date.getTime() + offset * HOUR).toISOString().slice(0, 10);
}

/** Whether EU summer time is in force at `time` (ms since the epoch). */
function isEuSummerTime(time: number): boolean {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9);
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}
