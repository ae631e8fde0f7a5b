// The console's queues: what waits for someone, one entry each. A new queue is one more entry here and
// one more count in dashboard.queries.server.ts: the dashboard draws whatever this list holds.
import type { ConsoleArea } from './console-area.ts';

export type QueueKey = 'reports' | 'messages' | 'edits' | 'claims' | 'offers' | 'news';

export type QueueEntry = {
  key: QueueKey;
  /** Where the queue is worked. */
  href: string;
  /** Who sees it. */
  area: ConsoleArea;
};

export const CONSOLE_QUEUES: readonly QueueEntry[] = [
  { key: 'reports', href: '/admin/reports', area: 'moderation' },
  { key: 'messages', href: '/admin/message-reports', area: 'moderation' },
  { key: 'edits', href: '/admin/edits', area: 'moderation' },
  { key: 'claims', href: '/admin/claims', area: 'moderation' },
  { key: 'offers', href: '/admin/offers', area: 'moderation' },
  { key: 'news', href: '/admin/news', area: 'news' },
];
