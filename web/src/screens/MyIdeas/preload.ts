import { sendEarlyQuery } from '../../app/earlyQueries.js';
import { firstPageVariables, markPreloaded, statsVariables } from './firstLoad.js';
import { MY_IDEAS_PROJECT_TEXT, MY_IDEAS_PROJECTS_TEXT, PROJECT_STATS_TEXT } from './myIdeas.queries.js';

/** Asks for the first page and the stat cards beside the `me` check, before the screen's code and Apollo have loaded. */
export function preload(): void {
  markPreloaded();
  sendEarlyQuery('MyIdeasProjects', MY_IDEAS_PROJECTS_TEXT + MY_IDEAS_PROJECT_TEXT, () => firstPageVariables);
  sendEarlyQuery('ProjectStats', PROJECT_STATS_TEXT, statsVariables);
}
