/**
 * Reading OPS's JSON answer to GET /rest-services/published-data/search/biblio (Accept:
 * application/json, BadgerFish: text in "$", attributes as "@name", one element alone is not a list).
 * Shape: ops:world-patent-data > ops:biblio-search (@total-result-count) > ops:search-result >
 * exchange-documents[] > exchange-document (@country, @doc-number, @kind, bibliographic-data, abstract).
 */

export interface PatentRecord {
  /** Country + number + kind, as published: EP1234567A1. */
  number: string;
  title: string;
  applicants: string[];
  abstract: string;
  /** yyyy-MM-dd */
  publicationDate: string | null;
}

export interface BiblioSearchPage {
  totalResults: number;
  records: PatentRecord[];
}

type Node = Record<string, unknown>;

export function parseBiblioSearch(json: unknown): BiblioSearchPage {
  const search = field(field(json, 'ops:world-patent-data'), 'ops:biblio-search');
  if (!isNode(search)) throw new Error('the answer has no ops:biblio-search');
  const total = Number(text(search['@total-result-count']));
  const documents = asList(field(field(search, 'ops:search-result'), 'exchange-documents')).flatMap((wrapper) =>
    asList(field(wrapper, 'exchange-document')),
  );
  const records = documents.map(parseDocument).filter((record): record is PatentRecord => record !== null);
  return { totalResults: Number.isFinite(total) ? total : records.length, records };
}

function parseDocument(document: unknown): PatentRecord | null {
  if (!isNode(document)) return null;
  const biblio = field(document, 'bibliographic-data');
  const docdb = asList(field(field(biblio, 'publication-reference'), 'document-id')).find(
    (id) => field(id, '@document-id-type') === 'docdb',
  );
  const country = text(document['@country']) || text(field(docdb, 'country'));
  const docNumber = text(document['@doc-number']) || text(field(docdb, 'doc-number'));
  const kind = text(document['@kind']) || text(field(docdb, 'kind'));
  if (!country || !docNumber) return null;
  return {
    number: `${country}${docNumber}${kind}`,
    title: inEnglish(asList(field(biblio, 'invention-title')), (title) => text(title)) || '(no title)',
    applicants: applicantNames(field(field(field(biblio, 'parties'), 'applicants'), 'applicant')),
    abstract: inEnglish(asList(document.abstract), (abstract) => asList(field(abstract, 'p')).map(text).filter(Boolean).join(' ')),
    publicationDate: isoDate(text(field(docdb, 'date'))),
  };
}

/** The original spelling of each applicant ("PURDUE RESEARCH FOUNDATION"); epodoc adds a country tail ("... [US]"). */
function applicantNames(applicants: unknown): string[] {
  const list = asList(applicants);
  const original = list.filter((applicant) => field(applicant, '@data-format') === 'original');
  const chosen = original.length > 0 ? original : list;
  const names = chosen.map((applicant) =>
    text(field(field(applicant, 'applicant-name'), 'name'))
      .replace(/\s*\[[A-Z]{2}\]\s*$/, '')
      .trim(),
  );
  return [...new Set(names.filter(Boolean))];
}

function inEnglish(items: unknown[], read: (item: unknown) => string): string {
  const english = items.find((item) => field(item, '@lang') === 'en');
  return read(english ?? items[0])
    .replace(/\s+/g, ' ')
    .trim();
}

function isoDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(value: unknown, name: string): unknown {
  return isNode(value) ? value[name] : undefined;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function text(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isNode(value) && value.$ !== undefined) return String(value.$);
  return '';
}
