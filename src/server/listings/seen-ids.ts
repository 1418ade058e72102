// The source ids an import has already seen, to reject a second row with the same id in one file (the first one
// wins: otherwise two differing rows would overwrite each other on every import, and a re-import would never be
// "unchanged"). Ids are kept as 64-bit hashes in an open-addressing table of typed arrays, 18 to 36 bytes per id
// (a Set of strings takes several times that), so memory stays small even for files of millions of rows. Two ids
// sharing all 64 bits would make the second look like a duplicate: odds about 3 in 10^8 for a million ids.

import { fmix32, fnv1a32, SECOND_LANE } from '#core/primitives/hash';

export class SeenIds {
  private high = new Uint32Array(1 << 16);
  private low = new Uint32Array(1 << 16);
  private used = new Uint8Array(1 << 16);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Records the id; false when it was seen before. */
  add(id: string): boolean {
    if ((this.count + 1) * 2 > this.used.length) this.grow();
    const [h, l] = hash64(id);
    return this.insert(h, l);
  }

  private insert(h: number, l: number): boolean {
    const mask = this.used.length - 1;
    let slot = (l ^ h) & mask;
    while (this.used[slot] === 1) {
      if (this.high[slot] === h && this.low[slot] === l) return false;
      slot = (slot + 1) & mask;
    }
    this.used[slot] = 1;
    this.high[slot] = h;
    this.low[slot] = l;
    this.count++;
    return true;
  }

  private grow(): void {
    const { high, low, used } = this;
    const size = used.length * 2;
    this.high = new Uint32Array(size);
    this.low = new Uint32Array(size);
    this.used = new Uint8Array(size);
    this.count = 0;
    for (let i = 0; i < used.length; i++) if (used[i] === 1) this.insert(high[i] as number, low[i] as number);
  }
}

/** Two independent 32-bit FNV-1a lanes of the string, each spread by murmur's finaliser. */
function hash64(text: string): [number, number] {
  return [fmix32(fnv1a32(text)), fmix32(fnv1a32(text, SECOND_LANE.seed, SECOND_LANE.prime))];
}
