import styled from '@emotion/styled';
import { ButtonLink } from '../../components/Button.js';
import { ArrowLeftIcon, SearchIcon } from '../../components/icons.js';
import { PublicHeader } from '../../app/PublicHeader.js';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useSession } from '../../app/session.js';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16, 4)};
  text-align: center;
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Text = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function NotFoundContent({ as }: { as?: 'main' | 'div' }) {
  return (
    <Content as={as} {...(as === 'div' ? {} : { id: MAIN_CONTENT_ID, tabIndex: -1 })}>
      {/* The title says 404 once; the big mark above it is an icon, not a second "404". */}
      <Mark aria-hidden="true">
        <SearchIcon size={36} />
      </Mark>
      <Title>404 Page Not Found</Title>
      <Text>The page you are looking for does not exist or has been moved.</Text>
      <ButtonLink to="/">
        <ArrowLeftIcon size={16} />
        Back to home
      </ButtonLink>
    </Content>
  );
}

/** Unknown paths. Signed in, it sits inside the side-navigation layout (which owns <main>). */
export default function NotFoundScreen() {
  usePageTitle('404 Page Not Found');
  if (useSession().viewer) return <NotFoundContent as="div" />;
  return (
    <Page>
      <PublicHeader />
      <NotFoundContent />
    </Page>
  );
}
