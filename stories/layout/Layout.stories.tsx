import type { Meta, StoryObj } from "@storybook/react-vite";
import { waitFor, within } from "storybook/test";
import CookieNotice from "../../src/layout/CookieNotice.tsx";
import { Footer } from "../../src/layout/Footer.tsx";
import { Header } from "../../src/layout/Header.tsx";
import { PromoBanner } from "../../src/layout/PromoBanner.tsx";

/** The shared layout: header (and its mobile menu), footer, promo band, cookie notice. */
const meta = {
  title: "Layout",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderDesktop: Story = {
  render: () => (
    <div style={{ minHeight: "12rem" }}>
      <Header />
    </div>
  ),
};

/** On a phone, with the menu opened the way a visitor opens it (tap on the toggle). */
export const HeaderMobileMenuOpen: Story = {
  tags: ["phone"],
  globals: { viewport: { value: "phone" } },
  render: () => (
    <div style={{ minHeight: "100vh" }}>
      <Header />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const toggle = within(canvasElement).getByRole("button", { name: /menu/i });
    const panelId = toggle.getAttribute("aria-controls");
    // Rendered without a pre-rendered page, the panel arrives with the menu's own chunk.
    await waitFor(
      () => {
        if (!panelId || !document.getElementById(panelId)) {
          throw new Error("The mobile menu's panel is not there");
        }
      },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await waitFor(
      () => {
        const panel = panelId ? document.getElementById(panelId) : null;
        if (!panel?.checkVisibility()) throw new Error("The mobile menu did not open");
      },
      { timeout: 5000 },
    );
  },
};

export const SiteFooter: Story = { name: "Footer", render: () => <Footer /> };

export const Promo: Story = { name: "Promo banner", render: () => <PromoBanner /> };

/** Shown while no consent is stored (the story clears it first). */
export const Cookies: Story = {
  name: "Cookie notice",
  beforeEach: () => {
    window.localStorage.removeItem("cookieConsent");
  },
  render: () => (
    <div style={{ minHeight: "16rem" }}>
      <CookieNotice />
    </div>
  ),
};
