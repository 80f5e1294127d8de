import { useApolloClient } from '@apollo/client';
import { css, Global, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../components/Button.js';
import { AdminIcon, ChartIcon, CrownIcon, FolderIcon, LogOutIcon, MenuIcon, PlusIcon, SettingsIcon, XIcon } from '../components/icons.js';
import { LogoMark } from '../components/Logo.js';
import { notify } from '../components/notify.js';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink.js';
import { LoadingState } from '../components/Spinner.js';
import { useIsAdminQuery, useLogOutMutation, useMeQuery } from '../generated/graphql.js';
import { clearApolloSession } from './apollo.js';
import ApolloRoot from './ApolloRoot.js';

// The first screen's preparation (app/routePreload.ts) reaches Apollo through this chunk.
export { prepareApollo } from './ApolloRoot.js';
import { useSession } from './session.js';

const Shell = styled.div`
  min-height: 100vh;
  ${({ theme }) => theme.mq.lg} {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.layout.sidebarWidth} minmax(0, 1fr);
  }
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => theme.space(0, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

const Sidebar = styled.aside<{ open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  width: min(${({ theme }) => theme.layout.sidebarWidth}, 85vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateX(${({ open }) => (open ? '0' : '-100%')});
  visibility: ${({ open }) => (open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    visibility ${({ theme }) => theme.transitions.normal};
  ${({ theme }) => theme.mq.lg} {
    /* The panel (background, border) stretches down the whole grid row, however long the page;
       its contents stay in view while the page scrolls. */
    position: static;
    z-index: auto;
    width: auto;
    transform: none;
    visibility: visible;
  }
`;

const SidebarContents = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow-y: auto;
  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: 0;
    height: 100vh;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5, 5, 4)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const NavItem = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const SidebarFooter = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const UpgradeCard = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.brandGradientFrom},
    ${({ theme }) => theme.colors.brandGradientTo}
  );
  color: ${({ theme }) => theme.colors.primaryContrast};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    opacity: 0.9;
  }
`;

const UserBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const UserText = styled.div`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const UserName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const UserEmail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Main = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space(6, 4)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  ${({ theme }) => theme.mq.xl} {
    padding: ${({ theme }) => theme.space(10, 12)};
  }
`;

interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
}

const navEntries: NavEntry[] = [
  { to: '/', label: 'New Idea', icon: PlusIcon },
  { to: '/projects', label: 'My Ideas', icon: FolderIcon },
  { to: '/analytics', label: 'Analytics', icon: ChartIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
];

/** Every signed-in screen renders inside Apollo (this chunk carries it) and the side navigation. */
/** On phones the toast starts below the sticky top bar, so the menu button stays usable while it shows. */
const toastBelowTopBar = (theme: Theme) => css`
  @media (max-width: 480px) {
    .Toastify__toast-container.Toastify__toast-container--top-right {
      top: ${theme.layout.headerHeight};
    }
  }
`;

export default function SignedInLayout() {
  return (
    <ApolloRoot>
      <SideNavigationLayout />
    </ApolloRoot>
  );
}

/** Side navigation around every signed-in screen; on narrow screens it is a drawer behind a menu button. */
function SideNavigationLayout() {
  const { data } = useMeQuery();
  const me = data?.me;
  // The admin check is only asked when someone is signed in (spec §6).
  const { data: adminData } = useIsAdminQuery({ skip: !me });
  const [logOut, { loading: loggingOut }] = useLogOutMutation();
  const client = useApolloClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const entries = adminData?.isAdmin ? [...navEntries, { to: '/admin', label: 'Admin', icon: AdminIcon }] : navEntries;

  async function handleLogOut() {
    try {
      await logOut();
    } catch {
      notify.error('Error', 'Failed to log out. Please try again.');
      return;
    }
    notify.success('Logged out', "You've been logged out successfully.");
    navigate('/');
    await clearApolloSession(client);
    await session.refresh();
  }

  const initials = `${me?.firstName.charAt(0) ?? ''}${me?.lastName.charAt(0) ?? ''}`.toUpperCase();

  return (
    <Shell>
      <Global styles={toastBelowTopBar} />
      <SkipLink />
      <TopBar>
        <Brand to="/" css={{ padding: 0 }}>
          <LogoMark />
          IdeaScope
        </Brand>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={menuOpen}
          aria-controls="side-navigation"
          aria-label={menuOpen ? 'Close navigation' : 'Open navigation'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon /> : <MenuIcon />}
        </Button>
      </TopBar>
      {menuOpen ? <Backdrop onClick={() => setMenuOpen(false)} aria-hidden="true" /> : null}
      <Sidebar id="side-navigation" open={menuOpen}>
        <SidebarContents>
          <Brand to="/">
            <LogoMark />
            IdeaScope
          </Brand>
          <nav aria-label="Side navigation">
            <NavList>
              {entries.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavItem to={to} end={to === '/'}>
                    <Icon size={18} />
                    {label}
                  </NavItem>
                </li>
              ))}
            </NavList>
          </nav>
          <SidebarFooter>
            <UpgradeCard to="/pricing">
              <CrownIcon size={20} />
              <span>
                Upgrade Plan
                {/* Pro already has unlimited projects: the promise is shown only where upgrading brings it. */}
                {me && me.plan !== 'pro' ? <small>Unlock unlimited research</small> : null}
              </span>
            </UpgradeCard>
            <UserBox>
              <Avatar aria-hidden="true">{initials}</Avatar>
              <UserText>
                <UserName>
                  {me?.firstName} {me?.lastName}
                </UserName>
                <UserEmail title={me?.email}>{me?.email}</UserEmail>
              </UserText>
            </UserBox>
            <Button variant="secondary" size="sm" fullWidth onClick={handleLogOut} disabled={loggingOut}>
              <LogOutIcon size={16} />
              Log Out
            </Button>
          </SidebarFooter>
        </SidebarContents>
      </Sidebar>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Main>
    </Shell>
  );
}
