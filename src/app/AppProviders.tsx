import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { tokens } from "../../theme/tokens.ts";
import { hasServerStyles } from "./serverStyles.ts";

/**
 * The global rules. The pre-render renders them itself (src/entry-server.tsx) into every
 * page's style sheet; in the browser they are needed only where no page was pre-rendered
 * (the dev server), so the client loads them on demand instead of carrying them in every
 * page's initial JavaScript.
 */
const LazyGlobalStyle = lazy(() =>
  import("../../theme/GlobalStyle.ts").then((module) => ({ default: module.GlobalStyle })),
);

/**
 * Everything every render needs around the router: theme and global styles. Motion is
 * provided where it is used (MotionProvider), so framer-motion stays out of the initial
 * load of pages that do not animate with it.
 */
export function AppProviders({
  children,
  globalStyle,
}: {
  children: ReactNode;
  /** The global rules as the pre-render renders them (src/entry-server.tsx). */
  globalStyle?: ReactNode;
}) {
  useEffect(() => {
    // Hydration is time-sliced and starts in stages: this marks the moment React has
    // taken over the page (tests wait for it; below-the-fold chunks may still follow).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ThemeProvider theme={tokens}>
      {/* Pre-rendered pages already hold the global rules (src/app/serverStyles.ts), so
          the client renders nothing here then; one slot on server and client alike keeps
          the tree (and every useId) the same. */}
      {globalStyle ??
        (!hasServerStyles() && (
          <Suspense fallback={null}>
            <LazyGlobalStyle />
          </Suspense>
        ))}
      {children}
    </ThemeProvider>
  );
}
