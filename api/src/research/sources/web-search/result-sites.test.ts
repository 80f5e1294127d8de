import { describe, expect, it } from 'vitest';
import { cleanTitle, distinctSites, isNonCompanySite, registrableDomain, siteOrigin } from './result-sites.js';
import { plainText } from './plain-text.js';

const result = (title: string, url: string, snippet = 'A snippet.') => ({ title, url, snippet });

describe('cleanTitle', () => {
  it('keeps the brand and cuts taglines, "Home" and "Official Site"', () => {
    expect(cleanTitle('Rover | Dog Walking & Pet Sitting', 'https://www.rover.com/')).toBe('Rover');
    expect(cleanTitle('Home - Wag!', 'https://wagwalking.com/')).toBe('Wag!');
    expect(cleanTitle('Dog walkers near you · Walkies', 'https://walkies.example/')).toBe('Walkies');
    expect(cleanTitle('Trusted dog walkers – Leash & Go', 'https://leashandgo.example/')).toBe('Leash & Go');
    expect(cleanTitle('MuttMiles | Official Site', 'https://muttmiles.example/')).toBe('MuttMiles');
    expect(cleanTitle('Welcome to HoundHike', 'https://houndhike.example/')).toBe('HoundHike');
    expect(cleanTitle('BarkBuddy: Dog Walking Subscriptions', 'https://barkbuddy.example/pricing')).toBe('BarkBuddy');
  });

  it('takes the first meaningful part when no part names the site, and the domain when the title is unusable', () => {
    expect(cleanTitle('The easiest way to invoice - Billing for freelancers', 'https://xyz.example/')).toBe('The easiest way to invoice');
    expect(cleanTitle('Home', 'https://fetchly.example/')).toBe('Fetchly');
  });
});

describe('sites', () => {
  it('normalises to the origin without www and finds the registrable domain', () => {
    expect(siteOrigin('https://www.walkies.example/path?x=1')).toBe('https://walkies.example');
    expect(siteOrigin('ftp://walkies.example/')).toBeNull();
    expect(siteOrigin('not a url')).toBeNull();
    expect(registrableDomain('https://blog.walkies.example/a')).toBe('walkies.example');
    expect(registrableDomain('https://shop.acme.co.uk/')).toBe('acme.co.uk');
    expect(registrableDomain('https://en.wikipedia.org/wiki/X')).toBe('wikipedia.org');
  });

  it('reads suffixes from the Public Suffix List, private ones included, and keeps IP addresses whole', () => {
    expect(registrableDomain('https://www.acme.gov.au/')).toBe('acme.gov.au');
    expect(registrableDomain('https://shop.acme.com.de/')).toBe('acme.com.de');
    expect(registrableDomain('https://walkies.github.io/app')).toBe('walkies.github.io');
    expect(registrableDomain('http://192.0.2.7:8080/x')).toBe('192.0.2.7');
    expect(registrableDomain('http://[2001:db8::1]/')).toBe('[2001:db8::1]');
    expect(registrableDomain('http://localhost:3000/')).toBe('localhost');
    expect(registrableDomain('not a url')).toBeNull();
  });

  it('treats encyclopedias, forums, video, social and review sites as non-companies', () => {
    for (const url of [
      'https://en.wikipedia.org/wiki/Dog',
      'https://www.reddit.com/r/dogs',
      'https://youtube.com/watch?v=1',
      'https://www.quora.com/q',
      'https://www.capterra.com/x',
    ]) {
      expect(isNonCompanySite(url), url).toBe(true);
    }
    expect(isNonCompanySite('https://rover.com/')).toBe(false);
  });

  it('keeps one site per registrable domain, best rank first across queries, without non-company hosts', () => {
    const sites = distinctSites([
      {
        results: [
          result('Dog walking - Wikipedia', 'https://en.wikipedia.org/wiki/Dog_walking'),
          result('Walkies | On demand', 'https://www.walkies.example/'),
          result('Walkies blog', 'https://blog.walkies.example/post'),
        ],
      },
      { results: [result('PawRoute', 'https://pawroute.example/'), result('Walkies again', 'https://walkies.example/pricing')] },
      { results: [result('', 'https://untitled.example/'), result('Fetchly - app', 'https://fetchly.example/')] },
    ]);
    expect(sites.map((site) => [site.name, site.website, site.pageIndex])).toEqual([
      ['PawRoute', 'https://pawroute.example', 1],
      ['Walkies', 'https://walkies.example', 0],
      ['Fetchly', 'https://fetchly.example', 2],
    ]);
    expect(sites[1]!.result.url).toBe('https://www.walkies.example/');
  });
});

describe('plainText', () => {
  it('removes highlighting and decodes entities', () => {
    expect(plainText('Best <strong>dog</strong> walkers &amp; sitters&#39; app\n  today')).toBe("Best dog walkers & sitters' app today");
  });
});
