import type { AppConfig } from '../config/config.js';
import type { Website, WebsiteMetadata } from './website.entity.js';

/** The draft's words, for the owner to check and edit before publishing. */
export interface WebsiteCopyView {
  headline: string;
  tagline: string;
  about: string;
  features: string[];
  callToAction: string;
  /** Written by an AI model from the project's description (not yet the owner's own words). */
  draftedByAi: boolean;
}

/** The public shape of a website (spec §3 plus its addresses and draft words), for GraphQL and REST alike. */
export interface WebsiteView {
  id: string;
  projectId: string;
  slug: string;
  title: string;
  isPublished: boolean;
  /** Published, and the draft differs from what the public page shows: "Publish changes". */
  hasUnpublishedChanges: boolean;
  metadata: WebsiteMetadata;
  copy: WebsiteCopyView;
  publicUrl: string;
  previewUrl: string;
  createdAt: Date;
  updatedAt: Date;
}

export function sitePath(slug: string): string {
  return `/site/${encodeURIComponent(slug)}`;
}

/** /site/<slug>, absolute on SITE_ORIGIN when sites are served from their own origin. */
export function publicSiteUrl(config: Pick<AppConfig, 'SITE_ORIGIN'>, slug: string): string {
  return config.SITE_ORIGIN ? new URL(sitePath(slug), config.SITE_ORIGIN).toString() : sitePath(slug);
}

export function presentWebsite(config: Pick<AppConfig, 'SITE_ORIGIN'>, website: Website): WebsiteView {
  return {
    id: website.id,
    projectId: website.project.id,
    slug: website.slug,
    title: website.title,
    isPublished: website.isPublished,
    hasUnpublishedChanges: website.isPublished && !sameContent(website),
    metadata: { ...website.metadata },
    copy: presentCopy(website.copy),
    publicUrl: publicSiteUrl(config, website.slug),
    previewUrl: `/api/websites/${website.id}/preview`,
    createdAt: website.createdAt,
    updatedAt: website.updatedAt,
  };
}

function presentCopy(copy: Website['copy']): WebsiteCopyView {
  return {
    headline: copy.headline ?? '',
    tagline: copy.tagline ?? '',
    about: copy.about ?? '',
    features: [...(copy.features ?? [])],
    callToAction: copy.callToAction ?? '',
    // 'user': the project's own words (no model) or the owner's edit; anything else names the model's provider.
    draftedByAi: copy.source !== 'user',
  };
}

function sameContent(website: Website): boolean {
  const live = website.publishedContent;
  return live !== null && canonical([live.title, live.metadata, live.copy]) === canonical([website.title, website.metadata, website.copy]);
}

/** JSON with object keys sorted (jsonb does not keep key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
