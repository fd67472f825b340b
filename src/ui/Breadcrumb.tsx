import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "./RouterLink.tsx";
import styled from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

export interface Crumb {
  label: string;
  /** Omitted on the current page (the last crumb). */
  to?: string;
}

interface BreadcrumbProps {
  label: string;
  items: readonly Crumb[];
  /** On a dark hero band. */
  onDark?: boolean;
}

/** Where the page sits: links up the hierarchy, the current page last (aria-current). */
export function Breadcrumb({ label, items, onDark = false }: BreadcrumbProps) {
  return (
    <Nav aria-label={label} $onDark={onDark}>
      <ol role="list">
        {items.map((item, index) => (
          <li key={`${item.label}-${String(index)}`}>
            {index > 0 && <ChevronRight aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav<{ $onDark: boolean }>`
  font-size: ${theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    min-width: 0;
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
  svg {
    flex-shrink: 0;
    width: 1em;
    height: 1em;
  }
  a {
    color: inherit;
    text-underline-offset: 0.2em;
    &:hover {
      color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
    }
  }
  [aria-current] {
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
    font-weight: ${theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;
