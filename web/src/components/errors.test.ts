import { describe, expect, it } from 'vitest';
import { restFailureMessage } from './errors.js';

describe('restFailureMessage', () => {
  it("gives the server's message for a refusal it explained", () => {
    const refused = Object.assign(new Error('Project not found'), { status: 404, serverMessage: 'Project not found' });
    expect(restFailureMessage(refused, 'Failed to export data')).toBe('Project not found');
  });

  it('gives the fallback when the server never answered or failed without a reason', () => {
    expect(restFailureMessage(new TypeError('Failed to fetch'), 'Failed to export data')).toBe('Failed to export data');
    const crashed = Object.assign(new Error('Internal server error'), { status: 500, serverMessage: 'Internal server error' });
    expect(restFailureMessage(crashed, 'Failed to export data')).toBe('Failed to export data');
    // A proxy's error page is not the API's explanation.
    const gateway = Object.assign(new Error('<html>502 Bad Gateway</html>'), { status: 502 });
    expect(restFailureMessage(gateway, 'Failed to export data')).toBe('Failed to export data');
  });
});
