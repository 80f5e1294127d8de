import { describe, expect, it } from 'vitest';
import { compactMarkText, distinctiveWordsOf, normalizeMarkText } from './mark-text.js';
import { niceClassesForCategory } from './nice-classes.js';
import { isLiveStatusCode } from './status-codes.js';
import { searchTerms, tsdrUrl } from './trademark-search.js';

describe('isLiveStatusCode', () => {
  it('calls abandoned, cancelled and expired marks dead', () => {
    for (const code of ['600', '602', '606', '609', '614', '618', '626', '710', '711', '712', '713', '714', '716', '900', '401', '402']) {
      expect(isLiveStatusCode(code), code).toBe(false);
    }
  });

  it('calls registered, renewed, pending and revived marks live, even in the 600s and 700s', () => {
    for (const code of [
      '700',
      '701',
      '702',
      '800',
      '624',
      '630',
      '641',
      '686',
      '688',
      '612',
      '616',
      '715',
      '717',
      '730',
      '744',
      '774',
      '819',
    ]) {
      expect(isLiveStatusCode(code), code).toBe(true);
    }
  });

  it('counts an unknown or missing code as live (never hides a mark it cannot place)', () => {
    expect(isLiveStatusCode(null)).toBe(true);
    expect(isLiveStatusCode('')).toBe(true);
    expect(isLiveStatusCode('999')).toBe(true);
  });
});

describe('mark text', () => {
  it('normalizes case, accents, punctuation and "&"', () => {
    expect(normalizeMarkText('  Paw-Pal!  ')).toBe('paw pal');
    expect(normalizeMarkText('CAFÉ & CRÈME')).toBe('cafe and creme');
    expect(compactMarkText(normalizeMarkText('PAW PAL'))).toBe('pawpal');
    expect(normalizeMarkText(null)).toBe('');
  });

  it('keeps the distinctive words of a name', () => {
    expect(distinctiveWordsOf('The PawPal App, Inc.')).toEqual(['pawpal']);
    expect(distinctiveWordsOf('Snap Cart Online Store')).toEqual(['snap', 'cart']);
  });

  it('searches the name without generic words, then each word of 4+ characters', () => {
    expect(searchTerms('PawPal App')).toEqual(['pawpal']);
    expect(searchTerms('Photo Flow Studio')).toEqual(['photo flow', 'photo', 'flow']);
    expect(searchTerms('Go Do')).toEqual(['go do']);
    expect(searchTerms('A-B')).toEqual([]);
    expect(searchTerms('The App')).toEqual(['the app']);
    expect(searchTerms('Bright Ledger', ['ledger', 'brightledger'])).toEqual(['bright ledger', 'ledger', 'brightledger']);
    const long = searchTerms(`${'Zebra '.repeat(30)}${Array.from({ length: 20 }, (_, index) => `word${index}`).join(' ')}`);
    expect(long).toHaveLength(6);
    expect(long.every((term) => term.length <= 80)).toBe(true);
  });

  it('links to the TSDR status page of the serial number', () => {
    expect(tsdrUrl('97100001')).toBe('https://tsdr.uspto.gov/#caseNumber=97100001&caseType=SERIAL_NO&searchType=statusSearch');
  });
});

describe('niceClassesForCategory', () => {
  it('maps each category of the idea form to its classes, and Other or nothing to every class', () => {
    expect(niceClassesForCategory('SaaS/Software')).toEqual([9, 42]);
    expect(niceClassesForCategory('Mobile App')).toEqual([9, 42]);
    expect(niceClassesForCategory('E-commerce')).toEqual([35, 42]);
    expect(niceClassesForCategory('Service Business')).toEqual([35, 37, 39, 41, 43, 44, 45]);
    expect(niceClassesForCategory('content/media')).toEqual([9, 16, 38, 41]);
    expect(niceClassesForCategory('Other')).toBeNull();
    expect(niceClassesForCategory(null)).toBeNull();
  });
});
