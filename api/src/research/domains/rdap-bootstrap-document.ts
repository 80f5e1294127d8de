import { z } from 'zod';

/**
 * IANA's RDAP bootstrap file for domain names (RFC 9224, https://data.iana.org/rdap/dns.json): which RDAP
 * servers answer for which TLDs. The checks here decide whether a fetched or stored copy may replace the one in use.
 */

export const bootstrapDocumentSchema = z.object({
  description: z.string(),
  publication: z.string().datetime({ offset: true }),
  version: z.string(),
  services: z.array(z.tuple([z.array(z.string().min(1)), z.array(z.string().url()).min(1)])),
});

export type BootstrapDocument = z.infer<typeof bootstrapDocumentSchema>;

/** IANA lists about 600 services; far fewer means a truncated, filtered or wrong file. */
export const MIN_BOOTSTRAP_SERVICES = 100;

/** The document, or an Error saying in one line why it is not a usable IANA bootstrap file. */
export function validateBootstrapDocument(json: unknown): BootstrapDocument {
  const parsed = bootstrapDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`not an RDAP bootstrap file: ${issue.path.join('.') || 'document'}: ${issue.message}`);
  }
  const document = parsed.data;
  if (document.services.length < MIN_BOOTSTRAP_SERVICES) {
    throw new Error(`RDAP bootstrap file lists ${document.services.length} services; at least ${MIN_BOOTSTRAP_SERVICES} expected`);
  }
  if (!document.services.some(([tlds]) => tlds.some((tld) => tld.toLowerCase() === 'com'))) {
    throw new Error('RDAP bootstrap file has no server for .com');
  }
  return document;
}

/** Every TLD the document gives an RDAP server. */
export function bootstrapTlds(document: Pick<BootstrapDocument, 'services'>): Set<string> {
  return new Set(document.services.flatMap(([tlds]) => tlds.map((tld) => tld.toLowerCase())));
}

/** True when `candidate` was published after `current` (so an equal or older copy never replaces the one in use). */
export function publishedLater(
  candidate: Pick<BootstrapDocument, 'publication'>,
  current: Pick<BootstrapDocument, 'publication'>,
): boolean {
  return Date.parse(candidate.publication) > Date.parse(current.publication);
}
