/**
 * Finds every colour value written in a text (hex with 3, 4, 6 or 8 digits in any case,
 * rgb()/rgba() with commas or spaces, hsl()/hsla()) and normalises it to "#RRGGBB"
 * (alpha dropped), so one colour is recognised in any notation.
 */
import { parseHex, toHex } from "../../theme/color.ts";

const colourPattern =
  /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|rgba?\(\s*[\d.]+%?(?:\s*,\s*|\s+)[\d.]+%?(?:\s*,\s*|\s+)[\d.]+%?[^)]*\)|hsla?\(\s*[\d.]+(?:deg)?(?:\s*,\s*|\s+)[\d.]+%(?:\s*,\s*|\s+)[\d.]+%[^)]*\)/gi;

export interface FoundColour {
  /** As written. */
  raw: string;
  /** "#RRGGBB". */
  hex: string;
}

export function findColours(text: string): FoundColour[] {
  const found: FoundColour[] = [];
  for (const match of text.matchAll(colourPattern)) {
    const hex = normalise(match[0]);
    if (hex) found.push({ raw: match[0], hex });
  }
  return found;
}

export function normalise(raw: string): string | undefined {
  const value = raw.trim().toLowerCase();
  if (value.startsWith("#")) {
    const digits = value.slice(1);
    if (digits.length === 3 || digits.length === 4)
      return toHex(parseHex(`#${digits.slice(0, 3)}`));
    return toHex(parseHex(`#${digits.slice(0, 6)}`));
  }
  const numbers = value.match(/[\d.]+%?/g) ?? [];
  const channel = (n: string, max: number) =>
    n.endsWith("%") ? (parseFloat(n) / 100) * max : parseFloat(n);
  if (value.startsWith("rgb")) {
    const [r, g, b] = numbers.slice(0, 3).map((n) => channel(n, 255));
    if (r === undefined || g === undefined || b === undefined) return undefined;
    return toHex([r, g, b]);
  }
  const [h, s, l] = numbers.slice(0, 3).map((n) => parseFloat(n));
  if (h === undefined || s === undefined || l === undefined) return undefined;
  return toHex(hslToRgb(h, s / 100, l / 100));
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Hue (0–360) and saturation (0–1, HSL) of a "#RRGGBB" colour. */
export function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = (max + min) / 2;
  const saturation = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let hue = 0;
  if (d !== 0) {
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
  }
  return { hue: (hue * 60 + 360) % 360, saturation };
}
