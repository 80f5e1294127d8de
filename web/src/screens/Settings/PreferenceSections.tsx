import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '../../components/Button.js';
import { SelectField, Switch } from '../../components/forms.js';
import { BellIcon, SearchIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { CATEGORY_OPTIONS, readPreferences, savePreferences, type Preferences } from '../../components/preferences.js';
import {
  competitorDepthOptions,
  readResearchSettings,
  saveResearchSettings,
  type CompetitorAnalysisDepthSetting,
  type ResearchSettings,
} from '../../components/researchSettings.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';

const Rows = styled.div`
  display: grid;
  > div + div {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  > div {
    flex: 1 1 240px;
    max-width: 360px;
  }
`;

const notSentYet = (what: string) => `${what} Not available yet: IdeaScope doesn’t send this email.`;
const ignore = () => undefined;

const savedToast = () => notify.success('Preferences Updated', 'Your settings have been saved successfully.');

/** Section 2: kept in this browser's localStorage only (spec §3). */
export function NotificationSection() {
  const [preferences, setPreferences] = useState<Preferences>(readPreferences);
  const set = <Key extends keyof Preferences>(key: Key, value: Preferences[Key]) =>
    setPreferences((current) => ({ ...current, [key]: value }));

  return (
    <Card aria-labelledby="notification-preferences-title">
      <CardHeader>
        <IconBubble>
          <BellIcon />
        </IconBubble>
        <div>
          <CardTitle id="notification-preferences-title">Notification Preferences</CardTitle>
          <CardDescription>Choose how new projects start.</CardDescription>
        </div>
      </CardHeader>
      <Rows>
        {/* IdeaScope sends no email about projects yet: these stay off and say so rather than promise one. */}
        <Switch
          label="Email Notifications"
          description={notSentYet('Get an email when your research is complete.')}
          checked={false}
          disabled
          onChange={ignore}
        />
        <Switch
          label="Weekly Reports"
          description={notSentYet('A weekly summary of your projects and scores.')}
          checked={false}
          disabled
          onChange={ignore}
        />
        <Switch
          label="Marketing Communications"
          description={notSentYet('Product news, tips and special offers.')}
          checked={false}
          disabled
          onChange={ignore}
        />
        <Switch
          label="Auto-save Projects"
          description="Save research progress automatically."
          checked={preferences.autoSaveProjects}
          onChange={(value) => set('autoSaveProjects', value)}
        />
      </Rows>
      <Footer>
        <SelectField
          label="Default Category"
          value={preferences.defaultCategory}
          onChange={(event) => set('defaultCategory', event.target.value)}
        >
          {CATEGORY_OPTIONS.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <Button
          onClick={() => {
            savePreferences(preferences);
            savedToast();
          }}
        >
          Save Preferences
        </Button>
      </Footer>
    </Card>
  );
}

/** Section 3: sent with every research run by the workflow (components/researchSettings.ts). */
export function ResearchSection() {
  const [settings, setSettings] = useState<ResearchSettings>(readResearchSettings);
  const set = <Key extends keyof ResearchSettings>(key: Key, value: ResearchSettings[Key]) =>
    setSettings((current) => ({ ...current, [key]: value }));

  return (
    <Card aria-labelledby="research-settings-title">
      <CardHeader>
        <IconBubble>
          <SearchIcon />
        </IconBubble>
        <div>
          <CardTitle id="research-settings-title">Research Settings</CardTitle>
          <CardDescription>Decide how deep each research run goes.</CardDescription>
        </div>
      </CardHeader>
      <Rows>
        <Switch
          label="Include Patent Search"
          description="Look for patents related to your idea."
          checked={settings.includePatents}
          onChange={(value) => set('includePatents', value)}
        />
        <Switch
          label="Include Trademark Search"
          description="Check registered trademarks for name conflicts."
          checked={settings.includeTrademarks}
          onChange={(value) => set('includeTrademarks', value)}
        />
      </Rows>
      <Footer>
        <SelectField
          label="Competitor Analysis Depth"
          value={settings.competitorAnalysisDepth}
          onChange={(event) => set('competitorAnalysisDepth', event.target.value as CompetitorAnalysisDepthSetting)}
        >
          {competitorDepthOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button
          onClick={() => {
            saveResearchSettings(settings);
            savedToast();
          }}
        >
          Save Research Settings
        </Button>
      </Footer>
    </Card>
  );
}
