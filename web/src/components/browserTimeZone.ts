/** The browser's IANA time zone ("Europe/Berlin"), for "This Month" counted where the user lives; null when unknown. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
