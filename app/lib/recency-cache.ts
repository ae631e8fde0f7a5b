// The one bounded cache of the app: entries kept in the order they were last used, the oldest dropped
// once the entries' total size passes the budget. A size is 1 by default (a budget in entries), or what
// the cache's `sizeOf` says (bytes, points); an entry whose size is known only later (an answer still
// loading) is set with size 0 and given its size with `resize`.
export class RecencyCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;
  private readonly budget: number;
  private readonly sizeOf: (value: V) => number;

  constructor(budget: number, sizeOf: (value: V) => number = () => 1) {
    this.budget = budget;
    this.sizeOf = sizeOf;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The total size of what is kept, in the budget's unit. */
  get kept(): number {
    return this.total;
  }

  /** The value, now the most recently used; undefined when it is not kept. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V, size = this.sizeOf(value)): void {
    this.delete(key);
    this.entries.set(key, { value, size });
    this.total += size;
    this.trim(key);
  }

  /** Gives a kept entry its size, known only now; nothing happens for an entry no longer kept. */
  resize(key: K, size: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total += size - entry.size;
    entry.size = size;
    this.trim(key);
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  /** Drops the least recently used entries until the total fits, never the one just set. */
  private trim(keep: K): void {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.budget || key === keep) break;
      this.entries.delete(key);
      this.total -= entry.size;
    }
  }
}
