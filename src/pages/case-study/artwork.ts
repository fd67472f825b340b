import { imageIn } from "../../ui/assetImage.ts";

/** The projects' artwork (card images and gallery), with their built URLs. */
const artwork = import.meta.glob<string>("../../../assets/projects/**/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

/** A project image's `src`, `width` and `height` by its path under assets/. */
export const image = (path: string) => imageIn(artwork, "../../../assets/", path);
