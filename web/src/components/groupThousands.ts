/**
 * A whole number with en-US thousands separators ("12,345"), without Intl: counts show on first
 * renders (the landing page's character counter, My Ideas' "Showing 20 of 5,000"), and Intl's first
 * use in a page loads locale data in a long task.
 */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
