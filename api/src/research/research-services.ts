import type { AppConfig } from '../config/config.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { JobQueue } from '../jobs/job-queue.js';
import { PgListener } from '../jobs/pg-listener.js';
import { Database } from '../jobs/sql.js';
import { ProjectService } from '../projects/project.service.js';
import type { Logger } from '../shared/logger.js';
import type { ResearchIntelligence } from './intelligence/research-intelligence.js';
import { RESEARCH_RUN_QUEUE, ResearchPipeline, type ResearchPipelineDependencies } from './pipeline/research-pipeline.js';
import { PgPubSub } from './progress/pg-pub-sub.js';
import { ResearchService } from './research.service.js';
import { projectResearch } from './runs/project-runs.js';

/** The research engine's part of the Services container. */
export interface ResearchServices {
  database: Database;
  /** This process's one LISTEN connection (progress events, job wake-ups). */
  listener: PgListener;
  jobQueue: JobQueue;
  /** type-graphql PubSub over LISTEN/NOTIFY, given to buildSchema. */
  pubSub: PgPubSub;
  projects: ProjectService;
  research: ResearchService;
  pipeline: ResearchPipeline;
}

/** `intelligence` is read on every call, so the one ResearchIntelligence instance (and test doubles of its methods) is used. */
export function createResearchServices(
  config: AppConfig,
  logger: Logger,
  orm: MikroORM,
  intelligence: () => ResearchIntelligence,
  demandTestFigures: ResearchPipelineDependencies['demandTestFigures'],
): ResearchServices {
  const databaseUrl = orm.config.get('clientUrl')!;
  const database = new Database(orm);
  const listener = new PgListener(databaseUrl, logger);
  const jobQueue = new JobQueue({
    databaseUrl,
    logger,
    supervise: config.RUN_WORKERS,
    queues: [
      {
        name: RESEARCH_RUN_QUEUE,
        retryLimit: config.RESEARCH_JOB_RETRY_LIMIT,
        retryDelaySeconds: 1,
        expireInSeconds: config.RESEARCH_JOB_EXPIRE_SECONDS,
      },
    ],
  });
  const pubSub = new PgPubSub(listener, database.sql, logger);
  const projects = new ProjectService(database, projectResearch(jobQueue));
  const research = new ResearchService({ config, logger, orm, database, projects, pubSub, intelligence });
  const pipeline = new ResearchPipeline({
    config,
    logger,
    database,
    jobQueue,
    listener,
    get intelligence() {
      return intelligence();
    },
    demandTestFigures,
  });
  return { database, listener, jobQueue, pubSub, projects, research, pipeline };
}
