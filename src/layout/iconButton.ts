import { css } from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

/** A square icon button on the dark header band: the menu's open and close buttons. */
export const iconButtonOnDark = css`
  display: grid;
  place-items: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.textOnDark};
  cursor: pointer;
  svg {
    width: 1.375rem;
    height: 1.375rem;
  }
`;
