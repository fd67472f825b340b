import X from "lucide-react/icons/x";
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { useLocation } from "react-router";
import { mediaQuery } from "../../theme/media.ts";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { afterNextPaint, whenIdle } from "../ui/scheduling.ts";
import { Container } from "../ui/Container.tsx";
import { Logo } from "./Logo.tsx";
import { SchemeSwitch } from "./SchemeSwitch.tsx";
import {
  contactButton,
  MOBILE_MENU_ID,
  NAV_COMPACT,
  primaryNav,
  SITE_NAV_ID,
} from "./navigation.ts";
import { layoutCopy } from "../content/layout.ts";
import {
  BigLink,
  Close,
  GLOW_ATTRIBUTE,
  List,
  MenuSwitch,
  Panel,
  SchemeRow,
  Top,
} from "./mobileMenuStyles.ts";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * When the header's links do not fit beside the logo (text enlarged to 200%, a narrow
 * tablet), the bar shows the menu toggle instead, as on a phone: <html> gets NAV_COMPACT,
 * which the bar and this panel follow. The links stay laid out (hidden) so their width is
 * known and the bar turns back once they fit again. Here, in the menu's own chunk, it
 * costs the pages' start-up nothing. `changed` runs after each check, so the menu can
 * follow the header it belongs to.
 */
function useCompactNav(changed: () => void): void {
  useEffect(() => {
    const links = document.getElementById(SITE_NAV_ID);
    const bar = links?.parentElement;
    if (!links || !bar) return;
    const root = document.documentElement;
    const check = () => {
      const style = getComputedStyle(bar);
      const room = bar.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const logo = bar.firstElementChild?.getBoundingClientRect().width ?? 0;
      const needed = logo + links.scrollWidth + parseFloat(style.fontSize);
      root.toggleAttribute(NAV_COMPACT, links.scrollWidth > 0 && needed > room);
      changed();
    };
    // The bar and the links' box, and each of the links' items: an item's text can grow
    // while the links' box keeps its size (a font file arriving late, as the web font
    // can), and only the item's own box says so. A font's arrival is checked as well, and
    // the window crossing the phone layout's edge at once: the observer reports only after
    // the next layout, and the menu must not wait on it (see MobileMenu).
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    observer.observe(links);
    for (const item of links.children) observer.observe(item);
    const fonts = "fonts" in document ? document.fonts : undefined;
    fonts?.addEventListener("loadingdone", check);
    const wide = window.matchMedia(mediaQuery("md"));
    wide.addEventListener("change", check);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener("loadingdone", check);
      wide.removeEventListener("change", check);
      root.removeAttribute(NAV_COMPACT);
    };
  }, [changed]);
}

/**
 * Lays the closed panel out once, out of sight, when the browser is next idle, so the
 * first tap on the toggle finds the panel's styles matched and its text shaped. The first
 * opening otherwise does that work between the tap and its paint: on a phone profile (the
 * bench's CPU rate, 5.6×) the opening's layout took ~18 ms without this and ~4 ms with it
 * (docs/decisions/024-quiet-start.md). The panel is shown hidden and put back within one
 * task, so nothing is painted, focused or announced. Skipped where the toggle is not shown
 * (the wide header) and when the menu is already open.
 */
function usePreparedPanel(panelRef: RefObject<HTMLDivElement | null>, toggleSelector: string) {
  useEffect(() => {
    let active = true;
    whenIdle(() => {
      const panel = panelRef.current;
      const toggle = document.querySelector(toggleSelector);
      if (!active || !panel || !toggle || panel.matches(":popover-open")) return;
      if (toggle.getClientRects().length === 0) return;
      const inline = panel.getAttribute("style");
      panel.style.setProperty("visibility", "hidden");
      panel.style.setProperty("display", "block");
      panel.getBoundingClientRect();
      if (inline === null) panel.removeAttribute("style");
      else panel.setAttribute("style", inline);
    });
    return () => {
      active = false;
    };
  }, [panelRef, toggleSelector]);
}

/**
 * Full-screen menu for small screens, an HTML popover (`popover="auto"`) opened by the
 * header's toggle (`popovertarget`). It is in the pre-rendered HTML, so from the first
 * paint and without JavaScript the browser opens and closes it, closes it on Escape, and
 * its links are plain links. After hydration React adds what makes it a modal dialog:
 * focus moves to the first link, Tab stays inside, the rest of the page is inert,
 * choosing a link closes it, on closing focus returns to the toggle, and the toggle's
 * aria-expanded follows. The Header renders it in a deferred chunk (outside the initial
 * JavaScript), so this enhancement may arrive a moment after hydration; a menu already
 * open by then is enhanced as it is.
 * See docs/decisions/010-popover-menu-and-visually-hidden.md.
 */
