import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useSession } from './session.js';
import { ButtonLink } from '../components/Button.js';
import { Logo } from '../components/Logo.js';
import { SkipLink } from '../components/SkipLink.js';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(0, 4)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(0, 8)};
  }
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.mq.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const TextLink = styled(NavLink)`
  padding: ${({ theme }) => theme.space(2, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.mq.sm} {
    padding: ${({ theme }) => theme.space(2, 3)};
  }
`;

const AuthToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Logo, Pricing, and either the Sign Up / Log In pair (opening the landing page's account form) or Dashboard. */
export function PublicHeader() {
  const signedIn = useSession().viewer !== null;
  return (
    <>
      <SkipLink />
      <Bar>
        <Inner>
          <Logo />
          <Nav aria-label="Main">
            <TextLink to="/pricing">Pricing</TextLink>
            {signedIn ? (
              <ButtonLink to="/" size="sm">
                Dashboard
              </ButtonLink>
            ) : (
              <AuthToggle>
                <ButtonLink to="/?auth=login" variant="ghost" size="sm">
                  Log In
                </ButtonLink>
                <ButtonLink to="/?auth=signup" size="sm">
                  Sign Up
                </ButtonLink>
              </AuthToggle>
            )}
          </Nav>
        </Inner>
      </Bar>
    </>
  );
}
