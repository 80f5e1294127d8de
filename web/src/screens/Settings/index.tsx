import styled from '@emotion/styled';
import { PageHeader } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { ApiAccessSection } from './ApiAccessSection.js';
import { ApiIntegrationSection } from './ApiIntegrationSection.js';
import { BillingSection } from './BillingSection.js';
import { DataPrivacySection } from './DataPrivacySection.js';
import { NotificationSection, ResearchSection } from './PreferenceSections.js';
import { ProfileSection } from './ProfileSection.js';
import { ResearchSourcesSection } from './ResearchSourcesSection.js';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 880px;
`;

/** /settings: the five sections of spec §2. */
export default function SettingsScreen() {
  usePageTitle('Settings');
  return (
    <>
      <PageHeader>
        <h1>Settings</h1>
        <p>Manage your account, notifications and research preferences.</p>
      </PageHeader>
      <Sections>
        <ProfileSection />
        <BillingSection />
        <NotificationSection />
        <ResearchSection />
        <DataPrivacySection />
        <ApiIntegrationSection />
        <ResearchSourcesSection />
        <ApiAccessSection />
      </Sections>
    </>
  );
}
