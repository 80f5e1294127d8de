import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/config.js';
import type { DispatchedJob } from '../../jobs/job-dispatcher.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { PgListener } from '../../jobs/pg-listener.js';
import type { Database, Sql } from '../../jobs/sql.js';
import type { Logger } from '../../shared/logger.js';
import { AiUnavailableError, type ResearchIntelligence, type StageOptions } from '../intelligence/research-intelligence.js';
import { waitingNote } from '../intelligence/stages/stage-context.js';
import { SECTION_NAMES, type ResearchInput, type ResearchResultsForScore, type SectionName, type StageResult } from '../research.types.js';
import { WriteBatcher } from '../../shared/write-batcher.js';
import { completeSections, type SectionCompletion } from '../runs/complete-sections.js';
import { researchStore, type ClaimedRun, type SectionState } from '../runs/research-store.js';
import { resultsFromSections } from '../runs/section-results.js';
import { computeScore, type DemandTestFigures } from '../score/compute-score.js';
import { OwnerSlots, type SlotHolder } from './owner-slots.js';
import { RunCancellations } from './run-cancellations.js';
import { derivedStep, stepForSection } from './current-step.js';

export const RESEARCH_RUN_QUEUE = 'research-run';

type SettledSection = Pick<SectionState, 'section' | 'status' | 'data'> & Partial<Pick<SectionState, 'basis' | 'details'>>;
/** A stage that waits for the AI provider: the run is rescheduled after `waitMs`. */
type WaitingSection = { section: SectionName; status: 'waiting'; waitMs: number };

/** The longest backoff between two tries when the provider names no wait. */
const MAX_AI_BACKOFF_MS = 60_000;

export interface ResearchRunJobData {
  runId: string;
  projectId: string;
}

export interface ResearchPipelineDependencies {
  config: AppConfig;
  logger: Logger;
  database: Database;
  /** Sends the run's next job when its stages wait for the AI provider. */
  jobQueue: Pick<JobQueue, 'sendInTransaction'>;
  intelligence: ResearchIntelligence;
  /** The published site's demand-test figures for a project, or null (demand-test/ provides them). */
  demandTestFigures: (sql: Sql, projectId: string) => Promise<DemandTestFigures | null>;
  /** Wakes runs waiting for one of their user's research slots when another process gives one back. */
  listener: Pick<PgListener, 'listen'>;
}

/**
 * One research run, as one or more pg-boss jobs: the four stages run concurrently, each saved (and
 * announced) the moment it is ready; then the score. A stage whose AI provider rate-limits or fails
 * (5xx, timeout, network) is not slept on: it is marked waiting, the other stages finish, and the run
 * is rescheduled through pg-boss (startAfter = the provider's Retry-After, else backoff) to redo only
 * its unfinished sections, up to AI_RETRY_MAX_WAIT_SECONDS in all; past that what needed the model is
 * left UNKNOWN saying so. Other errors are retried in-process with backoff. A run picked up again
 * after a worker died also redoes only its unfinished sections.
 */
export class ResearchPipeline {
  /** RESEARCH_RUNS_PER_USER across every worker process (PostgreSQL rows, not this process's memory). */
  private readonly ownerSlots: OwnerSlots;
  /** Finished sections of this process's runs, saved together when they finish together (one statement, not one each). */
  private readonly completions: WriteBatcher<SectionCompletion, { saved: boolean } | { error: unknown }>;
  /** Stops this process's runs that any process superseded or deleted (before their next outside call). */
  private readonly cancellations: RunCancellations;

  constructor(private readonly dependencies: ResearchPipelineDependencies) {
    this.cancellations = new RunCancellations({
      listener: dependencies.listener,
      logger: dependencies.logger,
      notCurrent: (runIds) => researchStore.notCurrent(dependencies.database.sql, runIds),
    });
    this.completions = new WriteBatcher((completions) => this.saveCompletions(completions));
    this.ownerSlots = new OwnerSlots({
      database: dependencies.database,
      listener: dependencies.listener,
      logger: dependencies.logger,
      perUser: dependencies.config.RESEARCH_RUNS_PER_USER,
      staleSeconds: dependencies.config.RESEARCH_HEARTBEAT_STALE_SECONDS,
      recheckMs: dependencies.config.RESEARCH_POLL_INTERVAL_MS,
    });
  }

