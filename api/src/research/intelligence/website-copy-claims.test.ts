import { describe, expect, it } from 'vitest';
import { websiteCopyRequest } from './ai-operations.js';
import { userWordsWebsiteCopy } from './user-words.js';
import { unsupportedClaim, withoutUnsupportedClaims } from './website-copy-claims.js';
import { ABOUT_MAX_LENGTH, FEATURE_MAX_LENGTH, FEATURES_MAX_COUNT, parseWebsiteCopyEdit } from '../../websites/website-copy-input.js';

const SOURCE =
  'PetPal\nDog walkers on demand, booked in an app, for busy owners in Leeds. Walks last 30 minutes.\nBusy dog owners\nGPS walk tracking\nInstant booking';

describe('unsupportedClaim', () => {
  it.each([
    ['Trusted by 10,000 dog owners.', '10000'],
    ['Save 40% on every walk.', '40'],
    ['Plans from $9 a month.', '9'],
    ['Available 24/7.', '24'],
    ['Loved by dog owners across the city.', 'loved by'],
    ['Thousands of walks booked every week.', 'thousands of'],
    ['Our happy customers keep coming back.', 'happy customers'],
    ['Rated five stars by owners.', 'rated'],
    ['An award-winning service.', 'award'],
    ['The #1 dog walking app.', '1'],
    ['As seen on TV.', 'as seen on'],
    ['Every walker is certified.', 'certified'],
    ['Happiness guaranteed or your money back.', 'guaranteed'],
    ['Start your free trial today.', 'free trial'],
    ['The leading dog walking app.', 'leading'],
  ])('finds the claim in %j', (text, claim) => {
    expect(unsupportedClaim(text, SOURCE)).toBe(claim);
  });

  // The honesty audit's copy, and the kinds of claim it stands for: standing among the others, comparisons, counts in words.
  it.each([
    ['The most popular dog walking app in the city', 'most popular'],
    ['Cheaper than any other walking service.', 'cheaper than'],
    ['Twice as fast as booking by phone.', 'twice'],
    ['Walks in over a dozen cities', 'dozen'],
    ['Join the best dog walking community', 'best'],
    ['PetPal is the safest choice for your dog.', 'safest'],
    ['Top walkers in Leeds', 'top walkers'],
    ['Used every day by busy dog owners', 'used every day by'],
    ['Every walker is background-checked.', 'background-checked'],
    ['A walker at your door within an hour.', 'within an hour'],
    ['The fastest way to book a walk.', 'fastest'],
    ['The cheapest walks in Leeds.', 'cheapest'],
    // Borderline, and left out: "easiest" compares with every other way, which nobody measured.
    ['The easiest way to book a dog walker.', 'easiest'],
    ['More reliable than a neighbour.', 'more reliable than'],
    ['Better than booking by phone.', 'better than'],
    ['Three times faster than calling round.', 'faster than'],
    ['Book ten times faster.', 'times faster'],
    ['Walks in three cities.', 'three cities'],
    ['Two-minute booking for busy owners.', 'two-minute'],
    ['Half the price of an agency.', 'half'],
    ['Hundreds of happy dogs.', 'hundreds of'],
    ['Unlike other apps, PetPal tracks every walk.', 'unlike other'],
    ['The only app your dog needs.', 'the only'],
    ['Loved across Leeds by dog owners.', 'loved across leeds by'],
    ['Trusted by families all over Leeds.', 'trusted by'],
    ['An award-winning app.', 'award'],
    ['Leeds’s favourite dog walkers: everyone’s favourite way to book.', "everyone's favourite"],
    ['Join a growing community of dog owners.', 'growing community'],
    ['A well-known name in dog care.', 'well-known'],
    ['Unbeatable value for busy owners.', 'unbeatable'],
    ['A favourite with busy owners.', 'a favourite with'],
    ['Owners love PetPal.', 'owners love'],
    ['Waste less than ever.', 'than ever'],
    ['The go-to app for dog owners.', 'go-to app'],
    ['Most dog owners struggle to find a walker.', 'most dog'],
  ])('finds the superlative, comparison or count in %j', (text, claim) => {
    expect(unsupportedClaim(text, SOURCE)).toBe(claim);
  });

  // Plain copy that claims nothing over the description must stay: every sentence dropped here is a false alarm.
  it.each([
    'Book a dog walker in the app when your day runs long.',
    'Make the most of your lunch break.',
    'Your dog, your best friend, in good hands.',
    'Pick the walker that suits you best.',
    'Walks that fit around your day, not the other way round.',
    'Get a walker rather than skip the walk.',
    'Know where your dog is at all times.',
    'No more rushing home at lunch.',
    'Be the first to know when we launch.',
    'Walkers chosen by you, near your home.',
    'Follow each walk live on a map.',
    'Feel better knowing your dog had a walk.',
    'See the latest walk report on your phone.',
    'Less time worrying, more time with your dog.',
    'Booking takes a few taps.',
    'One app for every walk.',
    'Top up your balance in the app.',
    'Stay on top of every walk.',
    'Double-check the walk time before you confirm.',
    'On your busiest days, your dog still gets out.',
    'Built for busy dog owners in Leeds.',
    'Walks last 30 minutes, with GPS tracking from start to finish.',
    'Tell us what your dog needs, and we will find a walker.',
    'Walkers near you, booked instantly.',
    'Book your dog’s favourite walker again.',
    'Dogs love a good walk.',
    'Walk one dog or a few, as you need.',
  ])('accepts %j', (text) => {
    expect(unsupportedClaim(text, SOURCE)).toBeNull();
  });

  it('accepts a superlative, comparison or count the description makes itself, as a word and not inside another', () => {
    const source = 'PetPal: the fastest way to book a dog walker, twice a day, in over a dozen cities. Often cheaper than an agency.';
    for (const text of ['The fastest way to book a walker.', 'Walks twice a day.', 'In over a dozen cities.', 'Cheaper than an agency.'])
      expect(unsupportedClaim(text, source)).toBeNull();
    // "ten" is not stated by "often", nor "half" by "behalf".
    expect(unsupportedClaim('Ten walkers per street.', source)).toBe('ten walkers');
    expect(unsupportedClaim('Half the price.', 'We walk on your behalf.')).toBe('half');
  });

  it('finds a quoted testimonial and an attribution', () => {
    expect(unsupportedClaim('“PetPal changed my mornings completely.”', SOURCE)).toBe('“PetPal changed my mornings completely.”');
    expect(unsupportedClaim('Great walks — Sarah K., dog owner', SOURCE)).toBe('— Sarah K.,');
  });

  it('accepts what the description states, numbers and phrases alike', () => {
    expect(unsupportedClaim('Every walk lasts 30 minutes.', SOURCE)).toBeNull();
    expect(unsupportedClaim('Book a dog walker in the app, whenever you are busy.', SOURCE)).toBeNull();
    expect(unsupportedClaim('Trusted by 200 owners.', 'Trusted by 200 owners in Leeds')).toBeNull();
    expect(unsupportedClaim('Track every walk by GPS.', SOURCE)).toBeNull();
    expect(unsupportedClaim('Join the waitlist', SOURCE)).toBeNull();
  });
});

