// "I hold X, what is it elsewhere?": other agencies' courses that share an ISO level, a BSAC grade or our
// training stage with the one held. It says why each match was made, because none of them is a promise:
// crossovers are each agency's decision.
import { AGENCIES, CERTIFICATIONS, type Agency, type Certification } from './certification-data.ts';

export type MatchReason = 'iso' | 'bsac' | 'stage';

export type Equivalent = { certification: Certification; reasons: MatchReason[] };

export type AgencyEquivalents = { agency: Agency; matches: Equivalent[] };

export function findCertification(id: string | null): Certification | null {
  if (!id) return null;
  return CERTIFICATIONS.find((c) => c.id === id) ?? null;
}

function reasonsFor(held: Certification, other: Certification): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (held.iso.some((level) => other.iso.includes(level))) reasons.push('iso');
  if (held.bsacGrade !== null && held.bsacGrade === other.bsacGrade) reasons.push('bsac');
  if (held.stage !== null && held.stage === other.stage) reasons.push('stage');
  return reasons;
}

/** Matches in every other agency, strongest first (an ISO level and a BSAC grade outweigh our grouping). */
export function equivalentsOf(held: Certification): AgencyEquivalents[] {
  const weight = (reasons: MatchReason[]) => reasons.reduce((sum, r) => sum + (r === 'stage' ? 1 : 2), 0);
  const result: AgencyEquivalents[] = [];
  for (const agency of AGENCIES) {
    if (agency === held.agency) continue;
    const matches = CERTIFICATIONS.filter((c) => c.agency === agency)
      .map((certification) => ({ certification, reasons: reasonsFor(held, certification) }))
      .filter((m) => m.reasons.length > 0)
      .sort((a, b) => weight(b.reasons) - weight(a.reasons));
    if (matches.length > 0) result.push({ agency, matches });
  }
  return result;
}

export function isAgency(value: unknown): value is Agency {
  return typeof value === 'string' && (AGENCIES as readonly string[]).includes(value);
}

export function certificationsOf(agency: Agency | null): readonly Certification[] {
  return agency === null ? CERTIFICATIONS : CERTIFICATIONS.filter((c) => c.agency === agency);
}
