/**
 * Waits for a state the test cannot be told about (a socket joining a room, events arriving), checking it
 * every 20 ms; fails with `what` after the timeout, which only a broken server reaches.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
