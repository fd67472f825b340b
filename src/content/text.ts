/**
 * Fills the run-time placeholders a content text may hold ({count}, {tab}). Build-time
 * ones ({site.brandName}, {offer.…}) are already filled by the loader.
 */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** A text with a singular and a plural form, chosen for `count` by the page's language. */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

export function pluralText(
  text: PluralText,
  count: number,
  values: Record<string, string | number> = {},
  locale = "en",
): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? text.one : text.other;
  return fillText(form, { count, ...values });
}