describe('withoutUnsupportedClaims', () => {
  const ownWords = userWordsWebsiteCopy({
    name: 'PetPal',
    description: 'Dog walkers on demand.',
    keyFeatures: ['GPS walk tracking', 'Instant booking'],
    targetMarket: 'Busy dog owners',
  });

  it('drops the sentences and features that claim more than the description, and keeps the rest', () => {
    const copy = withoutUnsupportedClaims(
      {
        headline: 'Dog walks, booked in seconds',
        tagline: 'A walker for your dog when you are busy. Trusted by 5,000 owners.',
        about: 'PetPal books dog walkers on demand. Our customers say it is the best app. Walks last 30 minutes.',
        features: ['Track every walk by GPS', 'Rated 4.9 on the App Store', 'Book a walker instantly'],
        callToAction: 'Book a walk',
      },
      SOURCE,
      ownWords,
    );
    expect(copy).toEqual({
      headline: 'Dog walks, booked in seconds',
      tagline: 'A walker for your dog when you are busy.',
      about: 'PetPal books dog walkers on demand. Walks last 30 minutes.',
      features: ['Track every walk by GPS', 'Book a walker instantly'],
      callToAction: 'Book a walk',
    });
  });

  it('falls back to the owner’s own words where nothing supported is left', () => {
    const copy = withoutUnsupportedClaims(
      {
        headline: 'The #1 dog walking app',
        tagline: 'Loved by 10,000 owners.',
        about: '“Best service ever,” says Jane.',
        features: ['Money-back guarantee', 'Save 20%'],
        callToAction: 'Start free trial',
      },
      SOURCE,
      ownWords,
    );
    expect(copy).toEqual({
      headline: 'PetPal',
      tagline: 'Busy dog owners',
      about: '',
      features: ['GPS walk tracking', 'Instant booking'],
      callToAction: 'Get in touch',
    });
  });
});

