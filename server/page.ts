import { createHash } from "node:crypto";
import { escapeHtml } from "../src/contact/rules/email.ts";
import {
  CONTACT_FIELDS,
  contactSentPath,
  describeProblem,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  REQUIRED_FIELDS,
  summaryOf,
  type ContactField,
  type FieldProblems,
  type FormField,
  type MessageLanguage,
} from "../src/contact/rules/fields.ts";
import { schemeCss } from "../theme/schemeCss.ts";
import { schemes } from "../theme/schemes.ts";
import { tokens } from "../theme/tokens.ts";
import { contactFormCopies } from "./siteSettings.ts";

/**
 * The gateway's answers to a form posted without JavaScript: a browser navigation gets a
 * web page, not JSON. Success is a 303 to the pre-rendered "message sent" page; anything
 * else is an HTML page in the site's look (theme tokens, one small inline style sheet
 * allowed by its hash) that says what went wrong in SPEC §8's words and gives every typed
 * value back in a form that posts to the gateway again. Its words are the contact form's
 * (content/ui/contact-form.en.yml).
 */

/**
 * True for a form the browser posted itself: a navigation (Sec-Fetch-Mode), or, from a
 * browser that sends no fetch metadata, one that asks for HTML and not JSON. The app's own
 * fetch sends `Accept: application/json` and is never a navigation.
 */
export function wantsPage(request: Request): boolean {
  if (request.method !== "POST") return false;
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  const accept = request.headers.get("accept") ?? "";
  return /\btext\/html\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/**
 * The site the visitor came from, as an origin prefix for links and the redirect: the
 * request's Origin when the form was posted from another origin, or, for a form sent again
 * from the error page (which lives on the gateway's origin), the `site` its action names;
 * either only when `allowed`. Otherwise "" (same origin as the gateway: root-relative paths).
 */
export function siteOriginOf(request: Request, allowed: (origin: string) => boolean): string {
  const url = new URL(request.url);
  const header = request.headers.get("origin");
  for (const candidate of [header, url.searchParams.get(SITE_PARAM)]) {
    if (!candidate || candidate === "null") continue;
    const parsed = parseOrigin(candidate);
    if (parsed === undefined || parsed.host === url.host) continue;
    if (/^https?:$/.test(parsed.protocol) && allowed(parsed.origin)) return parsed.origin;
  }
  return "";
}

/** Query parameter of the error page's action that names the site to return to. */
const SITE_PARAM = "site";

/** Where the error page's form posts: the gateway again, naming the site to return to. */
export function actionOf(request: Request, siteOrigin: string): string {
  const { pathname } = new URL(request.url);
  return siteOrigin ? `${pathname}?${SITE_PARAM}=${encodeURIComponent(siteOrigin)}` : pathname;
}

function parseOrigin(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Success: see the pre-rendered "message sent" page (303, so a reload does not post again). */
export function sentRedirect(siteOrigin: string, language: MessageLanguage = "en"): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: `${siteOrigin}${contactSentPath(language)}`,
      "cache-control": "no-store",
    },
  });
}

export interface ErrorPageInput {
  status: number;
  /** The language of the page the form came from (English when unknown). */
  language?: MessageLanguage;
  /** The fields as posted (unknown when the body could not be read). */
  values: Partial<Record<FormField, string>>;
  /** Refused fields, for a validation error; undefined for any other failure. */
  problems: FieldProblems | undefined;
  /** The gateway's own message for a failure that is not a validation error. */
  detail: string | undefined;
  /** Path the form posts to again (the request's own). */
  action: string;
  siteOrigin: string;
  brandName: string;
  supportEmail: string;
}

/** The page's notice: SPEC §8's words for what went wrong, in the form's order of severity. */
export function noticeFor(
  problems: FieldProblems | undefined,
  supportEmail: string,
  language: MessageLanguage = "en",
): { title: string; message: string } {
  const copy = contactFormCopies[language];
  const summary = problems ? summaryOf(problems) : "other";
  if (summary !== "other") return copy.notices[summary];
  const { title, message } = copy.notices.failure;
  return { title, message: message.replace("{email}", supportEmail) };
}

