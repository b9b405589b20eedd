import { randomUUID } from "node:crypto";
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
import { type AlertFacts, crisisAlertEmail, crisisFollowUpEmail } from "../mail/crisis-emails.ts";
import type { MailContext } from "../mail/email-message.ts";
import { enqueueEmail, replacePendingEmail } from "../mail/outbox.ts";

/** Alerts of one conversation this close to the group's first e-mail join that group (ADR 0016). */
export const ALERT_GROUP_WINDOW_MS = 10 * 60_000;

// CrisisAlert is staff-only (no public create); the chat writes it on the server's own authority.
const server: Caller = { kind: "service", onBehalfOf: null };

export interface RecordAlertInput {
  readonly match: CrisisMatch;
  readonly message: string;
  readonly conversationId: string | undefined;
  readonly now: Date;
  readonly windowMs: number;
}

interface AlertRow {
  readonly id: string;
  readonly data: {
    tier: CrisisTier;
    keyword: string;
    message: string;
    detected_at: string;
    conversation_id?: string;
    group_id: string;
    notice: "immediate" | "follow_up";
    follow_up_email_id?: string;
  };
}

const factsOf = (row: AlertRow["data"]): AlertFacts => ({
  tier: row.tier,
  keyword: row.keyword,
  message: row.message,
  detectedAt: row.detected_at,
  conversationId: row.conversation_id,
});

/**
 * Records a crisis alert and tells staff, inside the caller's transaction (ADR 0016). Every alert is
 * stored. The first of a conversation, any alert more urgent than all before it in its group, and any
 * alert without a conversation id are e-mailed at once; a repeat no more urgent within the window joins
 * the group and is carried in the group's follow-up e-mail, sent when the window closes. Answers the
 * record changes made, for the caller to announce once the transaction has committed.
 */
export async function recordCrisisAlert(
  tx: Queryable,
  alerts: EntityDefinition,
  mail: MailContext,
  input: RecordAlertInput,
): Promise<{ notice: "immediate" | "follow_up"; changes: EntityChange[] }> {
  const { match, message, conversationId, now, windowMs } = input;
  const facts: AlertFacts = {
    tier: match.tier,
    keyword: match.keyword,
    message,
    detectedAt: now.toISOString(),
    conversationId,
  };
  const group = conversationId ? await openGroupOf(tx, alerts, conversationId, now, windowMs) : [];
  const first = group[0];
  const mostUrgent = Math.min(...group.map((r) => r.data.tier));
  const created = (record: EntityRecord): EntityChange => ({
    entityName: alerts.name,
    change: { type: "create", records: [record] },
  });
  if (!first || match.tier < mostUrgent) {
    const alert = await createRecord(tx, server, alerts, {
      ...alertData(facts),
      group_id: randomUUID(),
      notice: "immediate",
    });
    await enqueueEmail(tx, crisisAlertEmail(facts, mail));
    return { notice: "immediate", changes: [created(alert)] };
  }

  const alert = await createRecord(tx, server, alerts, {
    ...alertData(facts),
    group_id: first.data.group_id,
    notice: "follow_up",
  });
  const repeats = [...group.filter((r) => r.data.notice === "follow_up").map((r) => factsOf(r.data)), facts];
  const followUp = crisisFollowUpEmail(factsOf(first.data), repeats, mail);
  const pendingId = first.data.follow_up_email_id;
  if (pendingId && (await replacePendingEmail(tx, pendingId, followUp)))
    return { notice: "follow_up", changes: [created(alert)] };
  // No follow-up yet, or the last one already left: a new one, due when the window closes.
  const closes = new Date(Date.parse(first.data.detected_at) + windowMs);
  const id = await enqueueEmail(tx, followUp, { notBefore: closes });
  const { rows } = await tx.query<RecordRow>(
    `update ${alerts.table} set data = jsonb_set(data, '{follow_up_email_id}', to_jsonb($2::text)) where id = $1
     returning ${RECORD_COLUMNS}`,
    [first.id, id],
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
 * The conversation's open group, oldest first: the latest immediate alert within the window and the
 * alerts that joined it. An advisory lock per conversation keeps two simultaneous messages from both
 * opening a group (PGlite has one connection, so there it is free).
 */
async function openGroupOf(
  tx: Queryable,
  alerts: EntityDefinition,
  conversationId: string,
  now: Date,
  windowMs: number,
): Promise<AlertRow[]> {
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`crisis-alert:${conversationId}`]);
  const since = new Date(now.getTime() - windowMs).toISOString();
  const { rows: leads } = await tx.query<AlertRow>(
    `select id, data from ${alerts.table}
     where data->>'conversation_id' = $1 and data->>'notice' = 'immediate'
       and (data->>'detected_at')::timestamptz > $2::timestamptz
     order by (data->>'detected_at')::timestamptz desc limit 1`,
    [conversationId, since],
  );
  const lead = leads[0];
  if (!lead) return [];
  const { rows } = await tx.query<AlertRow>(
    `select id, data from ${alerts.table} where data->>'group_id' = $1
     order by (data->>'detected_at')::timestamptz, created_date`,
    [lead.data.group_id],
  );
  return rows;
}
