import { describe, expect, it } from 'vitest';
import { Project } from '../projects/project.entity.js';
import { renderSitePage } from './site-renderer.js';
import { Website } from './website.entity.js';

function website(overrides: Partial<Website> = {}): Website {
  const site = new Website();
  site.project = new Project();
  site.slug = 'idea';
  site.title = 'Idea';
  site.metadata = { primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' };
  site.copy = {
    headline: 'Head',
    tagline: 'Tag',
    about: 'About',
    features: ['One'],
    callToAction: 'Go',
    description: 'Desc',
    source: 'fallback',
  };
  site.sourceFingerprint = 'x';
  return Object.assign(site, overrides);
}

describe('renderSitePage', () => {
  it('escapes every text value', () => {
    const html = renderSitePage(
      website({
        title: '</title><script>alert(1)</script>',
        copy: {
          headline: '<h1>',
          tagline: '"x"',
          about: "'y'",
          features: ['<li>'],
          callToAction: '&',
          description: '<img src=x>',
          source: 'openai',
        },
      }),
    );
    expect(html).not.toMatch(/<script|<img|<li><li>/i);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;x&quot;"');
  });

  it('writes only validated colours and known fonts and layouts into the style sheet', () => {
    const html = renderSitePage(
      website({
        metadata: {
          primaryColor: 'red;}</style><script>',
          secondaryColor: 'url(//127.0.0.2/x)',
          fontFamily: 'Evil"}' as never,
          layout: 'nope' as never,
        },
      }),
    );
    expect(html).toContain('--primary:#3B82F6;--secondary:#1E40AF;--font:"Inter"');
    expect(html).toContain('class="layout-modern"');
    expect(html).not.toContain('127.0.0.2');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('sets each font with system fallbacks, served by the app itself: no other host, no script', () => {
    for (const fontFamily of ['Inter', 'Roboto', 'Open Sans', 'Lato'] as const) {
      const html = renderSitePage(website({ metadata: { ...website().metadata, fontFamily } }));
      expect(html).toMatch(new RegExp(`--font:"${fontFamily}",[^;]*sans-serif;`));
      expect(html).toContain(
        `@font-face{font-family:"${fontFamily}";font-style:normal;font-weight:400;font-display:swap;src:url(/site/_fonts/`,
      );
      expect(html).not.toMatch(/@import|<link|<script|https?:/i);
      expect(html.match(/url\(([^)]*)\)/g)?.every((url) => url.startsWith('url(/site/_fonts/'))).toBe(true);
    }
  });

  it('renders the signup form as a plain POST with every value escaped, or the thank-you', () => {
    const signup = {
      action: '/site/idea/signup',
      ownerName: '<Ada>',
      state: 'form' as const,
      emailConfirmation: true,
      values: { email: '"><script>', wouldPay: '', useCase: '</textarea><b>' },
      errors: { email: 'Enter a valid email address.' },
    };
    const html = renderSitePage(website(), { signup });
    expect(html).toContain('<form class="signup" id="signup" method="post" action="/site/idea/signup"');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;b&gt;</textarea>');
    expect(html).toContain('By signing up you agree that &lt;Ada&gt;, who runs this page');
    expect(html).toContain('name="website" type="text" tabindex="-1"');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('you can delete your signup with the link in the confirmation email.');
    expect(renderSitePage(website(), { signup: { ...signup, state: 'thanks' } })).toContain('Check your inbox');
  });

  it('without email promises no email and gives a new signup its deletion link on the thank-you', () => {
    const signup = { action: '/site/idea/signup', ownerName: 'Ada', state: 'form' as const, emailConfirmation: false };
    const form = renderSitePage(website(), { signup });
    expect(form).not.toContain('confirmation email.');
    expect(form).toContain('after you sign up, this page gives you a link to delete your signup.');
    const forgetUrl = 'https://sites.example/site/idea/forget?signup=1&token=a"b';
    const thanks = renderSitePage(website(), { signup: { ...signup, state: 'thanks', forgetUrl } });
    expect(thanks).not.toMatch(/inbox|email is sent to|we sent/i);
    expect(thanks).toContain('No confirmation email is sent, so keep this link in case you want to delete your signup later:');
    expect(thanks).toContain(
      '<a class="signup-forget" href="https://sites.example/site/idea/forget?signup=1&amp;token=a&quot;b">Delete my signup</a>',
    );
    // A duplicate address or the honeypot: no link (there is no new token to give).
    const again = renderSitePage(website(), { signup: { ...signup, state: 'thanks', forgetUrl: null } });
    expect(again).toContain('<p>You are on the list.</p>');
    expect(again).not.toContain('Delete my signup');
  });

  it('shows the description once when the copy repeats it', () => {
    const html = renderSitePage(website({ copy: { ...website().copy, about: 'Same', description: 'Same' } }));
    expect(html.match(/<p>Same<\/p>/g)).toHaveLength(1);
  });

  it('shows the description once when the about text is that description shortened to fit', () => {
    const description = 'We brew tea. We sell cups to cafés in town.';
    const html = renderSitePage(website({ copy: { ...website().copy, about: 'We brew tea. We sell cups to…', description } }));
    expect(html).toContain('<p>We brew tea. We sell cups to caf');
    expect(html).not.toContain('We sell cups to…');
  });

  it('marks the preview', () => {
    expect(renderSitePage(website(), { preview: true })).toContain('this draft is not published yet');
    expect(renderSitePage(website())).not.toContain('preview-banner"');
  });
});
