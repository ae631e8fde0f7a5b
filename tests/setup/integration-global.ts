// Once per integration run: a PostgreSQL server and a migrated template database.
import type { TestProject } from 'vitest/node';
import { createTemplate, dropDatabase, startTestServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    runId: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const runId = `${process.pid}`;
  const templateDatabase = `diveatlas_template_${runId}`;
  await createTemplate(server.adminUrl, templateDatabase);
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('runId', runId);
  return async () => {
    await dropDatabase(server.adminUrl, templateDatabase);
    await server.stop();
  };
}