describe('websiteCopyRequest', () => {
  const request = websiteCopyRequest({
    userId: null,
    projectId: null,
    name: 'PetPal',
    description: 'Dog walkers on demand, booked in an app.',
    keyFeatures: ['Instant booking'],
    targetMarket: 'Busy dog owners',
  });

  it('forbids invented facts in the prompt and keeps the copy within the description', () => {
    expect(request.prompt).toContain('Never invent facts');
    expect(request.prompt).toMatch(/testimonials/);
    expect(request.prompt).toMatch(/prices/);
    expect(request.prompt).toMatch(/guarantees/);
    expect(request.system).not.toMatch(/confident/i);
  });

  it('removes the claims from the model’s answer before it is accepted', () => {
    const accepted = request.accept({
      headline: 'Dog walkers on demand',
      tagline: 'Trusted by 12,000 busy owners.',
      about: 'Book a dog walker in the app. We have 98% five-star reviews.',
      features: ['Instant booking', 'Insured walkers'],
      callToAction: 'Join the waitlist',
    });
    expect(accepted).toEqual({
      headline: 'Dog walkers on demand',
      tagline: 'Busy dog owners',
      about: 'Book a dog walker in the app.',
      features: ['Instant booking'],
      callToAction: 'Join the waitlist',
    });
  });
});

describe('the copy without a model', () => {
  it('is the project’s own words and nothing else: no figure, proof or promise of its own', () => {
    const copy = userWordsWebsiteCopy({
      name: 'PetPal',
      description: 'Dog walkers on demand.',
      keyFeatures: ['Instant booking'],
      targetMarket: 'Busy dog owners',
    });
    const source = 'PetPal\nDog walkers on demand.\nBusy dog owners\nInstant booking';
    for (const text of [copy.headline, copy.tagline, copy.about, copy.callToAction, ...copy.features])
      expect(unsupportedClaim(text, source)).toBeNull();
  });
});

describe('the drafted copy and the limits editing enforces', () => {
  const longDescription = 'PetPal sends a trusted dog walker to your door within the hour. '.repeat(80).trim();
  const manyFeatures = Array.from({ length: 9 }, (_, index) => `Feature ${index} ${'with many words '.repeat(20)}`);

  it('without a model shortens the about text at a sentence end and keeps six features of at most 200 characters', () => {
    const copy = userWordsWebsiteCopy({ name: 'PetPal', description: longDescription, keyFeatures: manyFeatures, targetMarket: null });
    expect(longDescription.length).toBeGreaterThan(ABOUT_MAX_LENGTH);
    expect(copy.about.length).toBeLessThanOrEqual(ABOUT_MAX_LENGTH);
    expect(copy.about.endsWith('within the hour.')).toBe(true);
    expect(copy.features).toHaveLength(FEATURES_MAX_COUNT);
    expect(copy.features.every((feature) => feature.length <= FEATURE_MAX_LENGTH)).toBe(true);
    // What generation wrote, the owner can save as it is.
    expect(() => parseWebsiteCopyEdit(copy)).not.toThrow();
  });

  it('from a model keeps the same limits', () => {
    const request = websiteCopyRequest({
      userId: null,
      projectId: null,
      name: 'PetPal',
      description: longDescription,
      keyFeatures: [],
      targetMarket: null,
    });
    const copy = request.accept(
      {
        headline: 'PetPal',
        tagline: 'A dog walker at your door within the hour.',
        about: longDescription,
        features: manyFeatures,
        callToAction: 'Join the waitlist',
      },
      undefined,
    );
    expect(copy.about.length).toBeLessThanOrEqual(ABOUT_MAX_LENGTH);
    expect(copy.features.length).toBeLessThanOrEqual(FEATURES_MAX_COUNT);
    expect(copy.features.every((feature) => feature.length <= FEATURE_MAX_LENGTH)).toBe(true);
    expect(() => parseWebsiteCopyEdit(copy)).not.toThrow();
  });
});
