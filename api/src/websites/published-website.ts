import type { EntityManager } from '@mikro-orm/postgresql';
import { Website } from './website.entity.js';

/** The published site at a slug, with its project and owner; null for an unknown, unpublished or malformed slug. */
export async function findPublishedWebsite(em: EntityManager, slug: string): Promise<Website | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  return em.findOne(Website, { slug, isPublished: true }, { populate: ['project', 'project.owner'] });
}

/** How a site names its owner to visitors. */
export function ownerName(owner: { firstName?: string; lastName?: string; email?: string }): string {
  return `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.trim() || 'the site owner';
}