export function errorPage(input: ErrorPageInput): Response {
  return new Response(renderErrorPage(input), {
    status: input.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": pageCsp(input.siteOrigin),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    },
  });
}

/** Nothing but the one style sheet; the form may post here again (and be sent on to the site). */
function pageCsp(siteOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src '${STYLE_HASH}'`,
    `img-src 'self'${siteOrigin ? ` ${siteOrigin}` : ""}`,
    `form-action 'self'${siteOrigin ? ` ${siteOrigin}` : ""}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function renderErrorPage(input: ErrorPageInput): string {
  const language = input.language ?? "en";
  const copy = contactFormCopies[language];
  const notice = noticeFor(input.problems, input.supportEmail, language);
  const prefix = language === "en" ? "" : `/${language}`;
  const home = `${input.siteOrigin}${prefix || "/"}`;
  const contact = `${input.siteOrigin}${prefix}/contact`;
  const fields = CONTACT_FIELDS.map((field) => fieldHtml(field, input)).join("\n");
  const honeypot = escapeHtml(input.values[HONEYPOT_FIELD] ?? "");
  const detail =
    input.problems === undefined && input.detail
      ? `<p class="detail">${escapeHtml(input.detail)}</p>`
      : "";
  const intro = input.problems ? copy.errorPage.introInvalid : copy.errorPage.introRetry;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="${escapeHtml(`${input.siteOrigin}/favicon.svg`)}" type="image/svg+xml">
<title>${escapeHtml(`${notice.title} — ${input.brandName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="top"><div class="wrap"><a class="brand" href="${escapeHtml(home)}"><img src="${escapeHtml(`${input.siteOrigin}/favicon.svg`)}" alt="" width="32" height="32">${escapeHtml(input.brandName)}</a></div></header>
<main id="main" class="wrap">
<div class="card">
<div class="notice">
<h1>${escapeHtml(notice.title)}</h1>
<p>${escapeHtml(notice.message)}</p>
${detail}
</div>
<p class="intro">${escapeHtml(intro)}</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<div class="grid">
${fields}
</div>
<input type="hidden" name="${LANGUAGE_FIELD}" value="${language}">
<div class="honeypot" aria-hidden="true"><label for="contact-website">${escapeHtml(copy.honeypotLabel)}</label><input id="contact-website" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value="${honeypot}"></div>
<div class="actions"><button type="submit">${escapeHtml(copy.submitLabel)}</button><a href="${escapeHtml(contact)}">${escapeHtml(copy.errorPage.backLink)}</a></div>
</form>
</div>
</main>
</body>
</html>
`;
}

function fieldHtml(field: ContactField, input: ErrorPageInput): string {
  const copy = contactFormCopies[input.language ?? "en"];
  const raw = input.values[field] ?? "";
  const problem = input.problems?.[field];
  const message = problem ? describeProblem(copy, field, problem, raw, input.language) : "";
  const id = `contact-${field}`;
  const required = REQUIRED_FIELDS.includes(field);
  const marker = required
    ? '<span class="star" aria-hidden="true">*</span>'
    : `<span class="optional"> ${escapeHtml(copy.optionalLabel)}</span>`;
  const label = `${escapeHtml(copy.labels[field])}${marker}`;
  const invalid = message ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const common = `id="${id}" name="${field}"${required ? ' aria-required="true"' : ""}${invalid}`;
  const value = escapeHtml(raw);
  const control =
    field === "message"
      ? `<textarea ${common} rows="6">${value}</textarea>`
      : `<input ${common} type="${field === "email" ? "email" : "text"}" value="${value}"${AUTOCOMPLETE[field]}>`;
  const error = message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : "";
  const wide = field === "message" ? " wide" : "";
  return `<div class="field${wide}"><label for="${id}">${label}</label>${control}${error}</div>`;
}

const AUTOCOMPLETE: Record<ContactField, string> = {
  name: ' autocomplete="name"',
  email: ' autocomplete="email" spellcheck="false"',
  company: ' autocomplete="organization"',
  subject: "",
  message: "",
};

const { colors: c, space: s, radii: r, fontSizes: f, fontWeights: w, lineHeights: lh } = tokens;

/** The site's look from its tokens: the dark header band, a white card, the form's controls. */
const STYLE = [
  // Both colour schemes, as on the site's pages (theme/schemeCss.ts).
  schemeCss(schemes),
  "*,*::before,*::after{box-sizing:border-box}",
  `html{-webkit-text-size-adjust:100%}`,
  `body{margin:0;font-family:${tokens.fonts.body};font-size:${f.md};line-height:${lh.body};color:${c.text};background:${c.bgAlt}}`,
  `.wrap{width:100%;max-width:${tokens.sizes.narrow};margin:0 auto;padding:0 ${s[5]}}`,
  `.top{background-color:${c.bgDark};background-image:${tokens.gradients.heroGlow};padding:${s[5]} 0 ${s[20]}}`,
  `.brand{display:inline-flex;align-items:center;gap:${s[3]};color:${c.textOnDark};font-weight:${w.heavy};font-size:${f.lg};text-decoration:none;letter-spacing:${tokens.letterSpacings.snug}}`,
  `.brand:focus-visible,a:focus-visible,button:focus-visible{outline:3px solid ${c.focus};outline-offset:3px}`,
  `.top .brand:focus-visible{outline-color:${c.focusOnDark}}`,
  `main{margin-top:-${s[16]};padding-bottom:${s[16]}}`,
  `.card{background:${c.surface};border:1px solid ${c.border};border-radius:${r.xl};box-shadow:${tokens.shadows.lg};padding:${s[8]} ${s[5]}}`,
  `@media (min-width:${tokens.breakpoints.md}px){.card{padding:${s[10]}}}`,
  `.notice{border-left:4px solid ${c.danger};padding:0 0 0 ${s[4]};margin-bottom:${s[6]}}`,
  `h1{margin:0 0 ${s[2]};font-size:${f.h3};line-height:${lh.snug};font-weight:${w.heavy};letter-spacing:${tokens.letterSpacings.snug}}`,
  `.notice p{margin:0}`,
  `.detail{margin-top:${s[2]}!important;font-family:${tokens.fonts.mono};font-size:${f.xs};color:${c.textMuted}}`,
  `.intro{margin:0 0 ${s[6]};color:${c.textMuted};font-size:${f.sm}}`,
  `form{display:flex;flex-direction:column;gap:${s[6]}}`,
  `.grid{display:grid;gap:${s[5]}}`,
  `@media (min-width:${tokens.breakpoints.md}px){.grid{grid-template-columns:repeat(2,minmax(0,1fr));row-gap:${s[6]}}.wide{grid-column:1/-1}}`,
  `.field{display:flex;flex-direction:column;gap:${s[2]};min-width:0}`,
  `label{font-size:${f.sm};font-weight:${w.semibold}}`,
  `.star{margin-inline-start:${s[1]};color:${c.accentText}}`,
  `.optional{font-weight:${w.regular};color:${c.textMuted}}`,
  `input,textarea{width:100%;font:inherit;font-size:${f.md};line-height:${lh.snug};padding:${s[3]} ${s[4]};background:${c.surface};color:${c.text};border:1px solid ${c.borderStrong};border-radius:${r.md}}`,
  `input{min-height:${s[12]}}`,
  `textarea{display:block;resize:vertical}`,
  `[aria-invalid=true]{border-color:${c.danger};box-shadow:inset 0 0 0 1px ${c.danger}}`,
  `input:focus,textarea:focus{outline:none;border-color:${c.accent};box-shadow:0 0 0 3px ${c.focus}}`,
  `.error{margin:0;font-size:${f.sm};font-weight:${w.medium};line-height:${lh.snug};color:${c.danger}}`,
  `.honeypot{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`,
  `.actions{display:flex;flex-wrap:wrap;align-items:center;gap:${s[4]} ${s[6]}}`,
  `button{font:inherit;font-weight:${w.semibold};font-size:${f.md};min-height:${s[12]};padding:${s[3]} ${s[8]};border:0;border-radius:${r.pill};background:${c.accent};color:${c.textOnAccent};cursor:pointer}`,
  `button:hover{background:${c.accentHover}}`,
  `.actions a{color:${c.accentText};font-weight:${w.semibold}}`,
].join("\n");

const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;
