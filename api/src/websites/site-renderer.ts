import { html, joinHtml, SafeHtml } from './html.js';
import { safeDesign, siteStyleSheet } from './site-styles.js';
import { signupSection, type SiteSignup } from './site-signup-html.js';
import type { Website, WebsiteCopy, WebsiteLayout } from './website.entity.js';

export interface SitePageOptions {
  /** Shows a banner saying this is the owner's preview (and whether it is live). */
  preview?: boolean;
  /** The call to action's signup form (or its outcome); without it the button is text. */
  signup?: SiteSignup;
  now?: Date;
}

/** What a page is rendered from: the draft (preview) or the published content (the public page). */
export type SitePageSource = Pick<Website, 'title' | 'metadata' | 'copy' | 'isPublished'>;

/** What a layout puts on the page, all of it plain text (escaped when rendered). */
interface SiteContent {
  title: string;
  headline: string;
  tagline: string;
  paragraphs: string[];
  features: string[];
  callToAction: string;
  /** The signup form, or the call to action as text when there is none. */
  action: SafeHtml;
  year: number;
}

/**
 * Server-renders a website as one self-contained HTML page: inline styles only, no script, no
 * external resources. Every user or AI written value goes through `html` (escaped); the style sheet
 * is built from validated colours and fixed font stacks only.
 */
export function renderSitePage(website: SitePageSource, options: SitePageOptions = {}): string {
  const design = safeDesign(website.metadata);
  const content = siteContent(website, options.now ?? new Date(), options.signup);
  const banner = options.preview
    ? html`<div class="preview-banner" role="status">Preview: ${website.isPublished ? 'this site is published' : 'this draft is not published yet'}</div>`
    : html``;
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="description" content="${content.tagline}">
<title>${content.title}</title>
<style>${styleElementText(siteStyleSheet(design))}</style>
</head>
<body class="layout-${design.layout}">
${banner}${LAYOUTS[design.layout](content)}
</body>
</html>
`;
  return page.markup;
}

/**
 * CSS built by siteStyleSheet from validated values, written into the style element unescaped
 * (HTML escaping would break it). A "<" can never occur in it; it is still neutralised so nothing
 * could ever close the element early.
 */
function styleElementText(css: string): SafeHtml {
  return new SafeHtml(css.replace(/</g, '\\3c '));
}

function siteContent(website: SitePageSource, now: Date, signup: SiteSignup | undefined): SiteContent {
  const copy: Partial<WebsiteCopy> = website.copy ?? {};
  const description = copy.description?.trim() ?? '';
  const about = copy.about?.trim() ?? '';
  // Without a model the about text is the description, shortened to fit (ending in "…" when cut mid-sentence): said once.
  const aboutRepeatsDescription = about !== '' && description.startsWith(about.replace(/…$/u, ''));
  const paragraphs = [description, aboutRepeatsDescription ? '' : about].filter(Boolean);
  const callToAction = copy.callToAction?.trim() || 'Get started';
  return {
    title: website.title,
    headline: copy.headline?.trim() || website.title,
    tagline: copy.tagline?.trim() ?? '',
    paragraphs,
    features: (copy.features ?? []).map((feature) => String(feature).trim()).filter(Boolean),
    callToAction,
    action: signup ? signupSection(signup, callToAction) : html`<span class="cta-button">${callToAction}</span>`,
    year: now.getUTCFullYear(),
  };
}

const paragraphsOf = (content: SiteContent) => joinHtml(content.paragraphs.map((text) => html`<p>${text}</p>`));
const itemsOf = (content: SiteContent) => joinHtml(content.features.map((feature) => html`<li>${feature}</li>`));
const footerOf = (content: SiteContent) => html`<footer><div class="wrap">&copy; ${content.year} ${content.title}</div></footer>`;

const LAYOUTS: Record<WebsiteLayout, (content: SiteContent) => SafeHtml> = {
  modern: (content) => html`<header class="hero">
<div class="wrap">
<p class="brand">${content.title}</p>
<h1>${content.headline}</h1>
<p class="tagline">${content.tagline}</p>
<a class="cta-button" href="#get-started">${content.callToAction}</a>
</div>
</header>
<main class="wrap">
<section id="about"><h2>About ${content.title}</h2>${paragraphsOf(content)}</section>
<section id="features"><h2>Features</h2><ul class="feature-grid">${itemsOf(content)}</ul></section>
<section id="get-started" class="closing"><h2>${content.callToAction}</h2><p>${content.tagline}</p>${content.action}</section>
</main>
${footerOf(content)}`,

  classic: (content) => html`<header class="masthead">
<div class="wrap"><span class="brand">${content.title}</span>
<nav><a href="#about">About</a><a href="#features">Features</a><a href="#get-started">Get started</a></nav></div>
</header>
<section class="banner"><div class="wrap"><h1>${content.headline}</h1><p class="tagline">${content.tagline}</p></div></section>
<div class="wrap columns">
<article id="about"><h2>About ${content.title}</h2>${paragraphsOf(content)}</article>
<aside id="features"><h2>Features</h2><ol>${itemsOf(content)}</ol></aside>
</div>
<section id="get-started" class="closing"><div class="wrap"><h2>${content.callToAction}</h2>${content.action}</div></section>
${footerOf(content)}`,

  minimal: (content) => html`<div class="wrap">
<p class="top">${content.title}</p>
<header class="intro"><h1>${content.headline}</h1><p class="tagline">${content.tagline}</p></header>
<hr class="rule">
<main>
<section id="about"><h2>About</h2>${paragraphsOf(content)}</section>
<section id="features"><h2>Features</h2><ul class="plain-list">${itemsOf(content)}</ul></section>
<section id="get-started" class="closing"><h2>Next step</h2>${content.action}</section>
</main>
${footerOf(content)}
</div>`,
};
