import type { NonEmptyArray } from 'type-graphql';
import { ApiTokenResolver } from '../auth/api-token.resolver.js';
import { AuthResolver } from '../auth/auth.resolver.js';
import { ProjectResolver } from '../projects/project.resolver.js';
import { OperatorResolver } from '../operator/operator.resolver.js';
import { AiStatusOperatorResolver, ResearchSourceOperatorResolver } from '../research/operator-detail.resolver.js';
import { ProjectEvidenceResolver, ResearchResolver } from '../research/research.resolver.js';
import { ProjectScoreResolver } from '../research/score/project-score.resolver.js';
import { UsageResolver } from '../usage/usage.resolver.js';
import { WebsiteResolver } from '../websites/website.resolver.js';
import { DemandTestResolver } from '../demand-test/demand-test.resolver.js';
import { BillingResolver } from '../billing/billing.resolver.js';

/** Every resolver class; a feature adds its own here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  ProjectResolver,
  ProjectScoreResolver,
  ResearchResolver,
  ProjectEvidenceResolver,
  ApiTokenResolver,
  UsageResolver,
  WebsiteResolver,
  DemandTestResolver,
  AiStatusOperatorResolver,
  ResearchSourceOperatorResolver,
  OperatorResolver,
  BillingResolver,
];
