/**
 * The web pages the fake search providers (fake-searxng.ts, fake-tavily.ts, fake-brave.ts) return
 * for every query: company sites (some with several pages, on www and a subdomain), and pages that
 * are about companies rather than one (Wikipedia, Reddit, a review site). Hosts end in `.example`
 * (RFC 2606), so no real site is ever named.
 */
export interface FakeWebPage {
  title: string;
  url: string;
  snippet: string;
}

export const FAKE_COMPANY_PAGES: FakeWebPage[] = [
  {
    title: 'Walkies | Dog Walking On Demand',
    url: 'https://www.walkies.example/',
    snippet: 'Walkies connects dog owners with insured local walkers, bookable in 60 seconds.',
  },
  {
    title: 'Home - PawRoute',
    url: 'https://pawroute.example/home',
    snippet: 'PawRoute plans GPS-tracked group walks for city dogs and sends a report card after every walk.',
  },
  {
    title: 'Leash & Go – Trusted dog walkers near you',
    url: 'https://leashandgo.example/',
    snippet: 'Background-checked dog walkers with live GPS tracking and photo updates.',
  },
  {
    title: 'Pet sitters and dog walkers · TailTime',
    url: 'https://app.tailtime.example/walkers',
    snippet: 'TailTime: book pet sitters and dog walkers, pay in the app, read reviews from neighbours.',
  },
  {
    title: 'Fetchly - The dog walking app for busy owners',
    url: 'https://fetchly.example/',
    snippet: 'Fetchly schedules recurring walks and matches your dog with the same walker every week.',
  },
  {
    title: 'BarkBuddy: Dog Walking Subscriptions',
    url: 'https://barkbuddy.example/pricing',
    snippet: 'Unlimited weekday walks for one monthly price. Cancel anytime.',
  },
  { title: 'StrollPup', url: 'https://strollpup.example/', snippet: 'StrollPup is a marketplace for vetted dog walkers in 40 cities.' },
  {
    title: 'Welcome to HoundHike',
    url: 'https://houndhike.example/',
    snippet: 'Adventure hikes for energetic dogs, picked up from your door.',
  },
  {
    title: 'MuttMiles | Official Site',
    url: 'https://muttmiles.example/',
    snippet: 'MuttMiles rewards walkers and owners with points for every mile walked.',
  },
  {
    title: 'Walkies Blog: How to choose a dog walker',
    url: 'https://blog.walkies.example/choose-a-walker',
    snippet: 'Ten questions to ask before you hire a dog walker.',
  },
  {
    title: 'Sniffari - Sniff walks for dogs',
    url: 'https://sniffari.example/',
    snippet: 'Slow, sniff-led walks designed by canine behaviourists.',
  },
  { title: 'CanineCommute', url: 'https://caninecommute.example/', snippet: 'Dog daycare transport and midday walks for commuters.' },
];

export const FAKE_NON_COMPANY_PAGES: FakeWebPage[] = [
  {
    title: 'Dog walking - Wikipedia',
    url: 'https://en.wikipedia.org/wiki/Dog_walking',
    snippet: 'Dog walking is the act of a person walking with a dog.',
  },
  {
    title: 'Best dog walking app? : r/dogs',
    url: 'https://www.reddit.com/r/dogs/comments/abc/best_dog_walking_app/',
    snippet: 'I have tried three apps and here is what I think.',
  },
  {
    title: 'The 10 Best Dog Walking Apps of 2026 | Capterra',
    url: 'https://www.capterra.com/dog-walking-software/',
    snippet: 'Compare the best dog walking software.',
  },
];

/** Every fake result URL (company and non-company pages). */
export const FAKE_RESULT_URLS = [...FAKE_COMPANY_PAGES, ...FAKE_NON_COMPANY_PAGES].map((page) => page.url);

/** The results for a query: a rotation of the catalogue that depends on the query, so queries differ. */
export function fakeResultsFor(query: string, count = 10): FakeWebPage[] {
  const all = [
    FAKE_NON_COMPANY_PAGES[0]!,
    ...FAKE_COMPANY_PAGES.slice(0, 4),
    FAKE_NON_COMPANY_PAGES[1]!,
    ...FAKE_COMPANY_PAGES.slice(4),
    FAKE_NON_COMPANY_PAGES[2]!,
  ];
  const shift = [...query].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 4;
  return [...all.slice(shift), ...all.slice(0, shift)].slice(0, count);
}

/** Shared controls of the three fakes ('unresponsive': SearXNG's engines all failed — no results, each in unresponsive_engines). */
export type FakeSearchMode = 'ok' | 'server-error' | 'empty' | 'unresponsive';
