import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../theme/GlobalStyle.ts";
import { tokens } from "../../theme/tokens.ts";

/**
 * Everything every render needs around the router: theme and global styles. Motion is
 * provided where it is used (MotionProvider), so framer-motion stays out of the initial
 * load of pages that do not animate with it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={tokens}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
