// Small non-cryptographic hashes, written once: seeds for generated sample data, stable ids of imported rows, the
// listings import's memory-bounded "seen" set, the accuracy benchmark's split. Never for anything secret (use
// node:crypto on the server for that); the results are stored (row ids), so they must never change.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** A second multiplier (MurmurHash2's), for a second, independent lane of 32 bits. */
export const SECOND_LANE = { seed: 0x9747b28c, prime: 0x5bd1e995 } as const;

/** FNV-1a over the text's UTF-16 code units, 32 bits (unsigned); another seed and prime give another lane. */
export function fnv1a32(text: string, seed: number = FNV_OFFSET, prime: number = FNV_PRIME): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), prime);
  return hash >>> 0;
}

/** MurmurHash3's 32-bit finaliser: spreads every input bit over the output (FNV's low bits alone are weak). */
export function fmix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
