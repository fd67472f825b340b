import type { AnchorHTMLAttributes } from "react";
import { layoutCopy } from "../content/layout.ts";

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string;
};

/**
 * Every link that leaves the site: opens in a new tab, never hands the opener over, and
 * tells assistive technology that it opens a new tab.
 */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {layoutCopy.opensInNewTab}</span>
    </a>
  );
}
