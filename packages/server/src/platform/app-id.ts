import type { Config } from "../config.ts";
import { notFound } from "../errors.ts";

/** One server serves one Base44 app; any other app id in a path is an app that does not exist here. */
export function assertAppId(config: Pick<Config, "appId">, appId: string): void {
  if (appId !== config.appId) throw notFound(`App ${appId} not found`);
}
