/** Reading environment values for the gateway's configuration (server/config.ts). */

/** The trimmed value, or undefined when it is unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A misconfigured limit must fail at start-up, not silently become "no limit". */
export function positiveInt(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${text}"`);
  }
  return parsed;
}
