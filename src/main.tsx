import "./fonts/inter.css";
import { reloadOnceForChunkError } from "./app/chunkReload.ts";
import { claimServerStyles, registerServerStyleNames } from "./app/serverStyles.ts";
import { nextTask } from "./ui/scheduling.ts";

/**
 * Start-up in stages, with the main thread free in between: evaluating all of the app's
 * code (React, the router, styled-components and its style sheet, the page) and then
 * hydrating would otherwise be one long task on a phone (Total Blocking Time). Every
 * stage's chunks are preloaded by the page (the boot data, scripts/prerender.ts), so the
 * stages cost no extra round trip. Hydration itself is time-sliced (src/app/hydrate.tsx).
 */
async function start(): Promise<void> {
  // Before styled-components loads: it would otherwise rebuild the pre-rendered sheet.
  const serverCss = claimServerStyles();
  const reactDom = await import("react-dom/client");
  await nextTask();
  // The app's modules are evaluated chunk by chunk, a task each, rather than all in the
  // task of the app's import: first the router and styled-components (the framework
  // chunk), whose sheet then learns the class names the pre-rendered one holds.
  const { __PRIVATE__: styledInternals } = await import("styled-components");
  registerServerStyleNames(styledInternals.mainSheet, serverCss);
  await nextTask();
  // The page's language edition (scripts/languagePlugin.ts): a Greek page runs the Greek
  // build of the app, with only Greek copy in its chunks. The address alone says which.
  const greek = /^\/el(\/|$)/.test(location.pathname);
  // Then the edition's theme and primitives, whose styled() definitions are most of the
  // app's evaluation (its ui chunk, vite.config.ts, which the site settings are part of).
  await (greek ? import("@el/content/site.ts") : import("./content/site.ts"));
  await nextTask();
  const { hydrateApp } = greek
    ? await import("@el/app/hydrate.tsx")
    : await import("./app/hydrate.tsx");
  await nextTask();
  await hydrateApp(reactDom);
}

start().catch((error: unknown) => {
  // A deploy replaced the chunks this page names: load the page afresh, once. Until then
  // (and otherwise) the pre-rendered page stays readable without JavaScript.
  if (!reloadOnceForChunkError(error)) console.error("The app could not start", error);
});
