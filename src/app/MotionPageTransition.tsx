import { m } from "framer-motion";
import type { ReactNode } from "react";
import { MotionProvider } from "../motion/MotionProvider.tsx";
import { pageTransition } from "../motion/variants.ts";

/** The animated page wrapper, loaded after hydration (see PageTransition). */
export default function MotionPageTransition({
  pageKey,
  children,
}: {
  pageKey: string;
  children: ReactNode;
}) {
  return (
    <MotionProvider>
      <m.div key={pageKey} variants={pageTransition} initial="enter" animate="shown">
        {children}
      </m.div>
    </MotionProvider>
  );
}
