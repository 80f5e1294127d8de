import type { ScoreEntry } from './score.types.js';
import { brandableLabel } from '../domains/domain-candidates.js';
import type { Basis, DomainResult } from '../research.types.js';
import { basisWord, evidenceLink, plural, unknownEntry, weighted, weakestBasis, scoreEntry, SCORE_MAXIMA } from './score-entry.js';
import { DOMAINS_NOT_CHECKED, noDomainConfirmed } from './score-reasons.js';

/**
 * Says how the deciding domains are known when they were not measured (sample data counts for nothing). A domain's
 * estimate is DNS's, not a model's: no record of the name, while the registry did not answer.
 */
function known(basis: Basis): string {
  if (basis === 'MEASURED') return '';
  if (basis === 'ESTIMATED') return ' (probably free: the registry did not answer and DNS has no record of the name; counted half)';
  return ` (${basisWord(basis)})`;
}

/** "available", or "probably available" when only DNS's lack of a record says so (ESTIMATED). */
function availableWord(domain: DomainResult): string {
  return domain.basis === 'ESTIMATED' ? 'probably available' : 'available';
}

/** What a free domain is worth: the exact name's .com most, the exact name elsewhere less, a variant little. */
const WORTH = { exactCom: 10, exactOther: 6, variant: 2 } as const;

function worthOf(domain: DomainResult, label: string): number {
  const [name, ...tld] = domain.domain.toLowerCase().split('.');
  if (name !== label) return WORTH.variant;
  return tld.join('.') === 'com' ? WORTH.exactCom : WORTH.exactOther;
}

/**
 * Domain availability (max 10). The best free domain decides; a domain nobody could check counts
 * half of what it could be worth (its neutral midpoint), so "all unknown" is 5 and a taken .com
 * with an unchecked .io is 3, never the full points of a free name.
 */
export function domainPart(domains: DomainResult[], ideaName: string): ScoreEntry {
  if (domains.length === 0) return unknownEntry('domainAvailability', 'No domains were checked, so availability is unknown.');
  const label = brandableLabel(ideaName);
  // The free domain worth most on its basis (a DNS-only estimate counts half), a measured one first among equals.
  const pointsOf = (domain: DomainResult) =>
    weighted('domainAvailability', (worthOf(domain, label) / WORTH.exactCom) * SCORE_MAXIMA.domainAvailability, domain.basis);
  const available = domains
    .filter((domain) => domain.status === 'AVAILABLE')
    .sort(
      (a, b) =>
        pointsOf(b) - pointsOf(a) ||
        Number(b.basis === 'MEASURED') - Number(a.basis === 'MEASURED') ||
        worthOf(b, label) - worthOf(a, label),
    );
  const unknown = domains.filter((domain) => domain.status === 'UNKNOWN').sort((a, b) => worthOf(b, label) - worthOf(a, label));
  const best = available[0] ?? null;
  const bestWorth = best ? worthOf(best, label) : 0;
  const potential = unknown[0] ? worthOf(unknown[0], label) : 0;
  const registered = domains.filter((domain) => domain.status === 'REGISTERED');
  const exactCom = domains.find((domain) => domain.domain.toLowerCase() === `${label}.com`) ?? null;
  const comText = exactCom
    ? `${exactCom.domain} is ${exactCom.status === 'AVAILABLE' ? availableWord(exactCom) : exactCom.status === 'REGISTERED' ? 'registered' : 'unknown (no answer)'}`
    : `${label}.com was not checked`;
  const counts = `${available.length} of ${plural(domains.length, 'checked domain')} available, ${registered.length} registered, ${unknown.length} unknown`;

  if (potential > bestWorth) {
    // The deciding domain could not be checked: half of what it could add, basis UNKNOWN.
    const points = bestWorth + Math.floor((potential - bestWorth) / 2);
    const evidence = [...available, ...unknown].slice(0, 3).map((domain) => evidenceLink(domain.domain, domain.source));
    // Domain checks turned off (DOMAIN_CHECK=offline): no registry was asked, so none "gave no answer".
    const nobodyAsked = domains.every((domain) => domain.status === 'UNKNOWN' && domain.source?.provider === 'none');
    return scoreEntry(
      'domainAvailability',
      points,
      'UNKNOWN',
      nobodyAsked
        ? DOMAINS_NOT_CHECKED
        : unknown.length === domains.length
          ? noDomainConfirmed(domains.length) // what parseScoreBreakdown reads older such reasons as
          : `${comText}; ${counts}. Unchecked names count as a neutral midpoint.`,
      evidence,
    );
  }
  if (!best) {
    const basis = weakestBasis(registered.map((domain) => domain.basis));
    const evidence = registered.slice(0, 3).map((domain) => evidenceLink(`${domain.domain} (registered)`, domain.source));
    return scoreEntry(
      'domainAvailability',
      weighted('domainAvailability', 0, basis),
      basis,
      `Every checked name is registered (${counts})${known(basis)}.`,
      evidence,
    );
  }
  const detail =
    bestWorth === WORTH.exactCom
      ? `${best.domain} is ${availableWord(best)}`
      : bestWorth === WORTH.exactOther
        ? `${comText}; the exact name is ${best.basis === 'ESTIMATED' ? 'probably ' : ''}free as ${best.domain}`
        : `${comText}; only variants such as ${best.domain} are ${best.basis === 'ESTIMATED' ? 'probably ' : ''}free`;
  const raw = (bestWorth / WORTH.exactCom) * SCORE_MAXIMA.domainAvailability;
  const evidence = [best, exactCom]
    .filter((domain): domain is DomainResult => domain !== null)
    .map((domain) =>
      evidenceLink(
        `${domain.domain} (${domain.status === 'AVAILABLE' ? availableWord(domain) : domain.status.toLowerCase()})`,
        domain.source,
      ),
    );
  return scoreEntry(
    'domainAvailability',
    weighted('domainAvailability', raw, best.basis),
    best.basis,
    `${detail} (${counts})${known(best.basis)}.`,
    evidence,
  );
}
