/** Id of a pre-rendered page's JSON block of loader data (scripts/prerender.ts, hydrate.tsx). */
export const ROUTE_DATA_ID = "route-data";
