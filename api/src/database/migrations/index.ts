import { Migration20261125120000_ScoreEvidenceThreshold } from './Migration20261125120000_ScoreEvidenceThreshold.js';
import { Migration20261124045638_AiUsageDailyRollups } from './Migration20261124045638_AiUsageDailyRollups.js';
import { Migration20261124045500_AiProviderHonesty } from './Migration20261124045500_AiProviderHonesty.js';
import { Migration20261124043101_ProjectsKeysetIndex } from './Migration20261124043101_ProjectsKeysetIndex.js';
import { Migration20261124041816_WebsocketSessions } from './Migration20261124041816_WebsocketSessions.js';
import { Migration20261124043000_ResearchProvenance } from './Migration20261124043000_ResearchProvenance.js';
import { Migration20261124041800_UsptoTrademarks } from './Migration20261124041800_UsptoTrademarks.js';
import { Migration20261121064256_UserEmailChangedAt } from './Migration20261121064256_UserEmailChangedAt.js';
import { Migration20261121054108_DomainChecks } from './Migration20261121054108_DomainChecks.js';
import { Migration20261121054006_Websites } from './Migration20261121054006_Websites.js';
import { Migration20261121053909_ResearchRunsAndSections } from './Migration20261121053909_ResearchRunsAndSections.js';
import { Migration20261121053900_ApiTokens } from './Migration20261121053900_ApiTokens.js';
import { Migration20261121053609_ProjectsAndUsage } from './Migration20261121053609_ProjectsAndUsage.js';
import { Migration20261121053344_Initial } from './Migration20261121053344_Initial.js';
import { Migration20261124071000_AuthChangeNotices } from './Migration20261124071000_AuthChangeNotices.js';
import { Migration20261124072000_AiUsageRunningTotals } from './Migration20261124072000_AiUsageRunningTotals.js';
import { Migration20261124081500_ProjectOwnerCounts } from './Migration20261124081500_ProjectOwnerCounts.js';
import { Migration20261124100000_ProjectChangeNotices } from './Migration20261124100000_ProjectChangeNotices.js';
import { Migration20261124120000_UsageDayChangeNotices } from './Migration20261124120000_UsageDayChangeNotices.js';
import { Migration20261125110000_ResearchSourcePacing } from './Migration20261125110000_ResearchSourcePacing.js';
import { Migration20261125140000_BillingAndValidations } from './Migration20261125140000_BillingAndValidations.js';
import type { MigrationObject } from '@mikro-orm/core';

/** Every migration, oldest first. `pnpm db:migration:create` appends here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121053344_Initial', class: Migration20261121053344_Initial },
  { name: 'Migration20261121053609_ProjectsAndUsage', class: Migration20261121053609_ProjectsAndUsage },
  { name: 'Migration20261121053900_ApiTokens', class: Migration20261121053900_ApiTokens },
  { name: 'Migration20261121053909_ResearchRunsAndSections', class: Migration20261121053909_ResearchRunsAndSections },
  { name: 'Migration20261121054006_Websites', class: Migration20261121054006_Websites },
  { name: 'Migration20261121054108_DomainChecks', class: Migration20261121054108_DomainChecks },
  { name: 'Migration20261121064256_UserEmailChangedAt', class: Migration20261121064256_UserEmailChangedAt },
  { name: 'Migration20261124041800_UsptoTrademarks', class: Migration20261124041800_UsptoTrademarks },
  { name: 'Migration20261124041816_WebsocketSessions', class: Migration20261124041816_WebsocketSessions },
  { name: 'Migration20261124043000_ResearchProvenance', class: Migration20261124043000_ResearchProvenance },
  { name: 'Migration20261124043101_ProjectsKeysetIndex', class: Migration20261124043101_ProjectsKeysetIndex },
  { name: 'Migration20261124045500_AiProviderHonesty', class: Migration20261124045500_AiProviderHonesty },
  { name: 'Migration20261124045638_AiUsageDailyRollups', class: Migration20261124045638_AiUsageDailyRollups },
  { name: 'Migration20261124071000_AuthChangeNotices', class: Migration20261124071000_AuthChangeNotices },
  { name: 'Migration20261124072000_AiUsageRunningTotals', class: Migration20261124072000_AiUsageRunningTotals },
  { name: 'Migration20261124081500_ProjectOwnerCounts', class: Migration20261124081500_ProjectOwnerCounts },
  { name: 'Migration20261124100000_ProjectChangeNotices', class: Migration20261124100000_ProjectChangeNotices },
  { name: 'Migration20261124120000_UsageDayChangeNotices', class: Migration20261124120000_UsageDayChangeNotices },
  { name: 'Migration20261125110000_ResearchSourcePacing', class: Migration20261125110000_ResearchSourcePacing },
  { name: 'Migration20261125120000_ScoreEvidenceThreshold', class: Migration20261125120000_ScoreEvidenceThreshold },
  { name: 'Migration20261125140000_BillingAndValidations', class: Migration20261125140000_BillingAndValidations },
];
