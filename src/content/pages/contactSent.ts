/**
 * Copy of the contactSent route (where the contact form lands when sent without
 * JavaScript), plus its metadata from meta.ts. Heading and lead are SPEC §8's success
 * texts, the same the toast shows.
 */
import { notices } from "../../contact/message.ts";
import { pageMeta } from "../meta.ts";
import { mvpOffer } from "../offer.ts";
import type { ContactSentCopy } from "./types.ts";

export const contactSentCopy: ContactSentCopy = {
  ...pageMeta.contactSent,
  badge: `We reply within ${mvpOffer.responseHours} hours`,
  heading: notices.success.title,
  lead: notices.success.message,
  homeLinkLabel: "Back to the home page",
  contactLinkLabel: "Send another message",
};
