import { describe, expect, it } from 'vitest';
import { domainPriceQualifier, domainPriceNote, formatDomainPrice } from './domainPrice.js';

describe('domain price', () => {
  it('shows a listed price as a typical price with its list’s date, not a quote', () => {
    expect(formatDomainPrice(10.99)).toBe('$10.99/yr');
    expect(domainPriceQualifier('late 2024')).toBe('typical price, late 2024 list');
    expect(domainPriceQualifier(null)).toBe('typical price');
    expect(domainPriceNote(null)).toMatch(/not a registrar’s quote/);
    expect(domainPriceNote('From the API')).toBe('From the API');
  });
});
