// The kinds of thing the site tells a member, each with what a member may choose for it. Shared by
// the sender (app/lib/notify.server.ts), the settings page and the unsubscribe page; their names and
// explanations are in the "notifications" catalogues under "category.<id>.".
import type { EmailChoice } from '../../db/schema/notifications.ts';

export type NotificationCategory = {
  id: NotificationCategoryId;
  /**
   * Mail a member needs to use the site or keep their bookings (reservation changes, their account):
   * always sent at once, and its footer says why it cannot be switched off.
   */
  transactional: boolean;
  /** Shown in the notification list; false where the category has its own list (messages: the inbox). */
  listed: boolean;
  /** The email choice of a member who has not made one. */
  email: EmailChoice;
  /** What a member may choose; news of what they follow comes in the digest or not at all, never one mail per event. */
  choices: readonly EmailChoice[];
  /**
   * Whether it comes as a push, on the devices where the member turned push on, while they have not
   * chosen: on unless a category sets false (one that would come too often to be worth a buzz).
   */
  push?: boolean;
};

const ALL_CHOICES = ['immediate', 'digest', 'off'] as const satisfies readonly EmailChoice[];

export const NOTIFICATION_CATEGORIES = [
  { id: 'reservations', transactional: true, listed: true, email: 'immediate', choices: ALL_CHOICES },
  { id: 'messages', transactional: false, listed: false, email: 'immediate', choices: ALL_CHOICES },
  { id: 'buddies', transactional: false, listed: true, email: 'immediate', choices: ALL_CHOICES },
  // News of what a member follows can come often: a push only for those who ask for it.
  { id: 'following', transactional: false, listed: true, email: 'digest', choices: ['digest', 'off'], push: false },
  { id: 'centers', transactional: false, listed: true, email: 'immediate', choices: ALL_CHOICES },
  { id: 'contributions', transactional: false, listed: true, email: 'immediate', choices: ALL_CHOICES },
] as const satisfies readonly { id: string; transactional: boolean; listed: boolean; email: EmailChoice; choices: readonly EmailChoice[]; push?: boolean }[];

export type NotificationCategoryId = (typeof NOTIFICATION_CATEGORIES)[number]['id'];

export const EMAIL_CHOICES = ALL_CHOICES;

export function isNotificationCategory(value: unknown): value is NotificationCategoryId {
  return NOTIFICATION_CATEGORIES.some((category) => category.id === value);
}

export function notificationCategory(id: NotificationCategoryId): NotificationCategory {
  return NOTIFICATION_CATEGORIES.find((category) => category.id === id)!;
}

/** The push choice of a member who has not made one for the category. */
export function pushByDefault(id: NotificationCategoryId): boolean {
  return notificationCategory(id).push ?? true;
}

/** What a member stops with the daily digest's unsubscribe link: every kind they get in the digest. */
export const DIGEST_UNSUBSCRIBE = 'digest';
