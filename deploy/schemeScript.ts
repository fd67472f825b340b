/**
 * The colour-scheme script: the first thing in every page's head, so the visitor's
 * choice is on <html> before the first paint (no frame in the other scheme, on a reload
 * or a new page). It is inline and tiny on purpose: an external file would block the
 * paint for a round trip. The Content-Security-Policy allows exactly this text by its
 * SHA-256 (deploy/headers.ts); it runs unchanged everywhere (plain ES5).
 *
 * - It reads the choice kept in localStorage ("light", "dark" or "system"; nothing kept
 *   means "system": follow the device) and writes it to <html data-theme>, "system" when none. The
 *   style sheet (theme/schemeCss.ts) applies the system's scheme through
 *   `prefers-color-scheme` unless data-theme says otherwise, so without JavaScript (no
 *   attribute at all) the page still follows the system.
 * - It runs the scheme control (src/layout/SchemeSwitch.tsx): a click on any
 *   `[data-scheme-switch]` button moves System → Light → Dark → System, sets the
 *   attribute and keeps the choice. The control's label follows the
 *   attribute through CSS alone, so the app's JavaScript carries none of this, and the
 *   control works from the first paint, before hydration, in the header and the mobile
 *   menu alike. Without JavaScript the control is hidden (no attribute).
 *
 * See docs/decisions/021-colour-schemes.md.
 */

/** The localStorage key of the visitor's choice (named in the privacy policy). */
export const SCHEME_STORAGE_KEY = "scheme";

export const SCHEME_SCRIPT = `(function(){var d=document.documentElement,a="data-theme",s;try{s=localStorage.${SCHEME_STORAGE_KEY}}catch(e){}d.setAttribute(a,s=="light"||s=="dark"?s:"system");addEventListener("click",function(e){if(e.target.closest("[data-scheme-switch]")){s={system:"light",light:"dark"}[d.getAttribute(a)]||"system";d.setAttribute(a,s);try{localStorage.${SCHEME_STORAGE_KEY}=s}catch(e){}}})})()`;

/** The tag as it goes into the head, first after <meta charset>. */
export const schemeScriptTag = `<script>${SCHEME_SCRIPT}</script>`;
