import type { EntityHandler } from "@base44/sdk";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { getBase44Client } from "../../../api/base44-client.ts";
import { type AdminRecord, type ConsoleEntity, entityOf } from "../admin-api.ts";
import { alertFilters } from "./alert-filters.ts";

/** The newest open alerts the console watches; more than this arriving between two reads is unlikely. */
const WATCHED_ALERTS = 20;
/**
 * A backstop for a socket that dropped without the browser noticing (no offline event, no refocus):
 * the open alerts are read again at least this often. Realtime, focus and reconnect are the fast paths.
 */
const BACKSTOP_MS = 60_000;

/** The queries of the console, by the first element of their keys: what a live event or a refocus refreshes. */
const consoleKeys = [
  "admin-records",
  "admin-count",
  "admin-today",
  "admin-trends",
  "admin",
  "admin-open-alerts",
];
const openAlertsKey = ["admin-open-alerts"] as const;

/** What a record change of each watched entity may have changed on screen. */
const affected: Record<ConsoleEntity, readonly (readonly unknown[])[]> = {
  CrisisAlert: [
    ["admin-records", "CrisisAlert"],
    ["admin-count", "CrisisAlert"],
    openAlertsKey,
    ["admin-trends"],
  ],
  Application: [["admin-records", "Application"], ["admin-count", "Application"], ["admin-trends"]],
  UserProfile: [["admin-records", "UserProfile"], ["admin-count", "UserProfile"], ["admin-trends"]],
  AssessmentResult: [
    ["admin-records", "AssessmentResult"],
    ["admin-count", "AssessmentResult"],
    ["admin-trends"],
  ],
};

/** The server's name for changes of the e-mail outbox (packages/server/src/ember-app/admin/outbox-live.ts). */
const OUTBOX_TOPIC = "EmailOutbox";
const outboxAffected: readonly (readonly unknown[])[] = [
  ["admin", "outbox"],
  ["admin-today"],
  ["admin-trends"],
];

/** A crisis alert that arrived while the console was open. */
export interface AlertNotice {
  readonly id: string;
  readonly keyword: string;
  readonly tier: string;
}

interface ConsoleLive {
  /** Open crisis alerts, once known. */
  readonly openAlerts: number | undefined;
  readonly notices: readonly AlertNotice[];
  dismiss(id: string): void;
}

const ConsoleLiveContext = createContext<ConsoleLive | null>(null);

/** Console queries refetch when the window regains focus (the public site's do not). */
function refetchConsoleOnFocus(queryClient: QueryClient) {
  for (const key of consoleKeys) queryClient.setQueryDefaults([key], { refetchOnWindowFocus: true });
}

/**
 * Subscribes to the watched entities and the outbox through the SDK; every change refreshes what it may
 * have changed.
 */
function useRecordChanges(queryClient: QueryClient) {
  useEffect(() => {
    let stopped = false;
    const stops: (() => void)[] = [];
    for (const entity of Object.keys(affected) as ConsoleEntity[]) {
      void entityOf(entity).then((handler) => {
        if (stopped) return;
        stops.push(
          handler.subscribe(() => {
            for (const queryKey of affected[entity]) void queryClient.invalidateQueries({ queryKey });
          }),
        );
      });
    }
    // The e-mail outbox is not an entity: the server publishes its changes under a name of its own.
    void getBase44Client().then((client) => {
      if (stopped) return;
      const outbox = client.entities[OUTBOX_TOPIC] as EntityHandler<AdminRecord>;
      stops.push(
        outbox.subscribe(() => {
          for (const queryKey of outboxAffected) void queryClient.invalidateQueries({ queryKey });
        }),
      );
    });
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}

/**
 * The console's live state (one per console): open crisis alerts, and a notice for each alert that shows
 * up while it is open. Notices come from comparing reads of the open alerts, not from the events
 * themselves, so an alert missed while the socket was down (caught up by the refetch on reconnect,
 * focus or the backstop) raises its notice too.
 */
export function ConsoleLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<readonly AlertNotice[]>([]);
  const seen = useRef<Set<string> | null>(null);
  // Once, before the sections' queries are first built (they render after this).
  useState(() => refetchConsoleOnFocus(queryClient));
  useRecordChanges(queryClient);
  const open = useQuery({
    queryKey: openAlertsKey,
    queryFn: async () => {
      const handler = await entityOf("CrisisAlert");
      const [rows, total] = await Promise.all([
        handler.filter(alertFilters.open, "-detected_at", WATCHED_ALERTS),
        handler.count(alertFilters.open),
      ]);
      return { rows: rows as AdminRecord[], total };
    },
    refetchInterval: BACKSTOP_MS,
  });

  useEffect(() => {
    if (!open.data) return;
    const ids = open.data.rows.map((row) => row.id);
    if (seen.current === null) {
      // What was open when the console opened is on Today already: no notice for it.
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const fresh = open.data.rows.filter((row) => !known.has(row.id));
    for (const id of ids) known.add(id);
    if (fresh.length === 0) return;
    const arrived = fresh.map((row) => ({
      id: row.id,
      keyword: String(row.keyword ?? ""),
      tier: String(row.tier ?? ""),
    }));
    setNotices((current) => [...arrived, ...current]);
  }, [open.data]);

  const value: ConsoleLive = {
    openAlerts: open.data?.total,
    notices,
    dismiss: (id) => setNotices((current) => current.filter((notice) => notice.id !== id)),
  };
  return <ConsoleLiveContext.Provider value={value}>{children}</ConsoleLiveContext.Provider>;
}

export function useConsoleLive(): ConsoleLive {
  const value = useContext(ConsoleLiveContext);
  if (!value) throw new Error("useConsoleLive must be used inside <ConsoleLiveProvider>");
  return value;
}
