import type { FastifyInstance } from "fastify";
import type { AgentDefinition } from "./agents/agent-definition.ts";
import type { PageNames } from "./app-logs/analytics-page-views.ts";
import type { EntityRegistry } from "./entities/entity-schemas.ts";
import type { ServerFunction } from "./functions/function-registry.ts";
import type { LlmProvider } from "./llm/llm-provider.ts";
import type { MailSite } from "./mail/email-message.ts";

/**
 * What an app brings to the platform (docs/architecture.md, "Two layers"): its entities, functions and
 * agents, who its e-mails come from, and optionally its own server plugins. The platform serves the SDK's
 * routes for it and knows nothing else of it; the Ember site is one such app (ember-app/ember-app.ts), a
 * Base44 project folder named by APP_DIR is another (project-app.ts).
 */
export interface HostedApp {
  /** For logs and the start banner. */
  readonly name: string;
  /** The app's own id (a Base44 project's `.app.jsonc`): its built site calls the API with it. */
  readonly appId?: string | undefined;
  readonly entities: EntityRegistry;
  /** The app's User schema (User.jsonc), if it has one: custom user fields and app-defined roles. */
  readonly userSchema?: unknown;
  readonly functions: readonly ServerFunction[];
  readonly agents: readonly AgentDefinition[];
  readonly mailSite: MailSite;
  /** What answers instead of a language model when none is configured (or its budget is spent). */
  readonly offlineAssistant?: LlmProvider;
  /** The app's English names of its languages, for the model's translation instructions. */
  readonly languageNames?: Readonly<Record<string, string>>;
  /** The app's page names by lower-case path, for analytics. */
  readonly pageNames?: PageNames;
  /** The app's own plugins, registered once the platform's are. */
  register?(app: FastifyInstance): Promise<void>;
}
