import { tokens } from "./tokens.ts";

type Breakpoint = keyof typeof tokens.breakpoints;

/** `${media.md} { ... }` applies from the md breakpoint up (mobile first). */
export const media = Object.fromEntries(
  Object.entries(tokens.breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** Same breakpoints for matchMedia and keen-slider's `breakpoints` option. */
export const mediaQuery = (bp: Breakpoint): string => `(min-width: ${tokens.breakpoints[bp]}px)`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** ms token → CSS time. */
export const ms = (value: number): string => `${value}ms`;

/**
 * A `transition` list: each property eases over the fast duration (`durations.base` for
 * the ones in `slower`), so controls move with one rhythm.
 */
export const easeOut = (properties: readonly string[], slower: readonly string[] = []): string =>
  [
    ...properties.map(
      (p) => `${p} ${ms(tokens.motion.durations.fast)} ${tokens.motion.easings.out}`,
    ),
    ...slower.map((p) => `${p} ${ms(tokens.motion.durations.base)} ${tokens.motion.easings.out}`),
  ].join(", ");
