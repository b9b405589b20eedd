import type { CrisisTier } from "@ember/domain";
import type { ChatReply } from "./chat-message.ts";

const tiers: readonly unknown[] = [1, 2, 3];

/**
 * Reads the `chat` function's answer defensively: anything that is not `{reply, crisis}` counts as a
 * failure (and the visitor sees the fallback), rather than an empty bubble or a crash.
 */
export function parseChatReply(data: unknown): ChatReply | null {
  if (typeof data !== "object" || data === null) return null;
  const { reply, crisis } = data as { reply?: unknown; crisis?: unknown };
  if (typeof reply !== "string") return null;
  if (crisis === null || crisis === undefined) return { reply, crisis: null };
  if (typeof crisis !== "object") return null;
  const { tier, keyword } = crisis as { tier?: unknown; keyword?: unknown };
  if (!tiers.includes(tier)) return null;
  return { reply, crisis: { tier: tier as CrisisTier, keyword: typeof keyword === "string" ? keyword : "" } };
}
