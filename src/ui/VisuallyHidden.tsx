import styled from "styled-components";

/**
 * Text for screen readers, search engines and link lists, not shown on screen: e.g. what a
 * short visible label ("Learn More") is about. Keep the visible words first, so speech
 * users can still say the label they see.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
