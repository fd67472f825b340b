import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * SPEC §2: scroll returns to the top on every path change. Focus moves to the main
 * landmark so keyboard and screen-reader users start reading the new page, not the link
 * they left behind. The first render (hydration) is left alone.
 */
export function ScrollToTop({ mainId }: { mainId: string }) {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    if (!hash) document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);

  return null;
}
