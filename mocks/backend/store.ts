/**
 * The mock backend's memory: one table of rows per resource, seeded lazily and deterministically
 * (same seed, same rows), so only tables someone changed need persisting.
 */
export type Row = Record<string, unknown> & { id: number };

export interface StoreSnapshot {
  version: string;
  seed: number;
  tables: Record<string, Row[]>;
}

/** Where a snapshot survives a reload (IndexedDB in the browser; nothing under Node). */
export interface Persistence {
  load(): Promise<StoreSnapshot | undefined>;
  save(snapshot: StoreSnapshot): Promise<void>;
  clear(): Promise<void>;
}

export class MockStore {
  readonly version: string;
  seed: number;
  private readonly tables = new Map<string, Row[]>();
  private readonly dirty = new Set<string>();
  private readonly persistence: Persistence | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(options: { version: string; seed: number; persistence?: Persistence }) {
    this.version = options.version;
    this.seed = options.seed;
    this.persistence = options.persistence;
  }

  /** Restores changed tables saved by an earlier visit; a snapshot of other specs or seed is dropped. */
  async restore(): Promise<void> {
    const snapshot = await this.persistence?.load().catch(() => undefined);
    if (!snapshot || snapshot.version !== this.version || snapshot.seed !== this.seed) return;
    for (const [key, rows] of Object.entries(snapshot.tables)) {
      if (Array.isArray(rows)) {
        this.tables.set(key, rows);
        this.dirty.add(key);
      }
    }
  }

  /** Whether a resource's table exists (seeded, restored or changed). */
  has(key: string): boolean {
    return this.tables.has(key);
  }

  /** The rows of a resource, seeding them on first use. */
  rows(key: string, seed: () => Row[]): Row[] {
    let rows = this.tables.get(key);
    if (!rows) {
      rows = seed();
      this.tables.set(key, rows);
    }
    return rows;
  }

  /** Records that a table changed and persists the changed tables (writes are serialised). */
  touch(key: string): void {
    this.dirty.add(key);
    const persistence = this.persistence;
    if (!persistence) return;
    const tables = Object.fromEntries([...this.dirty].map((k) => [k, this.tables.get(k) ?? []]));
    const snapshot: StoreSnapshot = { version: this.version, seed: this.seed, tables };
    this.saving = this.saving.then(() => persistence.save(snapshot)).catch(() => {});
  }

  /** Waits for pending writes (tests, and the reset control before it reloads). */
  flush(): Promise<void> {
    return this.saving;
  }

  /**
   * Every table held, seeded or changed (保存状态): a table seeded after a change elsewhere carries that
   * change (a renamed department's label), so another browser gets the same records only from all of them.
   */
  snapshotAll(): StoreSnapshot {
    return { version: this.version, seed: this.seed, tables: Object.fromEntries(this.tables) };
  }

  /**
   * Replaces every table with a snapshot's (载入状态, checked by state-file.ts first) and persists them
   * all, so the state survives the reload that follows; tables it lacks are seeded again on first use.
   */
  async replace(snapshot: StoreSnapshot): Promise<void> {
    this.tables.clear();
    this.dirty.clear();
    for (const [key, rows] of Object.entries(snapshot.tables)) {
      this.tables.set(key, rows);
      this.dirty.add(key);
    }
    const persistence = this.persistence;
    if (!persistence) return;
    await this.saving;
    await persistence.clear();
    const saved: StoreSnapshot = { version: this.version, seed: this.seed, tables: Object.fromEntries(this.tables) };
    this.saving = persistence.save(saved);
    await this.saving;
  }

  /** Back to the seed: forgets every change, here and in persistence. */
  async reset(seed = this.seed): Promise<void> {
    this.seed = seed;
    this.tables.clear();
    this.dirty.clear();
    await this.saving;
    await this.persistence?.clear();
  }
}

/** A 32-bit FNV-1a hash: stable per-resource seeds derived from one seed number. */
export function hashSeed(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
