import { describe, expect, it } from "vitest";
import {
  initialToastState,
  type ToastRecord,
  type ToastState,
  toastReducer,
} from "../src/features/toasts/toast-reducer.ts";

const limit = 20;
const make = (id: string, open = true): ToastRecord => ({ id, title: `Toast ${id}`, open });
const withToasts = (...toasts: ToastRecord[]): ToastState => ({ toasts });

describe("toastReducer (product.md#toasts)", () => {
  it("adds a toast first in the list, open", () => {
    const state = toastReducer(withToasts(make("1")), { type: "ADD_TOAST", toast: make("2", false) }, limit);
    expect(state.toasts.map((t) => t.id)).toEqual(["2", "1"]);
    expect(state.toasts[0]?.open).toBe(true);
  });

  it("keeps at most the limit, dropping the oldest", () => {
    let state = initialToastState;
    for (let i = 1; i <= 25; i++)
      state = toastReducer(state, { type: "ADD_TOAST", toast: make(String(i)) }, limit);
    expect(state.toasts).toHaveLength(20);
    expect(state.toasts[0]?.id).toBe("25");
    expect(state.toasts.at(-1)?.id).toBe("6");
  });

  it("updates only the toast with the given id", () => {
    const state = toastReducer(
      withToasts(make("1"), make("2")),
      { type: "UPDATE_TOAST", toast: { id: "2", title: "Changed" } },
      limit,
    );
    expect(state.toasts.map((t) => t.title)).toEqual(["Toast 1", "Changed"]);
  });

  it("dismisses one toast by id, or all without an id", () => {
    const one = toastReducer(
      withToasts(make("1"), make("2")),
      { type: "DISMISS_TOAST", toastId: "1" },
      limit,
    );
    expect(one.toasts.map((t) => t.open)).toEqual([false, true]);
    const all = toastReducer(withToasts(make("1"), make("2")), { type: "DISMISS_TOAST" }, limit);
    expect(all.toasts.every((t) => !t.open)).toBe(true);
  });

  it("removes one toast by id, or all without an id", () => {
    const one = toastReducer(withToasts(make("1"), make("2")), { type: "REMOVE_TOAST", toastId: "1" }, limit);
    expect(one.toasts.map((t) => t.id)).toEqual(["2"]);
    const all = toastReducer(withToasts(make("1"), make("2")), { type: "REMOVE_TOAST" }, limit);
    expect(all.toasts).toEqual([]);
  });
});
