import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and during hydration, true from the next render on. The switch is
 * a transition: React renders what it unlocks (client-only UI such as the cookie notice or
 * the hero's motion) in small slices instead of one blocking task, which a
 * useSyncExternalStore with a different server snapshot would force.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
