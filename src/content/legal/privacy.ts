/**
 * Privacy Policy: eleven sections in the order of SPEC §2 /privacy, written for a Cyprus
 * controller under the GDPR and Law 125(I)/2018. Brand, legal name, address and e-mail
 * come from site.ts.
 */
import { mvpOffer } from "../offer.ts";
import { site } from "../site.ts";
import type { LegalSection } from "./types.ts";
import { consentStorage, contactDraftStorage } from "../consent.ts";

const company = site.legalName;
const brand = site.brandName;

export const privacySections: readonly LegalSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: [
      {
        kind: "p",
        text: `${company} ("${brand}", "we", "us" or "our"), with its place of business in ${site.address}, is the controller of the personal data described in this Privacy Policy. It explains how we collect, use, share and protect personal data when you visit ${site.siteUrl} (the "Website"), contact us or book a consultation with us.`,
      },
      {
        kind: "p",
        text: 'We process personal data in accordance with Regulation (EU) 2016/679 (the General Data Protection Regulation, "GDPR") and the Cyprus Law providing for the Protection of Natural Persons with regard to the Processing of Personal Data and for the Free Movement of such Data (Law 125(I)/2018).',
      },
      {
        kind: "p",
        text: "The Website is intended for businesses and professionals. It is not directed at children, and we do not knowingly collect personal data from anyone under 18.",
      },
    ],
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: [
      { kind: "p", text: "We collect only the personal data we need. This includes:" },
      {
        kind: "list",
        items: [
          "Contact form data: your name, e-mail address, company (optional), subject and message, and any personal data you choose to include in your message.",
          "Correspondence: the content and metadata of e-mails and other messages you exchange with us, and notes we take during calls and meetings with you.",
          "Consultation bookings: when you book a call through our external scheduling calendar, the scheduling provider passes us your name, e-mail address, the time you chose and any details you enter in the booking form.",
          "Technical data: when you visit the Website, our hosting infrastructure automatically records server logs containing your IP address, browser and device type, the page requested, the referring page and the date and time of the request.",
          "Your cookie choice: if you accept the cookie notice, your browser stores that choice on your device (see Cookies).",
          "Your unsent contact form draft: while you type in the contact form, your browser keeps a copy of the five fields on your device, so a reload or a closed tab does not lose your message (see Cookies). This copy is never sent to us; we receive your details only when you press Send Message.",
        ],
      },
      {
        kind: "p",
        text: "We do not use analytics, advertising or social media tracking tools on the Website, we do not build profiles of visitors, and we do not ask for special categories of personal data. Please do not include such data, such as health information, in your messages to us.",
      },
    ],
  },
  {
    id: "how-we-use-your-information",
    title: "How We Use Your Information",
    body: [
      { kind: "p", text: "We use your personal data to:" },
      {
        kind: "list",
        items: [
          `respond to your inquiry, usually within ${mvpOffer.responseHours} hours, and answer your questions about our services and products;`,
          `prepare and send you a tailored proposal, typically within ${mvpOffer.proposalHours} hours of our first conversation;`,
          "arrange, hold and follow up on consultations and meetings you book with us;",
          "enter into and perform a contract with you or the organisation you represent, if you become a client;",
          "operate, maintain and secure the Website, including detecting and preventing spam, abuse and attacks on our contact form and servers;",
          "keep business and accounting records and comply with our legal obligations;",
          "establish, exercise or defend legal claims.",
        ],
      },
      {
        kind: "p",
        text: "We do not use your personal data for automated decision-making or profiling that produces legal or similarly significant effects for you. We will not send you marketing e-mails unless you have asked to receive them.",
      },
    ],
  },
  {
    id: "legal-basis-for-processing",
    title: "Legal Basis for Processing (GDPR)",
    body: [
      {
        kind: "p",
        text: "We process your personal data only where the GDPR gives us a legal basis to do so. Depending on the purpose, we rely on the following:",
      },
      {
        kind: "list",
        items: [
          "Consent (Article 6(1)(a) GDPR): where you have given us clear consent for a specific purpose, for example to publish your testimonial or name you as a client, or to store your cookie choice. You can withdraw consent at any time without affecting the lawfulness of processing carried out before you withdrew it.",
          "Contract (Article 6(1)(b) GDPR): where processing is necessary to take steps at your request before entering into a contract, such as answering your inquiry, holding a consultation and preparing a proposal, or to perform a contract with you.",
          "Legitimate interests (Article 6(1)(f) GDPR): where processing is necessary for our legitimate interests and those interests are not overridden by your rights. These include corresponding with representatives of businesses that contact us, keeping the Website and our systems secure through server logs and abuse prevention, and defending legal claims.",
          "Legal obligation (Article 6(1)(c) GDPR): where we must keep records, such as invoices and accounting records, to comply with Cyprus tax and company law.",
        ],
      },
      {
        kind: "p",
        text: "Where we rely on legitimate interests, you can ask us for more information about the balancing test we carried out, and you have the right to object as described under Your Rights.",
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    body: [
      {
        kind: "p",
        text: "The Website does not set any cookies, and it uses no tracking, analytics or advertising cookies or similar technologies.",
      },
      {
        kind: "p",
        text: "The Website stores only two things on your device, both in your browser's local storage, and both only so that the Website works as you expect:",
      },
      {
        kind: "list",
        items: [
          `Your answer to our cookie notice. When you click Accept, the Website saves the entry "${consentStorage.key}" with the value "${consentStorage.acceptedValue}", so the notice is not shown again. This entry contains no personal identifier, is never sent to our servers and stays on your device until you clear it. If you close the notice with the X button instead, nothing is stored and the notice will appear again on your next visit.`,
          `A draft of your contact form message. While you type in the contact form, the Website saves what you have entered in its five fields (name, e-mail address, company, subject and message) in the entry "${contactDraftStorage.key}", together with the time it was saved, so that your message is still there after a reload, a browser crash, a closed tab or a step back and forth. The draft is never sent to our servers. It is deleted as soon as your message has been sent, when you click ${contactDraftStorage.clearLabel} on the contact form, or ${contactDraftStorage.maxAgeDays} days after you last changed it, whichever comes first. If sending fails, the draft is kept so you can try again.`,
        ],
      },
      {
        kind: "p",
        text: "You can delete these entries at any time by clearing your browser's site data for the Website. Doing so shows the cookie notice again and empties any unsent draft. If you share a computer, send or clear your draft before you leave it.",
      },
      {
        kind: "p",
        text: "External websites we link to, such as our scheduling calendar, social media profiles and client or product websites, may set their own cookies when you visit them. Those cookies are governed by the privacy and cookie policies of the respective providers.",
      },
    ],
  },
  {
    id: "sharing",
    title: "Sharing",
    body: [
      {
        kind: "p",
        text: "We do not sell, rent or trade your personal data. We share it only with the following recipients, and only to the extent necessary:",
      },
      {
        kind: "list",
        items: [
          "E-mail delivery: messages you send through the contact form are delivered to our inbox by Mailgun Technologies, Inc., which acts as our processor under a data processing agreement and processes the message only to deliver it.",
          "Hosting: our website hosting and content delivery providers process technical data, such as IP addresses in server logs, as our processors in order to serve and protect the Website.",
          "Business tools: our e-mail, calendar and scheduling, file storage and project management providers process correspondence and booking details on our behalf as processors.",
          "Professional advisers: our accountants, auditors and lawyers, who are bound by confidentiality, where necessary for the purposes described in this policy.",
          "Authorities: courts, law enforcement and regulatory authorities, where we are required to do so by law or need to establish, exercise or defend legal claims.",
          "Business transfers: a buyer or successor, if all or part of our business is reorganised, merged or sold, subject to the same protections as in this policy.",
        ],
      },
      {
        kind: "p",
        text: "Our processors may process personal data only on our documented instructions and must keep it secure and confidential. Where a recipient is located outside the European Economic Area, such as Mailgun in the United States, we ensure an adequate level of protection through the European Commission's adequacy decision for the EU-U.S. Data Privacy Framework or through the Standard Contractual Clauses adopted by the European Commission. You can ask us for a copy of the relevant safeguards.",
      },
    ],
  },
  {
    id: "data-retention",
    title: "Data Retention",
    body: [
      {
        kind: "p",
        text: "We keep personal data only for as long as we need it for the purposes described in this policy, after which we delete or anonymise it. Specifically:",
      },
      {
        kind: "list",
        items: [
          "Inquiries that do not lead to an engagement: contact form messages, related correspondence and consultation notes are kept for 24 months after our last contact with you, so we can pick up the conversation if you return.",
          "Clients: correspondence, contracts and project records are kept for the duration of our relationship and for 6 years after it ends, in line with limitation periods for contractual claims under Cyprus law.",
          "Invoices and accounting records: kept for 6 years after the end of the tax year to which they relate, as required by Cyprus tax legislation.",
          "Server logs: kept for up to 30 days, unless needed for longer to investigate a specific security incident.",
          "E-mail delivery logs held by our e-mail delivery provider: kept for up to 30 days.",
          "Your cookie choice: stored only on your device until you clear it; we hold no copy.",
          `Unsent contact form drafts: stored only on your device, and deleted when the message is sent, when you clear the draft, or ${contactDraftStorage.maxAgeDays} days after you last changed it; we hold no copy.`,
        ],
      },
      {
        kind: "p",
        text: "If you ask us to delete your data, we will do so unless we are legally required to keep it or need it to establish, exercise or defend legal claims, in which case we will keep only what is necessary and restrict its use.",
      },
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights",
    body: [
      { kind: "p", text: "Under the GDPR you have the right to:" },
      {
        kind: "list",
        items: [
          "Access: obtain confirmation of whether we process your personal data and receive a copy of it (Article 15).",
          "Rectification: have inaccurate data corrected and incomplete data completed (Article 16).",
          "Erasure: have your data deleted where, among other cases, it is no longer needed or you withdraw consent (Article 17).",
          "Restriction: ask us to limit the processing of your data, for example while you contest its accuracy (Article 18).",
          "Data portability: receive the data you provided to us in a structured, commonly used and machine-readable format, or have it sent to another controller, where processing is based on consent or contract and carried out by automated means (Article 20).",
          "Objection: object at any time to processing based on our legitimate interests, on grounds relating to your particular situation, and to direct marketing without giving any reason (Article 21).",
          "Withdraw consent: where processing is based on consent, withdraw it at any time, without affecting the lawfulness of processing before the withdrawal (Article 7(3)).",
          "Complaint: lodge a complaint with a supervisory authority. In Cyprus this is the Commissioner for Personal Data Protection (www.dataprotection.gov.cy). You may also complain to the authority in the EU country where you live or work, or where an alleged infringement took place.",
        ],
      },
      {
        kind: "p",
        text: `To exercise any of these rights, e-mail us at ${site.supportEmail}. We may ask you to confirm your identity before acting on your request. We respond without undue delay and in any case within one month, which may be extended by two further months for complex or numerous requests, in which case we will tell you why. Exercising your rights is free of charge unless a request is manifestly unfounded or excessive.`,
      },
      {
        kind: "p",
        text: "We would appreciate the chance to address your concerns before you approach the Commissioner, so please contact us first.",
      },
    ],
  },
  {
    id: "security",
    title: "Security",
    body: [
      {
        kind: "p",
        text: "We apply appropriate technical and organisational measures to protect personal data against accidental or unlawful destruction, loss, alteration, unauthorised disclosure or access. These include:",
      },
      {
        kind: "list",
        items: [
          "encryption in transit: the Website is served only over HTTPS, and contact form messages are transmitted to our e-mail delivery provider over encrypted connections;",
          "no secrets in the browser: the contact form sends messages through our own mail gateway, so no e-mail provider credentials are exposed in the Website's code;",
          "rate limiting and origin checks on the contact form to prevent abuse; the rate limit uses your IP address in memory only, for a few minutes, and does not store it;",
          "access to personal data limited to the staff who need it, protected by strong passwords and two-factor authentication;",
          "processors selected for their security practices and bound by data processing agreements;",
          "regular updates of the software and dependencies that run the Website.",
        ],
      },
      {
        kind: "p",
        text: "No transmission over the internet or method of storage is completely secure, so we cannot guarantee absolute security. If a personal data breach occurs that is likely to result in a risk to your rights and freedoms, we will notify the Commissioner for Personal Data Protection within 72 hours of becoming aware of it and, where the risk is high, inform you without undue delay.",
      },
    ],
  },
  {
    id: "changes-to-this-policy",
    title: "Changes to This Policy",
    body: [
      {
        kind: "p",
        text: 'We may update this Privacy Policy to reflect changes in our practices, the services we use or the law. The "Last updated" date at the top of this page shows when it was last revised.',
      },
      {
        kind: "p",
        text: "If we make material changes, for example to the purposes for which we use your data or the recipients we share it with, we will highlight them on the Website and, where we have your e-mail address and the change affects you, inform you directly before the change takes effect.",
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    body: [
      {
        kind: "p",
        text: "If you have any questions about this Privacy Policy or how we handle your personal data, or you want to exercise your rights, please contact us:",
      },
      {
        kind: "list",
        items: [company, site.address, `E-mail: ${site.supportEmail}`],
      },
      {
        kind: "p",
        text: `We reply to every message within ${mvpOffer.responseHours} hours. Please put "Privacy request" in the subject line so we can route your message quickly.`,
      },
    ],
  },
];
