/**
 * Query context for what useResearchLive reads again after research events (the project, its results,
 * the projects list, the website status). Apollo would join a read to the same one still on its way and
 * hand it that older answer (every section still pending, the run already over); with this each read asks
 * the server itself, and Apollo keeps the newest answer when two cross.
 */
export const EVERY_READ_ASKS_THE_SERVER = { queryDeduplication: false };
