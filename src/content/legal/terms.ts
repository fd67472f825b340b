/**
 * Terms and Conditions of the website: ten sections in the order of SPEC §2 /terms.
 * Brand, legal name, address and e-mail come from site.ts; figures from offer.ts.
 */
import { mvpOffer } from "../offer.ts";
import { site } from "../site.ts";
import type { LegalSection } from "./types.ts";

const company = site.legalName;
const brand = site.brandName;

export const termsSections: readonly LegalSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    body: [
      {
        kind: "p",
        text: `These Terms and Conditions ("Terms") govern your access to and use of the website at ${site.siteUrl} and its pages (the "Website"), operated by ${company}, a company registered in the Republic of Cyprus with its place of business in ${site.address} ("${brand}", "we", "us" or "our").`,
      },
      {
        kind: "p",
        text: "By accessing or using the Website you agree to be bound by these Terms. If you use the Website on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms on its behalf. If you do not agree with these Terms, please do not use the Website.",
      },
      {
        kind: "p",
        text: "These Terms apply to the Website only. Any software development, design, consultancy or support services we provide are governed by a separate written agreement between you and us, which prevails over these Terms in case of conflict.",
      },
    ],
  },
  {
    id: "use-of-website",
    title: "Use of Website",
    body: [
      {
        kind: "p",
        text: "You may use the Website to learn about our services, projects and products, to book a consultation and to contact us. You agree to use it only for lawful purposes and in a way that does not infringe the rights of others or restrict their use of the Website.",
      },
      { kind: "p", text: "In particular, you must not:" },
      {
        kind: "list",
        items: [
          "attempt to gain unauthorised access to the Website, its servers or any connected system or data;",
          "introduce viruses, malware or any other harmful code, or interfere with the Website's normal operation or security;",
          "use automated means such as bots, scrapers or crawlers to extract content in a way that places an unreasonable load on our infrastructure;",
          "use the contact form to send unsolicited advertising, spam or bulk messages, or submit false or misleading information or information about another person without their permission;",
          "copy, reproduce or exploit any part of the Website for commercial purposes except as permitted by these Terms.",
        ],
      },
      {
        kind: "p",
        text: "The content of the Website is provided for general information only. It does not constitute professional, technical, legal or financial advice, and it is not an offer capable of acceptance. While we work to keep it accurate and up to date, we do not guarantee that it is complete or current.",
      },
      {
        kind: "p",
        text: "We may change, suspend or withdraw all or part of the Website at any time without notice, and we may restrict access for anyone who breaches these Terms.",
      },
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    body: [
      {
        kind: "p",
        text: `All content on the Website, including text, graphics, illustrations, logos, icons, page layouts, source code and software, is owned by or licensed to ${company} and is protected by copyright, trade mark and other intellectual property laws of the Republic of Cyprus, the European Union and international treaties.`,
      },
      {
        kind: "p",
        text: `The names ${brand}, WasteLink, Eyeblock, NeonCard.io and HelpCyprus, and their logos, are trade names or trade marks of ${company}. Client names, logos and project images shown in our portfolio belong to their respective owners and are displayed with their permission to illustrate our work; their display grants you no right to use them.`,
      },
      {
        kind: "p",
        text: "You may view, download and print pages of the Website for your own information or for evaluating our services within your organisation, provided you do not modify them and keep all copyright and proprietary notices. Any other use, reproduction, distribution or creation of derivative works requires our prior written consent.",
      },
    ],
  },
  {
    id: "service-inquiries-and-proposals",
    title: "Service Inquiries and Proposals",
    body: [
      {
        kind: "p",
        text: "Sending us a message through the contact form, by e-mail or by booking a consultation is an inquiry only. It does not create a contract between you and us, and it does not oblige either of us to enter into one.",
      },
      {
        kind: "p",
        text: `We aim to reply to every inquiry within ${mvpOffer.responseHours} hours and, where we have enough information, to send a tailored proposal within ${mvpOffer.proposalHours} hours of our first conversation. These are service commitments we work hard to meet, not contractual guarantees.`,
      },
      {
        kind: "list",
        items: [
          "Proposals, estimates and timelines are based on the information available to us at the time and are valid for 30 days unless they state otherwise.",
          `Prices shown on the Website, including the MVP offer of ${mvpOffer.priceLabel} with delivery in ${mvpOffer.deliveryWeeks} weeks and ${mvpOffer.supportDays} days of support, are in euro and exclude VAT unless stated otherwise. The exact scope, deliverables and conditions of any offer are set out in the proposal.`,
          "A binding engagement begins only when both parties sign a services agreement or statement of work, or you accept a written proposal that expressly states it is binding.",
        ],
      },
      {
        kind: "p",
        text: "We treat the ideas, business information and documents you share with us during an inquiry as confidential and use them only to assess and respond to your request. We are happy to sign a mutual non-disclosure agreement before you share sensitive details; please ask for one when you contact us.",
      },
    ],
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    body: [
      {
        kind: "p",
        text: 'The Website is provided on an "as is" and "as available" basis. To the fullest extent permitted by law, we make no warranties or representations, express or implied, about the Website, including that it will be uninterrupted, error-free, secure or free of viruses, or that its content is accurate or complete.',
      },
      {
        kind: "p",
        text: `To the fullest extent permitted by law, ${company} shall not be liable for any loss or damage arising from or in connection with your use of, or inability to use, the Website or reliance on its content, including loss of profits, revenue, business, data or goodwill, or any indirect or consequential loss, even if such loss was foreseeable.`,
      },
      {
        kind: "p",
        text: "Nothing in these Terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under the laws of the Republic of Cyprus.",
      },
      {
        kind: "p",
        text: "Our liability in connection with any services we provide to you is governed exclusively by the written agreement for those services.",
      },
    ],
  },
  {
    id: "third-party-links",
    title: "Third-Party Links",
    body: [
      {
        kind: "p",
        text: "The Website contains links to websites and services operated by third parties, including our external scheduling calendar, our social media profiles, the websites of clients whose projects we present, and the websites of our products. These links open in a new browser tab and are provided for your convenience only.",
      },
      {
        kind: "p",
        text: "We do not control third-party websites and are not responsible for their content, availability, security or privacy practices. A link does not mean that we endorse the linked website or its operator. Your use of a third-party website is governed by that website's own terms and privacy policy, which we encourage you to read.",
      },
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    body: [
      {
        kind: "p",
        text: "We process the personal data you provide through the Website, such as your name, e-mail address and message, in accordance with the EU General Data Protection Regulation (GDPR) and the applicable laws of the Republic of Cyprus.",
      },
      {
        kind: "p",
        text: "Our Privacy Policy, available at /privacy, explains what data we collect, why we collect it, how long we keep it, with whom we share it and how you can exercise your rights. It forms part of these Terms.",
      },
    ],
  },
  {
    id: "changes-to-these-terms",
    title: "Changes to These Terms",
    body: [
      {
        kind: "p",
        text: 'We may revise these Terms from time to time, for example to reflect changes to the Website, our services or the law. The "Last updated" date at the top of this page shows when they were last changed.',
      },
      {
        kind: "p",
        text: "The version published on the Website when you use it is the one that applies to you. Please check this page regularly. By continuing to use the Website after a change takes effect, you accept the revised Terms.",
      },
    ],
  },
  {
    id: "governing-law",
    title: "Governing Law",
    body: [
      {
        kind: "p",
        text: "These Terms, and any dispute or claim arising out of or in connection with them or your use of the Website, including non-contractual disputes or claims, are governed by and construed in accordance with the laws of the Republic of Cyprus.",
      },
      {
        kind: "p",
        text: "The competent courts of Limassol, Republic of Cyprus, shall have exclusive jurisdiction to settle any such dispute or claim. If you use the Website as a consumer, this choice of law and jurisdiction does not deprive you of the protection of mandatory provisions of the law of your country of residence, or of your right to bring proceedings there.",
      },
      {
        kind: "p",
        text: "If any provision of these Terms is found invalid or unenforceable, the remaining provisions remain in full force and effect. Our failure to enforce any provision is not a waiver of our right to do so later.",
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    body: [
      {
        kind: "p",
        text: "If you have any questions about these Terms or the Website, please contact us:",
      },
      {
        kind: "list",
        items: [company, site.address, `E-mail: ${site.supportEmail}`],
      },
      {
        kind: "p",
        text: `We reply to every message within ${mvpOffer.responseHours} hours.`,
      },
    ],
  },
];
