let timeZone: string | null | undefined;

/**
 * The browser's IANA time zone ("Europe/Berlin"), for "This Month" counted where the user lives; null
 * when unknown. Asked once per page load: Intl's first use loads locale data, a costly call.
 */
export function browserTimeZone(): string | null {
  if (timeZone !== undefined) return timeZone;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    timeZone = null;
  }
  return timeZone;
}
