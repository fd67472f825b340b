import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { whenIdle } from "../ui/scheduling.ts";

const loadMotion = () => import("./MotionPageTransition.tsx");
const MotionPageTransition = lazy(loadMotion);

/**
 * Fades each new page in after client-side navigation (framer-motion, honouring reduced
 * motion through MotionConfig). The first page is plain markup: it is visible in the
 * pre-rendered HTML, and the animation code stays out of the initial load; it is fetched
 * when the browser is idle, before the visitor's first navigation needs it.
 */
export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [firstKey] = useState(pageKey);

  useEffect(() => {
    whenIdle(() => void loadMotion());
  }, []);

  if (pageKey === firstKey) return <div>{children}</div>;
  return (
    <Suspense fallback={<div>{children}</div>}>
      <MotionPageTransition pageKey={pageKey}>{children}</MotionPageTransition>
    </Suspense>
  );
}
