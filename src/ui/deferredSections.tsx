import { lazy, Suspense, type ComponentType } from "react";

type Loader = () => Promise<{ default: ComponentType }>;

export interface DeferredSections {
  /** Renders the sections inside their own Suspense boundary. */
  Sections: ComponentType;
  /** Starts loading the module; resolves once it is ready to render synchronously. */
  preload: () => Promise<void>;
}

/**
 * Below-the-fold sections in a chunk of their own, so a page's initial JavaScript is only
 * what its first screen needs (the byte budget), while the pre-rendered HTML still holds
 * every section:
 *
 * - Pre-render: the page awaits `preload()` at module level (server build only), so the
 *   sections render synchronously into the HTML.
 * - Browser: the page calls `preload()` as soon as its chunk runs. If the chunk has not
 *   arrived when React hydrates, React keeps the server HTML of the boundary as it is
 *   (visible, not yet interactive) and hydrates it when the chunk lands: no flash, no
 *   layout shift, no mismatch.
 */
export function deferredSections(load: Loader): DeferredSections {
  let loaded: { default: ComponentType } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module;
    }));
  // A module that is already here resolves synchronously, so React renders it in the
  // same pass instead of suspending once more.
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: { default: ComponentType }) => void) => {
            resolve(loaded as { default: ComponentType });
          },
        } as unknown as Promise<{ default: ComponentType }>)
      : load().then((module) => (loaded = module)),
  );
  function Sections() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return { Sections, preload };
}
