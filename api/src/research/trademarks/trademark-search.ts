import type { Sql } from '../../jobs/sql.js';
import { compactMarkText, distinctiveWordsBesides, distinctiveWordsOf, normalizeMarkText, wordStem } from './mark-text.js';
import { niceClassesForCategory } from './nice-classes.js';
import { detectTrademarkSupport, trademarkSupportProblem } from './trademark-support.js';
import type { TrademarkHit, TrademarkImportState, TrademarkMatch, TrademarkQuery, TrademarkSearchResult } from './trademark.types.js';

/** Trigram similarity from which two marks count as similar (pg_trgm's own default is 0.3: too loose for names). */
export const SIMILARITY_THRESHOLD = 0.45;
/** Word similarity (the term inside a longer mark, e.g. "pawpal" in "PAWPAL DOG WALKING") from which a mark is similar. */
export const WORD_SIMILARITY_THRESHOLD = 0.8;
const DEFAULT_LIMIT = 15;
const MAX_TERMS = 6;
const MAX_TERM_LENGTH = 80;
/** Candidates read per term and kind of match before ranking: bounds the work on a full register. */
const CANDIDATES_PER_KIND = 1000;

export const NOT_IMPORTED_REASON = 'trademark data not imported';

export function tsdrUrl(serialNumber: string): string {
  return `https://tsdr.uspto.gov/#caseNumber=${encodeURIComponent(serialNumber)}&caseType=SERIAL_NO&searchType=statusSearch`;
}

/** Whether any trademark data was imported, and when: no import means the legal stage reports trademarks UNKNOWN. */
export async function trademarkImportState(sql: Sql): Promise<TrademarkImportState> {
  const { rows } = await sql.query<{ finished_at: Date | string; source: string }>(
    `select finished_at, source from trademark_imports
      where finished_at is not null and error is null and rows > 0
      order by finished_at desc limit 1`,
  );
  const last = rows[0];
  return {
    imported: Boolean(last),
    lastImportedAt: last ? new Date(last.finished_at).toISOString() : null,
    lastSource: last?.source ?? null,
  };
}

/**
 * The search terms: the name without its generic words, as one mark ("PawPal App" -> "pawpal"), then
 * each distinctive word on its own (a mark may take one word of a longer name). Words that describe the
 * idea's own trade ("walking" for a dog-walking idea) are never searched alone: similarity counts on the
 * distinctive part. The whole name needs 3 letters or digits, a single word 4: shorter ones would match
 * thousands of unrelated marks.
 */
export function searchTerms(name: string, distinctiveWords?: string[], descriptiveWords: readonly string[] = []): string[] {
  const nameWords = distinctiveWordsOf(name);
  const ownWords = distinctiveWordsBesides(name, descriptiveWords);
  const fullName = nameWords.length > 0 ? nameWords.join(' ') : normalizeMarkText(name);
  // The whole name (for an identical mark), then its distinctive part when descriptive words were dropped.
  const wholes = [fullName, ...(ownWords.length > 0 && ownWords.length < nameWords.length ? [ownWords.join(' ')] : [])];
  const words = (distinctiveWords ?? ownWords).map(normalizeMarkText).filter((word) => compactMarkText(word).length >= 4);
  const terms = [...wholes.filter((whole) => compactMarkText(whole).length >= 3), ...words];
  // Each term costs four index lookups: a long name searches its first words only.
  return [...new Set(terms.map((term) => term.slice(0, MAX_TERM_LENGTH).trim()))].slice(0, MAX_TERMS);
}

interface HitRow {
  serial_number: string;
  registration_number: string | null;
  mark_text: string;
  live: boolean;
  status_code: string | null;
  owner_name: string | null;
  international_classes: number[];
  filing_date: string | null;
  registration_date: string | null;
  match: TrademarkMatch;
  closeness: number;
  term: string;
  relevant_class: boolean;
}

