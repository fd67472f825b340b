/**
 * The home page as a visitor meets it (SPEC §2 "/ Home", §4 carousels, §9 carousel
 * constants), at 390x844 and 1366x900: every link goes where the spec says, the sections
 * come in the spec's order, the process steps reveal in order, the logo carousel moves
 * and loops with buttons and arrow keys, testimonials are a grid on desktop and a looping
 * carousel on mobile, reduced motion stops every animation, no console errors. (Axe scans
 * the page, scrolled through, at both widths and in both schemes with every other route:
 * tests/layout/a11y-phone.browser.test.ts and a11y-desktop.)
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clients } from "../../src/content/clients.ts";
import { homeCopy } from "../../src/content/pages/home.ts";
import { aboutCopy } from "../../src/content/pages/about.ts";
import { servicesCopy } from "../../src/content/pages/services.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { mvpOfferCopy } from "../../src/content/pages/mvpOffer.ts";
import { processSteps } from "../../src/content/process.ts";
import { site } from "../../src/content/site.ts";
import { testimonials } from "../../src/content/testimonials.ts";
import {
  DESKTOP,
  MOBILE,
  VIEWPORTS,
  gotoHydrated,
  openPage,
  url,
  useBrowser as browserForThisFile,
  motionLeftUnderReducedMotion,
  usePageForReading,
} from "../support/browser.ts";
import { initialScripts } from "../support/budget.ts";
import { atRest, scrollThrough, slideTransforms, slidesInView } from "../support/carousel.ts";

const getBrowser = browserForThisFile();

/** expect.poll with room for a busy machine (vitest's default gives up after 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const copy = homeCopy;
const featured = homeCopy.recentWork.projects;

/** A page of the test's own with the home page loaded (loadHome). */
async function openHome(
  viewport: { width: number; height: number },
  reducedMotion?: "reduce",
  options: { isMobile?: boolean } = {},
) {
  const tracked = await openPage(getBrowser(), {
    viewport,
    ...(reducedMotion ? { reducedMotion } : {}),
    ...options,
  });
  await loadHome(tracked.page);
  return tracked;
}

/** Loads the home page and waits until the below-the-fold sections and keen-slider run. */
async function loadHome(page: Page): Promise<void> {
  await gotoHydrated(page, "/");
  await logoCarousel(page).waitFor();
}

const main = (page: Page) => page.getByRole("main");
const logoCarousel = (page: Page) =>
  page.getByRole("group", { name: copy.clientsSection.carouselLabel });
const testimonialCarousel = (page: Page) =>
  page.getByRole("group", { name: copy.testimonialsSection.carouselLabel });
const section = (page: Page, name: string) => main(page).getByRole("region", { name });

async function linkTarget(link: Locator) {
  return {
    href: await link.getAttribute("href"),
    target: await link.getAttribute("target"),
    rel: await link.getAttribute("rel"),
  };
}

