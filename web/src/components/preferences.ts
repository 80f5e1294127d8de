import { readStored, writeStored } from './localStore.js';

/** Notification preferences, kept in the browser only (spec §3). */
export const CATEGORY_OPTIONS = ['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'] as const;

export interface Preferences {
  emailNotifications: boolean;
  weeklyReports: boolean;
  marketingEmails: boolean;
  autoSaveProjects: boolean;
  defaultCategory: string;
}

export const PREFERENCES_KEY = 'userPreferences';

export const defaultPreferences: Preferences = {
  emailNotifications: true,
  weeklyReports: false,
  marketingEmails: false,
  autoSaveProjects: true,
  defaultCategory: 'SaaS/Software',
};

export function readPreferences(): Preferences {
  const stored = readStored(PREFERENCES_KEY, defaultPreferences);
  const categoryKnown = (CATEGORY_OPTIONS as readonly string[]).includes(stored.defaultCategory);
  return { ...stored, defaultCategory: categoryKnown ? stored.defaultCategory : defaultPreferences.defaultCategory };
}

export function savePreferences(preferences: Preferences): void {
  writeStored(PREFERENCES_KEY, preferences);
}
