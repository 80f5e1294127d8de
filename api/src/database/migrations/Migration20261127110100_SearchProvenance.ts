import { Migration } from '@mikro-orm/migrations';

type Item = Record<string, unknown>;

/** A research_sections row's JSON as this migration reads and rewrites it. */
export interface SearchRow {
  data: unknown;
  details: unknown;
  updatedAt: string;
}

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * A search summary with `{ basis, source }` like every other fact: its `provider` and `url` become
 * source.provider ('none' when no provider was asked) and source.url, read at the row's time (when the
 * section was written, the closest known time of the search). Already upgraded: returned as it is.
 */
export function upgradeSearch(search: unknown, updatedAt: string): unknown {
  if (!isObject(search) || isObject(search.source)) return search;
  const { provider, url, ...rest } = search;
  return { ...rest, source: { provider: text(provider) ?? 'none', url: text(url), retrievedAt: updatedAt } };
}

/** The keyless searches name no provider: each is its source's. */
function upgradeKeyless(search: unknown, provider: string, updatedAt: string): unknown {
  return isObject(search) && !isObject(search.source) && !('provider' in search)
    ? upgradeSearch({ ...search, provider }, updatedAt)
    : upgradeSearch(search, updatedAt);
}

/** The row's data and details with every search summary in the current shape (idempotent). */
export function upgradeSearchRow(row: SearchRow): { data: unknown; details: unknown } {
  const data = isObject(row.data)
    ? {
        ...row.data,
        ...('trademarkSearch' in row.data ? { trademarkSearch: upgradeSearch(row.data.trademarkSearch, row.updatedAt) } : {}),
        ...('patentSearch' in row.data ? { patentSearch: upgradeSearch(row.data.patentSearch, row.updatedAt) } : {}),
      }
    : row.data;
  const details = isObject(row.details)
    ? {
        ...row.details,
        ...(row.details.search ? { search: upgradeSearch(row.details.search, row.updatedAt) } : {}),
        ...(row.details.launches ? { launches: upgradeKeyless(row.details.launches, 'hackernews', row.updatedAt) } : {}),
        ...(row.details.openSource ? { openSource: upgradeKeyless(row.details.openSource, 'github', row.updatedAt) } : {}),
      }
    : row.details;
  return { data, details };
}

/**
 * Search summaries (trademark, patent and web searches, Hacker News and GitHub searches) stored with
 * `provider` and `url` beside their basis, rewritten to carry `{ basis, source }` like every other fact,
 * so that readers validate one shape.
 */
export class Migration20261127110100_SearchProvenance extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select id, data, details, updated_at from research_sections
         where (section = 'legal' and jsonb_typeof(data) = 'object')
            or coalesce(details->'search', details->'launches', details->'openSource') is not null`,
    )) as Array<{ id: string; data: unknown; details: unknown; updated_at: Date }>;
    for (const row of rows) {
      const upgraded = upgradeSearchRow({ data: row.data, details: row.details, updatedAt: new Date(row.updated_at).toISOString() });
      if (JSON.stringify(upgraded) === JSON.stringify({ data: row.data, details: row.details })) continue;
      await this.execute(`update research_sections set data = ?::jsonb, details = ?::jsonb where id = ?`, [
        upgraded.data === null || upgraded.data === undefined ? null : JSON.stringify(upgraded.data),
        upgraded.details === null || upgraded.details === undefined ? null : JSON.stringify(upgraded.details),
        row.id,
      ]);
    }
  }

  /** The old shape back: provider and url beside the basis (the source's time and evidence are dropped). */
  override async down(): Promise<void> {
    const rows = (await this.execute(
      `select id, data, details from research_sections
         where (section = 'legal' and jsonb_typeof(data) = 'object')
            or coalesce(details->'search', details->'launches', details->'openSource') is not null`,
    )) as Array<{ id: string; data: unknown; details: unknown }>;
    for (const row of rows) {
      const downgraded = downgradeSearchRow({ data: row.data, details: row.details });
      await this.execute(`update research_sections set data = ?::jsonb, details = ?::jsonb where id = ?`, [
        downgraded.data === null || downgraded.data === undefined ? null : JSON.stringify(downgraded.data),
        downgraded.details === null || downgraded.details === undefined ? null : JSON.stringify(downgraded.details),
        row.id,
      ]);
    }
  }
}

function downgradeSearch(search: unknown, keyless: boolean): unknown {
  if (!isObject(search) || !isObject(search.source)) return search;
  const { source, ...rest } = search;
  const provider = text(source.provider);
  return { ...rest, ...(keyless ? {} : { provider: provider === 'none' ? null : provider }), url: text(source.url) };
}

function downgradeSearchRow(row: { data: unknown; details: unknown }): { data: unknown; details: unknown } {
  const data = isObject(row.data)
    ? {
        ...row.data,
        ...('trademarkSearch' in row.data ? { trademarkSearch: downgradeSearch(row.data.trademarkSearch, false) } : {}),
        ...('patentSearch' in row.data ? { patentSearch: downgradeSearch(row.data.patentSearch, false) } : {}),
      }
    : row.data;
  const details = isObject(row.details)
    ? {
        ...row.details,
        ...(row.details.search ? { search: downgradeSearch(row.details.search, false) } : {}),
        ...(row.details.launches ? { launches: downgradeSearch(row.details.launches, true) } : {}),
        ...(row.details.openSource ? { openSource: downgradeSearch(row.details.openSource, true) } : {}),
      }
    : row.details;
  return { data, details };
}