describe.each(VIEWPORTS)("home at $name", ({ viewport }) => {
  // Tests that only read the page as it loaded share one load.
  describe("as loaded", () => {
    const loaded = usePageForReading(getBrowser, { viewport }, loadHome);

    it("has the hero with the page's one h1 and its three buttons", async () => {
      const { page, errors } = loaded();
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.count()).toBe(1);
      expect(await h1.textContent()).toBe(copy.heading);
      const hero = main(page)
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 1 }) });
      const names = await hero.getByRole("link").allTextContents();
      expect(names.map((name) => name.replace(" (opens in a new tab)", ""))).toEqual([
        "Book a Call with Our Team",
        "MVP in 2 Weeks",
        "Explore Our Services",
      ]);
      expect(errors).toEqual([]);
    });
    it("sends every link where the spec says, and has no other link", async () => {
      const { page, errors } = loaded();
      const external = { target: "_blank", rel: "noopener noreferrer" };
      const expected: [RegExp, { href: string; target: string | null; rel: string | null }][] = [
        [/^Book a Call with Our Team/, { href: site.bookingUrl, ...external }],
        [/^MVP in 2 Weeks$/, { href: "/lp/mvp-offer", target: null, rel: null }],
        [/^Explore Our Services$/, { href: "/services", target: null, rel: null }],
        [/^View All Services$/, { href: "/services", target: null, rel: null }],
        [/^View All Projects$/, { href: "/projects", target: null, rel: null }],
        // Each Recent Work card: its case study on this site, then the live site.
        ...featured.flatMap((project) => [
          [
            new RegExp(`^Read Case Study.*: ${escapeRegExp(project.title)}`),
            { href: `/projects/${project.slug}`, target: null, rel: null },
          ] as [RegExp, { href: string; target: null; rel: null }],
          [
            new RegExp(`^Visit Site.*: ${escapeRegExp(project.title)}`),
            { href: project.url, ...external },
          ] as [RegExp, { href: string; target: string; rel: string }],
        ]),
        [
          new RegExp(`^${escapeRegExp(copy.aboutTeaser.linkLabel)}$`),
          { href: "/about", target: null, rel: null },
        ],
        [/^Book a Call \(opens in a new tab\)$/, { href: site.bookingUrl, ...external }],
        [/^Explore Our Services$/, { href: "/services", target: null, rel: null }],
      ];
      const links = main(page).getByRole("link");
      expect(await links.count()).toBe(expected.length);
      for (const [index, [name, target]] of expected.entries()) {
        const link = links.nth(index);
        expect(await link.textContent()).toMatch(name);
        expect(await linkTarget(link)).toEqual(target);
      }
      // Visit Site links name their project for screen readers, with no stray space.
      for (const project of featured) {
        expect(
          await main(page)
            .getByRole("link", {
              name: new RegExp(
                `^Visit Site: ${escapeRegExp(project.title)} \\(opens in a new tab\\)$`,
              ),
            })
            .count(),
        ).toBe(1);
      }
      expect(errors).toEqual([]);
    });
    it("shows the sections in the spec's order, the logo strip right after the hero", async () => {
      const { page, errors } = loaded();
      const headings = await main(page).getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toEqual([
        copy.mission.heading,
        copy.servicesSection.heading,
        copy.processSection.heading,
        copy.recentWork.heading,
        copy.aboutTeaser.heading,
        copy.clientsSection.heading,
        copy.testimonialsSection.heading,
        copy.closingCta.heading,
      ]);
      // Logo strip: between the h1 and Our Mission, wordmarks named by their alt text.
      const order = await main(page).evaluate((root) => {
        const h1 = root.querySelector("h1");
        const mission = [...root.querySelectorAll("h2")][0];
        const strip = [...root.querySelectorAll("ul")].find((list) =>
          [...list.querySelectorAll("img")].some((img) => img.alt === "Pulp & Press"),
        );
        const follows = (a?: Node | null, b?: Node | null) =>
          !!a && !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { afterHero: follows(h1, strip), beforeMission: follows(strip, mission) };
      });
      expect(order).toEqual({ afterHero: true, beforeMission: true });
      // Three service cards, in order.
      const services = section(page, copy.servicesSection.heading);
      expect(await services.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        "MVP in 2 Weeks",
        "Product Development",
        "Digital Transformation",
      ]);
      // Three projects in Recent Work, with their images.
      const work = section(page, copy.recentWork.heading);
      expect(await work.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
        featured.map((project) => project.title),
      );
      for (const project of featured) {
        expect(await work.getByRole("img", { name: project.imageAlt }).count()).toBe(1);
      }
      expect(errors).toEqual([]);
    });
    it("shows each testimonial once, rated 5 out of 5", async () => {
      const { page, errors } = loaded();
      const region = section(page, copy.testimonialsSection.heading);
      expect(await region.getByRole("figure").count()).toBe(testimonials.length);
      expect(await region.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(
        testimonials.length,
      );
      for (const testimonial of testimonials) {
        expect(await page.getByText(testimonial.quote, { exact: true }).count()).toBe(1);
        expect(await region.getByText(testimonial.author, { exact: true }).count()).toBe(1);
      }
      expect(errors).toEqual([]);
    });
    it("has images with their size, alt text and lazy loading below the fold", async () => {
      const { page, errors } = loaded();
      const images = await main(page).evaluate((root) =>
        [...root.querySelectorAll("img")].map((img) => ({
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
        })),
      );
      for (const image of images) {
        expect(image.alt).not.toBeNull();
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
      }
      // The hero artwork (first image) is eager with high priority; everything after it,
      // the logo strip at the fold of a phone included, is lazy.
      expect(images[0]).toMatchObject({ alt: "", loading: "eager", priority: "high" });
      const afterHero = images.slice(1);
      expect(afterHero.length).toBeGreaterThan(16);
      for (const image of afterHero) expect(image.loading).toBe("lazy");
      expect(errors).toEqual([]);
    });
  });

  // One load of the page: after each link, Back returns to it (in the app, as a visitor's
  // Back does) for the next one.
  it("MVP in 2 Weeks, View All Services, View All Projects and More About Us open their pages", async () => {
    const { page, errors } = await openHome(viewport);
    const links = [
      ["MVP in 2 Weeks", "/lp/mvp-offer", mvpOfferCopy.heading],
      ["View All Services", "/services", servicesCopy.heading],
      ["View All Projects", "/projects", projectsCopy.heading],
      [copy.aboutTeaser.linkLabel, "/about", aboutCopy.heading],
    ] as const;
    for (const [index, [name, path, heading]] of links.entries()) {
      if (index > 0) {
        await page.goBack();
        await page.waitForURL(url("/"));
      }
      await main(page).getByRole("link", { name, exact: true }).first().click();
      await page.waitForURL(url(path));
      await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    }
    expect(errors).toEqual([]);
  });

  it("lists the six process steps in order and reveals them in that order as they scroll in", async () => {
    const { page, errors } = await openHome(viewport);
    const process = section(page, copy.processSection.heading);
    const titles = await process.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(processSteps.map((step) => `Step ${step.number}: ${step.title}`));
    const steps = process.getByRole("listitem");
    expect(await steps.count()).toBe(6);
    // Below the fold after hydration: switched to the hidden state (never before JS).
    await poll(() => steps.last().evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    // Record when each step becomes fully visible, then scroll down like a reader.
    await steps.evaluateAll((elements) => {
      const shownAt: (number | null)[] = elements.map(() => null);
      const start = performance.now();
      const tick = () => {
        elements.forEach((element, index) => {
          if (shownAt[index] === null && getComputedStyle(element).opacity === "1")
            shownAt[index] = performance.now() - start;
        });
        if (shownAt.includes(null)) requestAnimationFrame(tick);
      };
      (window as unknown as { shownAt: typeof shownAt }).shownAt = shownAt;
      requestAnimationFrame(tick);
    });
    await scrollThrough(page, 150, 120, process);
    const shownAt = await page
      .waitForFunction(() => {
        const times = (window as unknown as { shownAt: (number | null)[] }).shownAt;
        return times.includes(null) ? null : times;
      })
      .then((handle) => handle.jsonValue() as Promise<number[]>);
    expect(shownAt).toEqual([...shownAt].sort((a, b) => a - b));
    expect(shownAt[5]).toBeGreaterThan(shownAt[0] ?? Infinity);
    expect(errors).toEqual([]);
  });

  it("moves the looping logo carousel with next/previous and the arrow keys", async () => {
    const { page, errors } = await openHome(viewport);
    const carousel = logoCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const perView = viewport.width >= 1024 ? 5 : 2;
    const inView = () => slidesInView(carousel);
    expect(await inView()).toEqual(range(0, perView));
    expect(await carousel.getByRole("group").count()).toBe(clients.length);
    const next = carousel.getByRole("button", { name: "Next logos" });
    const previous = carousel.getByRole("button", { name: "Previous logos" });
    expect(await next.getAttribute("aria-disabled")).toBe("false");
    expect(await previous.getAttribute("aria-disabled")).toBe("false");

    const before = await slideTransforms(carousel);
    await next.click();
    await poll(inView).toEqual(range(1, perView));
    expect(await slideTransforms(carousel)).not.toEqual(before); // moved by transform
    await previous.click();
    await poll(inView).toEqual(range(0, perView));

    // Loops: back from the first logo shows the last one first.
    await previous.click();
    await poll(inView).toEqual([clients.length - 1, ...range(0, perView - 1)]);
    await next.click();
    await poll(inView).toEqual(range(0, perView));

    // Keyboard: focus the carousel, then ArrowRight / ArrowLeft.
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await poll(inView).toEqual(range(1, perView));
    await page.keyboard.press("ArrowLeft");
    await poll(inView).toEqual(range(0, perView));
    await page.keyboard.press("ArrowLeft");
    await poll(async () => (await inView())[0]).toBe(clients.length - 1);
    expect(errors).toEqual([]);
  });

  it("wraps all the way round: ten times next is back at the first logo", async () => {
    const { page, errors } = await openHome(viewport);
    const carousel = logoCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole("button", { name: "Next logos" });
    for (let step = 1; step <= clients.length; step++) {
      await next.click();
      await expect.poll(async () => (await slidesInView(carousel))[0]).toBe(step % clients.length);
    }
    expect(errors).toEqual([]);
  });

  it("under reduced motion: nothing animates and all content is visible", async () => {
    const { page, errors } = await openHome(viewport, "reduce");
    // Every reveal item and the hero art, sampled while scrolling the whole page.
    expect(await motionLeftUnderReducedMotion(page)).toEqual({ found: [], animations: [] });

    // A change of colour scheme is applied at once: no element starts a transition. (With
    // a near-zero length, every element's colours still ran one, level by level down the
    // tree, for up to seconds on a busy phone.)
    await page.emulateMedia({ colorScheme: "dark" });
    expect(
      await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState !== "finished")
          .map((animation) =>
            animation instanceof CSSTransition ? animation.transitionProperty : animation.id,
          ),
      ),
    ).toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });

    // A carousel move is instant: the first frame that shows the move is already the
    // final one (on a busy machine the click may take a few frames to be handled).
    const carousel = logoCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const before = await slideTransforms(carousel);
    await carousel.getByRole("button", { name: "Next logos" }).click();
    await expect.poll(() => slideTransforms(carousel), { interval: 16 }).not.toEqual(before);
    const right = await slideTransforms(carousel);
    await atRest(carousel);
    expect(await slideTransforms(carousel)).toEqual(right);
    expect(await slidesInView(carousel)).toEqual(range(1, viewport.width >= 1024 ? 5 : 2));
    expect(errors).toEqual([]);
  });
});

