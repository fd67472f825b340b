/** Shared shape of the legal pages: sections with an anchor id, each a list of blocks. */

export type LegalBlock =
  | { readonly kind: "p"; readonly text: string }
  | { readonly kind: "list"; readonly items: readonly string[] };

export interface LegalSection {
  /** Anchor slug, unique within its document; used for the table of contents. */
  readonly id: string;
  readonly title: string;
  readonly body: readonly LegalBlock[];
}
