/**
 * Reading environment values: the gateway's configuration (server/config.ts) and the
 * benchmark's settings (bench/settings.ts, bench/relay.ts) share these helpers.
 */

/** The trimmed value, or undefined when it is unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A misconfigured limit must fail at start-up, not silently become "no limit". */
export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  return intAtLeast(1, "a positive integer", name, value, fallback);
}

/** As positiveInt, but 0 is allowed (a count of retries, say). */
export function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  return intAtLeast(0, "a whole number", name, value, fallback);
}

function intAtLeast(
  min: number,
  what: string,
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be ${what}, got "${text}"`);
  }
  return parsed;
}
