import { describe, expect, it } from "vitest";
import {
  applyHeadTags,
  buildHeadTags,
  canonicalUrl,
  DEFAULT_SOCIAL_IMAGE,
  headTagsToHtml,
} from "../../src/app/meta.ts";
import type { PageMeta } from "../../src/content/routes.ts";
import { site } from "../../src/content/site.ts";

const meta: PageMeta = {
  title: "Services — Studio",
  description: 'MVPs & "products" <fast>',
  keywords: ["mvp", "product development"],
};

const find = (name: string) =>
  buildHeadTags(meta, "/services").find((t) => t.tag === "meta" && t.name === name);

describe("metadata building", () => {
  it("builds canonical URLs from the site URL without trailing slashes", () => {
    expect(canonicalUrl("/")).toBe(`${site.siteUrl}/`);
    expect(canonicalUrl("/about")).toBe(`${site.siteUrl}/about`);
    expect(canonicalUrl("/about/")).toBe(`${site.siteUrl}/about`);
  });

  it("carries every tag the spec asks for", () => {
    const tags = buildHeadTags(meta, "/services");
    expect(tags[0]).toEqual({ tag: "title", text: meta.title });
    expect(tags).toContainEqual({
      tag: "link",
      rel: "canonical",
      href: `${site.siteUrl}/services`,
    });
    expect(find("description")).toMatchObject({ content: meta.description });
    expect(find("keywords")).toMatchObject({ content: "mvp, product development" });
    expect(find("author")).toMatchObject({ content: site.brandName });
    expect(find("robots")).toMatchObject({ content: "index, follow" });
    expect(find("og:type")).toMatchObject({ key: "property", content: "website" });
    expect(find("og:url")).toMatchObject({ content: `${site.siteUrl}/services` });
    expect(find("og:image")).toMatchObject({ content: `${site.siteUrl}${DEFAULT_SOCIAL_IMAGE}` });
    expect(find("twitter:card")).toMatchObject({ key: "name", content: "summary_large_image" });
  });

  it("uses a page's own social image and robots when given", () => {
    const tags = buildHeadTags(
      { ...meta, image: "/og/offer.png", robots: "noindex, follow" },
      "/x",
    );
    const content = (name: string) =>
      tags.find((t) => t.tag === "meta" && t.name === name) as { content: string } | undefined;
    expect(content("og:image")?.content).toBe(`${site.siteUrl}/og/offer.png`);
    expect(content("twitter:image")?.content).toBe(`${site.siteUrl}/og/offer.png`);
    expect(content("robots")?.content).toBe("noindex, follow");
    const absolute = buildHeadTags({ ...meta, image: "https://cdn.example.org/a.png" }, "/");
    expect(absolute).toContainEqual(
      expect.objectContaining({ name: "og:image", content: "https://cdn.example.org/a.png" }),
    );
  });

  it("escapes values in the pre-rendered HTML", () => {
    const html = headTagsToHtml(buildHeadTags(meta, "/services"));
    expect(html).toContain("<title>Services — Studio</title>");
    expect(html).toContain('content="MVPs &amp; &quot;products&quot; &lt;fast&gt;"');
    expect(html).not.toContain("<fast>");
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("updates the live head in place, without duplicating tags", () => {
    document.head.innerHTML = headTagsToHtml(buildHeadTags(meta, "/services"));
    const next: PageMeta = { title: "About — Studio", description: "About us", keywords: ["team"] };
    applyHeadTags(document, buildHeadTags(next, "/about"));
    applyHeadTags(document, buildHeadTags(next, "/about"));
    expect(document.title).toBe("About — Studio");
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "About us",
    );
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${site.siteUrl}/about`,
    );
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe(
      "About — Studio",
    );
  });

  it("creates tags that are missing from the head", () => {
    document.head.innerHTML = "";
    applyHeadTags(document, buildHeadTags(meta, "/services"));
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe(
      "summary_large_image",
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${site.siteUrl}/services`,
    );
  });
});
