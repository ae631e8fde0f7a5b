// Member IDs: the only identifier of a member in public URLs and on the profile. Random, so they say
// nothing about sign-up order, and drawn from an alphabet without look-alike characters (no 0/O, 1/I/L)
// so they can be read out loud or typed from a screenshot.
import { randomInt } from 'node:crypto';

export const MEMBER_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const MEMBER_ID_LENGTH = 8;

const MEMBER_ID_PATTERN = new RegExp(`^[${MEMBER_ID_ALPHABET}]{${MEMBER_ID_LENGTH}}$`);

/** 31^8 ≈ 8.5 × 10^11 possible IDs; collisions are still checked against the unique index. */
export function generateMemberId(): string {
  let id = '';
  for (let i = 0; i < MEMBER_ID_LENGTH; i++) id += MEMBER_ID_ALPHABET[randomInt(MEMBER_ID_ALPHABET.length)];
  return id;
}

/** The canonical form of a member ID typed or linked by someone (case-insensitive), or null. */
export function normalizeMemberId(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return MEMBER_ID_PATTERN.test(upper) ? upper : null;
}
