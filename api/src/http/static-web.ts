import { LANDING_QUERY_PARAMETERS, PRERENDERED_LANDING_PATH, SIGNED_IN_PAGE_PATHS, signedInPageFile } from '@ideascope/shared';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_ENCODINGS, negotiateEncoding } from './content-encoding.js';
import { readCookies } from './cookies.js';
import { markStaticFile } from './request-logger.js';

/** Paths the API owns: never answered with the web app's index.html. */
const API_PREFIXES = ['/api/', '/auth/', '/graphql', '/healthz', '/site/'];

/** Hashed asset names never change content, so browsers may keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, favicon) is revalidated on every use, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

interface StaticFile {
  path: string;
  /** The extension that decides the Content-Type (of the original, also for its compressed copies). */
  extension: string;
  cacheControl: string;
  /** Copies compressed at build time by web/build/precompress.ts. */
  brotli?: string;
  gzip?: string;
}

/** A file of the build with its compressed copies, where the build wrote them. */
function staticFile(filePath: string, cacheControl: string): StaticFile {
  return {
    path: filePath,
    extension: path.extname(filePath),
    cacheControl,
    brotli: existsSync(`${filePath}.br`) ? `${filePath}.br` : undefined,
    gzip: existsSync(`${filePath}.gz`) ? `${filePath}.gz` : undefined,
  };
}

/** Every servable file of the build by URL path, read once at start-up (no file-system look-up per request). */
function indexBuild(distDirectory: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (directory: string, urlPrefix: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      // Dot entries (.vite/manifest.json) are build metadata, not part of the site.
      if (entry.name.startsWith('.')) continue;
      const filePath = path.join(directory, entry.name);
      const urlPath = `${urlPrefix}/${entry.name}`;
      if (entry.isDirectory()) walk(filePath, urlPath);
      else if (!/\.(?:br|gz)$/.test(entry.name)) {
        files.set(urlPath, staticFile(filePath, urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE));
      }
    }
  };
  walk(distDirectory, '');
  return files;
}

/**
 * Sends the file, or its brotli/gzip copy when the client accepts one, with Vary so caches keep them apart.
 */
function sendStaticFile(request: Request, response: Response, next: NextFunction, file: StaticFile): void {
  markStaticFile(response);
  let filePath = file.path;
  if (file.brotli || file.gzip) {
    response.vary('Accept-Encoding');
    const copies = { br: file.brotli, gzip: file.gzip };
    const encoding = negotiateEncoding(
      request.headers,
      CONTENT_ENCODINGS.filter((name) => copies[name]),
    );
    if (encoding) {
      filePath = copies[encoding]!;
      response.setHeader('Content-Encoding', encoding);
    }
  }
  // Set before sendFile, which keeps both: the type is the original's, not the .br/.gz copy's.
  response.type(file.extension);
  response.setHeader('Cache-Control', file.cacheControl);
  response.sendFile(filePath, { dotfiles: 'allow' }, (error) => {
    if (error && !response.headersSent) next(error);
  });
}

/** Whether the request's query holds a parameter the landing page reads (it renders differently then). */
function landingReadsQuery(request: Request): boolean {
  return Object.values(LANDING_QUERY_PARAMETERS).some((name) => Object.hasOwn(request.query, name));
}

function prerenderedLanding(distDirectory: string): StaticFile | undefined {
  const filePath = path.join(distDirectory, PRERENDERED_LANDING_PATH);
  return existsSync(filePath) ? staticFile(filePath, REVALIDATE) : undefined;
}

/** The signed-in pages the build wrote (index.html preloading the page's code) by path: older builds have none. */
function signedInPages(distDirectory: string): Map<string, StaticFile> {
  const pages = new Map<string, StaticFile>();
  for (const pagePath of SIGNED_IN_PAGE_PATHS) {
    const filePath = path.join(distDirectory, signedInPageFile(pagePath));
    if (existsSync(filePath)) pages.set(pagePath, staticFile(filePath, REVALIDATE));
  }
  return pages;
}

export interface StaticWebOptions {
  /** The session cookie: a browser that sends it is probably signed in, so it never gets the landing page for `/`. */
  sessionCookieName: string;
}

/**
 * Serves the built web app (precompressed copies by Accept-Encoding); any other GET that accepts HTML
 * gets index.html so the client router shows the page (or its 404 page). `/` without a session cookie
 * (and without a query parameter the landing page reads; utm_source and the like are fine) gets the
 * pre-rendered landing page: nobody is signed in there, so the page shows before any script has run.
 * A signed-in page (routePreload.ts's paths, a trailing slash allowed, any query) with a session
 * cookie gets index.html listing the page's
 * layout and screen chunks for preloading, so they download beside the entry instead of after it ran;
 * for `/` that is the workflow: a cookie is a strong sign of a session (signing out clears it, and so
 * does the first request with an expired one).
 */
export function staticWebApp(distDirectory: string, options: StaticWebOptions): Router {
  const router = express.Router();
  const indexPath = path.join(distDirectory, 'index.html');
  if (!existsSync(indexPath)) return router;
  const files = indexBuild(distDirectory);
  const indexFile = files.get('/index.html')!;
  const landingFile = prerenderedLanding(distDirectory);
  const signedInFiles = signedInPages(distDirectory);
  router.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = files.get(request.path);
    if (!file) return next();
    sendStaticFile(request, response, next, file);
  });
  router.get(/.*/, (request: Request, response: Response, next: NextFunction) => {
    if (API_PREFIXES.some((prefix) => request.path.startsWith(prefix))) return next();
    if (!request.accepts('html')) return next();
    const signedInFile = signedInFiles.get(request.path.replace(/\/+$/, '') || '/');
    const landing = landingFile && request.path === '/' ? landingFile : undefined;
    if (signedInFile || landing) {
      response.vary('Cookie');
      const hasSession = Boolean(readCookies(request.headers.cookie)[options.sessionCookieName]);
      if (hasSession && signedInFile) return sendStaticFile(request, response, next, signedInFile);
      if (!hasSession && landing && !landingReadsQuery(request)) return sendStaticFile(request, response, next, landing);
    }
    sendStaticFile(request, response, next, indexFile);
  });
  return router;
}