  /** The workers' heartbeat found these runs no longer current (superseded, or deleted): they stop calling sources. */
  cancelRuns(runIds: readonly string[]): void {
    this.cancellations.cancelRuns(runIds);
  }

  async run(job: DispatchedJob<ResearchRunJobData>, workerId: string): Promise<void> {
    const { runId, projectId } = job.data;
    // Watched before the claim, so a newer run or a deletion from then on reaches the run.
    const cancellation = await this.cancellations.watch(runId, projectId);
    try {
      await this.runClaimed(job, workerId, cancellation.signal);
    } catch (error) {
      // Superseded or deleted: nothing of the run can be stored, and the job ends without an error.
      if (!cancellation.signal.aborted) throw error;
      this.dependencies.logger.debug(
        { runId, projectId, reason: describeError(error) },
        'research run stopped: replaced, or its project deleted',
      );
    } finally {
      cancellation.end();
    }
  }

  private async runClaimed(job: DispatchedJob<ResearchRunJobData>, workerId: string, signal: AbortSignal): Promise<void> {
    const { database, logger } = this.dependencies;
    const { runId, projectId } = job.data;
    const claimed = await researchStore.claimRun(database.sql, runId, projectId, workerId);
    if (!claimed) {
      logger.debug({ runId, projectId }, 'research run no longer current: nothing to do');
      return;
    }
    // A user's runs beyond RESEARCH_RUNS_PER_USER wait here, so a burst cannot crowd another user's run at the sources.
    const holder: SlotHolder = { runId, projectId, ownerId: claimed.ownerId, workerId };
    let holdsSlot = claimed.holdsOwnerSlot;
    if (!holdsSlot && claimed.started.length > 0) {
      if (!(await this.ownerSlots.take(holder))) {
        logger.debug({ runId, projectId }, "research run no longer this worker's: nothing to do");
        return;
      }
      holdsSlot = true;
    }
    try {
      const input = researchInput(claimed, signal);
      const aiWait = this.aiWait(claimed);
      const outcomes = await settleAll(claimed.started.map((section) => this.runStage(claimed, input, section, aiWait)));
      const waiting = outcomes.filter((section): section is WaitingSection => section?.status === 'waiting');
      if (waiting.length > 0) {
        holdsSlot = false;
        await this.releaseSlot(holder); // before the run stops being this worker's
        await this.defer(claimed, workerId, Math.max(...waiting.map((section) => section.waitMs)));
        return;
      }
      const settled = outcomes as (SettledSection | null)[];
      const finishedBefore = claimed.sections.filter((section) => section.status === 'complete' || section.status === 'failed');
      if (signal.aborted) return; // superseded or deleted: nothing to score, and the score's model call is not made
      const ended = await this.finish(
        claimed,
        [...finishedBefore, ...settled.filter((section): section is SettledSection => section !== null)],
        signal,
      );
      if (ended) holdsSlot = false; // the statement that ended the run gave its slot back
    } catch (error) {
      if (signal.aborted) throw error; // superseded or deleted: run() ends the job quietly
      // pg-boss retries the job; after its last try the run is marked failed so nobody waits forever.
      if (job.retryCount >= job.retryLimit) await this.failRun(claimed, describeError(error));
      throw error;
    } finally {
      if (holdsSlot) await this.releaseSlot(holder);
    }
  }

  /** Gives back a slot the run's end did not (deferred, superseded, failed); a failure here only logs. */
  private async releaseSlot(holder: SlotHolder): Promise<void> {
    await this.ownerSlots.release(holder).catch((error: unknown) =>
      // Not given back: it stops counting once this worker's heartbeat on the run is stale.
      this.dependencies.logger.warn({ err: error, runId: holder.runId }, 'could not give back a research slot'),
    );
  }

  /** What is left of the run's wait for the AI provider, and the backoff of its next deferral. */
  private aiWait(run: ClaimedRun): NonNullable<StageOptions['aiWait']> {
    const { config } = this.dependencies;
    const boundMs = config.AI_RETRY_MAX_WAIT_SECONDS * 1000;
    const waitedMs = run.aiWaitStartedAt ? Math.max(0, Date.now() - Date.parse(run.aiWaitStartedAt)) : 0;
    const backoffMs = Math.min(MAX_AI_BACKOFF_MS, Math.max(1000, config.RESEARCH_STAGE_RETRY_DELAY_MS) * 2 ** run.aiDeferrals);
    return { boundMs, remainingMs: boundMs - waitedMs, backoffMs };
  }

