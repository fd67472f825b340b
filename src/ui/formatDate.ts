const MONTHS = [
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
] as const;

/**
 * "14 March 2026". Spelled out by hand rather than with Intl so the server and every
 * browser produce the very same string (hydration compares them).
 */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ""} ${date.getFullYear()}`;
}

/** "2026-03-14", for <time dateTime>. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** "14 March 2026" for a "2026-03-14" day of the content (no time zone involved). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date ?? ""} ${MONTHS[(month ?? 1) - 1] ?? ""} ${year ?? ""}`;
}