describe("testimonials: one markup, a grid on desktop and a carousel on mobile", () => {
  it("desktop: three cards side by side, no carousel controls", async () => {
    const { page, errors } = await openHome(DESKTOP);
    const region = section(page, copy.testimonialsSection.heading);
    await region.scrollIntoViewIfNeeded();
    expect(await testimonialCarousel(page).count()).toBe(0);
    expect(await region.getByRole("button").count()).toBe(0);
    const boxes = await region
      .getByRole("figure")
      .evaluateAll((figures) =>
        figures.map((figure) => figure.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes).toHaveLength(3);
    const [first, second, third] = boxes as [DOMRect, DOMRect, DOMRect];
    expect(Math.abs(first.top - third.top)).toBeLessThan(2);
    expect(first.right).toBeLessThanOrEqual(second.left);
    expect(second.right).toBeLessThanOrEqual(third.left);
    expect(third.right).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
  });

  it("mobile: one quote in view, a looping carousel with buttons", async () => {
    const { page, errors } = await openHome(MOBILE);
    const carousel = testimonialCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesInView(carousel)).toEqual([0]);
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    await next.click();
    await poll(() => slidesInView(carousel)).toEqual([1]);
    await next.click();
    await poll(() => slidesInView(carousel)).toEqual([2]);
    await next.click();
    await poll(() => slidesInView(carousel)).toEqual([0]); // loops forward
    await previous.click();
    await poll(() => slidesInView(carousel)).toEqual([2]); // and back
    // Quotes out of view are inert: not reachable, not read twice.
    const inert = await carousel.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].map(
        (slide) => slide.inert,
      ),
    );
    expect(inert).toEqual([true, true, false]);
    expect(errors).toEqual([]);
  });

  it("mobile: a keyboard user who reached the quotes before the carousel started keeps their place", async () => {
    const { page, errors } = await openPage(getBrowser(), { viewport: MOBILE, fresh: true });
    // keen-slider held back, so the carousel starts while the focus is on its native track.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/keen-slider[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const label = copy.testimonialsSection.carouselLabel;
    await page.getByRole("region", { name: label }).focus();
    release();
    const carousel = testimonialCarousel(page);
    await carousel.waitFor();
    // Before, the track lost its tabIndex under the focus and the focus fell to the body.
    expect(await carousel.evaluate((root) => document.activeElement === root)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Previous testimonial",
    );
    expect(errors).toEqual([]);
  });

  it("on resize 390 → 1366 → 390: switches between carousel and grid, logos keep their place", async () => {
    // A desktop window narrowed and widened (a phone's screen does not grow to 1366 px).
    const { page, errors } = await openHome(MOBILE, undefined, { isMobile: false });
    const logos = logoCarousel(page);
    await logos.scrollIntoViewIfNeeded();
    await logos.getByRole("button", { name: "Next logos" }).click();
    await poll(() => slidesInView(logos)).toEqual([1, 2]);
    expect(await testimonialCarousel(page).count()).toBe(1);

    await page.setViewportSize(DESKTOP);
    await poll(() => testimonialCarousel(page).count()).toBe(0);
    // Same first logo, now five in view.
    await poll(() => slidesInView(logos)).toEqual([1, 2, 3, 4, 5]);
    await logos.getByRole("button", { name: "Next logos" }).click();
    await poll(() => slidesInView(logos)).toEqual([2, 3, 4, 5, 6]);

    await page.setViewportSize(MOBILE);
    await poll(() => slidesInView(logos)).toEqual([2, 3]);
    const testimonialsCarousel = testimonialCarousel(page);
    await poll(() => testimonialsCarousel.count()).toBe(1);
    await testimonialsCarousel.scrollIntoViewIfNeeded();
    expect(await slidesInView(testimonialsCarousel)).toEqual([0]);
    await testimonialsCarousel.getByRole("button", { name: "Next testimonial" }).click();
    await poll(() => slidesInView(testimonialsCarousel)).toEqual([1]);
    expect(errors).toEqual([]);
  });
});

