/**
 * Every route and its Greek twin at 1366 × 900: one h1, no console errors, no axe
 * violations, light and dark. The scan itself, shared with the phone half, is
 * tests/support/a11yScan.ts.
 */
import { scanEveryRoute } from "../support/a11yScan.ts";

scanEveryRoute("desktop");