  /**
   * Hands the run back to pg-boss: a new job for it, not taken before `waitMs`, sent in the same
   * transaction that puts the run back to queued (so a crash leaves neither half). The current job ends.
   */
  private async defer(run: ClaimedRun, workerId: string, waitMs: number): Promise<void> {
    const { database, jobQueue, logger } = this.dependencies;
    const jobId = randomUUID();
    const startAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    const deferred = await database.transaction(async (sql) => {
      if (!(await researchStore.deferRun(sql, run, workerId, jobId))) return false;
      // The same fairness as a new run's job.
      const priority = -(await researchStore.runsAhead(sql, run.projectId, run.runId));
      await jobQueue.sendInTransaction(
        sql,
        RESEARCH_RUN_QUEUE,
        { runId: run.runId, projectId: run.projectId } satisfies ResearchRunJobData,
        jobId,
        priority,
        startAfterSeconds,
      );
      return true;
    });
    logger.info({ runId: run.runId, jobId, startAfterSeconds, deferred }, 'research run waits for the AI provider');
  }

  /**
   * Tries one stage up to RESEARCH_STAGE_ATTEMPTS times; after the last failure the section is failed.
   * The section as this worker left it, or null when its write did not land (superseded, or done
   * elsewhere), or 'waiting' when the AI provider asked for time.
   */
  private async runStage(
    run: ClaimedRun,
    input: ResearchInput,
    section: SectionName,
    aiWait: StageOptions['aiWait'],
  ): Promise<SettledSection | WaitingSection | null> {
    const { config, database, logger } = this.dependencies;
    const target = { projectId: run.projectId, runId: run.runId, section };
    // The first try was marked running by the claim, together with the other stages.
    for (let attempt = 1; ; attempt += 1) {
      if (attempt > 1 && !(await researchStore.markSectionRunning(database.sql, run.projectId, run.runId, section))) return null;
      try {
        // A transient AI failure throws AiUnavailableError while the run may still wait, else leaves its part unknown.
        const result = await this.callStage(section, input, { aiWait });
        const completion = await this.completions.submit({
          target,
          result: {
            data: result.data,
            source: result.source,
            basis: result.basis,
            fallbackReason: result.fallbackReason ?? null,
            details: result.details ?? null,
            step: stepForSection(section, result.data),
          },
        });
        if ('error' in completion) throw completion.error;
        return completion.saved
          ? { section, status: 'complete', data: result.data, basis: result.basis, details: result.details ?? null }
          : null;
      } catch (error) {
        // Superseded or deleted while the stage ran: its write could not land, and no further try calls a source.
        if (input.signal?.aborted) return null;
        if (error instanceof AiUnavailableError) {
          const waitMs = error.retryAfterMs ?? aiWait?.backoffMs ?? config.RESEARCH_STAGE_RETRY_DELAY_MS;
          const note = waitingNote(error, waitMs);
          logger.info({ section, runId: run.runId, reason: error.message, waitMs }, 'research stage waits for the AI provider');
          return (await researchStore.markSectionWaiting(database.sql, run.projectId, run.runId, section, note))
            ? { section, status: 'waiting', waitMs }
            : null;
        }
        const message = describeError(error);
        logger.warn({ err: error, section, attempt, runId: run.runId }, 'research stage failed');
        if (attempt >= config.RESEARCH_STAGE_ATTEMPTS) {
          const saved = await researchStore.failSection(database.sql, target, message);
          return saved ? { section, status: 'failed', data: null } : null;
        }
        if (!(await researchStore.recordSectionError(database.sql, run.projectId, run.runId, section, message))) return null;
        await sleep(backoffMs(config.RESEARCH_STAGE_RETRY_DELAY_MS, attempt));
      }
    }
  }

  /**
   * Saves sections that finished together in one statement. When that fails, each is saved on its own,
   * so one run's unwritable result (it then fails and retries its stage) never costs another run its section.
   */
  private async saveCompletions(completions: SectionCompletion[]): Promise<({ saved: boolean } | { error: unknown })[]> {
    const { database } = this.dependencies;
    try {
      return (await completeSections(database.sql, completions)).map((saved) => ({ saved }));
    } catch (error) {
      if (completions.length === 1) return [{ error }];
    }
    const results: ({ saved: boolean } | { error: unknown })[] = [];
    for (const completion of completions) {
      try {
        const [saved] = await completeSections(database.sql, [completion]);
        results.push({ saved: saved === true });
      } catch (error) {
        results.push({ error });
      }
    }
    return results;
  }

