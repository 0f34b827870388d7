/**
 * A small seeded pseudo-random generator (mulberry32, public domain): 32 bits of state, fast, and
 * the same sequence on every machine and Node version, which Math.random() is not. Each seeded
 * entity (tutor 17, client 3, ...) gets its own generator derived from the seed and its name, so it
 * comes out the same whatever else is generated, in whatever order.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one named entity of one seed: `Prng.for(42, 'tutor', 17)`. */
  static for(seed: number, ...name: Array<string | number>): Prng {
    return new Prng(hash32(`${seed}:${name.join(':')}`));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** One item, chosen in proportion to its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    return items[this.weightedIndex(items.map(weightOf))];
  }

  /** Index into `weights`, chosen in proportion to the weight (a linear scan: for short lists). */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = this.next() * total;
    for (let index = 0; index < weights.length; index += 1) {
      target -= weights[index];
      if (target < 0) return index;
    }
    return weights.length - 1;
  }

  /** `count` different items, in the order drawn (a partial Fisher-Yates shuffle of a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const take = Math.min(count, copy.length);
    for (let index = 0; index < take; index += 1) {
      const other = index + Math.floor(this.next() * (copy.length - index));
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy.slice(0, take);
  }

  /** Standard normal (Box-Muller). */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/**
 * A cumulative weight table for drawing from long lists (thousands of ZIP codes or courses) in
 * O(log n) per draw instead of a linear scan.
 */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      const weight = weightOf(item);
      if (!(weight >= 0)) throw new Error(`negative or missing weight for ${JSON.stringify(item)}`);
      sum += weight;
      this.cumulative.push(sum);
    }
    if (sum <= 0) throw new Error('a weighted table needs a positive total weight');
    this.total = sum;
  }

  draw(random: Prng): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low];
  }
}

/** FNV-1a over the UTF-16 code units, then a final avalanche: a 32-bit seed from a name. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
