export type RecordChangeListener = (entityName: string) => void;

/**
 * Tells this process that records of an entity changed, after the change is committed. Caches listen
 * (the badge board); the realtime rooms of BASE44-API.md can listen here too once they exist.
 */
export class RecordChanges {
  readonly #listeners = new Set<RecordChangeListener>();

  /** Answers the function that stops listening. */
  listen(listener: RecordChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notify(entityName: string): void {
    for (const listener of this.#listeners) listener(entityName);
  }
}
