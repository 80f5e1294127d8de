import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedUpUser } from '../support/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject, DESIGN, updateProjectRow } from './websites-fixtures.js';

describe('websites: copy from the AI provider, with fallback and metering', () => {
  let openAi: FakeOpenAi;
  let server: TestServer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    openAi = await startFakeOpenAi();
    server = await startTestServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: openAi.url });
    owner = await createSignedInUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await openAi.close();
  });

  async function usageRows(projectId: string) {
    return server.application.services.orm.em
      .getConnection()
      .execute<{ operation: string; user_id: string; success: boolean }[]>(
        'select operation, user_id, success from ai_usage where project_id = ? order by created_at',
        [projectId],
      );
  }

  it('writes the page from the AI answer and meters the call as website-copy', async () => {
    openAi.setMode('success');
    const project = await createProject(server, owner.id, { name: 'Copy Cat' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Copy Cat' });
    expect(generated.status).toBe(200);
    expect(openAi.countFor('website-copy')).toBe(1);

    await owner.client.post(`/api/websites/${generated.body.id}/publish`);
    const page = await server.client().get('/site/copy-cat');
    expect(page.text).toContain('A fake tagline.');
    expect(page.text).toContain('Fake about text.');
    expect(page.text).toContain('Meal planning that starts from what is already in your fridge.'); // the project's description
    for (const feature of ['Fake benefit one', 'Fake benefit two', 'Fake benefit three'])
      expect(page.text).toContain(`<li>${feature}</li>`);
    expect(page.text).toContain('Try it now');

    expect(await usageRows(project.id)).toEqual([{ operation: 'website-copy', user_id: owner.id, success: true }]);
  });

  it('falls back to generated copy when the provider fails, and still makes the site', async () => {
    openAi.setMode('quota');
    const project = await createProject(server, owner.id, { name: 'Quota Hit', keyFeatures: ['Offline mode', 'Team sharing'] });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Quota Hit' });
    expect(generated.status).toBe(200);
    const preview = await owner.client.get(`/api/websites/${generated.body.id}/preview`);
    expect(preview.text).toContain('<li>Offline mode</li>');
    expect(preview.text).not.toContain('Fake about text.');
    const rows = await usageRows(project.id);
    expect(rows.map((row) => [row.operation, row.success])).toEqual([['website-copy', false]]);
    openAi.setMode('success');
  });

  it('asks the provider again only when the project changed', async () => {
    openAi.setMode('success');
    const project = await createProject(server, owner.id, { name: 'Thrifty' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Thrifty' });
    const before = openAi.countFor('website-copy');

    await owner.client.put(`/api/websites/${generated.body.id}`, { projectId: project.id, ...DESIGN, title: 'Thrifty', layout: 'minimal' });
    expect(openAi.countFor('website-copy')).toBe(before); // design only: the copy is kept

    await updateProjectRow(server, project.id, { description: 'Second-hand furniture, delivered.' });
    await owner.client.put(`/api/websites/${generated.body.id}`, { projectId: project.id, ...DESIGN, title: 'Thrifty', layout: 'minimal' });
    expect(openAi.countFor('website-copy')).toBe(before + 1);
  });

  it('keeps claims the description does not make (figures, social proof, ratings, guarantees, quotes) off the page', async () => {
    openAi.setMode('success');
    openAi.setAnswer({
      websiteCopy: {
        headline: 'The #1 meal planner',
        tagline: 'Plan meals from your fridge. Trusted by 10,000 families.',
        about: 'Pantry Pal plans meals from what is in your fridge. “It saved us hours every week,” says Jane. Save 30% on groceries.',
        features: ['Scan groceries in seconds', 'Rated 4.9 stars', 'Money-back guarantee', 'Recipe ideas from leftovers'],
        callToAction: 'Start your free trial',
      },
    });
    try {
      const project = await createProject(server, owner.id, { name: 'Claim Check' });
      const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Claim Check' });
      expect(generated.status).toBe(200);
      expect(generated.body.copy).toEqual({
        headline: 'Claim Check',
        tagline: 'Plan meals from your fridge.',
        about: 'Pantry Pal plans meals from what is in your fridge.',
        features: ['Scan groceries in seconds', 'Recipe ideas from leftovers'],
        callToAction: 'Get in touch',
        draftedByAi: true,
      });
      const preview = await owner.client.get(`/api/websites/${generated.body.id}/preview`);
      for (const claim of ['The #1', '10,000', 'Trusted by', 'saved us hours', 'Save 30%', 'Rated 4.9', 'guarantee', 'free trial'])
        expect(preview.text).not.toContain(claim);
    } finally {
      openAi.setAnswer({ websiteCopy: null });
    }
  });

  it('keeps superlatives, comparisons with others and counts in words off the published page (the honesty audit’s copy)', async () => {
    openAi.setMode('success');
    openAi.setAnswer({
      websiteCopy: {
        headline: 'The most popular dog walking app in the city',
        tagline: 'Cheaper than any other walking service. Walkers arrive within an hour.',
        about:
          'Every walker is background-checked and vetted. Twice as fast as booking by phone. PetPal Walks is the safest choice for your dog. ' +
          'Follow each walk live on a map.',
        features: [
          'Top walkers, every one background-checked',
          'Walks in over a dozen cities',
          'Used every day by busy dog owners',
          'Live GPS reports',
        ],
        callToAction: 'Join the best dog walking community',
      },
    });
    try {
      const project = await createProject(server, owner.id, {
        name: 'PetPal Walks',
        description: 'An app that matches busy dog owners with vetted neighbourhood walkers, with live GPS walk reports.',
        targetMarket: 'Urban dog owners aged 25-45',
        keyFeatures: ['Walker matching', 'Live GPS reports', 'In-app payments'],
      });
      const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'PetPal Walks' });
      expect(generated.status).toBe(200);
      expect(generated.body.copy).toEqual({
        headline: 'PetPal Walks',
        tagline: 'Urban dog owners aged 25-45',
        about: 'Follow each walk live on a map.',
        features: ['Live GPS reports'],
        callToAction: 'Get in touch',
        draftedByAi: true,
      });
      expect((await owner.client.post(`/api/websites/${generated.body.id}/publish`)).status).toBe(200);
      const page = await server.client().get(`/site/${generated.body.slug}`);
      expect(page.status).toBe(200);
      for (const claim of [
        'most popular',
        'Cheaper than',
        'Twice as fast',
        'dozen',
        'the best',
        'safest',
        'within an hour',
        'background-checked',
        'Top walkers',
        'Used every day',
      ])
        expect(page.text).not.toContain(claim);
      expect(page.text).toContain('Follow each walk live on a map.');
    } finally {
      openAi.setAnswer({ websiteCopy: null });
    }
  });

  it('lets the owner replace the headline, subheadline, about text and features before publishing (GraphQL and REST)', async () => {
    openAi.setMode('success');
    const project = await createProject(server, owner.id, { name: 'Own Words' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Own Words' });
    expect(generated.body.copy.draftedByAi).toBe(true);
    const calls = openAi.countFor('website-copy');

    const mutation = `mutation($id: ID!, $input: WebsiteDesignInput!, $copy: WebsiteCopyInput) {
      updateWebsite(id: $id, input: $input, copy: $copy) { id hasUnpublishedChanges copy { headline tagline about features callToAction draftedByAi } }
    }`;
    const copy = {
      headline: ' Dinner from your fridge ',
      tagline: 'For busy families.',
      about: 'We plan meals.',
      features: ['Scan groceries', ' '],
    };
    const updated = await owner.client.graphql(mutation, { id: generated.body.id, input: { ...DESIGN, title: 'Own Words' }, copy });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateWebsite.copy).toEqual({
      headline: 'Dinner from your fridge',
      tagline: 'For busy families.',
      about: 'We plan meals.',
      features: ['Scan groceries'],
      callToAction: 'Try it now',
      draftedByAi: false,
    });
    expect(openAi.countFor('website-copy')).toBe(calls); // the owner's words are kept, nothing is rewritten

    await owner.client.post(`/api/websites/${generated.body.id}/publish`);
    const page = await server.client().get('/site/own-words');
    expect(page.text).toContain('Dinner from your fridge');
    expect(page.text).toContain('<li>Scan groceries</li>');
    expect(page.text).not.toContain('Fake benefit one');

    // REST: the same update path; a change after publishing is a draft until published again.
    const rest = await owner.client.put(`/api/websites/${generated.body.id}`, {
      projectId: project.id,
      ...DESIGN,
      title: 'Own Words',
      copy: { ...copy, headline: 'Meals from leftovers' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ hasUnpublishedChanges: true, copy: { headline: 'Meals from leftovers', draftedByAi: false } });

    // A changed project no longer rewrites the words while the owner's are given.
    await updateProjectRow(server, project.id, { description: 'Leftovers into dinners.' });
    const kept = await owner.client.put(`/api/websites/${generated.body.id}`, { ...DESIGN, title: 'Own Words', copy });
    expect(kept.body.copy.headline).toBe('Dinner from your fridge');
    expect(openAi.countFor('website-copy')).toBe(calls);
  });

  it('validates the owner’s words, and another user’s website is not found', async () => {
    const project = await createProject(server, owner.id, { name: 'Bounds' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Bounds' });
    const put = (body: object, client = owner.client) =>
      client.put(`/api/websites/${generated.body.id}`, { ...DESIGN, title: 'Bounds', ...body });
    const valid = { headline: 'Bounds', tagline: '', about: '', features: [] };
    for (const [copy, message] of [
      [{ ...valid, headline: ' ' }, 'Headline is required'],
      [{ ...valid, headline: 'x'.repeat(121) }, 'Headline must be at most 120 characters'],
      [{ ...valid, about: 'x'.repeat(1501) }, 'About text must be at most 1500 characters'],
      [{ ...valid, features: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'At most 6 features'],
      [{ ...valid, features: 'one' }, 'Features must be a list'],
    ] as const) {
      const refused = await put({ copy });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }

    const stranger = await createSignedInUser(server);
    const hidden = await put({ copy: valid }, stranger.client);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Website not found');
    const viaGraphql = await stranger.client.graphql(
      'mutation($id: ID!, $input: WebsiteDesignInput!, $copy: WebsiteCopyInput) { updateWebsite(id: $id, input: $input, copy: $copy) { id } }',
      { id: generated.body.id, input: { ...DESIGN, title: 'Bounds' }, copy: valid },
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: 'Website not found', extensions: { code: 'NOT_FOUND' } });
    const status = await owner.client.get(`/api/projects/${project.id}/website-status`);
    expect(status.body.websites[0].copy.headline).not.toBe('Bounds');
  });

  it('without a model the page is the project’s own words only: no claim of its own', async () => {
    openAi.setMode('quota');
    try {
      const project = await createProject(server, owner.id, { name: 'Own Only', keyFeatures: ['Scan groceries'] });
      const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Own Only' });
      expect(generated.body.copy).toEqual({
        headline: 'Own Only',
        tagline: 'Busy families',
        about: 'Meal planning that starts from what is already in your fridge.',
        features: ['Scan groceries'],
        callToAction: 'Get in touch',
        draftedByAi: false,
      });
    } finally {
      openAi.setMode('success');
    }
  });
  it('keeping the owner’s words applies only the design and the project’s changes: the site is up to date and the words stay', async () => {
    openAi.setMode('success');
    const project = await createProject(server, owner.id, { name: 'Kept Words' });
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Kept Words' });
    const ownWords = { headline: 'Our own headline', tagline: 'Our own subheadline.', about: 'Our own about.', features: ['Our feature'] };
    const saved = await owner.client.put(`/api/websites/${generated.body.id}`, { ...DESIGN, title: 'Kept Words', copy: ownWords });
    expect(saved.body.copy.draftedByAi).toBe(false);
    const calls = openAi.countFor('website-copy');

    await updateProjectRow(server, project.id, { description: 'Leftovers turned into dinners, planned for you.' });
    expect((await owner.client.get(`/api/projects/${project.id}/website-status`)).body.hasChanges).toBe(true);

    // "Keep my text": the screen sends the current words with the new design.
    const kept = await owner.client.put(`/api/websites/${generated.body.id}`, {
      ...DESIGN,
      title: 'Kept Words',
      layout: 'classic',
      copy: ownWords,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.copy).toMatchObject({ ...ownWords, draftedByAi: false });
    expect(kept.body.metadata.layout).toBe('classic');
    expect(openAi.countFor('website-copy')).toBe(calls);
    // The project's change is on the page, so the site no longer asks for an update that would rewrite the words.
    expect((await owner.client.get(`/api/projects/${project.id}/website-status`)).body.hasChanges).toBe(false);
    const preview = await owner.client.get(`/api/websites/${generated.body.id}/preview`);
    expect(preview.text).toContain('Leftovers turned into dinners, planned for you.');
    expect(preview.text).toContain('Our own headline');

    // "Replace with a new draft": Regenerate writes new words.
    const regenerated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Kept Words' });
    expect(regenerated.body.copy).toMatchObject({ headline: expect.not.stringContaining('Our own'), draftedByAi: true });
    expect(openAi.countFor('website-copy')).toBe(calls + 1);
  });

  it('a draft written from a long description fits the limits, so the owner can save it as it is', async () => {
    openAi.setMode('quota');
    try {
      const description = 'Fresh meals planned from what is already in your fridge, every single week. '.repeat(60).trim();
      const features = Array.from({ length: 8 }, (_, index) => `Feature ${index} ${'planned for you '.repeat(16)}`);
      const project = await createProject(server, owner.id, { name: 'Long Words', description, keyFeatures: features });
      const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, { ...DESIGN, title: 'Long Words' });
      expect(generated.status).toBe(200);
      const { about, features: drafted } = generated.body.copy;
      expect(description.length).toBeGreaterThan(1500);
      expect(about.length).toBeLessThanOrEqual(1500);
      expect(about.endsWith('every single week.')).toBe(true);
      expect(drafted).toHaveLength(6);
      expect(drafted.every((feature: string) => feature.length <= 200)).toBe(true);

      const { headline, tagline } = generated.body.copy;
      const resaved = await owner.client.put(`/api/websites/${generated.body.id}`, {
        ...DESIGN,
        title: 'Long Words',
        copy: { headline, tagline, about, features: drafted },
      });
      expect(resaved.status).toBe(200);
      // The page says the description once, in full.
      const preview = await owner.client.get(`/api/websites/${generated.body.id}/preview`);
      expect(preview.text.split('every single week. Fresh meals').length).toBe(60);
    } finally {
      openAi.setMode('success');
    }
  });
});
