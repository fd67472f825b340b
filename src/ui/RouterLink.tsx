import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from "react-router";

/**
 * The site's links to its own routes: an <a> with the route's href that navigates in the
 * app on a plain click (a modified click, a middle click or a target other than _self is
 * left to the browser), built on react-router's public hooks.
 *
 * Why not react-router's own <Link>/<NavLink>: they also carry framework mode's
 * prefetching (<PrefetchPageLinks>, the route manifest, route-module loading) and route
 * discovery, which this site never uses (src/app/prefetch.ts fetches ahead of a click),
 * and that code cannot be shaken out of a bundle that renders <Link>: every page paid for
 * it. Decision 024, lever 6.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replace the current history entry instead of adding one (default: only for the same URL). */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** Leave the click to the browser: a full page load (the error page's way home). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  ...rest
}: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    preventScrollReset,
    target: rest.target,
  });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} onClick={reloadDocument ? onClick : handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not also on the paths below it. */
  end?: boolean;
}

/**
 * A link that knows it leads to the page being shown (or, unless `end`, to a section
 * above it: /projects while on /projects/x): it gets the class "active" and
 * aria-current="page", as react-router's NavLink gives them.
 */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const to = useResolvedPath(rest.to).pathname.toLowerCase();
  const endSlash = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  const active = here === to || (!end && here.startsWith(to) && here.charAt(endSlash) === "/");
  if (!active) return <Link {...rest} className={className} />;
  return (
    <Link {...rest} className={className ? `${className} active` : "active"} aria-current="page" />
  );
}
