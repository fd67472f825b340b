import { useSyncExternalStore } from "react";
import { Toaster } from "react-hot-toast";
import { useTheme } from "styled-components";
import { mediaQuery } from "../../theme/media.ts";

const WIDE = mediaQuery("lg");

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isWide = () => window.matchMedia(WIDE).matches;
const isWideOnServer = () => true;

/**
 * The contact page's toasts, in the theme's dark ink, at the bottom of the screen: focus
 * moves to the first invalid field near the top, and the light page behind the bottom
 * corner keeps the dark toast distinct. Right-aligned on wide screens, centred on narrow
 * ones. Only the contact form renders it, so no other page loads react-hot-toast.
 */
export function ContactToaster() {
  const theme = useTheme();
  const wide = useSyncExternalStore(subscribe, isWide, isWideOnServer);
  const { colors, space, radii, shadows, fontSizes, fonts, zIndices, sizes } = theme;
  return (
    <Toaster
      position={wide ? "bottom-right" : "bottom-center"}
      containerStyle={{
        top: `calc(${sizes.headerHeight} + ${space[4]})`,
        bottom: space[5],
        left: space[4],
        right: space[4],
        zIndex: zIndices.toast,
      }}
      toastOptions={{
        style: {
          maxWidth: "26rem",
          padding: `${space[4]} ${space[5]}`,
          background: colors.ink800,
          color: colors.textOnDark,
          border: `1px solid ${colors.borderOnDark}`,
          borderRadius: radii.lg,
          boxShadow: shadows.lg,
          fontFamily: fonts.body,
          fontSize: fontSizes.sm,
        },
        success: { iconTheme: { primary: colors.successOnDark, secondary: colors.ink900 } },
        error: { iconTheme: { primary: colors.dangerOnDark, secondary: colors.ink900 } },
      }}
    />
  );
}
