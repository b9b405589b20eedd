import { type SiteConfig, siteConfig } from "@ember/domain";
import type { FastifyInstance } from "fastify";
import type { MailContext } from "../../platform/mail/email-message.ts";

/** The platform's mail context with the whole site config, which the Ember e-mails quote from. */
export type EmberMailContext = MailContext<SiteConfig>;

export const emberMailContext = (app: FastifyInstance): EmberMailContext => ({
  site: siteConfig,
  staffEmail: app.mail.context.staffEmail,
});
