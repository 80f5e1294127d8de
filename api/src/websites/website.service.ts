import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../context/request-context.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Project } from '../projects/project.entity.js';
import type { ProjectService } from '../projects/project.service.js';
import type { ResearchIntelligence } from '../research/intelligence/research-intelligence.js';
import { limitsFor, planLimitReached, websiteNotInPlanMessage } from '../projects/plan-limits.js';
import { notFound, unauthenticated } from '../shared/errors.js';
import { isUuid } from '../shared/validation.js';
import { Website, type WebsiteCopy } from './website.entity.js';
import { DEFAULT_WEBSITE_METADATA, parseWebsiteDesign, type WebsiteDesign, type WebsiteDesignInput } from './website-design.js';
import { slugCandidate, slugify } from './slug.js';
import { parseWebsiteCopyEdit } from './website-copy-input.js';
import { fingerprintWebsiteSource, loadWebsiteSource, type WebsiteSource } from './source-fingerprint.js';

const WEBSITE_NOT_FOUND = 'Website not found';
/** Concurrent writers can take the same slug between our look-up and insert; then we try again. */
const MAX_SAVE_ATTEMPTS = 5;

export interface WebsiteStatusResult {
  websites: Website[];
  /** True when the project's name, description, category or results changed since the last generation. */
  hasChanges: boolean;
}

/**
 * Generated one-page sites. One website per project: generating again rewrites it (new copy, new
 * design) and keeps its slug; updating with the owner's words keeps them (the screen asks which the owner wants). Every method checks that the viewer owns the project.
 */
export class WebsiteService {
  constructor(
    private readonly projects: ProjectService,
    private readonly intelligence: ResearchIntelligence,
  ) {}

  async websiteStatus(context: RequestContext, projectId: unknown): Promise<WebsiteStatusResult> {
    const project = await this.findOwnedProject(context, projectId);
    const website = await context.em.findOne(Website, { project });
    if (!website) return { websites: [], hasChanges: false };
    const fingerprint = fingerprintWebsiteSource(await loadWebsiteSource(context.em, project));
    return { websites: [website], hasChanges: fingerprint !== website.sourceFingerprint };
  }

  /** Writes the copy from the project as it is now and applies the design; a new website starts as a draft. */
  async generateWebsite(context: RequestContext, projectId: unknown, input: WebsiteDesignInput | undefined): Promise<Website> {
    const project = await this.findOwnedProject(context, projectId);
    requireWebsitePlan(context);
    const existing = await context.em.findOne(Website, { project });
    const design = parseWebsiteDesign(input, existing ? designOf(existing) : { ...DEFAULT_WEBSITE_METADATA, title: project.name });
    const source = await loadWebsiteSource(context.em, project);
    const copy = await this.writeCopy(context, project, source);
    return this.save(context, project.id, design, { copy, fingerprint: fingerprintWebsiteSource(source) });
  }

  /**
   * Applies a new design and brings the site up to date with the project. With `copy` (the owner's
   * headline, subheadline, about text and features) those words are kept as the owner's and never
   * rewritten: only the design and the project's changes (its description on the page) are applied.
   * Without it, when the project changed since the last generation the copy is rewritten too.
   */
  async updateWebsite(
    context: RequestContext,
    id: unknown,
    input: (WebsiteDesignInput & { projectId?: unknown; copy?: unknown }) | undefined,
  ): Promise<Website> {
    const website = await this.findOwnedWebsite(context, id);
    if (input?.projectId != null && input.projectId !== website.project.id) throw notFound(WEBSITE_NOT_FOUND);
    requireWebsitePlan(context);
    const design = parseWebsiteDesign(input, designOf(website));
    const ownWords = input?.copy != null ? parseWebsiteCopyEdit(input.copy) : null;
    const project = website.project;
    const source = await loadWebsiteSource(context.em, project);
    const fingerprint = fingerprintWebsiteSource(source);
    if (ownWords) {
      // The owner's words: what they checked and wrote, published as they are, beside the project's description as it is now.
      const copy: WebsiteCopy = { ...website.copy, ...ownWords, description: source.description ?? '', source: 'user' };
      return this.save(context, project.id, design, { copy, fingerprint });
    }
    const content =
      fingerprint === website.sourceFingerprint ? null : { copy: await this.writeCopy(context, project, source), fingerprint };
    return this.save(context, project.id, design, content);
  }

  async publishWebsite(context: RequestContext, id: unknown): Promise<Website> {
    await this.findOwnedWebsite(context, id);
    requireWebsitePlan(context);
    return this.setPublished(context, id, true);
  }

