/** How a mark matched the idea: same text (spaces and punctuation aside), trigram-similar, or same sound (double metaphone). */
export type TrademarkMatch = 'exact' | 'similar' | 'sounds-alike';

export interface TrademarkHit {
  serialNumber: string;
  registrationNumber: string | null;
  markText: string;
  live: boolean;
  statusCode: string | null;
  owner: string | null;
  classes: number[];
  /** yyyy-mm-dd */
  filingDate: string | null;
  registrationDate: string | null;
  match: TrademarkMatch;
  /** Closeness 0..1 (1 for an exact match; trigram similarity of the normalized texts otherwise). */
  similarity: number;
  /** Which of the searched terms it matched (the name's distinctive part, or one distinctive word). */
  matchedTerm: string;
  /** In one of the Nice classes the idea's category implies (always true when the category implies none). */
  relevantClass: boolean;
  /** A live mark, identical or similar, in a relevant class. */
  conflict: boolean;
  /** The mark's record in the USPTO's TSDR. */
  url: string;
}

export interface TrademarkQuery {
  /** The idea's name. */
  name: string;
  /** Words to search on their own; by default the name's distinctive words (generic words such as "app" dropped). */
  distinctiveWords?: string[];
  /**
   * Words that describe the idea's own kind of business (from its description and category: "dog",
   * "walking"). They are not searched on their own and a similar mark on them alone is no conflict;
   * an identical mark on the whole name still is.
   */
  descriptiveWords?: string[];
  /** The project's category (SaaS/Software, E-commerce, …), which sets the relevant Nice classes. */
  category?: string | null;
  /** At most this many hits (default 15). */
  limit?: number;
}

export type TrademarkSearchStatus = 'searched' | 'not-imported' | 'unavailable';

export interface TrademarkSearchResult {
  status: TrademarkSearchStatus;
  /** Why the search did not run ('trademark data not imported', a missing extension, …). */
  reason?: string;
  hits: TrademarkHit[];
  /** The terms searched (normalized). */
  terms: string[];
  /** The relevant Nice classes, or null when every class counts. */
  classes: number[] | null;
  conflicts: number;
  /** When the newest successful import finished (the data's age), ISO 8601. */
  dataImportedAt: string | null;
}

export interface TrademarkImportState {
  imported: boolean;
  /** ISO 8601, the newest successful import's end. */
  lastImportedAt: string | null;
  lastSource: string | null;
}
