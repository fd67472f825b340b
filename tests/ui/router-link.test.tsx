/**
 * The site's own Link and NavLink (src/ui/RouterLink.tsx), in a declarative router as the
 * app uses them (jsdom, src/app/SiteRouter.tsx): the href carries the basename, a plain
 * click navigates in the app, a click the browser should handle (a modifier key, another
 * target, the page's own preventDefault, reloadDocument) is left to it, and NavLink marks
 * the page being shown and the sections above it the way react-router's NavLink does.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "../../src/ui/RouterLink.tsx";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode, basename?: string) {
  const page = (
    <>
      {element}
      <Where />
    </>
  );
  render(
    <MemoryRouter initialEntries={[`${basename ?? ""}${path}`]} basename={basename}>
      {page}
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId("where").textContent;
const link = (name: string) => screen.getByRole("link", { name });

/**
 * Clicks `element` and tells whether the app took the click (prevented the browser's own
 * navigation). A listener on the document, after the app's, records that and then stops the
 * browser's default (jsdom cannot load another document).
 */
function clickTaken(element: HTMLElement, init: MouseEventInit): boolean {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", after);
  fireEvent.click(element, init);
  document.removeEventListener("click", after);
  return taken;
}

describe("Link", () => {
  it("points at the route under the router's basename", () => {
    renderAt("/", <Link to="/contact">Contact</Link>, "/el");
    expect(link("Contact").getAttribute("href")).toBe("/el/contact");
  });

  it("navigates in the app on a plain click", () => {
    renderAt("/", <Link to="/contact">Contact</Link>);
    expect(clickTaken(link("Contact"), { button: 0 })).toBe(true);
    expect(where()).toBe("/contact");
  });

  it("leaves a modified click, another target and reloadDocument to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/contact">Contact</Link>
        <Link to="/projects" target="_blank">
          Projects
        </Link>
        <Link to="/contact" reloadDocument>
          Reload
        </Link>
      </>,
    );
    expect(clickTaken(link("Contact"), { button: 0, ctrlKey: true })).toBe(false);
    expect(clickTaken(link("Contact"), { button: 1 })).toBe(false);
    expect(clickTaken(link("Projects"), { button: 0 })).toBe(false);
    expect(clickTaken(link("Reload"), { button: 0 })).toBe(false);
    expect(where()).toBe("/");
  });

  it("runs the page's onClick first, and stays put when it prevents the default", () => {
    const seen: string[] = [];
    renderAt(
      "/",
      <Link
        to="/contact"
        onClick={(event) => {
          seen.push("clicked");
          event.preventDefault();
        }}
      >
        Contact
      </Link>,
    );
    expect(clickTaken(link("Contact"), { button: 0 })).toBe(true); // by the page's onClick
    expect(seen).toEqual(["clicked"]);
    expect(where()).toBe("/");
  });
});

describe("NavLink", () => {
  const nav = (
    <>
      <NavLink to="/" end className="top">
        Home
      </NavLink>
      <NavLink to="/projects" className="top">
        Projects
      </NavLink>
      <NavLink to="/contact">Contact</NavLink>
    </>
  );

  it("marks the page being shown: class active and aria-current=page, its own class kept", () => {
    renderAt("/projects", nav);
    expect(link("Projects").className).toBe("top active");
    expect(link("Projects").getAttribute("aria-current")).toBe("page");
    expect(link("Home").className).toBe("top");
    expect(link("Home").hasAttribute("aria-current")).toBe(false);
    expect(link("Contact").hasAttribute("class")).toBe(false);
  });

  it("marks a section on the pages below it, but not on a path that only starts alike", () => {
    renderAt("/projects/aeroserve", nav);
    expect(link("Projects").getAttribute("aria-current")).toBe("page");
    expect(link("Home").hasAttribute("aria-current")).toBe(false); // end: only "/" itself
    fireEvent.click(link("Contact"), { button: 0 });
    expect(link("Contact").getAttribute("aria-current")).toBe("page");
    expect(link("Projects").hasAttribute("aria-current")).toBe(false);
  });

  it("does not take /projectsx for a page of /projects, and works under a basename", () => {
    renderAt("/projectsx", nav, "/el");
    expect(link("Projects").hasAttribute("aria-current")).toBe(false);
    expect(link("Projects").getAttribute("href")).toBe("/el/projects");
  });
});
