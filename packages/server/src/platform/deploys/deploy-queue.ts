/**
 * Deploys of one app, one after another: two CLIs pushing at once (or the CLI's retry of a PUT whose first
 * try is still running) never interleave their files or restarts. Different apps deploy in parallel. This
 * orders the deploys of one server process; several processes sharing one data folder would need a lock
 * on the folder as well (docs/decisions/0082).
 */
export class DeployQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(appId: string, deploy: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(appId) ?? Promise.resolve();
    const next = previous.then(deploy, deploy);
    const tail = next.catch(() => {});
    this.tails.set(appId, tail);
    void tail.then(() => {
      if (this.tails.get(appId) === tail) this.tails.delete(appId);
    });
    return next;
  }
}
