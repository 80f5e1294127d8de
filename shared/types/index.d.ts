export { isCssColour } from "./css-colour.js";
export type ScoreBand = import("./score.js").ScoreBand;
export type ScoreLabel = import("./score.js").ScoreLabel;
export type ScorePartKey = import("./score.js").ScorePartKey;
export type SignedInPagePath = import("./web-build.js").SignedInPagePath;
export { CSS_NAMED_COLOUR_RGB, CSS_NAMED_COLOURS } from "./css-named-colours.js";
export { PROVIDER_NAMES, providerName } from "./providers.js";
export { LANDING_QUERY_PARAMETERS, PRERENDERED_LANDING_PATH, SIGNED_IN_PAGE_PATHS, signedInPageFile } from "./web-build.js";
export { SCORE_BANDS, SCORE_MAXIMA, SCORE_PART_KEYS, SCORE_PARTS, scoreBand, scoreLabel } from "./score.js";
