import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "./throwaway-postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Gives the server suites a real PostgreSQL: DATABASE_URL when set, otherwise a throwaway cluster. */
export default async function setup(project: TestProject): Promise<() => void> {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide("postgresUrl", given);
    return () => {};
  }
  const cluster = await startThrowawayPostgres();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
