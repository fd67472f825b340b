import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { contrastPairs, minimumRatio, ratioOf, type ContrastPair } from "../theme/contrast.ts";
import { contrastRatio } from "../theme/color.ts";
import { palette } from "../theme/palette.ts";
import { schemes } from "../theme/schemes.ts";
import { tokens, tokens as theme } from "../theme/tokens.ts";
import { assetUrl } from "../src/ui/assetUrl.ts";

/**
 * The design tokens, rendered from theme/tokens.ts, theme/schemes.ts and theme/palette.ts
 * themselves: change a value there and this page (and every other story) follows. Both
 * colour schemes are shown side by side (the toolbar's scheme switch recolours the page).
 */
const meta = {
  title: "Tokens",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ratio = (fg: string, bg: string) => contrastRatio(fg, bg).toFixed(2);

export const Palette: Story = {
  render: () => (
    <Page>
      <h1>Palette</h1>
      <p>
        Every colour of the site, from <code>theme/palette.ts</code>. The figures are the contrast
        of white and of ink900 text on each swatch.
      </p>
      <Swatches role="list">
        {Object.entries(palette).map(([name, value]) => (
          <Swatch key={name} role="listitem">
            <Chip style={{ background: value }} />
            <strong>{name}</strong>
            <code>{value}</code>
            <small>
              white {ratio(palette.white, value)} · ink {ratio(palette.ink900, value)}
            </small>
          </Swatch>
        ))}
      </Swatches>
    </Page>
  ),
};

/** Both mappings, side by side: each scheme's pairs in the same order (the guard checks both). */
const schemeNames = ["light", "dark"] as const;
const pairsBySheme = schemeNames.map((name) => contrastPairs(schemes[name]));

function PairSample({ pair }: { pair: ContrastPair }) {
  return pair.kind === "ui" ? (
    // A UI part or focus ring: a 3px outline in the colour, not text.
    <Sample
      aria-hidden="true"
      style={{ background: pair.bg, boxShadow: `inset 0 0 0 3px ${pair.fg}` }}
    />
  ) : (
    <Sample $large={pair.kind === "large"} style={{ color: pair.fg, background: pair.bg }}>
      Aa
    </Sample>
  );
}

export const Contrast: Story = {
  render: () => (
    <Page>
      <h1>Contrast pairs, light and dark</h1>
      <p>
        The foreground/surface pairs the site uses (<code>theme/contrast.ts</code>), in both
        mappings of the palette (<code>theme/schemes.ts</code>), checked against WCAG 2.2 AA by{" "}
        <code>tests/theme/contrast.test.ts</code>: 4.5:1 for text, 3:1 for large text, UI parts and
        focus indicators. The weakest pair of each scheme is marked.
      </p>
      <Table>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            <th scope="col">Needs</th>
            {schemeNames.map((name) => (
              <th key={name} scope="col" colSpan={2}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pairsBySheme[0]?.map((pair, i) => {
            const needed = minimumRatio[pair.kind];
            return (
              <tr key={pair.name}>
                <td>{pair.name}</td>
                <td>
                  {needed}:1 ({pair.kind})
                </td>
                {pairsBySheme.map((pairs, s) => {
                  const p = pairs[i] ?? pair;
                  const value = ratioOf(p);
                  const weakest = Math.min(...pairs.map((q) => ratioOf(q) / minimumRatio[q.kind]));
                  return [
                    <td key={`${s}-sample`}>
                      <PairSample pair={p} />
                    </td>,
                    <td key={`${s}-ratio`}>
                      {value.toFixed(2)}:1 {value >= needed ? "pass" : "FAIL"}
                      {value / needed === weakest ? " (weakest)" : ""}
                    </td>,
                  ];
                })}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Page>
  ),
};

/** Every colour role of theme/schemes.ts with its light and dark value. */
export const ColourRoles: Story = {
  name: "Colour roles, light and dark",
  render: () => {
    const roles = Object.entries(schemes.light.colors).flatMap(([name, value]) =>
      typeof value === "string"
        ? [
            {
              name,
              light: value,
              dark: schemes.dark.colors[name as keyof typeof schemes.dark.colors] as string,
            },
          ]
        : Object.entries(value).flatMap(([service, pair]) =>
            Object.entries(pair).map(([part, v]) => ({
              name: `${name}.${service}.${part}`,
              light: v,
              dark:
                (schemes.dark.colors.service as Record<string, Record<string, string>>)[service]?.[
                  part
                ] ?? v,
            })),
          ),
    );
    return (
      <Page>
        <h1>Colour roles, light and dark</h1>
        <p>
          Components read each role as a custom property (<code>var(--textMuted)</code>); the page
          holds both mappings (<code>theme/schemeCss.ts</code>): light, dark when the system prefers
          it, and the visitor&apos;s choice. Roles without a dark value of their own are the same in
          both (the dark bands stay dark).
        </p>
        <Table>
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Light</th>
              <th scope="col">Dark</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => (
              <tr key={role.name}>
                <td>
                  <code>{role.name}</code>
                </td>
                {[role.light, role.dark].map((value, i) => (
                  <td key={i}>
                    <RoleChip style={{ background: value }} /> <code>{value}</code>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Page>
    );
  },
};

export const Typography: Story = {
  render: () => (
    <Page>
      <h1>Type scale</h1>
      <p>
        <code>{tokens.fonts.body}</code>
      </p>
      {Object.entries(tokens.fontSizes).map(([name, size]) => (
        <TypeRow key={name}>
          <code>
            {name}: {size}
          </code>
          <span
            style={{
              fontSize: size,
              lineHeight: tokens.lineHeights.tight,
              fontWeight: tokens.fontWeights.bold,
              letterSpacing: tokens.letterSpacings.tight,
            }}
          >
            Ship the MVP
          </span>
        </TypeRow>
      ))}
      <h2>Weights</h2>
      {Object.entries(tokens.fontWeights).map(([name, weight]) => (
        <p key={name} style={{ fontWeight: weight }}>
          {name} ({weight}): We turn ideas into software products that ship.
        </p>
      ))}
    </Page>
  ),
};

export const SpacingRadiiShadows: Story = {
  name: "Spacing, radii, shadows, gradients",
  render: () => (
    <Page>
      <h1>Spacing</h1>
      {Object.entries(tokens.space).map(([name, size]) => (
        <TypeRow key={name}>
          <code>
            space[{name}] = {size}
          </code>
          <Bar style={{ width: size }} />
        </TypeRow>
      ))}
      <h2>Radii</h2>
      <Row>
        {Object.entries(tokens.radii).map(([name, radius]) => (
          <Box key={name} style={{ borderRadius: radius }}>
            <code>{name}</code>
            <code>{radius}</code>
          </Box>
        ))}
      </Row>
      <h2>Shadows</h2>
      <Row>
        {Object.entries(tokens.shadows).map(([name, shadow]) => (
          <Box key={name} style={{ boxShadow: shadow }}>
            <code>{name}</code>
          </Box>
        ))}
      </Row>
      <h2>Gradients</h2>
      <Row>
        {Object.entries(tokens.gradients).map(([name, gradient]) => (
          <Box key={name} style={{ background: `${gradient}, ${tokens.colors.bgDark}` }}>
            <code style={{ color: tokens.colors.textOnDark }}>{name}</code>
          </Box>
        ))}
      </Row>
    </Page>
  ),
};

export const Motion: Story = {
  render: () => (
    <Page>
      <h1>Motion</h1>
      <Table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens.motion.durations).map(([name, value]) => (
            <tr key={name}>
              <td>durations.{name}</td>
              <td>{value} ms</td>
            </tr>
          ))}
          {Object.entries(tokens.motion.easings).map(([name, value]) => (
            <tr key={name}>
              <td>easings.{name}</td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2>Breakpoints</h2>
      <p>
        {Object.entries(tokens.breakpoints)
          .map(([name, px]) => `${name} ≥ ${px}px`)
          .join(" · ")}
      </p>
    </Page>
  ),
};

export const BrandArtwork: Story = {
  render: () => (
    <Page>
      <h1>Brand artwork</h1>
      <p>
        Drawn from the tokens at build time (<code>scripts/brandArt.ts</code>): the templates in{" "}
        <code>assets/</code> name palette entries, never colours.
      </p>
      <Row>
        {[
          "hero/hero-art.svg",
          "og/og-default.svg",
          "brand/logo.svg",
          ...[1, 2, 3, 4, 5, 6].map((n) => `mvp/tile-${n}.svg`),
        ].map((file) => (
          <Figure key={file}>
            <img src={assetUrl(file)} alt="" width={240} />
            <figcaption>
              <code>{file}</code>
            </figcaption>
          </Figure>
        ))}
      </Row>
    </Page>
  ),
};

const Page = styled.main`
  display: grid;
  gap: ${theme.space[4]};
  max-width: ${theme.sizes.container};
  h1 {
    font-size: ${theme.fontSizes.h2};
  }
  h2 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.fontSizes.h3};
  }
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${theme.space[4]};
`;

const Swatch = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.fontSizes.sm};
  small {
    color: ${theme.colors.textMuted};
  }
`;

const Chip = styled.div`
  height: 4rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: start;
  }
`;

const Sample = styled.span<{ $large?: boolean }>`
  display: inline-block;
  min-width: 3.5rem;
  min-height: 2rem;
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.sm};
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes.xl : theme.fontSizes.md)};
  font-weight: ${theme.fontWeights.bold};
`;

const RoleChip = styled.span`
  display: inline-block;
  width: 1.5rem;
  height: 1.5rem;
  vertical-align: middle;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
`;

const TypeRow = styled.div`
  display: grid;
  grid-template-columns: 16rem 1fr;
  align-items: center;
  gap: ${theme.space[4]};
`;

const Bar = styled.div`
  height: ${theme.space[4]};
  background: ${theme.colors.accent};
  border-radius: ${theme.radii.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[6]};
`;

const Box = styled.div`
  display: grid;
  place-content: center;
  gap: ${theme.space[1]};
  width: 10rem;
  height: 7rem;
  background: ${theme.colors.bg};
  border: 1px solid ${theme.colors.border};
  text-align: center;
`;

const Figure = styled.figure`
  display: grid;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.xs};
`;
