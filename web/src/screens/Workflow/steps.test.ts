import { describe, expect, test } from 'vitest';
import { workflowProgress, workflowStepStates } from './steps.js';

describe('workflowStepStates', () => {
  test('a step whose section is still running is never ticked, whatever finished before it', () => {
    // Competitors and keywords done (step 5 derived), the domains still running.
    const states = workflowStepStates(5, { domains: 'RUNNING', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'RUNNING' });
    expect(states).toEqual(['completed', 'running', 'completed', 'completed', 'current']);
  });

  test('at the start of research every section is running and step 2 is current', () => {
    expect(workflowStepStates(2, { domains: 'RUNNING', competitors: 'RUNNING', keywords: 'PENDING', legal: 'RUNNING' })).toEqual([
      'completed',
      'current',
      'running',
      'upcoming',
      'running',
    ]);
  });

  test('a failed section says so; a finished project ticks every complete step', () => {
    expect(workflowStepStates(6, { domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' })).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
    expect(workflowStepStates(6, { domains: 'FAILED', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' })[1]).toBe(
      'failed',
    );
  });

  test('step 1 (no project yet) is current and nothing is ticked', () => {
    expect(workflowStepStates(1, undefined)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  test('results not loaded yet: nothing after the description is ticked', () => {
    expect(workflowStepStates(4, undefined)).toEqual(['completed', 'running', 'running', 'current', 'upcoming']);
  });
});

describe('workflowProgress', () => {
  const researching = { status: 'RESEARCHING', description: 'A description' };

  test('the summary step, the current step and the count agree while sections finish in any order', () => {
    // Never "Keyword Research" current and "Step 4 of 5" beside "1 of 5 sections complete".
    const started = workflowProgress(researching, { domains: 'RUNNING', competitors: 'RUNNING', keywords: 'RUNNING', legal: 'RUNNING' });
    expect(started).toMatchObject({ step: 2, completeSections: 1 });
    expect(workflowStepStates(started.indicatorStep, started.sections).indexOf('current')).toBe(1);

    const keywordsFirst = workflowProgress(researching, {
      domains: 'RUNNING',
      competitors: 'RUNNING',
      keywords: 'COMPLETE',
      legal: 'RUNNING',
    });
    expect(keywordsFirst).toMatchObject({ step: 2, completeSections: 2 });
    const states = workflowStepStates(keywordsFirst.indicatorStep, keywordsFirst.sections);
    expect(states).toEqual(['completed', 'current', 'running', 'completed', 'running']);

    const inOrder = workflowProgress(researching, { domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'RUNNING', legal: 'RUNNING' });
    expect(inOrder).toMatchObject({ step: 4, completeSections: 3 });
  });

  test('every step before the current one is complete, and the current one is not', () => {
    const statuses = ['PENDING', 'RUNNING', 'COMPLETE', 'FAILED'] as const;
    for (const domains of statuses)
      for (const competitors of statuses)
        for (const keywords of statuses)
          for (const legal of statuses) {
            const progress = workflowProgress(researching, { domains, competitors, keywords, legal });
            const states = workflowStepStates(progress.indicatorStep, progress.sections);
            expect(states.slice(0, progress.step - 1).every((state) => state === 'completed')).toBe(true);
            expect(states[progress.step - 1]).not.toBe('completed');
            expect(progress.completeSections).toBeGreaterThanOrEqual(progress.step - 1);
          }
  });

  test('results not loaded yet: step 2 and only the description counts; ended research is step 5', () => {
    expect(workflowProgress(researching, undefined)).toMatchObject({ step: 2, completeSections: 1 });
    expect(
      workflowProgress(
        { status: 'COMPLETE', description: 'd' },
        { domains: 'COMPLETE', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' },
      ),
    ).toEqual(expect.objectContaining({ step: 5, indicatorStep: 6, completeSections: 5 }));
  });
});
