import { describe, expect, it } from 'vitest';
import { shortenText, WEBSITE_COPY_LIMITS, withinWebsiteCopyLimits } from '@ideascope/shared';

describe('shortenText', () => {
  it('keeps a text that fits, trimmed', () => {
    expect(shortenText('  Tea for everyone.  ', 20)).toBe('Tea for everyone.');
  });

  it('cuts after the last full sentence that fits', () => {
    expect(shortenText('We brew tea. We sell cups. We deliver daily to offices.', 30)).toBe('We brew tea. We sell cups.');
  });

  it('counts a sentence that ends right at the limit', () => {
    expect(shortenText('We brew tea. More words here', 12)).toBe('We brew tea.');
  });

  it('cuts after a whole word with an ellipsis when no sentence fits', () => {
    const shortened = shortenText('Handmade ceramic teapots for small independent cafés everywhere', 30);
    expect(shortened).toBe('Handmade ceramic teapots for…');
    expect(shortened.length).toBeLessThanOrEqual(30);
  });

  it('never exceeds the limit, even for one long word', () => {
    expect(shortenText('x'.repeat(50), 10)).toHaveLength(10);
  });
});

describe('withinWebsiteCopyLimits', () => {
  it('keeps every text within the limits editing enforces', () => {
    const sentence = 'Our service helps small cafés order fresh tea every week. ';
    const copy = withinWebsiteCopyLimits({
      headline: 'h'.repeat(300),
      tagline: sentence.repeat(10),
      about: sentence.repeat(100),
      features: ['', ...Array.from({ length: 9 }, (_, index) => `${index} ${'word '.repeat(60)}`)],
      callToAction: 'Join',
    });
    expect(copy.headline.length).toBeLessThanOrEqual(WEBSITE_COPY_LIMITS.headline);
    expect(copy.tagline.length).toBeLessThanOrEqual(WEBSITE_COPY_LIMITS.tagline);
    expect(copy.about.length).toBeLessThanOrEqual(WEBSITE_COPY_LIMITS.about);
    expect(copy.about.endsWith('week.')).toBe(true);
    expect(copy.features).toHaveLength(WEBSITE_COPY_LIMITS.features);
    expect(copy.features[0]?.startsWith('0 word')).toBe(true);
    expect(copy.features.every((feature) => feature.length <= WEBSITE_COPY_LIMITS.feature)).toBe(true);
    expect(copy.callToAction).toBe('Join');
  });
});
