/**
 * A research run stopped because it is no longer its project's current run: a newer run started (an edit, a restart)
 * or the project was deleted (pipeline/run-cancellations.ts aborts the run's signal with it). The source client and the AI provider throw it instead of making another outside call; the pipeline
 * ends the run's job quietly when it sees it.
 */
export class RunCancelledError extends Error {
  override name = 'RunCancelledError';
  constructor(message = 'The research stopped: a newer run replaced it, or its project was deleted') {
    super(message);
  }
}

/** Throws the run's cancellation (a RunCancelledError) when its signal was aborted; nothing without a signal. */
export function throwIfCancelled(signal: AbortSignal | null | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new RunCancelledError();
}
