import type { EntitySchema } from '@mikro-orm/core';
import { ApiTokenSchema } from '../auth/api-token.entity.js';
import { SessionSchema } from '../auth/session.entity.js';
import { UserSchema } from '../users/user.entity.js';
import { ProjectSchema } from '../projects/project.entity.js';
import { WebSocketConnectionSchema } from '../graphql/websocket-connection.entity.js';
import { DomainCheckSchema } from '../research/domains/domain-check.entity.js';
import { RdapBootstrapCopySchema } from '../research/domains/rdap-bootstrap-copy.entity.js';
import { ResearchEvidenceSchema } from '../research/evidence/research-evidence.entity.js';
import { ResearchRunSchema } from '../research/runs/research-run.entity.js';
import { ResearchSectionSchema } from '../research/runs/research-section.entity.js';
import { AiUsageSchema } from '../usage/ai-usage.entity.js';
import { WebsiteSchema } from '../websites/website.entity.js';

/** Every entity the ORM knows, listed by the composition root. A feature adds its schemas here (and a migration: a test checks). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const entitySchemas: EntitySchema<any>[] = [
  UserSchema,
  SessionSchema,
  ProjectSchema,
  ResearchRunSchema,
  ResearchSectionSchema,
  AiUsageSchema,
  DomainCheckSchema,
  RdapBootstrapCopySchema,
  ResearchEvidenceSchema,
  ApiTokenSchema,
  WebsiteSchema,
  WebSocketConnectionSchema,
];
