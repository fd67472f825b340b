import Mail from "lucide-react/icons/mail";
import { Link } from "../ui/RouterLink.tsx";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { footerCopy, socialLinks, tagline } from "../content/layoutEnd.ts";
import { site } from "../content/site.ts";
import { Container } from "../ui/Container.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { useCurrentYear } from "../ui/useToday.ts";
import { Logo } from "./Logo.tsx";
import { footerNav, type NavItem } from "./navigation.ts";
import { SocialIcon } from "./SocialIcon.tsx";
import { fillText } from "../content/text.ts";
import { overline } from "../ui/textStyles.ts";
import { tokens as theme } from "../../theme/tokens.ts";

export function Footer() {
  const year = useCurrentYear();
  return (
    <Wrap>
      <Container>
        <Top>
          <Brand>
            <Logo />
            <Tagline>{tagline}</Tagline>
          </Brand>
          <Columns>
            <LinkColumn title={footerCopy.sitemap} items={footerNav.sitemap} />
            <LinkColumn title={footerCopy.resources} items={footerNav.resources} />
            <nav aria-labelledby="footer-connect">
              <ColumnTitle id="footer-connect">{footerCopy.connect}</ColumnTitle>
              <ColumnList role="list">
                <li>
                  <FooterAnchor href={`mailto:${site.supportEmail}`}>
                    <Mail aria-hidden="true" />
                    {site.supportEmail}
                  </FooterAnchor>
                </li>
              </ColumnList>
              <Social role="list">
                {socialLinks.map((s) => (
                  <li key={s.name}>
                    <SocialLink href={s.href}>
                      <SocialIcon network={s.network} />
                      <span className="visually-hidden">{s.label}</span>
                    </SocialLink>
                  </li>
                ))}
              </Social>
            </nav>
          </Columns>
        </Top>
        <Bottom>
          <p>{fillText(footerCopy.copyright, { year })}</p>
          <Legal aria-label={footerCopy.legalNavLabel}>
            {footerNav.legal.map((item) => (
              <FooterLink key={item.to} to={item.to}>
                {item.label}
              </FooterLink>
            ))}
          </Legal>
        </Bottom>
      </Container>
    </Wrap>
  );
}

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <ColumnTitle id={id}>{title}</ColumnTitle>
      <ColumnList role="list">
        {items.map((item) => (
          <li key={item.to}>
            <FooterLink to={item.to}>{item.label}</FooterLink>
          </li>
        ))}
      </ColumnList>
    </nav>
  );
}

const Wrap = styled.footer`
  padding-block: ${theme.space[16]} ${theme.space[8]};
  background: ${theme.colors.bgDark};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  ${media.lg} {
    grid-template-columns: 1.1fr 1.9fr;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Tagline = styled.p`
  max-width: 24rem;
`;

const Columns = styled.div`
  display: grid;
  gap: ${theme.space[8]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* The Connect column gets a full row on phones so the e-mail address never breaks. */
  > :last-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    > :last-child {
      grid-column: auto;
    }
  }
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${theme.space[4]};
  ${overline}
  color: ${theme.colors.textOnDark};
`;

const ColumnList = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
`;

const linkStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  text-decoration: none;
`;

const FooterLink = styled(Link)`
  ${linkStyle}
  gap: ${theme.space[2]};
  color: inherit;
  &:hover {
    color: ${theme.colors.textOnDark};
  }
`;

const FooterAnchor = styled.a`
  ${linkStyle}
  gap: ${theme.space[2]};
  color: inherit;
  overflow-wrap: anywhere;
  &:hover {
    color: ${theme.colors.textOnDark};
  }
  svg {
    width: 1rem;
    height: 1rem;
    flex-shrink: 0;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;

const SocialLink = styled(ExternalLink)`
  display: grid;
  place-items: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textOnDark};
  &:hover {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  justify-content: space-between;
  align-items: center;
  margin-top: ${theme.space[12]};
  padding-top: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.borderOnDark};
`;

const Legal = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[6]};
`;
