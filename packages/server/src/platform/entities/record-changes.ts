/** What happened to records of an entity, once committed: one entry per record. */
export interface RecordChange {
  readonly type: "create" | "update" | "delete";
  /** The records as the API returns them (built-in fields included); for a delete, the deleted record. */
  readonly records: readonly Readonly<Record<string, unknown>>[];
}

/** A change and the entity it belongs to, for code that writes several entities in one transaction. */
export interface EntityChange {
  readonly entityName: string;
  readonly change: RecordChange;
}

export type RecordChangeListener = (entityName: string, change: RecordChange | undefined) => void;

/**
 * Tells this process that records of an entity changed, after the change is committed. Caches listen
 * (the badge board) and the realtime rooms publish one `update_model` event per record. `change` is
 * undefined only where the writer does not have the records at hand (a cache then simply refreshes).
 */
export class RecordChanges {
  readonly #listeners = new Set<RecordChangeListener>();

  /** Answers the function that stops listening. */
  listen(listener: RecordChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notify(entityName: string, change?: RecordChange): void {
    // An empty change (a bulk of nothing, a delete matching nothing) is no change.
    if (change && change.records.length === 0) return;
    for (const listener of this.#listeners) listener(entityName, change);
  }

  /** The changes a transaction collected, in the order they were made; call after the commit. */
  notifyAll(changes: readonly EntityChange[]): void {
    for (const { entityName, change } of changes) this.notify(entityName, change);
  }
}
