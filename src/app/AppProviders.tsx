import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../theme/GlobalStyle.ts";
import { tokens } from "../../theme/tokens.ts";
import { MotionProvider } from "../motion/MotionProvider.tsx";

/** Everything every render needs around the router: theme, global styles, motion. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={tokens}>
      <GlobalStyle />
      <MotionProvider>{children}</MotionProvider>
    </ThemeProvider>
  );
}
