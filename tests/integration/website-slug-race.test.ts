/**
 * Many owners generating a site with the same title at once: each gets its own slug (title, title-2, …),
 * none a 500 from two of them taking the same slug.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject, DESIGN } from './websites-fixtures.js';

const OWNERS = 20;

describe('website slugs under concurrent generation', () => {
  let server: TestServer;
  let owners: SignedUpUser[];

  beforeAll(async () => {
    server = await startTestServer();
    owners = await Promise.all(Array.from({ length: OWNERS }, () => createSignedInUser(server)));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('gives every site of the same title its own slug', async () => {
    const projects = await Promise.all(owners.map((owner, index) => createProject(server, owner.id, { name: `Same Title ${index}` })));
    const answers = await Promise.all(
      owners.map((owner, index) =>
        owner.client.post(`/api/projects/${projects[index]!.id}/generate-website`, { ...DESIGN, title: 'Harbour Hours' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const slugs = answers.map((answer) => answer.body.slug as string).sort();
    expect(new Set(slugs).size).toBe(OWNERS);
    expect(slugs).toContain('harbour-hours');
    for (const slug of slugs) expect(slug).toMatch(/^harbour-hours(-\d+)?$/);
  });
});
