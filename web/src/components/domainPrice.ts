/** A domain's first-year registration price, one format everywhere (landing sample and results): "$10.99/yr". */
export function formatDomainPrice(price: number): string {
  return `$${price.toFixed(2)}/yr`;
}

/**
 * What a price is, said under it: a typical price from a list of a given date ("typical price, late 2024 list"),
 * never a registrar's quote.
 */
export function domainPriceQualifier(listDate: string | null | undefined): string {
  return listDate ? `typical price, ${listDate} list` : 'typical price';
}

/** What the price is, in full: the API's own words when it gave them. */
export function domainPriceNote(note: string | null | undefined): string {
  return note ?? 'A typical first-year registration price from a list, not a registrar’s quote.';
}
