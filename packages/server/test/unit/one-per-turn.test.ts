import { describe, expect, it } from "vitest";
import { onePerTurn } from "../../src/platform/one-per-turn.ts";

describe("onePerTurn", () => {
  it("runs one piece of work per turn of the event loop, so what is waiting gets a turn in between", async () => {
    const order: string[] = [];
    const first = onePerTurn(() => {
      order.push("first");
      // Stands for a socket read or a timer that became due while the first piece ran.
      setImmediate(() => order.push("in between"));
      return 1;
    });
    const second = onePerTurn(() => {
      order.push("second");
      return 2;
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(["first", "in between", "second"]);
  });

  it("hands a thrown error to its caller and goes on with the next piece", async () => {
    const failing = onePerTurn(() => {
      throw new Error("broken");
    });
    const next = onePerTurn(() => "still runs");
    await expect(failing).rejects.toThrow("broken");
    expect(await next).toBe("still runs");
  });
});
