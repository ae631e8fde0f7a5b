// Every table of the application; drizzle-kit reads this file to generate migrations.
export * from './meta.ts';
export * from './sites.ts';
export * from './auth.ts';
export * from './members.ts';
