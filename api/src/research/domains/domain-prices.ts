/**
 * Typical first-year registration prices in USD per TLD, as shown by mainstream retail registrars
 * (Namecheap, Porkbun, Cloudflare, GoDaddy list prices, late 2024, rounded to the usual .x9 figure).
 * They are estimates for the report, not quotes; renewals often cost more. Unknown TLDs use
 * DEFAULT_DOMAIN_PRICE.
 */
export const DOMAIN_PRICES_USD: Readonly<Record<string, number>> = {
  com: 10.99,
  net: 12.99,
  org: 9.99,
  io: 39.99,
  co: 11.99,
  ai: 79.99,
  app: 14.99,
  dev: 12.99,
  tech: 6.99,
  xyz: 2.99,
  me: 8.99,
  info: 4.99,
  biz: 9.99,
  us: 7.99,
  uk: 6.99,
  de: 7.99,
  store: 4.99,
  shop: 2.99,
  online: 3.99,
  site: 2.99,
};

export const DEFAULT_DOMAIN_PRICE = 14.99;

/** First-year price for an available domain; null when it is taken (nothing to buy). */
export function domainPrice(domain: string, available: boolean): number | null {
  if (!available) return null;
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  return DOMAIN_PRICES_USD[tld] ?? DEFAULT_DOMAIN_PRICE;
}
