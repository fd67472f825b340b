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
