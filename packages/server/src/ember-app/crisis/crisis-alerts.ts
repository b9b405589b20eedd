import { createHash, randomUUID } from "node:crypto";
import type { CrisisMatch, CrisisTier } from "@ember/domain";
import type { Queryable } from "../../db/database.ts";
import type { Caller } from "../../platform/caller.ts";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";
import type { EntityChange } from "../../platform/entities/record-changes.ts";
import {
  type EntityRecord,
  RECORD_COLUMNS,
  type RecordRow,
  toRecord,
} from "../../platform/entities/record-rows.ts";
import { createRecord } from "../../platform/entities/records-write.ts";
import { enqueueEmail, replacePendingEmail } from "../../platform/mail/outbox.ts";
import {
  type AlertFacts,
  crisisAlertEmail,
  crisisFollowUpEmail,
  DIGEST_LISTED,
} from "../mail/crisis-emails.ts";
import type { EmberMailContext } from "../mail/ember-mail-context.ts";

/** Alerts of one visitor this close to the group's first e-mail join that group (ADR 0016, 0054). */
export const ALERT_GROUP_WINDOW_MS = 10 * 60_000;
/**
 * Immediate alert e-mails one client address may cause per window before its further alerts (of any
 * conversation) join its latest group's follow-up instead, unless they are more urgent than all before.
 * A person in crisis writes from one conversation; a flood rotates conversation ids from one address.
 */
export const IMMEDIATE_ALERTS_PER_ADDRESS = 3;

// CrisisAlert is staff-only (no public create); the chat writes it on the server's own authority.
const server: Caller = { kind: "service", onBehalfOf: null };

/** Who wrote the message, as far as the server can tell, without storing the client's address itself. */
export interface AlertSender {
  /** The browser's conversation id, when it sent one. */
  readonly conversationId: string | undefined;
  /** The client address (request.ip); stored only as a hash. */
  readonly address: string;
}

const hashed = (kind: string, value: string) =>
  createHash("sha256").update(`ember-crisis-${kind}:${value}`, "utf8").digest("hex").slice(0, 32);

/** The grouping key of a sender: their conversation, else their address. */
export const visitorKeyOf = (sender: AlertSender): string =>
  sender.conversationId ? hashed("conversation", sender.conversationId) : hashed("address", sender.address);
export const addressKeyOf = (sender: AlertSender): string => hashed("address", sender.address);

export interface RecordAlertInput {
  readonly match: CrisisMatch;
  readonly message: string;
  readonly sender: AlertSender;
  readonly now: Date;
  readonly windowMs: number;
  /** IMMEDIATE_ALERTS_PER_ADDRESS unless a test or an operator chose otherwise. */
  readonly immediatePerAddress?: number;
  /** What an LLM's second opinion said, kept for staff (ADR 0055). */
  readonly secondOpinion?: SecondOpinionRecord | undefined;
}

/** The second opinion as stored on the alert: the model's level and its short reason, never the prompt. */
export interface SecondOpinionRecord {
  readonly risk: "none" | "low" | "medium" | "high";
  readonly confidence: number;
  readonly reason: string;
  /** What it changed: raised the tier, or nothing. */
  readonly effect: "raised" | "kept";
}

interface AlertData {
  tier: CrisisTier;
  keyword: string;
  message: string;
  detected_at: string;
  conversation_id?: string;
  group_id: string;
  notice: "immediate" | "follow_up";
  follow_up_email_id?: string;
}

interface AlertRow {
  readonly id: string;
  readonly data: AlertData;
}

const factsOf = (row: AlertData): AlertFacts => ({
  tier: row.tier,
  keyword: row.keyword,
  message: row.message,
  detectedAt: row.detected_at,
  conversationId: row.conversation_id,
});

/** An open group: its first (immediate) alert, how many joined it, the most urgent tier, and the first few. */
interface OpenGroup {
  readonly lead: AlertRow;
  readonly joined: number;
  readonly mostUrgent: CrisisTier;
  /** The most urgent tier of the alerts that joined (the follow-up's subject); 4 when none has. */
  readonly joinedMostUrgent: number;
  readonly listed: readonly AlertRow[];
}

/**
 * Records a crisis alert and tells staff, inside the caller's transaction (ADR 0016, 0054). Every alert is
 * stored. The first of a visitor (conversation, else address) in a window and any alert more urgent than
 * all before it in its group are e-mailed at once, unless the address already caused its share of
 * immediate e-mails this window and the alert is no more urgent than they were; every other alert joins a
 * group and is counted in the group's one follow-up e-mail, sent when the window closes. Answers the
 * record changes made, for the caller to announce once the transaction has committed.
 */
