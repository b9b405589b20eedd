import { timings } from "@ember/domain";
import { useSyncExternalStore } from "react";
import {
  initialToastState,
  type ToastAction,
  type ToastRecord,
  type ToastState,
  toastReducer,
} from "./toast-reducer.ts";

/** One store for the whole page, so `toast()` works from anywhere, even outside React. */
let state: ToastState = initialToastState;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

function scheduleRemoval(toastId: string): void {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, timings.toastRemoveDelayMs);
  removalTimers.set(toastId, timer);
}

export function dispatch(action: ToastAction): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  state = toastReducer(state, action, timings.toastLimit);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const getServerSnapshot = () => initialToastState;

export type ToastInput = Omit<ToastRecord, "id" | "open">;

export interface ToastHandle {
  readonly id: string;
  dismiss(): void;
  update(next: ToastInput): void;
}

/** Shows a toast, first in the list and open. */
export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  dispatch({ type: "ADD_TOAST", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: "DISMISS_TOAST", toastId: id }),
    update: (next) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } }),
  };
}

export function dismissToast(toastId?: string): void {
  dispatch(toastId === undefined ? { type: "DISMISS_TOAST" } : { type: "DISMISS_TOAST", toastId });
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
