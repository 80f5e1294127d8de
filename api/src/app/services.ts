import type { AppConfig } from '../config/config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../shared/logger.js';
import { ApiTokenService } from '../auth/api-token.service.js';
import { AuthService } from '../auth/auth.service.js';
import { SessionManager } from '../auth/session-manager.js';
import { createResearchServices, type ResearchServices } from '../research/research-services.js';
import { UsageAnalyticsService } from '../usage/usage-analytics.service.js';
import { ResearchIntelligence } from '../research/intelligence/research-intelligence.js';
import { WebsiteService } from '../websites/website.service.js';
import { DemandTestService } from '../demand-test/demand-test.service.js';
import { demandTestFigures } from '../demand-test/demand-score.js';
import { AccountService } from '../auth/account.service.js';
import { BillingService } from '../billing/billing.service.js';
import { ReportExportService } from '../exports/report-export.service.js';

/**
 * The composition root: the process-wide services, stateless singletons that take a RequestContext per
 * call and get each other through their constructors here.
 */
export interface Services extends ResearchServices {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  sessions: SessionManager;
  auth: AuthService;
  apiTokens: ApiTokenService;
  usageAnalytics: UsageAnalyticsService;
  intelligence: ResearchIntelligence;
  websites: WebsiteService;
  /** Visits, signups and the owner's figures of published sites (demand-test/). */
  demandTest: DemandTestService;
  /** Plans: Stripe Checkout, portal, webhooks; the admin's plan change (billing/). */
  billing: BillingService;
  /** The user's own data: export as JSON, account deletion (auth/account.service.ts). */
  account: AccountService;
  /** A project's PDF report and Excel workbook (exports/). */
  reportExports: ReportExportService;
}

export function createServices(config: AppConfig, logger: Logger, orm: MikroORM): Services {
  const intelligence = new ResearchIntelligence({ config, logger, orm });
  const research = createResearchServices(
    config,
    logger,
    orm,
    () => intelligence,
    (sql, projectId) => demandTestFigures(sql, config, projectId),
  );
  const sessions = new SessionManager(orm);
  const billing = new BillingService(config, research.database, logger);
  return {
    config,
    logger,
    orm,
    sessions,
    auth: new AuthService(config, sessions, logger, orm),
    apiTokens: new ApiTokenService(research.database),
    usageAnalytics: new UsageAnalyticsService(config.adminEmails),
    intelligence,
    websites: new WebsiteService(research.projects, intelligence),
    demandTest: new DemandTestService(config, research.database, logger, research.projects, orm),
    billing,
    account: new AccountService(research.database, billing),
    reportExports: new ReportExportService(research.research),
    ...research,
  };
}
