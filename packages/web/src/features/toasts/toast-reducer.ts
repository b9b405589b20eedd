import type { ReactElement, ReactNode } from "react";

/** A toast notification (product.md#toast-messages). */
export interface ToastRecord {
  readonly id: string;
  readonly title?: ReactNode;
  readonly description?: ReactNode;
  readonly action?: ReactElement;
  readonly open: boolean;
  readonly variant?: "default" | "destructive";
  /** How long it stays open before closing itself, in ms; Radix's default (5 s) when unset. */
  readonly duration?: number;
}

export interface ToastState {
  readonly toasts: readonly ToastRecord[];
}

export type ToastAction =
  | { readonly type: "ADD_TOAST"; readonly toast: ToastRecord }
  | { readonly type: "UPDATE_TOAST"; readonly toast: Partial<ToastRecord> & { readonly id: string } }
  | { readonly type: "DISMISS_TOAST"; readonly toastId?: string }
  | { readonly type: "REMOVE_TOAST"; readonly toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

/**
 * Pure state transitions of product.md#toasts: adding puts the toast first and open, keeping at most
 * `limit`; dismissing one or all sets open to false; removing deletes one, or all when no id is given.
 * Scheduling the removal after a dismissal is the store's job, not the reducer's.
 */
export function toastReducer(state: ToastState, action: ToastAction, limit: number): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [{ ...action.toast, open: true }, ...state.toasts].slice(0, limit) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { toasts: [] };
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}
