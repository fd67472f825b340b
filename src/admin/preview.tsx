/**
 * The CMS's preview pane in the site's look (docs/decisions/023-cms.md): an article and a
 * case study drawn with the site's own components, theme and Markdown rules.
 *
 * Decap CMS bundles its own React, and hooks cannot cross two Reacts, so each template is a
 * tiny Decap component (its `createClass` and `h`) that owns one element and renders into
 * it with the site's React (createRoot). The preview is an iframe: styled-components writes
 * into that document's head (StyleSheetManager target), the global rules included. The
 * body is rendered with the site's own Markdown renderer (src/content/markdown.ts), so raw
 * HTML and unsafe links are as inert here as on the site.
 *
 * Only /admin/ loads this file (built to admin/preview.js by scripts/build.ts).
 */
import { StrictMode, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { StyleSheetManager, ThemeProvider } from "styled-components";
import { GlobalStyle } from "../../theme/GlobalStyle.ts";
import { tokens } from "../../theme/tokens.ts";
import { renderDocument, splitSections } from "../content/markdown.ts";
import { Badge } from "../ui/Badge.tsx";
import { Heading } from "../ui/Heading.tsx";
import { PageHero } from "../ui/PageHero.tsx";
import { Prose } from "../ui/Prose.tsx";
import { Section } from "../ui/Section.tsx";
import { Byline, Layout, Main } from "../pages/insights/articleStyles.ts";
import { Figures, Outcomes, Part, Story } from "../pages/case-study/caseStudyStyles.ts";

/** What Decap hands a preview template (the parts used here). */
interface PreviewProps {
  entry: { getIn(path: readonly string[]): unknown; toJS?: () => unknown };
}
interface DecapInstance {
  props: PreviewProps;
  element?: HTMLDivElement | null;
  root?: Root;
}
interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(href: string): void;
  };
  createClass(spec: Record<string, unknown>): unknown;
  h(type: string, props: Record<string, unknown>): unknown;
}

const valueOf = (props: PreviewProps, name: string): unknown => props.entry.getIn(["data", name]);
const textOf = (props: PreviewProps, name: string): string => {
  const value = valueOf(props, name);
  return typeof value === "string" ? value : "";
};
/** An Immutable list (or a plain one) as a plain array. */
const listOf = (props: PreviewProps, name: string): unknown[] => {
  const value = valueOf(props, name) as { toJS?: () => unknown } | unknown[] | undefined;
  if (Array.isArray(value)) return value;
  const plain = value && typeof value === "object" && "toJS" in value ? value.toJS?.() : [];
  return Array.isArray(plain) ? plain : [];
};

/** The site's theme and global rules, written into the preview's own document. */
function InSiteLook({ target, children }: { target: HTMLElement; children: ReactNode }) {
  return (
    <StyleSheetManager target={target}>
      <ThemeProvider theme={tokens}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}

export function ArticlePreview({ props }: { props: PreviewProps }) {
  const rendered = renderDocument(textOf(props, "body"));
  const tags = listOf(props, "tags").map(String);
  return (
    <>
      <PageHero title={textOf(props, "title")} lead={textOf(props, "description")}>
        <Byline>
          <span>
            <time dateTime={textOf(props, "published")}>{textOf(props, "published")}</time>
          </span>
          {tags.map((tag) => (
            <Badge key={tag} $tone="onDark">
              {tag}
            </Badge>
          ))}
        </Byline>
      </PageHero>
      <Section>
        <Layout $withToc={false}>
          <Main>
            <Prose dangerouslySetInnerHTML={{ __html: rendered.html }} />
          </Main>
        </Layout>
      </Section>
    </>
  );
}

export function CaseStudyPreview({ props }: { props: PreviewProps }) {
  const outcomes = listOf(props, "outcomes") as { value?: string; label?: string }[];
  const sections = splitSections(textOf(props, "body"));
  return (
    <>
      <PageHero title={textOf(props, "industry")} lead={textOf(props, "summary")} />
      <Section tone="alt">
        <Outcomes>
          <Heading level={2} size="xl">
            {textOf(props, "challenge")}
          </Heading>
          <Figures role="list">
            {outcomes.map((outcome, index) => (
              <li key={index}>
                <strong>{outcome.value}</strong>
                <span>{outcome.label}</span>
              </li>
            ))}
          </Figures>
        </Outcomes>
      </Section>
      <Section>
        <Story>
          <Prose>
            {sections.map((section) => (
              <Part key={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                <div dangerouslySetInnerHTML={{ __html: renderDocument(section.markdown).html }} />
              </Part>
            ))}
          </Prose>
        </Story>
      </Section>
    </>
  );
}

/** A Decap template that renders `View` into its own element with the site's React. */
function template(globals: DecapGlobals, View: (p: { props: PreviewProps }) => ReactNode) {
  const draw = (self: DecapInstance) => {
    const element = self.element;
    if (!element) return;
    self.root ??= createRoot(element);
    self.root.render(
      <StrictMode>
        <InSiteLook target={element.ownerDocument.head}>
          <View props={self.props} />
        </InSiteLook>
      </StrictMode>,
    );
  };
  return globals.createClass({
    componentDidMount(this: DecapInstance) {
      draw(this);
    },
    componentDidUpdate(this: DecapInstance) {
      draw(this);
    },
    componentWillUnmount(this: DecapInstance) {
      const root = this.root;
      this.root = undefined;
      // Unmounting while Decap's own render is under way warns: leave it a tick.
      if (root) setTimeout(() => root.unmount());
    },
    render(this: DecapInstance) {
      return globals.h("div", {
        "data-site-preview": "",
        ref: (element: HTMLDivElement | null) => {
          this.element = element;
        },
      });
    },
  });
}

// Markdown fields open in their plain-text mode unless the editor chose otherwise: Decap's
// rich-text mode rewrites what it does not know ("## Title {#anchor}", code fences), and
// merely opening an entry in it marks the entry changed. The switch stays above each body.
const MARKDOWN_MODE_KEY = "cms.md-mode";
if (localStorage.getItem(MARKDOWN_MODE_KEY) === null)
  localStorage.setItem(MARKDOWN_MODE_KEY, "raw");

const globals = window as unknown as Partial<DecapGlobals>;
if (globals.CMS && globals.createClass && globals.h) {
  const decap = globals as DecapGlobals;
  // The site's style sheets (its fonts), named by /admin/index.html (scripts/cmsAdmin.ts).
  const siteStyles = document.querySelector<HTMLMetaElement>('meta[name="site-styles"]');
  for (const href of siteStyles?.content.split(" ").filter(Boolean) ?? [])
    decap.CMS.registerPreviewStyle(href);
  decap.CMS.registerPreviewTemplate("insights", template(decap, ArticlePreview));
  decap.CMS.registerPreviewTemplate("case-studies", template(decap, CaseStudyPreview));
}
