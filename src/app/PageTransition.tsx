import { m } from "framer-motion";
import { useState, type ReactNode } from "react";
import { pageTransition } from "../motion/variants.ts";

/**
 * Fades each new page in after client-side navigation. The first page is rendered in its
 * final state (initial={false}) so pre-rendered content is visible before any script.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [firstKey] = useState(pageKey);
  const isFirst = firstKey === pageKey;
  return (
    <m.div
      key={pageKey}
      variants={pageTransition}
      initial={isFirst ? false : "enter"}
      animate="shown"
    >
      {children}
    </m.div>
  );
}
