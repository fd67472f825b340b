import type { ReactNode } from "react";
import { Link } from "react-router";
import { routeById } from "../../content/routes.ts";
import { site } from "../../content/site.ts";

const privacyPath = routeById("privacy").path;

/**
 * Turns the support e-mail address into a mailto link and the privacy route into a site
 * link inside a legal paragraph; everything else stays plain text.
 */
export function linkify(text: string): ReactNode[] {
  const pattern = new RegExp(`(${escape(site.supportEmail)}|(?<=\\s)${escape(privacyPath)}\\b)`);
  return text.split(pattern).map((part, index) => {
    if (part === site.supportEmail)
      return (
        <a key={index} href={`mailto:${part}`}>
          {part}
        </a>
      );
    if (part === privacyPath)
      return (
        <Link key={index} to={part}>
          {part}
        </Link>
      );
    return part;
  });
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
