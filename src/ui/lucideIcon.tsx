import { createElement } from "react";
import type { LucideIcon, LucideProps } from "lucide-react";
import { escapeHtml } from "./escapeHtml.ts";

/** What one of lucide-react's icon modules hands its factory (the module's `__iconData`). */
export interface LucideIconData {
  name?: string;
  size?: number;
  aliases?: readonly string[];
  node: readonly (readonly [string, Record<string, string | number>])[];
}

/** The icon's shapes as SVG markup (lucide's `key` is React's, not an attribute). */
export function iconMarkup(node: LucideIconData["node"], nonScalingStroke = false): string {
  return node
    .map(([tag, attributes]) => {
      const all = nonScalingStroke
        ? { "vector-effect": "non-scaling-stroke", ...attributes }
        : attributes;
      const text = Object.entries(all)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join("");
      return `<${tag}${text}></${tag}>`;
    })
    .join("");
}

/** An aria-* attribute, a role or a title: the icon then means something (lucide's rule). */
const namesItself = (props: object) =>
  Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith("aria-") || name === "role" || name === "title"),
  );

/**
 * lucide-react's `createLucideIcon`, for the site's builds (scripts/lucideIcons.ts puts it
 * in place of lucide's own in every icon module): the same props and the same markup, drawn
 * as one element. lucide's component builds the `<svg>` and its shapes on every render,
 * with a dozen object spreads and class merges per icon, and each shape becomes a fibre
 * React hydrates. Here the shapes are a string made once per icon and set as the `<svg>`'s
 * inner HTML, which hydration leaves as the server wrote it. On the home page (33 icons)
 * lucide's code took 7–8 ms of a load's script, unthrottled, and this one 1.5–2 ms
 * (decision 024, lever 22).
 */
export function createLucideIcon(data: LucideIconData): LucideIcon {
  const viewSize = data.size ?? 24;
  const baseClass = [
    "lucide",
    ...[data.name, ...(data.aliases ?? [])].flatMap((name) =>
      name?.trim() ? [`lucide-${name}`] : [],
    ),
  ].join(" ");
  let markup: { __html: string } | undefined;
  let nonScalingMarkup: { __html: string } | undefined;
  function Icon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    nonScalingStroke = false,
    className,
    children,
    ...rest
  }: LucideProps) {
    const attributes = {
      xmlns: "http://www.w3.org/2000/svg",
      width: size,
      height: size,
      viewBox: `0 0 ${viewSize} ${viewSize}`,
      fill: "none",
      stroke: color,
      strokeWidth,
      strokeLinecap: "round" as const,
      strokeLinejoin: "round" as const,
      className: className ? `${baseClass} ${className}` : baseClass,
      ...(children || namesItself(rest) ? {} : { "aria-hidden": true }),
      ...rest,
    };
    // Children (a <title>, say) cannot sit beside inner HTML: then the shapes are elements.
    if (children != null) {
      return (
        <svg {...attributes}>
          {data.node.map(([tag, { key, ...shape }]) =>
            createElement(tag, {
              key,
              ...(nonScalingStroke ? { vectorEffect: "non-scaling-stroke" } : {}),
              ...shape,
            }),
          )}
          {children}
        </svg>
      );
    }
    const inner = nonScalingStroke
      ? (nonScalingMarkup ??= { __html: iconMarkup(data.node, true) })
      : (markup ??= { __html: iconMarkup(data.node) });
    return <svg {...attributes} dangerouslySetInnerHTML={inner} />;
  }
  return Icon as LucideIcon;
}
