import { pageLocale } from "../content/locale.ts";
import type { Locale } from "../content/locales.ts";

/** The months as a date names them ("14 March", "14 Μαρτίου": Greek's genitive). */
const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  el: [
    "Ιανουαρίου",
    "Φεβρουαρίου",
    "Μαρτίου",
    "Απριλίου",
    "Μαΐου",
    "Ιουνίου",
    "Ιουλίου",
    "Αυγούστου",
    "Σεπτεμβρίου",
    "Οκτωβρίου",
    "Νοεμβρίου",
    "Δεκεμβρίου",
  ],
};

/**
 * "14 March 2026" on English pages, "14 Μαρτίου 2026" on Greek ones, for a "2026-03-14"
 * day of the content: what Intl.DateTimeFormat writes for en-GB and el-GR (a unit test
 * compares them for every day of four years), written here so the pre-render and every
 * browser write the very same string (hydration compares them), and because the first
 * Intl.DateTimeFormat with a time zone loads the browser's zone data: 15–17 ms of main
 * thread on this machine, a long task on a phone, on every page that shows a date.
 */
export function formatDay(day: string, locale: Locale = pageLocale): string {
  const [year, month, date] = day.split("-");
  return `${Number(date)} ${MONTHS[locale][Number(month) - 1] ?? ""} ${year ?? ""}`;
}

/** The day (in Cyprus) of a moment, as long text. */
export function formatLongDate(date: Date, locale: Locale = pageLocale): string {
  return formatDay(isoDay(date), locale);
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
