/**
 * USPTO trademark knockout search over imported case files. The legal research stage calls
 * `searchTrademarks`; `pnpm trademarks:import <file or URL>` fills the table (app/trademarks-import-cli.ts).
 */
export {
  searchTrademarks,
  trademarkImportState,
  searchTerms,
  tsdrUrl,
  NOT_IMPORTED_REASON,
  SIMILARITY_THRESHOLD,
} from './trademark-search.js';
export { importTrademarks, type TrademarkImportOptions, type TrademarkImportSummary } from './trademark-import.js';
export {
  detectTrademarkSupport,
  trademarkSupportProblem,
  TrademarkSupportError,
  type TrademarkDatabaseSupport,
} from './trademark-support.js';
export { niceClassesForCategory } from './nice-classes.js';
export { isLiveStatusCode } from './status-codes.js';
export { distinctiveWordsOf, normalizeMarkText } from './mark-text.js';
export { TrademarkSourceError } from './case-file-source.js';
export type {
  TrademarkHit,
  TrademarkImportState,
  TrademarkMatch,
  TrademarkQuery,
  TrademarkSearchResult,
  TrademarkSearchStatus,
} from './trademark.types.js';
