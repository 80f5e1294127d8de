import { describe, expect, test } from 'vitest';
import { workflowStepStates } from './steps.js';

describe('workflowStepStates', () => {
  test('a step whose section is still running is never ticked, whatever finished before it', () => {
    // Issue 13: competitors and keywords were done (step 5 derived), the domains still running.
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
    expect(workflowStepStates(6, { domains: 'FAILED', competitors: 'COMPLETE', keywords: 'COMPLETE', legal: 'COMPLETE' })[1]).toBe('failed');
  });

  test('step 1 (no project yet) is current and nothing is ticked', () => {
    expect(workflowStepStates(1, undefined)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });

  test('results not loaded yet: nothing after the description is ticked', () => {
    expect(workflowStepStates(4, undefined)).toEqual(['completed', 'running', 'running', 'current', 'upcoming']);
  });
});
