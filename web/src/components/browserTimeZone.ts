let timeZone: string | null | undefined;

/** Temporal where the browser has it: it names the zone without Intl's locale data. */
const temporalNow = (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal?.Now;

/**
 * The browser's IANA time zone ("Europe/Berlin"), for "This Month" counted where the user lives; null
 * when unknown. Asked once per page load: without Temporal it costs Intl's first use, which loads
 * locale data in a long task.
 */
export function browserTimeZone(): string | null {
  if (timeZone !== undefined) return timeZone;
  try {
    timeZone = temporalNow?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    timeZone = null;
  }
  return timeZone;
}
