/**
 * The axe rules every story is held to (the Storybook a11y panel and the story test in
 * tests/theme/stories.browser.test.ts): WCAG 2.0–2.2 levels A and AA, target size included.
 * The site-level scans add axe's best practices (landmarks, one h1), which do not apply
 * to a component on its own.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
