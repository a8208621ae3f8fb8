/**
 * A fixed-size ring buffer: pushing into a full buffer overwrites the oldest item, so memory
 * stays constant however long the app runs. Pure TS; the inspector keeps its records in one.
 */
export class RingBuffer<T> {
  readonly capacity: number;
  private readonly items: (T | undefined)[];
  /** Where the next push goes. */
  private head = 0;
  private count = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`RingBuffer: bad capacity ${capacity}`);
    this.capacity = capacity;
    this.items = new Array<T | undefined>(capacity).fill(undefined);
  }

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    this.items[this.head] = item;
    this.head = this.head + 1 === this.capacity ? 0 : this.head + 1;
    if (this.count < this.capacity) this.count += 1;
  }

  /** Oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    const start = this.count < this.capacity ? 0 : this.head;
    for (let i = 0; i < this.count; i += 1) out.push(this.items[(start + i) % this.capacity] as T);
    return out;
  }

  clear(): void {
    this.items.fill(undefined);
    this.head = 0;
    this.count = 0;
  }
}