export default function MobileMenu() {
  const id = MOBILE_MENU_ID;
  const panelRef = useRef<HTMLDivElement>(null);
  /** Set when a link closes the menu: the new page takes focus, not the toggle. */
  const navigating = useRef(false);
  const { pathname } = useLocation();
  const toggleSelector = `[popovertarget="${id}"]`;
  // The panel is hidden where the header shows its links (from md up, unless they do not
  // fit): a window widened that far, or text made small enough for the links to fit, closes
  // the menu rather than leave an invisible menu holding the page inert. Judged by the
  // panel's own computed display, after the compact check for the new width has run (at
  // the moment the window crosses md, NAV_COMPACT still describes the old width).
  const closeIfHidden = useCallback(() => {
    const panel = panelRef.current;
    if (panel?.matches(":popover-open") && getComputedStyle(panel).display === "none") {
      panel.hidePopover();
    }
  }, []);
  useCompactNav(closeIfHidden);
  usePreparedPanel(panelRef, toggleSelector);

  useEffect(() => {
    const panel = panelRef.current;
    // The header's toggle (a plain DOM lookup: it is the Header's element, and React
    // there never sets aria-expanded, so this module owns it).
    const toggle = document.querySelector<HTMLButtonElement>(toggleSelector);
    if (!panel) return;
    let restoreOutside: ((keep?: (el: HTMLElement) => boolean) => void) | undefined;
    let cancelPending = () => {};
    const setExpanded = (open: boolean) => toggle?.setAttribute("aria-expanded", String(open));
    setExpanded(false);

    // Making the page inert (and stopping it from scrolling) restyles the whole document:
    // it is done once the open menu has painted, so the tap answers at once (the full-
    // screen panel already covers the page). The panel's glow comes then too: its raster
    // held the opening frame back (mobileMenuStyles.ts). Closing gives the toggle's part
    // of the page back at once (focus returns there) and the rest after the next paint.
    const afterPaint = (work: () => void) => {
      cancelPending();
      cancelPending = afterNextPaint(work);
    };
    const opening = () => {
      navigating.current = false;
      setExpanded(true);
      afterPaint(() => {
        if (!panel.matches(":popover-open")) return;
        panel.setAttribute(GLOW_ATTRIBUTE, "");
        restoreOutside ??= lockPage(panel);
      });
    };
    const closing = () => {
      cancelPending();
      const release = restoreOutside;
      restoreOutside = undefined;
      panel.removeAttribute(GLOW_ATTRIBUTE);
      release?.((el) => !toggle || !el.contains(toggle));
      setExpanded(false);
      const active = document.activeElement;
      const focusInside = !active || active === document.body || panel.contains(active);
      if (!navigating.current && focusInside) toggle?.focus();
      navigating.current = false;
      if (release) afterPaint(() => release());
    };
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") opening();
      else closing();
    };
    // The first link has autofocus (the browser focuses it as the menu shows); this is
    // for a panel rendered on the client only (the dev server), which lacks the attribute.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open" && !panel.contains(document.activeElement)) {
        panel.querySelector<HTMLElement>("nav a")?.focus();
      }
    };
    panel.addEventListener("beforetoggle", onBeforeToggle);
    panel.addEventListener("toggle", onToggle);
    // Opened by a tap before this script ran: enhance it now.
    if (panel.matches(":popover-open")) opening();
    return () => {
      panel.removeEventListener("beforetoggle", onBeforeToggle);
      panel.removeEventListener("toggle", onToggle);
      cancelPending();
      restoreOutside?.();
      toggle?.removeAttribute("aria-expanded");
    };
  }, [toggleSelector]);

  // A route change while open (a link, the back button) closes it; the first render is
  // no change (a menu opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const panel = panelRef.current;
    if (panel?.matches(":popover-open")) {
      navigating.current = true;
      panel.hidePopover();
    }
  }, [pathname]);

  const closeForLink = () => {
    navigating.current = true;
    panelRef.current?.hidePopover();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Panel
      id={id}
      ref={panelRef}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label={layoutCopy.mobileMenu.label}
      onKeyDown={onKeyDown}
    >
      <Top>
        <Logo onClick={closeForLink} />
        {/* Beside the close button: the menu's links stay on the smallest phone's screen. */}
        <MenuSwitch />
        <Close
          type="button"
          aria-label={layoutCopy.mobileMenu.close}
          popoverTarget={id}
          popoverTargetAction="hide"
        >
          <X aria-hidden="true" />
        </Close>
      </Top>
      <Container as="nav" aria-label={layoutCopy.mobileMenu.navLabel}>
        <List role="list">
          {primaryNav.map((item, index) => (
            <li key={item.to}>
              {/* autofocus: the browser focuses the first link as the popover opens,
                  with or without JavaScript (the pre-rendered attribute). */}
              <BigLink to={item.to} onClick={closeForLink} autoFocus={index === 0}>
                {item.label}
              </BigLink>
            </li>
          ))}
        </List>
        <ButtonLink to={contactButton.to} size="lg" block onClick={closeForLink}>
          {contactButton.label}
        </ButtonLink>
        <SchemeRow>
          <SchemeSwitch />
        </SchemeRow>
      </Container>
    </Panel>
  );
}

/**
 * Makes everything outside `element` inert (the siblings of it and of each ancestor up to
 * <body>), so screen readers and the keyboard reach only the menu, and stops the page
 * behind from scrolling. What appears beside them meanwhile (the cookie notice arriving,
 * a toast) is made inert too; elements that were inert already are left as they were.
 * Returns the undo; `keep(el)` true keeps that element inert for a later full undo.
 */
function lockPage(element: HTMLElement): (keep?: (el: HTMLElement) => boolean) => void {
  const changed = new Set<HTMLElement>();
  const chain = new Set<Element>();
  const makeInert = (node: Node) => {
    if (node instanceof HTMLElement && !chain.has(node) && !node.inert) {
      node.inert = true;
      changed.add(node);
    }
  };
  const parents: HTMLElement[] = [];
  for (let node: HTMLElement = element; node.parentElement; node = node.parentElement) {
    chain.add(node);
    parents.push(node.parentElement);
    if (node.parentElement === document.body) break;
  }
  for (const parent of parents) for (const child of parent.children) makeInert(child);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(makeInert);
  });
  for (const parent of parents) observer.observe(parent, { childList: true });
  const root = document.documentElement;
  const { overflow } = root.style;
  root.style.overflow = "hidden";
  return (keep) => {
    observer.disconnect();
    if (!keep) root.style.overflow = overflow;
    for (const el of changed) {
      if (keep?.(el)) continue;
      el.inert = false;
      changed.delete(el);
    }
  };
}
