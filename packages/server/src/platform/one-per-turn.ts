/**
 * Runs synchronous work one piece per turn of the event loop. Requests that arrive together are all
 * started in the same turn; if each did a few milliseconds of work at once (forty 2,000-character chat
 * messages through the crisis detector), no other connection would be read until the last was done.
 * Queued here, each piece runs from its own setImmediate, scheduled only when the one before it ends,
 * so the loop reads sockets (a health check, another visitor) between any two pieces.
 */
const queue: (() => void)[] = [];
let draining = false;

function drain(): void {
  queue.shift()?.();
  if (queue.length > 0) setImmediate(drain);
  else draining = false;
}

export function onePerTurn<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    });
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  });
}
