/**
 * Every route and its Greek twin at a real phone's width (390, touch, device scale 3):
 * one h1, no console errors, no axe violations, light and dark. The scan itself, shared
 * with the desktop half, is tests/support/a11yScan.ts.
 */
import { scanEveryRoute } from "../support/a11yScan.ts";

scanEveryRoute("mobile");