  async unpublishWebsite(context: RequestContext, id: unknown): Promise<Website> {
    return this.setPublished(context, id, false);
  }

  /** The viewer's own website, draft or not, for the preview; null for anyone else. */
  async findPreview(context: RequestContext, id: unknown): Promise<Website | null> {
    if (!context.viewer || !isUuid(id)) return null;
    const website = await context.em.findOne(Website, { id }, { populate: ['project', 'project.owner'] });
    return website && this.projects.isViewersProject(context, website.project) ? website : null;
  }

  private async setPublished(context: RequestContext, id: unknown, isPublished: boolean): Promise<Website> {
    const website = await this.findOwnedWebsite(context, id);
    // Publishing again puts the current draft live; unpublishing keeps what was live for the owner's records.
    if (isPublished) website.publishedContent = { title: website.title, metadata: { ...website.metadata }, copy: { ...website.copy } };
    if (website.isPublished !== isPublished) {
      website.isPublished = isPublished;
      website.publishedAt = isPublished ? new Date() : null;
    }
    await context.em.flush();
    return website;
  }

  private async writeCopy(context: RequestContext, project: Project, source: WebsiteSource): Promise<WebsiteCopy> {
    const result = await this.intelligence.generateWebsiteCopy({
      userId: context.viewer?.userId ?? null,
      projectId: project.id,
      name: source.name,
      description: source.description,
      keyFeatures: project.keyFeatures,
      targetMarket: project.targetMarket,
    });
    return { ...result.data, description: source.description ?? '', source: result.source };
  }

  /**
   * Creates or rewrites the project's website under a lock on the project row, so two generations
   * of one project never make two websites. `content` null keeps the current copy.
   */
  private async save(
    context: RequestContext,
    projectId: string,
    design: WebsiteDesign,
    content: { copy: WebsiteCopy; fingerprint: string } | null,
  ): Promise<Website> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const saved = await context.em.transactional(async (em) => {
          const project = await em.findOneOrFail(Project, { id: projectId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          let website = await em.findOne(Website, { project });
          if (!website) {
            if (!content) throw notFound(WEBSITE_NOT_FOUND);
            const base = slugify(design.title);
            // Sites named alike take their slugs one after another (base, base-2, …) instead of colliding.
            await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`website-slug:${base}`]);
            website = em.create(Website, {
              project,
              slug: await freeSlug(em, base),
              title: design.title,
              metadata: metadataOf(design),
              copy: content.copy,
              sourceFingerprint: content.fingerprint,
            });
          } else {
            website.title = design.title;
            website.metadata = metadataOf(design);
            if (content) {
              website.copy = content.copy;
              website.sourceFingerprint = content.fingerprint;
            }
          }
          await em.flush();
          return website;
        });
        return saved;
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException && attempt < MAX_SAVE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** Ownership is the projects service's decision, for projects and for their websites alike. */
  private findOwnedProject(context: RequestContext, id: unknown): Promise<Project> {
    return this.projects.get(context, id);
  }

  private async findOwnedWebsite(context: RequestContext, id: unknown): Promise<Website> {
    if (!context.viewer) throw unauthenticated();
    if (!isUuid(id)) throw notFound(WEBSITE_NOT_FOUND);
    const website = await context.em.findOne(Website, { id }, { populate: ['project'] });
    if (!website || !this.projects.isViewersProject(context, website.project)) throw notFound(WEBSITE_NOT_FOUND);
    return website;
  }
}

function designOf(website: Website): WebsiteDesign {
  return { title: website.title, ...DEFAULT_WEBSITE_METADATA, ...website.metadata };
}

function metadataOf(design: WebsiteDesign) {
  const { primaryColor, secondaryColor, fontFamily, layout } = design;
  return { primaryColor, secondaryColor, fontFamily, layout };
}

/** The first of base, base-2, base-3, ... that no website uses yet. */
async function freeSlug(em: EntityManager, base: string): Promise<string> {
  const taken = await em.find(Website, { slug: { $like: `${base}%` } }, { fields: ['slug'] });
  const used = new Set(taken.map((website) => website.slug));
  for (let attempt = 1; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!used.has(candidate)) return candidate;
  }
}

/** Generating, updating and publishing (hosting) a website are not in the Free plan (spec §9); unpublishing is. */
function requireWebsitePlan(context: RequestContext): void {
  const limits = limitsFor(context.viewer?.profile.plan);
  if (!limits.websiteGeneration) throw planLimitReached(websiteNotInPlanMessage(limits));
}
