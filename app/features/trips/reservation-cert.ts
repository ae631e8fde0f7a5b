// The certification a member gave with a request, as the centre reads it: an agency's own course
// name ("PADI Advanced Open Water Diver"), the member's own words, or "not certified yet".
import { certificationLabel, findLevel, CERTIFICATION_AGENCIES } from '../members/certifications.ts';

export type GivenCertification = { certAgency: string | null; certLevel: string | null; certOther: string | null };

/** The agency of a level code, as certifications.ts lists it. */
export function agencyOfLevel(levelCode: string): string | null {
  return CERTIFICATION_AGENCIES.find((agency) => agency.levels.some((level) => level.code === levelCode))?.code ?? null;
}

/** `notCertified` is the reader's words for "not certified yet". */
export function certificationText(given: GivenCertification, notCertified: string): string {
  if (given.certLevel === 'none') return notCertified;
  if (given.certOther) return given.certOther;
  if (given.certLevel && findLevel(given.certAgency, given.certLevel)) return certificationLabel(given.certAgency, given.certLevel) ?? given.certLevel;
  return given.certLevel ?? notCertified;
}
