/**
 * Markdown to sanitised HTML, at build time (Node only): raw HTML off (an editor's
 * <script> is shown as text, never run), links limited to http(s), mailto, tel and site
 * paths, e-mail addresses linked, links to other sites opened in a new tab. Headings get
 * anchors, images their intrinsic size, and a text's headings and words are counted for
 * its table of contents and reading time.
 */
import MarkdownIt from "markdown-it";
import { isPhoto, pictureHtml } from "./mediaVariants.ts";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.linkify.set({ fuzzyLink: false, fuzzyIP: false, fuzzyEmail: true });
for (const schema of ["http:", "https:", "//", "ftp:"]) markdown.linkify.add(schema, null);
markdown.validateLink = (url) => /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(url.trim());

/** What one rendering is told (images) and tells back (headings, problems). */
interface RenderEnv {
  headings: Heading[];
  problems: string[];
  imageSize?: (src: string) => { width: number; height: number } | undefined;
}

export interface Heading {
  level: 2 | 3;
  id: string;
  title: string;
}

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && /^https?:\/\//i.test(String(token.attrGet("href") ?? ""))) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return self.renderToken(tokens, index, options);
};

// "## Title {#anchor}": the anchor is kept off the text; without one, the title's slug.
markdown.core.ruler.push("heading_ids", (state) => {
  const env = state.env as Partial<RenderEnv>;
  const used = new Set<string>();
  state.tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const inline = state.tokens[index + 1];
    if (!inline) return;
    const explicit = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(inline.content);
    const title = explicit ? inline.content.slice(0, explicit.index) : inline.content;
    if (explicit) trimAnchor(inline, explicit[0]);
    let id = explicit?.[1] ?? slugify(title);
    for (let n = 2; used.has(id); n += 1) id = `${explicit?.[1] ?? slugify(title)}-${n}`;
    used.add(id);
    token.attrSet("id", id);
    const level = Number(token.tag.slice(1));
    if (level === 2 || level === 3) env.headings?.push({ level, id, title: plain(title) });
  });
});

interface InlineToken {
  content: string;
  children: { type: string; content: string }[] | null;
}

function trimAnchor(inline: InlineToken, anchor: string): void {
  inline.content = inline.content.slice(0, -anchor.length);
  const last = inline.children?.at(-1);
  if (last?.type === "text") last.content = last.content.replace(/\s*\{#[a-z0-9-]+\}\s*$/, "");
}

// A code block scrolls sideways on a phone: keyboard users can reach and scroll it.
const fence = markdown.renderer.rules.fence;
markdown.renderer.rules.fence = (tokens, index, options, env, self) =>
  (fence?.(tokens, index, options, env, self) ?? "").replace(/^<pre>/, '<pre tabindex="0">');

markdown.renderer.rules.image = (tokens, index, _options, renderEnv) => {
  const env = renderEnv as Partial<RenderEnv>;
  const token = tokens[index];
  if (!token) return "";
  const src = String(token.attrGet("src") ?? "");
  const alt = markdown.utils.escapeHtml(plain(token.content));
  if (!alt.trim()) env.problems?.push(`image ${src}: alt text is required (![what it shows](…))`);
  const size = env.imageSize?.(src);
  if (env.imageSize && !size) env.problems?.push(`image ${src}: no such file in content/media/`);
  // A photo (an upload) is resized and converted at build time (mediaVariants.ts).
  if (size && isPhoto(src) && src.startsWith("/media/")) {
    return pictureHtml(markdown.utils.escapeHtml(src), alt, size);
  }
  const attrs = [
    `src="${markdown.utils.escapeHtml(src)}"`,
    `alt="${alt}"`,
    size ? `width="${size.width}" height="${size.height}"` : "",
    `loading="lazy" decoding="async"`,
  ];
  return `<img ${attrs.filter(Boolean).join(" ")}>`;
};

export interface Rendered {
  html: string;
  headings: Heading[];
  /** Words of running text (code blocks left out), for the reading time. */
  words: number;
  problems: string[];
}

/** Renders a long-form body; the caller reports `problems` against its file. */
export function renderDocument(source: string, imageSize?: RenderEnv["imageSize"]): Rendered {
  const env: RenderEnv = { headings: [], problems: [], imageSize };
  const html = markdown.render(source, env as unknown as Record<PropertyKey, unknown>).trim();
  const prose = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, "").replace(/[#>*_`[\]()!-]/g, " ");
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html, headings: env.headings, words, problems: env.problems };
}

export function renderMarkdown(source: string): string {
  return renderDocument(source).html;
}

/** "## Title {#anchor}" starts a section; the anchor defaults to the title's slug. */
export function splitSections(body: string): { id: string; title: string; markdown: string }[] {
  const sections: { id: string; title: string; markdown: string }[] = [];
  for (const line of body.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)(?:\s+\{#([a-z0-9-]+)\})?\s*$/.exec(line);
    if (heading?.[1]) {
      sections.push({ id: heading[2] ?? slugify(heading[1]), title: heading[1], markdown: "" });
    } else if (sections.length > 0) {
      const last = sections[sections.length - 1];
      if (last) last.markdown += `${line}\n`;
    }
  }
  return sections;
}

/** Front matter and body of a Markdown file; undefined when it has no `---` block. */
export function splitFrontMatter(
  source: string,
): { frontMatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontMatter: match[1] ?? "", body: match[2] ?? "" } : undefined;
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** A heading's text without inline Markdown marks. */
const plain = (text: string) => text.replace(/[*_`]/g, "").trim();
