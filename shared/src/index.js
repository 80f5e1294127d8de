// What the API and the web client both need, in one place (each module is a pure function or table).
export { isCssColour } from './css-colour.js';
export { CSS_NAMED_COLOUR_RGB, CSS_NAMED_COLOURS } from './css-named-colours.js';
export { PROVIDER_NAMES, providerName } from './providers.js';
export {
  customerReason,
  customerReasons,
  DOMAIN_CHECKS_TURNED_OFF,
  looksOperatorOnly,
  notCheckedMessage,
  reasonCause,
  saidOnce,
  searchNotRunMessage,
  sectionReason,
  sectionReasonParts,
} from './customer-language.js';
export { LANDING_QUERY_PARAMETERS, PRERENDERED_LANDING_PATH, SIGNED_IN_PAGE_PATHS, signedInPageFile } from './web-build.js';
export { shortenText, WEBSITE_COPY_LIMITS, withinWebsiteCopyLimits } from './website-copy.js';
export { keywordOpportunityLevel, SCORE_BANDS, SCORE_MAXIMA, SCORE_PART_KEYS, SCORE_PARTS, scoreBand, scoreLabel } from './score.js';

/** @typedef {import('./customer-language.js').ReasonCause} ReasonCause */
/** @typedef {import('./customer-language.js').ResearchTopic} ResearchTopic */
/** @typedef {import('./score.js').ScoreBand} ScoreBand */
/** @typedef {import('./score.js').ScoreLabel} ScoreLabel */
/** @typedef {import('./score.js').ScorePartKey} ScorePartKey */
/** @typedef {import('./web-build.js').SignedInPagePath} SignedInPagePath */
