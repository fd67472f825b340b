/** Copy of the contact route: hero and page-specific sections, plus its metadata from meta.ts. */
import { claims, mvpOffer } from "../offer.ts";
import { pageMeta } from "../meta.ts";
import type { ContactCopy } from "./types.ts";

export const contactCopy: ContactCopy = {
  ...pageMeta.contact,
  eyebrow: "Contact Us",
  heading: "Let's Talk About Your Project",
  lead: `Share a few details about what you want to build. We read every message, reply within ${mvpOffer.responseHours} hours and send a tailored proposal once we understand your goals.`,
  badge: `We reply within ${mvpOffer.responseHours} hours`,
  emailLabel: "Email us",
  consultation: {
    heading: "Free Consultation",
    text: `Book a free ${mvpOffer.consultationMinutes}-minute call with a senior member of our team. We will talk through your goals, constraints and timeline, and you will have a tailored proposal within ${mvpOffer.proposalHours} hours. No commitment required.`,
  },
  trustPoints: [
    { label: `${claims.years} Years Experience`, icon: "award" },
    { label: `${claims.projects} Projects Delivered`, icon: "briefcase-business" },
    { label: `${claims.customers} Happy Customers`, icon: "users" },
    { label: `${mvpOffer.responseHours}-Hour Response`, icon: "clock" },
  ],
  formHeading: "Send Us a Message",
  faqHeading: "Frequently Asked Questions",
  formLead:
    "Tell us what you want to build, where you are today and when you need it. A senior member of our team reads every message.",
  faqLead: `Still have a question? Write to us and you will have an answer within ${mvpOffer.responseHours} hours.`,
};
