// Every table of the application; drizzle-kit reads this file to generate migrations.
export * from './meta.ts';
export * from './sites.ts';
export * from './contact.ts';
export * from './rate-limit.ts';
export * from './auth.ts';
export * from './members.ts';
export * from './centers.ts';
export * from './reviews.ts';
export * from './wishlist.ts';
export * from './reports.ts';
export * from './admin.ts';
export * from './news.ts';
export * from './offers.ts';
export * from './center-invitations.ts';
export * from './trips.ts';
export * from './inbox.ts';
export * from './logbook.ts';
