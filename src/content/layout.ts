/** Copy of the shared layout (header, footer, banner, notices): content/ui/layout.en.yml. */
import layout from "content:ui/layout";

export const layoutCopy = layout;
export const actionLabels = layout.actions;
