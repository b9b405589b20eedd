import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import { appProjectOptions } from "./app-project/app-project-options.ts";
import { loadAppProject } from "./app-project/load-app-project.ts";
import appSitePlugin from "./app-site.ts";
import { signInPage } from "./auth/sign-in-page.ts";
import type { HostedApp } from "./hosted-app.ts";

// As APP_ID: the id is part of every API path.
const validAppId = /^[A-Za-z0-9_-]{1,64}$/;

// "Name <someone@example.org>" or a bare address: the address people may write back to.
const addressOf = (from: string | undefined) => from?.match(/<([^>]+)>/)?.[1] ?? from;

/**
 * A Base44 project folder (APP_DIR) as the app the platform hosts: its entities and User schema, its
 * agents and (through the Deno functions plugin) its backend functions, its built front end from `dist/`
 * (or APP_WEB_DIR), and the platform's sign-in page at `/login`. Nothing of the Ember site is loaded.
 */
export async function projectApp(appDir: string, config: Config): Promise<HostedApp> {
  const project = await loadAppProject(appDir);
  const { entities, agents, userSchema } = appProjectOptions(project);
  const name = project.app.name ?? path.basename(path.resolve(appDir));
  const site = config.appWebDir ?? path.join(appDir, "dist");
  return {
    name,
    appId: project.app.id !== undefined && validAppId.test(project.app.id) ? project.app.id : undefined,
    entities,
    userSchema,
    functions: [],
    agents,
    mailSite: {
      brand: name,
      contactEmail: config.staffEmail ?? addressOf(config.mailFrom) ?? "no-reply@localhost",
    },
    async register(app) {
      for (const warning of project.warnings) app.log.warn({ app: name }, warning);
      const hasSite = existsSync(path.join(site, "index.html"));
      await app.register(signInPage, {
        appName: name,
        ...(hasSite ? { appSiteRoot: path.resolve(site) } : {}),
      });
      if (hasSite) {
        await app.register(appSitePlugin, { root: site });
      } else {
        app.log.info({ app: name, site }, "no built front end to serve (index.html)");
      }
    },
  };
}
