/**
 * A 1200×630 social image (og:image, twitter:image) for every case study and article,
 * made at build time: the page's kind, its title and the brand, in the theme's palette
 * and the self-hosted Inter (satori draws the SVG, resvg turns it into a PNG). Images are
 * cached in .cache/og/ by a hash of everything that shapes them, so a build redraws only
 * what changed. Pages without their own image keep the default one.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import { loadEnv } from "vite";
import { loadContent } from "../src/content/loader.ts";
import { localePath, locales } from "../src/content/locales.ts";
import type { Schemes as Tokens } from "../theme/schemes.ts";
import { projectRoot } from "./paths.ts";

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
/** Bump when the drawing changes, so cached images are redrawn. */
const DESIGN_VERSION = 3;

const fontFile = (subset: "latin" | "greek", weight: number) =>
  path.join(
    projectRoot,
    "node_modules/@fontsource/inter/files",
    `inter-${subset}-${weight}-normal.woff`,
  );

export interface SocialImageInput {
  /** The page's path: its image is written to og/<path>.png. */
  path: string;
  kind: string;
  title: string;
  /** The page's language: Greek capitals drop their accents ("Άρθρα" → "ΑΡΘΡΑ"). */
  locale: string;
}

/** The published pages' images, from content/ as the build sees it. */
export function socialImageInputs(mode: string): {
  brand: string;
  host: string;
  pages: SocialImageInput[];
} {
  const env = loadEnv(mode, projectRoot, "VITE_");
  const english = loadContent({ env });
  // Each language's pages, each with its own image (og/el/projects/<slug>.png).
  const pages = locales.flatMap((locale) => {
    const content = locale === "en" ? english : loadContent({ env }, locale);
    const caseStudyKind = String(content.pages["case-study"].eyebrow);
    const articleKind = String(content.pages.insights.eyebrow);
    return [
      ...content.published.caseStudies.map((study) => ({
        path: localePath(locale, `/projects/${study.slug}`),
        kind: caseStudyKind,
        title: study.project.title,
        locale,
      })),
      ...content.published.articles.map(({ article }) => ({
        path: localePath(locale, `/insights/${article.slug}`),
        kind: articleKind,
        title: article.title,
        locale,
      })),
    ];
  });
  return {
    brand: english.settings.brandName,
    host: new URL(english.settings.siteUrl).host,
    pages,
  };
}

export async function writeSocialImages(options: {
  outDir: string;
  tokens: Tokens;
  mode: string;
}): Promise<{ drawn: number; cached: number }> {
  const { brand, host, pages } = socialImageInputs(options.mode);
  const colors = {
    bg: options.tokens.light.colors.bgDark,
    text: options.tokens.light.colors.textOnDark,
    muted: options.tokens.light.colors.textOnDarkMuted,
    accent: options.tokens.light.colors.accent,
    accentOnDark: options.tokens.light.colors.accentOnDark,
  };
  const cacheDir = path.join(projectRoot, ".cache", "og");
  await mkdir(cacheDir, { recursive: true });
  let drawn = 0;
  for (const page of pages) {
    const key = createHash("sha256")
      .update(JSON.stringify({ DESIGN_VERSION, brand, host, colors, ...page }))
      .digest("hex")
      .slice(0, 20);
    const cached = path.join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      const svg = await socialImageSvg({ ...page, brand, host, colors });
      const png = new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_IMAGE.width } })
        .render()
        .asPng();
      // Written aside and renamed into place: builds running at once (the tests build
      // dist/ and dist-dev/ together) never copy a half-written image.
      const partial = `${cached}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, cached);
      drawn += 1;
    }
    const target = path.join(options.outDir, "og", `${page.path.slice(1)}.png`);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(cached, target);
  }
  return { drawn, cached: pages.length - drawn };
}

type Colors = Record<"bg" | "text" | "muted" | "accent" | "accentOnDark", string>;

let cardFonts: Promise<Parameters<typeof satori>[1]["fonts"]> | undefined;

/**
 * The faces the card is drawn in, read once. Inter's Greek letters are a file of their
 * own; satori takes one face per family, weight and style and looks no further for a
 * missing glyph, so the Greek file is a family of its own that the card names second
 * ("Inter, Inter Greek"): a Greek title drew "no glyph" boxes when both were "Inter".
 */
function loadCardFonts(): NonNullable<typeof cardFonts> {
  const faces = (name: string, subset: "latin" | "greek") =>
    [400, 700, 800].map(async (weight) => ({
      name,
      weight: weight as 400 | 700 | 800,
      style: "normal" as const,
      data: await readFile(fontFile(subset, weight)),
    }));
  return (cardFonts ??= Promise.all([
    ...faces("Inter", "latin"),
    ...faces("Inter Greek", "greek"),
  ]));
}

/** One page's card as SVG (satori), before it is rasterised. */
export async function socialImageSvg(
  page: SocialImageInput & { brand: string; host: string; colors: Colors },
): Promise<string> {
  return satori(card(page) as unknown as ReactNode, {
    ...SOCIAL_IMAGE,
    fonts: await loadCardFonts(),
  });
}
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: (Node | string)[] | Node | string };
}
const el = (
  type: string,
  style: Record<string, unknown>,
  ...children: (Node | string)[]
): Node => ({
  type,
  props: children.length > 0 ? { style, children } : { style },
});

/** The drawing: kind and title on the brand's dark band, the brand and site below. */
function card(page: SocialImageInput & { brand: string; host: string; colors: Colors }): Node {
  const { colors } = page;
  const size = page.title.length > 60 ? 60 : page.title.length > 38 ? 70 : 82;
  return el(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px 64px",
      boxSizing: "border-box",
      backgroundColor: colors.bg,
      backgroundImage: `radial-gradient(circle at 85% 10%, ${colors.accent}66 0%, ${colors.bg}00 55%), radial-gradient(circle at 0% 100%, ${colors.accent}33 0%, ${colors.bg}00 45%)`,
      color: colors.text,
      fontFamily: "Inter, Inter Greek",
    },
    el(
      "div",
      { display: "flex", flexDirection: "column", gap: 28 },
      el(
        "div",
        {
          display: "flex",
          color: colors.accentOnDark,
          fontSize: 28,
          fontWeight: 700,
          letterSpacing: 4,
        },
        // Satori's text-transform knows no language; the browser's drops Greek accents too.
        page.kind.toLocaleUpperCase(page.locale),
      ),
      el(
        "div",
        { display: "flex", fontSize: size, fontWeight: 800, lineHeight: 1.08, letterSpacing: -2 },
        page.title,
      ),
    ),
    el(
      "div",
      { display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 30 },
      el(
        "div",
        { display: "flex", alignItems: "center", gap: 18, fontWeight: 700 },
        el("div", { width: 44, height: 44, borderRadius: 22, backgroundColor: colors.accent }),
        el("div", { display: "flex" }, page.brand),
      ),
      el("div", { display: "flex", color: colors.muted }, page.host),
    ),
  );
}
