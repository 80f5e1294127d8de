/** A domain's first-year registration price, one format everywhere (landing sample and results): "$10.99/yr". */
export function formatDomainPrice(price: number): string {
  return `$${price.toFixed(2)}/yr`;
}
