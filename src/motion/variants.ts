import type { Transition, Variants } from "framer-motion";
import { tokens } from "../../theme/tokens.ts";

const seconds = (ms: number) => ms / 1000;

export const easeOut: Transition = {
  duration: seconds(tokens.motion.durations.slower),
  ease: tokens.motion.easeOut,
};

/** Page change: a short fade and rise. Only on client navigation, never on first paint. */
export const pageTransition: Variants = {
  enter: { opacity: 0, y: 8 },
  shown: {
    opacity: 1,
    y: 0,
    transition: { duration: seconds(tokens.motion.durations.base), ease: tokens.motion.easeOut },
  },
};

/** Rise into place; used for content that starts visible in the HTML (transform only). */
export const riseIn: Variants = {
  hidden: { y: 16 },
  shown: { y: 0, transition: easeOut },
};

/** Parent that staggers its children's `shown` state. */
export const stagger = (step = 0.08): Variants => ({
  hidden: {},
  shown: { transition: { staggerChildren: step } },
});

/** Delay between items revealed together (RevealGroup), in seconds. */
export const revealStep = seconds(tokens.motion.durations.fast);

/**
 * Scroll-in reveal (see Reveal.tsx). Content renders in the `shown` state; only items
 * still entirely below the fold after hydration switch to `hidden` (instantly) and come
 * back when they scroll in, each after its own delay (`custom`, seconds).
 */
export const reveal: Variants = {
  hidden: { opacity: 0, y: 32, transition: { duration: 0 } },
  shown: (delay: number | undefined) => ({
    opacity: 1,
    y: 0,
    transition: { ...easeOut, delay: delay ?? 0 },
  }),
};

/** Hero artwork settling into place after hydration: transform only, never hidden. */
export const heroArt: Variants = {
  enter: { y: 28, scale: 0.96 },
  shown: {
    y: 0,
    scale: 1,
    transition: {
      duration: seconds(tokens.motion.durations.slower) * 1.5,
      ease: tokens.motion.easeOut,
    },
  },
};
