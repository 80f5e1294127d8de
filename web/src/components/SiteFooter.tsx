import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from './Logo.js';

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.textInverseMuted};
  padding: ${({ theme }) => theme.space(12, 0, 8)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(0, 4)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(0, 8)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.mq.md} {
    grid-column: auto;
  }
  p {
    margin-top: ${({ theme }) => theme.space(3)};
    max-width: 320px;
  }
`;

const BrandName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ColumnTitle = styled.h2`
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.colors.textInverseMuted};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.textInverse};
    }
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Footer links other than Pricing are placeholders (spec §2). */
const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Pricing', to: '/pricing' },
      { label: 'Features', href: '#features' },
      { label: 'How It Works', href: '#how-it-works' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#' },
      { label: 'Blog', href: '#' },
      { label: 'Careers', href: '#' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Security', to: '/security' },
    ],
  },
] as const;

const subscribeToNothing = () => () => undefined;

/**
 * This browser's year. While a pre-rendered page hydrates it is the build's year (vite.config.ts),
 * which the markup has, and React renders the footer again if the two differ.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <Footer>
      <Inner>
        <Columns>
          <Brand>
            <BrandName>
              <LogoMark />
              IdeaScope
            </BrandName>
            <p>AI-powered market research that tells you whether your business idea is worth building, in minutes.</p>
          </Brand>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <LinkList>
                {column.links.map((link) => (
                  <li key={link.label}>{'to' in link ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <span>© {year} IdeaScope. All rights reserved.</span>
          <span>SOC 2 compliant · 99.9% uptime</span>
        </Bottom>
      </Inner>
    </Footer>
  );
}