  private async callStage(section: SectionName, input: ResearchInput, options: StageOptions): Promise<StageResult<unknown>> {
    const { intelligence, config } = this.dependencies;
    const call = (): Promise<StageResult<unknown>> => {
      switch (section) {
        case 'domains':
          return intelligence.checkDomains(input);
        case 'competitors':
          return intelligence.researchCompetitors(input, options);
        case 'keywords':
          return intelligence.researchKeywords(input, options);
        case 'legal':
          return intelligence.researchLegal(input, options);
      }
    };
    // The provider has its own timeout (and retry); this only guards against a stage that never settles.
    return withTimeout(call(), config.OPENAI_TIMEOUT_MS * 3 + 10_000, `The ${section} stage timed out`);
  }

  /**
   * Scores and ends the run: true when this worker ended it (which gave its research slot back). `known` are the
   * sections whose final state this worker knows; when that is not all four (a write did not land), they are read again first.
   */
  private async finish(run: ClaimedRun, known: SettledSection[], signal: AbortSignal): Promise<boolean> {
    const { database } = this.dependencies;
    let sections: SettledSection[] = known;
    if (SECTION_NAMES.some((name) => !known.some((section) => section.section === name))) {
      sections = await researchStore.sections(database.sql, run.projectId, run.runId);
      if (
        sections.length < SECTION_NAMES.length ||
        sections.some((section) => section.status === 'pending' || section.status === 'running')
      ) {
        return false; // superseded or deleted while running: the new run finishes its own work
      }
    }
    const results = resultsFromSections(run.project.description, sections);
    const failed = sections.filter((section) => section.status === 'failed');
    if (failed.length === 0) {
      // The viability judge reads the evidence (a model call, or nothing without a key); the score itself is pure.
      const viability = await this.dependencies.intelligence.judgeViability(researchInput(run, signal), results);
      // A published site's demand test measures demand directly (demand-test/).
      const demandTest = await this.dependencies.demandTestFigures(database.sql, run.projectId);
      const { score, breakdown, assessment } = computeScore(results, run.project, viability, demandTest);
      // Too little measured for a total: no number (the breakdown and the assessment say what is known).
      return researchStore.finishRun(database.sql, run, {
        status: 'complete',
        step: derivedStep(results, true),
        score: assessment.enoughEvidence ? score : null,
        breakdown,
        assessment,
        error: null,
      });
    }
    return this.finishFailed(run, results, `Research failed for: ${failed.map((section) => section.section).join(', ')}`);
  }

  /** Ends the run as failed with `error`, at the step its results reached; true when this worker ended it. */
  private finishFailed(run: ClaimedRun, results: ResearchResultsForScore, error: string): Promise<boolean> {
    return researchStore.finishRun(this.dependencies.database.sql, run, {
      status: 'failed',
      step: derivedStep(results, false),
      score: null,
      breakdown: null,
      error,
    });
  }

  private async failRun(run: ClaimedRun, error: string): Promise<void> {
    const { database, logger } = this.dependencies;
    try {
      const sections = await researchStore.sections(database.sql, run.projectId, run.runId);
      await this.finishFailed(run, resultsFromSections(run.project.description, sections), error);
    } catch (failure) {
      logger.error({ err: failure, runId: run.runId }, 'could not mark the research run failed');
    }
  }
}

function researchInput(run: ClaimedRun, signal: AbortSignal): ResearchInput {
  return {
    signal,
    runId: run.runId,
    userId: run.ownerId,
    projectId: run.projectId,
    name: run.project.name,
    category: run.project.category,
    description: run.project.description ?? '',
    targetMarket: run.project.targetMarket,
    keyFeatures: run.project.keyFeatures,
    notes: run.project.notes,
    options: run.options,
  };
}

export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'Unknown error';
}

/** Exponential backoff with jitter: delay, 2 x delay, 4 x delay ... each plus up to 25%. */
function backoffMs(baseMs: number, attempt: number): number {
  const exponential = baseMs * 2 ** (attempt - 1);
  return Math.round(exponential * (1 + Math.random() * 0.25));
}

/** Like Promise.all, but settles only once every promise has (no stage still running after the first failure). */
async function settleAll<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
