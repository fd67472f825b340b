/**
 * Marks a long list or text whose items are bands of their own while the first load
 * settles (src/app/deferredBands.ts): past its first two items, each is skipped by the
 * first layouts, and by the web font's relayout, until it comes near the viewport or the
 * page has settled. For the long bands the skipping of whole bands cannot reach: the
 * legal texts, an article's body, the project, product and article lists.
 *
 * Spread it onto the container: `<Grid {...bandGroup}>`. Its children must be blocks (or
 * grid or flex items) whose width the container gives them.
 */
export const BAND_GROUP_ATTRIBUTE = "data-band-group";

export const bandGroup = { [BAND_GROUP_ATTRIBUTE]: "" } as const;
