import { siteDefaults } from "./siteSettings.ts";
import type { FormField, MessageLanguage } from "../src/contact/rules/fields.ts";
import type { GatewayConfig } from "./config.ts";
import { readForm } from "./form.ts";
import {
  compileOrigins,
  describe,
  isSuccess,
  LOG_PREFIX,
  originAllowed,
  type HttpError,
} from "./http.ts";
import { InvalidMessage, readSubmission } from "./message.ts";
import { actionOf, errorPage, sentRedirect, siteOriginOf } from "./page.ts";

/** What the handler learnt on the way, for the page that answers a form posted natively. */
export interface PageState {
  /** The posted fields, once read. */
  values?: Partial<Record<FormField, string>>;
  /** Why the request failed, when it did. */
  error?: HttpError;
  /** The language of the page the form was posted from: the answer speaks it. */
  language?: MessageLanguage;
}

/**
 * Turns the gateway's JSON answer into a browser's: any success (a message accepted, or a
 * honeypot message dropped) is a 303 to the "message sent" page, any failure the error
 * page with the visitor's values.
 */
export async function answerPage(
  request: Request,
  response: Response,
  page: PageState,
  config: GatewayConfig,
  log: (line: string) => void,
): Promise<Response> {
  try {
    return await pageFor(request, response, page, config);
  } catch (error) {
    // Never worse than the JSON answer the page stands for.
    log(`${LOG_PREFIX} error page failed: ${describe(error)}`);
    return response;
  }
}

async function pageFor(
  request: Request,
  response: Response,
  page: PageState,
  config: GatewayConfig,
): Promise<Response> {
  const url = new URL(request.url);
  const origins = compileOrigins(config.allowedOrigins);
  const siteOrigin = siteOriginOf(request, (origin) => originAllowed(origin, url, origins));
  const read = page.values ? undefined : await submissionOf(request, config);
  const language = page.language ?? read?.language ?? "en";
  if (isSuccess(response.status)) return sentRedirect(siteOrigin, language);
  const values = page.values ?? read?.values ?? {};
  return errorPage({
    language,
    status: response.status,
    values,
    problems: page.error instanceof InvalidMessage ? page.error.problems : undefined,
    detail: await messageOf(response),
    action: actionOf(request, siteOrigin),
    siteOrigin,
    brandName: config.brandName ?? siteDefaults.brandName,
    supportEmail: config.supportEmail,
  });
}

/**
 * The visitor's values when the request failed before they were read (a rate limit, a
 * refused origin): the page must still give them back. Best effort; nothing is validated.
 */
async function submissionOf(request: Request, config: GatewayConfig) {
  if (request.bodyUsed) return undefined;
  try {
    return readSubmission(await readForm(request, config.maxBodyBytes), null);
  } catch {
    return undefined;
  }
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "message" in body) {
      return typeof body.message === "string" ? body.message : undefined;
    }
  } catch {
    // Not JSON: nothing to add.
  }
  return undefined;
}
