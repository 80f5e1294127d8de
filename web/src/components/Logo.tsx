import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: -0.02em;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brandGradientFrom},
    ${({ theme }) => theme.colors.brandGradientTo}
  );
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

export function LogoMark() {
  return (
    <Mark aria-hidden="true">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6" />
        <path d="m15 15 5 5" />
      </svg>
    </Mark>
  );
}

/** The wordmark gives way to the mark alone on the narrowest phones, so the header fits 375 px. */
const Wordmark = styled.span`
  display: none;
  ${({ theme }) => theme.mq.xs} {
    display: inline;
  }
`;

/** The product logo, always linking home. */
export function Logo() {
  return (
    <LogoLink to="/" aria-label="IdeaScope home">
      <LogoMark />
      <Wordmark>IdeaScope</Wordmark>
    </LogoLink>
  );
}
