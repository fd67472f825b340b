/**
 * Resolves an image path from the content modules (relative to assets/, e.g.
 * "projects/pulp-press.svg") to its built URL. Only the folders these pages use are
 * globbed, so no other artwork is pulled into their chunks.
 */
const projectImages = import.meta.glob<string>("../../../assets/projects/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

export function projectImageUrl(path: string): string {
  const url = projectImages[`../../../assets/${path}`];
  if (!url) throw new Error(`No project image at assets/${path}`);
  return url;
}
