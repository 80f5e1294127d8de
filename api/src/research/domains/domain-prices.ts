/**
 * Typical first-year registration prices in USD per TLD, as shown by mainstream retail registrars
 * (Namecheap, Porkbun, Cloudflare, GoDaddy list prices, late 2024, rounded to the usual .x9 figure).
 * Nobody is asked for them: they are a list, not a registrar's quote, and renewals often cost more.
 * An extension missing from the list has no price (a dash), never a made-up one.
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

/** When DOMAIN_PRICES_USD was compiled: said beside every price so nobody reads it as today's quote. */
export const DOMAIN_PRICE_LIST_DATE = 'late 2024';

/** What a listed price is, in the words every report and export uses. */
export const DOMAIN_PRICE_NOTE = `Typical first-year registration price at retail registrars, from a list of ${DOMAIN_PRICE_LIST_DATE}; not a registrar's quote`;

/** A domain's price as the results carry it: the list's figure with its date and what it is, or none. */
export interface ListedDomainPrice {
  /** USD; null when the name is not available or its extension is not on the list. */
  price: number | null;
  /** DOMAIN_PRICE_LIST_DATE with a price, else null. */
  priceListDate: string | null;
  /** DOMAIN_PRICE_NOTE with a price, else null. */
  priceNote: string | null;
}

const NO_PRICE: ListedDomainPrice = { price: null, priceListDate: null, priceNote: null };

/** The listed first-year price of an available domain; none when it is taken or unknown (nothing to buy) or its extension is not listed. */
export function domainPrice(domain: string, available: boolean): ListedDomainPrice {
  if (!available) return NO_PRICE;
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  const price = Object.hasOwn(DOMAIN_PRICES_USD, tld) ? DOMAIN_PRICES_USD[tld]! : null;
  return price === null ? NO_PRICE : { price, priceListDate: DOMAIN_PRICE_LIST_DATE, priceNote: DOMAIN_PRICE_NOTE };
}
