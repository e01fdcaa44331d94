// Seeded randomness. The generator state is one 32-bit number kept in the game
// state (mulberry32), so a serialized game carries its future shuffles with it and
// a replay draws the same numbers in the same order.

/** Advances a mulberry32 state: returns [next state, value in [0, 1)]. */
export function mulberry32(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/** Mixes a seed (any number) into a 32-bit starting state. */
export function seedState(seed: number): number {
  let h = (Math.floor(seed) ^ 0x9e3779b9) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** A small stateful generator for agents and simulations (not for the game state). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seedState(seed);
  }
  next(): number {
    const [state, value] = mulberry32(this.state);
    this.state = state;
    return value;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }
}
