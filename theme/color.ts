/**
 * The small colour helper the tokens derive from: every gradient, shadow, glow, overlay
 * and illustration tint is a palette entry passed through one of these, so a palette
 * change reaches all of them. Resolved to plain CSS colours at build time (hex or
 * rgba()), which SVG files, the web manifest and the contrast guard can use as well.
 */

export type Rgb = readonly [number, number, number];

/** "#RGB" or "#RRGGBB" (any case) → [r, g, b]. */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? m[1].replace(/./g, "$&$&") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** `from` moved `amount` (0–1) of the way towards `to`, in sRGB: the CSS color-mix of `to` at that share. */
export function mix(from: string, to: string, amount: number): string {
  const [r1, g1, b1] = parseHex(from);
  const [r2, g2, b2] = parseHex(to);
  const at = (x: number, y: number) => x + (y - x) * amount;
  return toHex([at(r1, r2), at(g1, g2), at(b1, b2)]);
}

/** A palette colour at an opacity: `rgba(r, g, b, a)`. */
export function alpha(color: string, opacity: number): string {
  const [r, g, b] = parseHex(color);
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A colour written as `rgba(r, g, b, a)` (as `alpha` writes it) laid over an opaque
 * surface: the colour a reader actually sees, for contrast checks.
 */
export function over(color: string, surface: string): string {
  const m = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!m) return color;
  const [r, g, b, a] = m.slice(1).map(Number) as [number, number, number, number];
  return mix(surface, toHex([r, g, b]), a);
}
