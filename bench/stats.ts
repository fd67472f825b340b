/** The few statistics and number formats every part of the bench report uses. */

/** The median of the finite values; NaN when there is none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A number with `digits` decimals; "n/a" for a missing or non-finite one. */
export const fmt = (value: number | undefined, digits = 1) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : "n/a";

/** Escapes the table separator in free text for a Markdown table cell. */
export const cell = (text: string) => text.replace(/\|/g, "\\|");
