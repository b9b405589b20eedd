interface Window {
  start: number;
  count: number;
}

/** Above this many remembered addresses, windows that have ended are swept out. */
const SWEEP_AT = 10_000;
const WINDOW_MS = 60_000;

/**
 * How often sockets may ask to join a room. Each join verifies the socket's token again (a database
 * read), and a client could send thousands a second; the SDK joins a handful of rooms per connection.
 * Counted per socket and per client address, in one-minute windows.
 */
export class JoinLimiter {
  readonly #sockets = new Map<string, Window>();
  readonly #addresses = new Map<string, Window>();

  constructor(
    private readonly perSocket: number,
    private readonly perAddress: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one join; false when the socket or its address is over its allowance this minute. */
  allow(socketId: string, address: string | undefined): boolean {
    const at = this.now();
    const socketOk = this.#count(this.#sockets, socketId, this.perSocket, at);
    const addressOk = address === undefined || this.#count(this.#addresses, address, this.perAddress, at);
    return socketOk && addressOk;
  }

  forget(socketId: string): void {
    this.#sockets.delete(socketId);
  }

  #count(windows: Map<string, Window>, key: string, max: number, at: number): boolean {
    let window = windows.get(key);
    if (!window || at - window.start >= WINDOW_MS) {
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(k);
      }
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= max;
  }
}
