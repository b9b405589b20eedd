import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, badRequest, forbidden, notFound } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { assertBodyWithinLimits } from "../body-limits.ts";
import { anonymous, type Caller, isAdmin } from "../caller.ts";
import { RECORD_ID } from "../entities/record-ids.ts";
import type { QueryString } from "../entities/request-params.ts";
import { createCheck } from "../functions/function-rate-limits.ts";
import { registerRateLimit } from "../rate-limit-store.ts";
import { parseInput } from "../validate.ts";
import { listsEveryone, mayAccess, ownerOf, requireSignedIn } from "./agent-access.ts";
import type { AgentDefinition } from "./agent-definition.ts";
import { newConversationInput, newMessageInput } from "./agent-inputs.ts";
import type { AgentReplies } from "./agent-replies.ts";
import { type Channel, sendConnectPage } from "./connect-page.ts";
import { publishMessage } from "./conversation-events.ts";
import { parseConversationQuery } from "./conversation-query.ts";
import type { AgentConversation } from "./conversation-shapes.ts";
import {
  appendMessage,
  countConversations,
  findConversation,
  insertConversation,
  listConversations,
} from "./conversations-store.ts";

/** Conversations one user may keep; far more than anyone talks to an agent about. */
export const MAX_CONVERSATIONS_PER_USER = 100;
/** New conversations per user (or service client) a minute. */
const CONVERSATIONS_PER_MINUTE = 10;

type AppRequest = FastifyRequest<{ Params: { appId: string }; Querystring: QueryString }>;
type ConversationRequest = FastifyRequest<{ Params: { appId: string; id: string } }>;

export interface AgentRoutesOptions {
  readonly agents: ReadonlyMap<string, AgentDefinition>;
  readonly replies: AgentReplies;
}

const project = (conversation: AgentConversation, fields: readonly string[] | undefined) =>
  fields
    ? Object.fromEntries(Object.entries(conversation).filter(([key]) => fields.includes(key)))
    : conversation;

/**
 * The agents module, `/api/apps/:appId/agents/...` (as the SDK calls it; ADR 0027): conversations of the
 * signed-in user with the agents configured in code, the agent's reply through the conversation's
 * realtime room, and the messaging-app connect links.
 */
export async function agentRoutes(app: FastifyInstance, options: AgentRoutesOptions) {
  const { agents, replies } = options;
  const base = "/api/apps/:appId/agents";
  const { appId } = app.config;
  // Each message may cost a model call: the chat's allowance, counted on its own.
  await registerRateLimit(app);
  const limitMessages = createCheck(
    app,
    "chat",
    app.config.rateLimits.chatPerMinute,
    (request) => `agent-message|${request.ip}`,
  );

  const limitConversations = createCheck(app, "chat", CONVERSATIONS_PER_MINUTE, (request) => {
    const caller = request.caller ?? anonymous;
    return `agent-conversation|${caller.kind === "user" ? `user:${caller.user.id}` : `ip:${request.ip}`}`;
  });

  const callerOf = (request: FastifyRequest<{ Params: { appId: string } }>): Caller => {
    assertAppId(app.config, request.params.appId);
    const caller = request.caller ?? anonymous;
    requireSignedIn(caller);
    // The site's pages use no agent: off for ordinary users unless AGENTS_FOR_USERS turns them on.
    if (caller.kind === "user" && !isAdmin(caller) && !app.config.forUsers.agents) {
      throw forbidden("The agents are not available to users of this site");
    }
    return caller;
  };

  /** The conversation if it exists and the caller may see it; a 404 either way, so ids leak nothing. */
  const conversationFor = async (caller: Caller, id: string) => {
    const conversation = RECORD_ID.test(id) ? await findConversation(app.db, appId, id) : null;
    if (!conversation || !mayAccess(caller, conversation.created_by_id)) {
      throw notFound(`Conversation ${id} not found`);
    }
    return conversation;
  };

  app.get(`${base}/conversations`, async (request: AppRequest) => {
    const caller = callerOf(request);
    const query = parseConversationQuery(request.query);
    const owner = listsEveryone(caller) ? null : ownerOf(caller);
    const page = await listConversations(app.db, appId, owner, query);
    return page.map((conversation) => project(conversation, query.fields));
  });

  app.get(`${base}/conversations/:id`, async (request: ConversationRequest) =>
    conversationFor(callerOf(request), request.params.id),
  );

  app.post(`${base}/conversations`, async (request: AppRequest, reply) => {
    const caller = callerOf(request);
    await limitConversations(request, reply);
    assertBodyWithinLimits(request.body);
    const input = parseInput(newConversationInput, request.body ?? {});
    if (!agents.has(input.agent_name)) throw notFound(`Agent ${input.agent_name} not found`);
    const owner = ownerOf(caller);
    if (!owner) {
      throw badRequest("A conversation belongs to a user: call as the user, or send on-behalf-of");
    }
    if ((await countConversations(app.db, owner)) >= MAX_CONVERSATIONS_PER_USER) {
      throw new ApiError(
        409,
        `A user may keep at most ${MAX_CONVERSATIONS_PER_USER} conversations`,
        "Conflict",
      );
    }
    return insertConversation(app.db, appId, {
      agentName: input.agent_name,
      ownerId: owner,
      metadata: input.metadata,
    });
  });

  const addMessage = async (request: ConversationRequest, reply: FastifyReply) => {
    const caller = callerOf(request);
    const conversation = await conversationFor(caller, request.params.id);
    await limitMessages(request, reply);
    assertBodyWithinLimits(request.body);
    const input = parseInput(newMessageInput, request.body ?? {});
    const agent = agents.get(conversation.agent_name);
    if (!agent) throw notFound(`Agent ${conversation.agent_name} not found`);
    const author =
      caller.kind === "user" ? caller.user : caller.kind === "service" ? caller.onBehalfOf : null;
    const stored = await appendMessage(app.db, appId, conversation.id, {
      role: "user",
      content: input.content,
      data: {
        ...(input.file_urls ? { file_urls: input.file_urls } : {}),
        ...(author
          ? {
              metadata: {
                created_date: new Date().toISOString(),
                created_by_email: author.email,
                created_by_full_name: author.full_name ?? "",
              },
            }
          : {}),
      },
    });
    publishMessage(app.realtime, stored.conversation, stored.message);
    const message = { ...stored.message, content: input.content };
    replies.start(agent, stored.conversation, message, request.log, caller);
    return stored.message;
  };
  // SDK 0.8.50 posts to .../conversations/v2/{id}/messages; 0.8.17 posted without v2.
  app.post(`${base}/conversations/v2/:id/messages`, addMessage);
  app.post(`${base}/conversations/:id/messages`, addMessage);

  for (const channel of ["whatsapp", "telegram"] as const satisfies readonly Channel[]) {
    app.get(
      `${base}/:agentName/${channel}`,
      async (request: FastifyRequest<{ Params: { appId: string; agentName: string } }>, reply) => {
        const agent = request.params.appId === appId ? agents.get(request.params.agentName) : undefined;
        return sendConnectPage(reply, channel, agent ?? null);
      },
    );
  }
}
