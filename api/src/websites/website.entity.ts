import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Project } from '../projects/project.entity.js';
import type { WebsiteCopy as GeneratedWebsiteCopy } from '../research/intelligence/research-intelligence.js';
import type { DataSourceName } from '../research/research.types.js';

export type WebsiteLayout = 'modern' | 'classic' | 'minimal';
export type WebsiteFont = 'Inter' | 'Roboto' | 'Open Sans' | 'Lato';

/** The design the owner picks (spec §3 Website.metadata). Colours are validated CSS colours. */
export interface WebsiteMetadata {
  primaryColor: string;
  secondaryColor: string;
  fontFamily: WebsiteFont;
  layout: WebsiteLayout;
}

/** The words on the page, written (AI or fallback) from the project when the site was generated. */
export interface WebsiteCopy extends GeneratedWebsiteCopy {
  /** The project's description at generation time: the page shows it as it was then. */
  description: string;
  source: DataSourceName;
}

/** What the public page shows: the draft as it was when the owner last published. */
export interface PublishedWebsiteContent {
  title: string;
  metadata: WebsiteMetadata;
  copy: WebsiteCopy;
}

/** A one-page public site for a project. One per project; regenerating rewrites it and keeps the slug. */
export class Website {
  [OptionalProps]?: 'isPublished' | 'publishedAt' | 'publishedContent' | 'dailySummary' | 'createdAt' | 'updatedAt';
  id: string = randomUUID();
  project!: Project;
  /** Public address part (/site/<slug>): chosen once from the first title, never changed after. */
  slug!: string;
  title!: string;
  isPublished = false;
  publishedAt: Date | null = null;
  /** The draft: generating or updating changes these; the public page changes only on publish. */
  metadata!: WebsiteMetadata;
  copy!: WebsiteCopy;
  publishedContent: PublishedWebsiteContent | null = null;
  /** The owner asked for a daily e-mail of the demand test's figures. */
  dailySummary = false;
  /** SHA-256 of the project data (name, description, category, research results) the copy was written from. */
  sourceFingerprint!: string;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const WebsiteSchema = new EntitySchema<Website>({
  class: Website,
  tableName: 'websites',
  properties: {
    id: { type: 'uuid', primary: true },
    project: { kind: 'm:1', entity: () => Project, deleteRule: 'cascade', fieldName: 'project_id', unique: true },
    slug: { type: 'text', unique: true },
    title: { type: 'text' },
    isPublished: { type: 'boolean', default: false },
    publishedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    metadata: { type: 'json' },
    copy: { type: 'json' },
    publishedContent: { type: 'json', nullable: true },
    dailySummary: { type: 'boolean', default: false },
    sourceFingerprint: { type: 'text' },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() },
  },
});
