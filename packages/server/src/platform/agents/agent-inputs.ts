import { z } from "zod";
import { AGENT_NAME } from "./agent-definition.ts";

// A label or two for the client's own bookkeeping, never a store of documents.
const MAX_METADATA_CHARS = 2048;
const MAX_FILE_URLS = 10;
// A message of a few paragraphs; an app whose alerts quote messages (the Ember chat) keeps them whole.
export const MAX_MESSAGE_CHARS = 2000;

const codePoints = (text: string) => [...text].length;

/** The SDK's `createConversation({ agent_name, metadata? })`. */
export const newConversationInput = z.object({
  agent_name: z
    .string({ error: "must be a string" })
    .regex(AGENT_NAME, { error: "must be an agent name: lowercase letters, digits and _" }),
  metadata: z
    .record(z.string(), z.unknown(), { error: "must be an object" })
    .refine((value) => JSON.stringify(value).length <= MAX_METADATA_CHARS, {
      error: `must be at most ${MAX_METADATA_CHARS} characters as JSON`,
    })
    .default({}),
});

/**
 * `addMessage(conversation, { role: 'user', content, file_urls? })`. The client writes only user
 * messages: an 'assistant' message would put words in the agent's mouth for the next reply. Fields of
 * `Partial<AgentMessage>` a client may echo back (id, dates) are ignored. Content is bounded like the
 * chat's, so the crisis alert can keep it whole.
 */
export const newMessageInput = z.object({
  role: z.literal("user", { error: "must be 'user': the agent writes the other messages" }).default("user"),
  content: z
    .string({ error: "must be a string" })
    .refine((text) => text.trim().length > 0, { error: "must not be empty" })
    .refine((text) => codePoints(text) <= MAX_MESSAGE_CHARS, {
      error: `must be at most ${MAX_MESSAGE_CHARS} characters`,
    }),
  file_urls: z
    .array(z.string({ error: "must be a list of URLs" }).url({ error: "must be a list of URLs" }).max(2048), {
      error: "must be a list of URLs",
    })
    .max(MAX_FILE_URLS, { error: `must hold at most ${MAX_FILE_URLS} URLs` })
    .optional(),
});
