/**
 * Live or dead from a USPTO trademark status code (<case-file-header><status-code>, three digits).
 *
 * The codes are not grouped by hundreds: the 600s hold both abandonments (600-609) and pending
 * examination steps (630-694), the 700s both registrations (700-705) and cancellations (710-716)
 * and pending intent-to-use steps (718-794). So the dead codes are listed one by one. The code
 * meanings are the USPTO's status code table published with the Trademark Applications Daily XML
 * documentation (v2.0, Table 1), as reproduced in https://trademarkdir.com/status-codes and in
 * 28msec's USPTO trademark module (status-code texts); checked against TSDR examples such as
 * "602 - Abandoned-Failure To Respond" (dead) and "710 - Cancelled - Section 8" (dead):
 *
 *   401, 402        IR cancelled, no transformation / case abandoned or cancelled
 *   600-609         abandoned (incomplete response, express, failure to respond, after appeal,
 *                   after inter partes decision, after publication, no or defective statement of use,
 *                   after petition decision, defective divided application)
 *   614             abandoned, petition to revive denied
 *   618             abandoned file (backfile)
 *   622             misassigned serial number (not a mark)
 *   626             registered (backfile), cancelled or expired
 *   710-714         cancelled (section 8, section 7, court order section 37, section 18, section 24)
 *   716             inadvertently issued registration number cancelled
 *   900             expired
 *   969, 970        non-registration data / record created for an assignment (not a mark)
 *
 * Every other code is live: registered (700-705, 800, 624), pending (630-694, 717-794, 801-825) or
 * revived (612, 616, 672, 673, 715). An unknown or missing code also counts as live, because a
 * knockout search that hid a mark it cannot place would give false reassurance.
 */
const DEAD_STATUS_CODES: ReadonlySet<number> = new Set([
  401, 402, 600, 601, 602, 603, 604, 605, 606, 607, 608, 609, 614, 618, 622, 626, 710, 711, 712, 713, 714, 716, 900, 969, 970,
]);

export function isLiveStatusCode(statusCode: string | null | undefined): boolean {
  if (!statusCode) return true;
  const code = Number.parseInt(statusCode.trim(), 10);
  if (!Number.isFinite(code)) return true;
  return !DEAD_STATUS_CODES.has(code);
}
