/** The crisis alerts' open/handled choice: an alert is open until staff record when they handled it. */
export type AlertFilter = "open" | "handled" | "all";

export const alertFilters: Record<AlertFilter, Record<string, unknown>> = {
  open: { handled_at: null },
  handled: { handled_at: { $ne: null } },
  all: {},
};