describe("before JavaScript", () => {
  it("the pre-rendered HTML holds every section, visible, with no hidden reveal state", async () => {
    const html = await (await fetch(url("/"))).text();
    const mainHtml = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    for (const heading of [
      copy.mission.heading,
      copy.processSection.heading,
      copy.recentWork.heading,
      copy.clientsSection.heading,
      copy.testimonialsSection.heading,
      copy.closingCta.heading,
    ]) {
      expect(mainHtml).toContain(`>${heading.replace(/&/g, "&amp;")}</h2>`);
    }
    for (const step of processSteps) expect(mainHtml).toContain(step.title.replace(/&/g, "&amp;"));
    expect(mainHtml).not.toMatch(/opacity:\s*0[;"]/);
    // keen-slider is not part of the page's initial JavaScript.
    expect(initialScripts(html).join(" ")).not.toMatch(/keen-slider/);
  });

  it("with JavaScript off every section and step is visible", async () => {
    const { page } = await openPage(getBrowser(), {
      viewport: MOBILE,
      javaScriptEnabled: false,
    });
    await page.goto(url("/"));
    for (const step of processSteps) {
      const title = page.getByRole("heading", { name: `Step ${step.number}: ${step.title}` });
      await title.scrollIntoViewIfNeeded();
      expect(await title.isVisible()).toBe(true);
    }
    const quote = page.getByText(testimonials[0]?.quote ?? "", { exact: true });
    expect(await quote.isVisible()).toBe(true);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => start + index);
}