/**
 * Candidates per term from four index lookups (exact compact text; trigram % and word similarity <%
 * on the GIN trigram index; double metaphone on its expression index, confirmed by the full metaphone
 * because double metaphone keeps only 4 sounds), then one verdict per mark: exact > similar >
 * sounds-alike. Exact matches count in any class (an identical live mark elsewhere is worth knowing);
 * similar and sounds-alike ones only in the relevant classes. Live marks first, then relevant classes,
 * then closeness.
 *
 * Each term is its own bound parameter (not a row of unnest): PostgreSQL then plans each lookup with the
 * actual text and uses the indexes. With the term as a column of a lateral join it cannot estimate the
 * trigram operators and chose sequential scans under the LIMIT (20 s instead of 0.2 s on 1M marks).
 * Parameters: $1 relevant classes (or null), $2 similarity, $3 word similarity, $4 hits, $5… the terms.
 */
function searchSql(termCount: number): string {
  const arms = Array.from({ length: termCount }, (_, index) => {
    const term = `$${index + 5}::text`;
    const compact = `replace(${term}, ' ', '')`;
    const inClasses = '($1::int[] is null or international_classes && $1::int[])';
    return `
      (select ${term} as term, serial_number from uspto_trademarks where mark_compact = ${compact})
      union all
      (select ${term}, serial_number from uspto_trademarks
        where mark_normalized % ${term} and similarity(mark_normalized, ${term}) >= $2 and ${inClasses} limit ${CANDIDATES_PER_KIND})
      union all
      (select ${term}, serial_number from uspto_trademarks
        where ${term} <% mark_normalized and word_similarity(${term}, mark_normalized) >= $3 and ${inClasses} limit ${CANDIDATES_PER_KIND})
      union all
      (select ${term}, serial_number from uspto_trademarks
        where dmetaphone(mark_compact) = dmetaphone(${compact}) and metaphone(mark_compact, 16) = metaphone(${compact}, 16) and ${inClasses}
        limit ${CANDIDATES_PER_KIND})`;
  });
  return `
with candidates as (
  select distinct term, replace(term, ' ', '') as compact, serial_number from (${arms.join('\n      union all')}
  ) as arms
),
verdicts as (
  select m.*, c.term,
         case when m.mark_compact = c.compact then 'exact'
              when similarity(m.mark_normalized, c.term) >= $2 or word_similarity(c.term, m.mark_normalized) >= $3 then 'similar'
              when metaphone(m.mark_compact, 16) = metaphone(c.compact, 16) then 'sounds-alike'
         end as match,
         case when m.mark_compact = c.compact then 1
              else greatest(similarity(m.mark_normalized, c.term), word_similarity(c.term, m.mark_normalized)) end as closeness,
         ($1::int[] is null or m.international_classes && $1::int[]) as relevant_class
    from candidates c
    join uspto_trademarks m on m.serial_number = c.serial_number
   where m.mark_compact <> ''
),
best as (
  select distinct on (serial_number) *
    from verdicts
   where match is not null and (match = 'exact' or relevant_class)
   order by serial_number, case match when 'exact' then 0 when 'similar' then 1 else 2 end, closeness desc
)
select serial_number, registration_number, mark_text, live, status_code, owner_name, international_classes,
       to_char(filing_date, 'YYYY-MM-DD') as filing_date, to_char(registration_date, 'YYYY-MM-DD') as registration_date,
       match, closeness::float8 as closeness, term, relevant_class
  from best
 order by live desc, relevant_class desc, case match when 'exact' then 0 when 'similar' then 1 else 2 end, closeness desc,
          filing_date desc nulls last, serial_number
 limit $4`;
}

/** Whether a searched term is made only of words that describe the idea's trade. */
function describedByTrade(descriptiveWords: readonly string[]): (term: string) => boolean {
  const stems = new Set(descriptiveWords.map((word) => wordStem(normalizeMarkText(word))).filter(Boolean));
  return (term) => stems.size > 0 && term.split(' ').every((word) => stems.has(wordStem(word)));
}

function emptyResult(
  status: TrademarkSearchResult['status'],
  reason: string,
  terms: string[],
  classes: number[] | null,
  dataImportedAt: string | null,
): TrademarkSearchResult {
  return { status, reason, hits: [], terms, classes, conflicts: 0, dataImportedAt };
}

/**
 * A knockout search of the imported USPTO case files for an idea's name. Never throws for a database
 * that cannot search: it answers 'unavailable' (tables or extensions missing) or 'not-imported', with the
 * reason, so the caller can mark trademarks UNKNOWN instead of "clear".
 */
