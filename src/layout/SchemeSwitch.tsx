import styled from "styled-components";
import { layoutCopy } from "../content/layout.ts";
import { tokens as theme } from "../../theme/tokens.ts";

/** The choices, in the order a click moves through them. */
const choices = ["system", "light", "dark"] as const;

/**
 * The colour-scheme control of the header and the mobile menu: one button that moves
 * System → Light → Dark. It holds no state and no handler: the head script
 * (deploy/schemeScript.ts) answers its clicks, sets <html data-theme> and keeps the
 * choice, and CSS shows the name of the current choice from that attribute. So the
 * server's HTML is the same for every visitor (no hydration mismatch), the control works
 * from the first paint, and it costs the pages' JavaScript only this markup. Its
 * accessible name is what it does and the current choice ("Change colour scheme,
 * current: Dark"): the names of the other choices are display:none, so they are not read.
 * Without JavaScript (no attribute) it is hidden; the page follows the system.
 */
export function SchemeSwitch() {
  const copy = layoutCopy.scheme;
  return (
    <Switch type="button" data-scheme-switch="">
      <span className="visually-hidden">{copy.label} </span>
      {choices.map((choice) => (
        <Choice key={choice} data-choice={choice}>
          {copy[choice]}
        </Choice>
      ))}
    </Switch>
  );
}

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space[4]};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.textOnDark};
  }
  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
  /* The usual "contrast" mark: a circle, half filled. */
  &::before {
    content: "";
    width: 1em;
    height: 1em;
    border: 2px solid;
    border-radius: 50%;
    background: linear-gradient(90deg, currentColor 50%, transparent 0);
  }
  html:not([data-theme]) & {
    display: none;
  }
`;

const Choice = styled.span`
  display: none;
  html[data-theme="system"] &[data-choice="system"],
  html[data-theme="light"] &[data-choice="light"],
  html[data-theme="dark"] &[data-choice="dark"] {
    display: inline;
  }
`;
