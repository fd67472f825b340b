import { css } from "styled-components";

/** A square icon button on the dark header band: the menu's open and close buttons. */
export const iconButtonOnDark = css`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;
  svg {
    width: 1.375rem;
    height: 1.375rem;
  }
`;
