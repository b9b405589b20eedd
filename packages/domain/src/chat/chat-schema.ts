import { z } from "zod";
import { pageLanguageField } from "../forms/page-language.ts";

/** Bounds of one chat call; the same in the browser (which trims its history) and the server. */
export const chatLimits = {
  /** Characters (code points) of one message. */
  message: 2000,
  /** Earlier turns sent for context. */
  historyTurns: 10,
  conversationId: 64,
} as const;

const codePoints = (text: string) => [...text].length;

const chatText = z
  .string({ error: "must be a string" })
  .refine((text) => codePoints(text) <= chatLimits.message, {
    error: `must be at most ${chatLimits.message} characters`,
  });

/**
 * `functions.invoke('chat', { message, history?, conversation_id?, language? })`
 * (docs/decisions/0016-chat-assistant-offline-answers-alert-grouping.md). `history` is the conversation so
 * far, oldest first, for context only; `conversation_id` is an opaque id the browser makes once per
 * conversation, so staff alerts from one conversation can be grouped; `language` is the page's, which the
 * reply is written in (English without it).
 */
export const chatInputSchema = z.object({
  message: chatText.refine((text) => text.trim().length > 0, { error: "must not be empty" }),
  history: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: "must be 'user' or 'assistant'" }),
        content: chatText,
      }),
      {
        error: "must be a list of { role, content }",
      },
    )
    .max(chatLimits.historyTurns, { error: `must hold at most ${chatLimits.historyTurns} turns` })
    .default([]),
  conversation_id: z
    .string({ error: "must be a string" })
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: "must be 1 to 64 letters, digits or '-'" })
    .optional(),
  language: pageLanguageField(),
});

export type ChatInput = z.input<typeof chatInputSchema>;

/** The answer of `chat`: the reply to show, and the crisis detected (then the reply is the safety message). */
export interface ChatAnswer {
  readonly reply: string;
  readonly crisis: { readonly tier: 1 | 2 | 3; readonly keyword: string } | null;
}

export { chatFallbackReply } from "./fallback-reply.ts";
