// How often a member may repeat each kind of contribution, in one table so the limits can be read
// and tuned together. Counted in PostgreSQL (./rate-limit.server.ts), so every app server sees the
// same counts. Sign-in, sign-up and reset limits are with the accounts
// (app/features/members/auth-limits.server.ts); contact and centre messages with their forms.
// Each limit is checked once, by the service that makes the write (never by a route), so every way
// to that write is held to it.
import { hitRateLimits, type RateLimitResult } from './rate-limit.server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Window = { limit: number; windowMs: number };

/**
 * Each limit is generous for honest use (a diver back from a trip reviews a dozen sites in an
 * evening) and stops a script: one member posted 40 reviews in a second and 25 listings in 0.6 s.
 */
export const WRITE_LIMITS = {
  /** A review of a dive site or a centre, new or edited. */
  review: [
    { limit: 20, windowMs: HOUR },
    { limit: 60, windowMs: DAY },
  ],
  /** A new dive site. */
  listing: [
    { limit: 5, windowMs: HOUR },
    { limit: 20, windowMs: DAY },
  ],
  /** Saving changes to a dive site, or suggesting them. */
  listingEdit: [{ limit: 60, windowMs: HOUR }],
  /** Each photo received (a site's, a centre's, a logo), counted before it is decoded. */
  photo: [
    { limit: 60, windowMs: HOUR },
    { limit: 200, windowMs: DAY },
  ],
  /**
   * Files sent to the logbook import (each post counts once, however many files it holds): a diver
   * trying one file after another fits; a script posting logs to fill the server's time does not.
   */
  logbookImport: [
    { limit: 20, windowMs: HOUR },
    { limit: 60, windowMs: DAY },
  ],
  /** A report of a problem with a site. */
  report: [
    { limit: 10, windowMs: HOUR },
    { limit: 20, windowMs: DAY },
  ],
  /** A new dive centre. */
  centerSubmission: [{ limit: 3, windowMs: DAY }],
  /** A claim of a dive centre. */
  claim: [{ limit: 5, windowMs: DAY }],
  /** A centre's public reply to a review. */
  reviewReply: [{ limit: 30, windowMs: HOUR }],
  /** A centre's member offer, new or changed. */
  offer: [
    { limit: 20, windowMs: HOUR },
    { limit: 60, windowMs: DAY },
  ],
  /** An invitation to help manage a centre. */
  managerInvite: [{ limit: 20, windowMs: DAY }],
  /** A news article saved (new or changed) and each preview of its text. */
  newsSave: [{ limit: 120, windowMs: HOUR }],
  newsPreview: [{ limit: 600, windowMs: HOUR }],
  /** An admin's change to a member: a role, a suspension or its lifting. */
  memberAdmin: [{ limit: 60, windowMs: HOUR }],
  /** A trip saved by a centre (new or changed). */
  trip: [{ limit: 60, windowMs: HOUR }],
  /** A request for seats on a trip, or a place on its waiting list. */
  reservation: [
    { limit: 10, windowMs: HOUR },
    { limit: 30, windowMs: DAY },
  ],
  /** A new conversation with a dive centre (from its page, a trip page or a reservation). */
  conversation: [
    { limit: 10, windowMs: HOUR },
    { limit: 30, windowMs: DAY },
  ],
  /** A message in a conversation, by a member or a centre's manager: a lively chat stays well within it. */
  message: [
    { limit: 60, windowMs: HOUR },
    { limit: 300, windowMs: DAY },
  ],
  /** A report of a message. */
  messageReport: [{ limit: 10, windowMs: DAY }],
  /** Following a member, a centre, a site or a country (and answering follow requests): a diver setting up their circle fits. */
  follow: [
    { limit: 100, windowMs: HOUR },
    { limit: 300, windowMs: DAY },
  ],
  /** A dive logged by hand (imports have their own limits): a long day's diving logged at once fits many times. */
  dive: [
    { limit: 60, windowMs: HOUR },
    { limit: 300, windowMs: DAY },
  ],
  /** A certification card added to a member's wallet: a whole career's cards fit many times. */
  certification: [{ limit: 30, windowMs: DAY }],
  /** A browser's push turned on (or renewed by the browser): a member's phones and computers fit many times. */
  pushDevice: [
    { limit: 20, windowMs: HOUR },
    { limit: 50, windowMs: DAY },
  ],
  /** A dive centre asked to sign a logged dive: a diver back from a week aboard asks for each of its dives. */
  signatureRequest: [{ limit: 30, windowMs: DAY }],
} satisfies Record<string, Window[]>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** Counts one write of this kind by the member; `allowed` is false once any window is used up. */
export function hitWriteLimit(kind: WriteKind, memberId: string): Promise<RateLimitResult> {
  return hitRateLimits(WRITE_LIMITS[kind].map((window: Window) => ({ key: `write:${kind}:${window.windowMs}:${memberId}`, ...window })));
}
