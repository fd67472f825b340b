/**
 * The site's routing (src/app/SiteRouter.tsx) on a small route table (jsdom): what a path
 * resolves to, the first page rendered from start-up's resolution, a navigation that keeps
 * the page on screen until the next page's data is there, the 404 route for a page that
 * does not exist, and the error page for one that fails, cleared by the next navigation.
 */
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { usePageData, useRouteMatches, type LoaderArgs } from "../../src/app/routeContext.ts";
import { resolveRoute, SiteRouter, type SiteRoute } from "../../src/app/SiteRouter.tsx";
import { NotFoundError } from "../../src/content/publishedData.ts";

interface Deferred {
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

/** A table like the app's: a layout around the pages, and the 404 route beside it. */
function table() {
  const pending: Deferred[] = [];
  const loader = vi.fn(
    ({ params }: LoaderArgs) =>
      new Promise<string>((resolve, reject) => {
        if (params.slug === "missing") reject(new NotFoundError("missing"));
        else pending.push({ resolve, reject });
      }),
  );
  function Article() {
    return <h1>Article {usePageData<() => Promise<string>>()}</h1>;
  }
  function Layout({ children }: { children?: ReactNode }) {
    const ids = useRouteMatches().map((m) => m.id);
    const navigate = useNavigate();
    return (
      <>
        <p data-testid="matches">{ids.join(" ")}</p>
        <button onClick={() => void navigate("/articles/two")}>two</button>
        <button onClick={() => void navigate("/articles/missing")}>missing</button>
        <button onClick={() => void navigate("/")}>home</button>
        <button onClick={() => void navigate("/articles/one#part-two")}>part two</button>
        <button onClick={() => void navigate("/articles/one")}>one</button>
        <main>{children}</main>
      </>
    );
  }
  const routes: SiteRoute[] = [
    {
      id: "root",
      Component: Layout,
      children: [
        {
          id: "home",
          path: "/",
          lazy: () => Promise.resolve({ Component: () => <h1>Home</h1>, handle: { home: true } }),
        },
        {
          id: "article",
          path: "/articles/:slug",
          lazy: () => Promise.resolve({ Component: Article, loader }),
        },
      ],
    },
    {
      id: "not-found",
      path: "*",
      lazy: () => Promise.resolve({ Component: () => <h1>Not found</h1> }),
    },
  ];
  return { routes, loader, pending };
}

function ErrorPage({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>Failed: {error instanceof Error ? error.message : "?"}</h1>
      <button onClick={() => void navigate("/")}>back home</button>
    </>
  );
}

async function renderAt(path: string, t = table(), data?: Record<string, unknown>) {
  const initial = await resolveRoute(t.routes, path, undefined, data);
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteRouter routes={t.routes} initial={initial} ErrorPage={ErrorPage} />
    </MemoryRouter>,
  );
  return t;
}

const heading = () => screen.getByRole("heading").textContent;
const click = (name: string) =>
  act(async () => {
    screen.getByRole("button", { name }).click();
    await Promise.resolve();
  });
/** Lets pending promises settle and React commit what they unblocked. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("resolveRoute", () => {
  it("loads the matched routes and runs the page's loader with the URL's parameters", async () => {
    const { routes, loader, pending } = table();
    const resolving = resolveRoute(routes, "/articles/one");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.resolve("one");
    const matches = await resolving;
    expect(matches.map((m) => [m.id, m.data])).toEqual([
      ["root", undefined],
      ["article", "one"],
    ]);
    expect(loader).toHaveBeenCalledWith({ params: { slug: "one" } });
  });

  it("takes a pre-rendered page's data instead of running its loader, and strips the basename", async () => {
    const { routes, loader } = table();
    const matches = await resolveRoute(routes, "/el/articles/one", "/el", { article: "kept" });
    expect(matches.at(-1)).toMatchObject({ id: "article", data: "kept" });
    expect(loader).not.toHaveBeenCalled();
  });

  it("resolves a page whose loader finds nothing to the 404 route, and rejects on a failure", async () => {
    const { routes, pending } = table();
    expect((await resolveRoute(routes, "/articles/missing")).map((m) => m.id)).toEqual([
      "not-found",
    ]);
    expect((await resolveRoute(routes, "/no/such/page")).map((m) => m.id)).toEqual(["not-found"]);
    const failing = resolveRoute(routes, "/articles/broken");
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.reject(new Error("HTTP 500"));
    await expect(failing).rejects.toThrow("HTTP 500");
  });
});

describe("SiteRouter", () => {
  it("renders the first page from start-up's resolution, with the matches' handles and data", async () => {
    const { loader } = await renderAt("/articles/one", table(), { article: "one" });
    expect(heading()).toBe("Article one");
    expect(screen.getByTestId("matches").textContent).toBe("root article");
    expect(loader).not.toHaveBeenCalled();
  });

  it("shows a heading of the page without loading it again; coming back after leaving loads it", async () => {
    const { loader, pending } = await renderAt("/articles/one", table(), { article: "one" });
    await click("part two");
    await settle();
    expect(heading()).toBe("Article one");
    expect(loader).not.toHaveBeenCalled();
    // The pre-rendered page's data leaves its body out: back on it, the page loads in full.
    await click("home");
    await settle();
    expect(heading()).toBe("Home");
    await click("one");
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    pending[0]?.resolve("one, in full");
    await settle();
    expect(heading()).toBe("Article one, in full");
  });

  it("keeps the page on screen until the next page's data is there", async () => {
    const { pending } = await renderAt("/");
    await click("two");
    await settle();
    expect(heading()).toBe("Home");
    pending[0]?.resolve("two");
    await settle();
    expect(heading()).toBe("Article two");
  });

  it("shows the 404 route for a page that does not exist, without the layout", async () => {
    await renderAt("/");
    await click("missing");
    await settle();
    expect(heading()).toBe("Not found");
    expect(screen.queryByTestId("matches")).toBeNull();
  });

  it("shows the error page when a page fails, and the next navigation clears it", async () => {
    // React reports the error it caught (the app's root passes it to the error page only).
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { pending } = await renderAt("/");
    await click("two");
    await settle();
    pending[0]?.reject(new Error("HTTP 500"));
    await settle();
    expect(heading()).toBe("Failed: HTTP 500");
    await click("back home");
    await settle();
    expect(heading()).toBe("Home");
    // Coming back to the page that failed tries it again.
    await click("two");
    await settle();
    pending[1]?.resolve("two");
    await settle();
    expect(heading()).toBe("Article two");
    reported.mockRestore();
  });
});