export async function recordCrisisAlert(
  tx: Queryable,
  alerts: EntityDefinition,
  mail: EmberMailContext,
  input: RecordAlertInput,
): Promise<{ notice: "immediate" | "follow_up"; changes: EntityChange[] }> {
  const { match, message, sender, now, windowMs } = input;
  const facts: AlertFacts = {
    tier: match.tier,
    keyword: match.keyword,
    message,
    detectedAt: now.toISOString(),
    conversationId: sender.conversationId,
  };
  const visitor = visitorKeyOf(sender);
  const address = addressKeyOf(sender);
  // Always the address first, then the visitor: two messages never wait on each other's second lock.
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`crisis-alert:${address}`]);
  if (visitor !== address) {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`crisis-alert:${visitor}`]);
  }
  const since = new Date(now.getTime() - windowMs).toISOString();
  const stored = {
    ...alertData(facts),
    visitor,
    address,
    ...(input.secondOpinion ? { second_opinion: input.secondOpinion } : {}),
  };
  const created = (record: EntityRecord): EntityChange => ({
    entityName: alerts.name,
    change: { type: "create", records: [record] },
  });

  let group = await openGroupOf(tx, alerts, "visitor", visitor, since);
  if (!group || match.tier < group.mostUrgent) {
    const fromAddress = await immediateFrom(tx, alerts, address, since);
    const allowed = input.immediatePerAddress ?? IMMEDIATE_ALERTS_PER_ADDRESS;
    const overflow =
      fromAddress.count >= allowed && fromAddress.latest !== null && match.tier >= fromAddress.mostUrgent;
    if (!overflow) {
      const alert = await createRecord(tx, server, alerts, {
        ...stored,
        group_id: randomUUID(),
        notice: "immediate",
      });
      await enqueueEmail(tx, crisisAlertEmail(facts, mail));
      return { notice: "immediate", changes: [created(alert)] };
    }
    group = await openGroupOf(tx, alerts, "id", fromAddress.latest as string, since);
    if (!group) throw new Error("the address's latest alert group vanished inside its transaction");
  }

  const alert = await createRecord(tx, server, alerts, {
    ...stored,
    group_id: group.lead.data.group_id,
    notice: "follow_up",
  });
  const { lead } = group;
  const listed = [...group.listed.map((r) => factsOf(r.data)), facts];
  const mostUrgent = Math.min(group.joinedMostUrgent, match.tier) as CrisisTier;
  const followUp = crisisFollowUpEmail(factsOf(lead.data), listed, group.joined + 1, mostUrgent, mail);
  const pendingId = lead.data.follow_up_email_id;
  if (pendingId && (await replacePendingEmail(tx, pendingId, followUp)))
    return { notice: "follow_up", changes: [created(alert)] };
  // No follow-up yet, or the last one already left: a new one, due when the window closes.
  const closes = new Date(Date.parse(lead.data.detected_at) + windowMs);
  const id = await enqueueEmail(tx, followUp, { notBefore: closes });
  const { rows } = await tx.query<RecordRow>(
    `update ${alerts.table} set data = jsonb_set(data, '{follow_up_email_id}', to_jsonb($2::text)) where id = $1
     returning ${RECORD_COLUMNS}`,
    [lead.id, id],
  );
  const updated: EntityChange[] = rows.map((row) => ({
    entityName: alerts.name,
    change: { type: "update", records: [toRecord(row)] },
  }));
  return { notice: "follow_up", changes: [created(alert), ...updated] };
}

const alertData = (facts: AlertFacts) => ({
  tier: facts.tier,
  keyword: facts.keyword,
  message: facts.message,
  detected_at: facts.detectedAt,
  ...(facts.conversationId ? { conversation_id: facts.conversationId } : {}),
});

/**
 * A visitor's open group (the latest immediate alert within the window, by visitor key), or the group of
 * one immediate alert (by id): its lead, how many joined it, its most urgent tier and the first joined
 * ones, oldest first. A flood reads a count and a few rows, not the whole group.
 */
async function openGroupOf(
  tx: Queryable,
  alerts: EntityDefinition,
  by: "visitor" | "id",
  key: string,
  since: string,
): Promise<OpenGroup | null> {
  const { rows: leads } = await tx.query<AlertRow>(
    by === "visitor"
      ? `select id, data from ${alerts.table}
         where data->>'visitor' = $1 and data->>'notice' = 'immediate'
           and (data->>'detected_at')::timestamptz > $2::timestamptz
         order by (data->>'detected_at')::timestamptz desc limit 1`
      : `select id, data from ${alerts.table} where id = $1 and $2::text is not null`,
    [key, since],
  );
  const lead = leads[0];
  if (!lead) return null;
  const { rows: counts } = await tx.query<{
    joined: number;
    most_urgent: number;
    joined_most_urgent: number;
  }>(
    `select count(*) filter (where data->>'notice' = 'follow_up')::int as joined,
            min((data->>'tier')::int)::int as most_urgent,
            coalesce(min((data->>'tier')::int) filter (where data->>'notice' = 'follow_up'), 4)::int
              as joined_most_urgent
       from ${alerts.table} where data->>'group_id' = $1`,
    [lead.data.group_id],
  );
  const { rows: listed } = await tx.query<AlertRow>(
    `select id, data from ${alerts.table} where data->>'group_id' = $1 and data->>'notice' = 'follow_up'
     order by (data->>'detected_at')::timestamptz, created_date limit $2`,
    [lead.data.group_id, DIGEST_LISTED - 1],
  );
  return {
    lead,
    joined: Number(counts[0]?.joined ?? 0),
    mostUrgent: Number(counts[0]?.most_urgent ?? lead.data.tier) as CrisisTier,
    joinedMostUrgent: Number(counts[0]?.joined_most_urgent ?? 4),
    listed,
  };
}

/** The immediate alerts of one address within the window: how many, the most urgent tier, the latest. */
async function immediateFrom(
  tx: Queryable,
  alerts: EntityDefinition,
  address: string,
  since: string,
): Promise<{ count: number; mostUrgent: number; latest: string | null }> {
  const { rows } = await tx.query<{ n: number; most_urgent: number | null; latest: string | null }>(
    `select count(*)::int as n, min((data->>'tier')::int)::int as most_urgent,
            (array_agg(id order by (data->>'detected_at')::timestamptz desc, created_date desc))[1] as latest
       from ${alerts.table}
      where data->>'address' = $1 and data->>'notice' = 'immediate'
        and (data->>'detected_at')::timestamptz > $2::timestamptz`,
    [address, since],
  );
  const row = rows[0];
  return {
    count: Number(row?.n ?? 0),
    mostUrgent: Number(row?.most_urgent ?? 4),
    latest: row?.latest ?? null,
  };
}
