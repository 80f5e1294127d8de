/** The web app and the API send security headers; sites keep their own sandbox CSP. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/factories.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createProject } from './websites-fixtures.js';

const directives = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1)]),
  );

describe('security headers', () => {
  let server: TestServer;
  let distDirectory: string;

  beforeAll(async () => {
    distDirectory = await mkdtemp(path.join(tmpdir(), 'ideascope-web-'));
    await mkdir(path.join(distDirectory, 'assets'));
    await writeFile(path.join(distDirectory, 'index.html'), '<!doctype html><title>IdeaScope</title>');
    server = await startTestServer({ WEB_DIST_DIR: distDirectory, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.stop();
    await rm(distDirectory, { recursive: true, force: true });
  });

  it('gives the web app a CSP (own scripts only, inline styles for emotion, own API and socket), no framing, nosniff and a referrer policy', async () => {
    const response = await server.client().get('/projects', { accept: 'text/html' });
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    const host = new URL(server.url).host;
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the same on API answers and errors', async () => {
    for (const response of [
      await server.client().get('/api/projects'),
      await server.client().get('/api/nothing-here'),
      await server.client().get('/healthz'),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('adds HSTS when the request came over HTTPS through the trusted proxy, with wss for the socket', async () => {
    const response = await server.client().get('/', { accept: 'text/html', 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers.get('content-security-policy')).get('connect-src')).toEqual([
      "'self'",
      `wss://${new URL(server.url).host}`,
    ]);
  });

  it('keeps the sandbox CSP of /site/<slug> and the preview, which the app may frame', async () => {
    const owner = await createSignedInUser(server);
    const project = await createProject(server, owner.id);
    const generated = await owner.client.post(`/api/projects/${project.id}/generate-website`, {});
    await owner.client.post(`/api/websites/${generated.body.id}/publish`);
    for (const response of [
      await server.client().get(`/site/${generated.body.slug}`),
      await owner.client.get(`/api/websites/${generated.body.id}/preview`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox( allow-forms)?; default-src 'none'/);
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('security headers with an https PUBLIC_URL', () => {
  it('always sends HSTS', async () => {
    const server = await startTestServer({ PUBLIC_URL: 'https://ideascope.example' });
    try {
      const response = await server.client().get('/api/projects');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await server.stop();
    }
  });
});
