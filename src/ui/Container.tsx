import styled from "styled-components";

/** Centred page-width wrapper with responsive gutters. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.sizes.narrow : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: clamp(${({ theme }) => theme.space[5]}, 4vw, ${({ theme }) => theme.space[10]});
`;