export async function searchTrademarks(sql: Sql, query: TrademarkQuery, detectAgain = false): Promise<TrademarkSearchResult> {
  const terms = searchTerms(query.name, query.distinctiveWords, query.descriptiveWords);
  const describes = describedByTrade(query.descriptiveWords ?? []);
  const classes = niceClassesForCategory(query.category);
  if (detectAgain || !supportedDatabases.has(sql)) {
    const problem = trademarkSupportProblem(await detectTrademarkSupport(sql));
    if (problem) {
      supportedDatabases.delete(sql);
      return emptyResult('unavailable', problem, terms, classes, null);
    }
    supportedDatabases.add(sql);
  }
  const limit = Math.max(1, Math.min(query.limit ?? DEFAULT_LIMIT, 100));
  let rows: (HitRow & { imported_at: Date | string })[];
  try {
    if (terms.length === 0 || !importsSeen.has(sql)) {
      // Until an import was seen here, the import state alone first: planning the whole search costs more.
      const state = await trademarkImportState(sql);
      if (!state.imported) return emptyResult('not-imported', NOT_IMPORTED_REASON, terms, classes, null);
      if (terms.length === 0) return { status: 'searched', hits: [], terms, classes, conflicts: 0, dataImportedAt: state.lastImportedAt };
      importsSeen.add(sql);
    }
    // The import state and the search in one statement: no import, no row.
    ({ rows } = await sql.query<HitRow & { imported_at: Date | string }>(searchWithImportStateSql(terms.length), [
      classes,
      SIMILARITY_THRESHOLD,
      WORD_SIMILARITY_THRESHOLD,
      limit,
      ...terms,
    ]));
  } catch (error) {
    // Tables or extensions dropped since they were seen: detect again, which says what is missing.
    if (detectAgain || !isMissingObject(error)) throw error;
    return searchTrademarks(sql, query, true);
  }
  if (rows.length === 0) {
    importsSeen.delete(sql);
    return emptyResult('not-imported', NOT_IMPORTED_REASON, terms, classes, null);
  }
  const dataImportedAt = new Date(rows[0]!.imported_at).toISOString();
  // A match only through words that describe the trade is not the name's: only an identical mark counts then.
  const hits = rows
    .filter((row) => row.serial_number !== null && (row.match === 'exact' || !describes(row.term)))
    .map((row): TrademarkHit => {
      const relevantClass = row.relevant_class;
      return {
        serialNumber: row.serial_number,
        registrationNumber: row.registration_number,
        markText: row.mark_text,
        live: row.live,
        statusCode: row.status_code,
        owner: row.owner_name,
        classes: row.international_classes.map(Number),
        filingDate: row.filing_date,
        registrationDate: row.registration_date,
        match: row.match,
        similarity: Math.round(Number(row.closeness) * 1000) / 1000,
        matchedTerm: row.term,
        relevantClass,
        conflict: row.live && relevantClass && (row.match === 'exact' || row.match === 'similar'),
        url: tsdrUrl(row.serial_number),
      };
    });
  return {
    status: 'searched',
    hits,
    terms,
    classes,
    conflicts: hits.filter((hit) => hit.conflict).length,
    dataImportedAt,
  };
}

/**
 * The databases (by their Sql) known to hold the tables and extensions the search needs. Checking
 * the catalogs on every research run cost a statement each; they are not dropped under a running
 * application, and a search that fails for want of them checks again.
 */
const supportedDatabases = new WeakSet<Sql>();

/**
 * The databases where this process has seen an import. Only a hint for the order of the statements
 * (every search reads the import state afresh): a database without one is asked the cheap question first.
 */
const importsSeen = new WeakSet<Sql>();

/** undefined_table, undefined_function (and operator), undefined_object. */
function isMissingObject(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '42P01' || code === '42883' || code === '42704';
}

/** The newest successful import joined with the search's hits: no row without an import, one row of nulls for no hits. */
function searchWithImportStateSql(termCount: number): string {
  return `
with imported as (
  select finished_at from trademark_imports
   where finished_at is not null and error is null and rows > 0
   order by finished_at desc limit 1
)
select imported.finished_at as imported_at, hits.*
  from imported
  left join lateral (select row_number() over () as position, ordered.* from (${searchSql(termCount)}) as ordered) as hits on true
 order by hits.position`;
}
