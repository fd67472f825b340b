import "@fontsource-variable/inter/wght.css";
import type { Preview } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { MotionProvider } from "../src/motion/MotionProvider.tsx";
import { GlobalStyle } from "../theme/GlobalStyle.ts";
import { tokens } from "../theme/tokens.ts";
import { WCAG_TAGS } from "../stories/support/axe.ts";

/**
 * Stories render inside the site's real theme, global style, router and motion set-up,
 * in the colour scheme chosen in the toolbar: "system" follows the browser (the media
 * query, as on the site), light and dark set <html data-theme> as the site's head script
 * does for a visitor's choice (deploy/schemeScript.ts).
 */
const preview: Preview = {
  globalTypes: {
    scheme: {
      description: "Colour scheme",
      toolbar: {
        title: "Scheme",
        icon: "contrast",
        items: [
          { value: "system", title: "System" },
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: "system" },
  decorators: [
    (Story, { globals }) => {
      document.documentElement.setAttribute(
        "data-theme",
        typeof globals.scheme === "string" ? globals.scheme : "system",
      );
      return (
        <ThemeProvider theme={tokens}>
          <GlobalStyle />
          <MotionProvider>
            {/* The site's router is react-router's declarative one (src/app/SiteRouter.tsx). */}
            <MemoryRouter>
              <Story />
            </MemoryRouter>
          </MotionProvider>
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        phone: {
          name: "Phone (390 × 844)",
          styles: { width: "390px", height: "844px" },
          type: "mobile",
        },
        desktop: {
          name: "Desktop (1366 × 900)",
          styles: { width: "1366px", height: "900px" },
          type: "desktop",
        },
      },
    },
    a11y: {
      // The same rules as the site's own axe scans: WCAG 2.2 AA, target size on.
      options: {
        runOnly: { type: "tag", values: WCAG_TAGS },
        rules: { "target-size": { enabled: true } },
      },
      test: "error",
    },
    controls: { expanded: true },
  },
};

export default preview;
