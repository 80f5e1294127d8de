import type { Sql } from '../jobs/sql.js';
import type { PublishedWebsiteContent } from './website.entity.js';

/** A published site as its public pages need it: what visitors see and whom the consent line names. */
export interface PublishedWebsite {
  id: string;
  projectId: string;
  slug: string;
  /** The content as it was when the owner last published. */
  content: PublishedWebsiteContent;
  owner: SiteOwner;
}

export interface SiteOwner {
  id: string;
  firstName: string;
  lastName: string;
}

// One statement, no entities: a public page is read on every visit and changes nothing here.
// Publishing stores the content visitors see (published_content), so a published site always has it.
const PUBLISHED_WEBSITE = `
  select w.id, w.project_id, w.slug, w.published_content as content, u.id as owner_id, u.first_name, u.last_name
    from websites w
    join projects p on p.id = w.project_id
    join users u on u.id = p.owner_id
   where w.slug = $1 and w.is_published and w.published_content is not null`;

interface PublishedWebsiteRow {
  id: string;
  project_id: string;
  slug: string;
  content: PublishedWebsiteContent;
  owner_id: string;
  first_name: string;
  last_name: string;
}

/** The published site at a slug, with its owner; null for an unknown, unpublished or malformed slug. */
export async function findPublishedWebsite(sql: Sql, slug: string): Promise<PublishedWebsite | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const { rows } = await sql.query<PublishedWebsiteRow>(PUBLISHED_WEBSITE, [slug]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    projectId: row.project_id,
    slug: row.slug,
    content: row.content,
    owner: { id: row.owner_id, firstName: row.first_name, lastName: row.last_name },
  };
}

/** How a site names its owner to visitors. */
export function ownerName(owner: { firstName?: string; lastName?: string; email?: string }): string {
  return `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.trim() || 'the site owner';
}
