// Deterministic randomness for the seed. Two tools:
// - Rng: a sequential generator (mulberry32) for building rows in a fixed order;
// - hash01: an order-independent hash of integers, for values that must not depend on
//   generation order (daily availability is computed per (stay, day) in any order).

/** 32-bit integer hash of a list of integers (murmur3-style finaliser per step). */
export function hashInts(...values: readonly number[]): number {
  let h = 0x9e3779b9
  for (const v of values) {
    h = Math.imul(h ^ (v | 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

/** hash01 of exactly three integers, without the rest-argument allocation (hot loops). */
export function hash3(a: number, b: number, c: number): number {
  let h = Math.imul(0x9e3779b9 ^ a, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h ^ b, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h ^ c, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/** Uniform value in [0, 1) from a list of integers. */
export function hash01(...values: readonly number[]): number {
  return hashInts(...values) / 4294967296
}

/** 32-bit hash of a string (FNV-1a). */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Sequential deterministic generator (mulberry32) with the helpers the seed needs. */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A child generator whose sequence depends only on this seed and the label. */
  fork(label: string | number): Rng {
    return new Rng(hashInts(this.state, typeof label === 'number' ? label : hashString(label)))
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError('pick from an empty list')
    return list[Math.floor(this.next() * list.length)] as T
  }

  /** One element chosen with the given weights (same length as the list). */
  weighted<T>(list: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0)
    let r = this.next() * total
    for (let i = 0; i < list.length; i++) {
      r -= weights[i] ?? 0
      if (r < 0) return list[i] as T
    }
    return list[list.length - 1] as T
  }

  /** n distinct elements (or all when n >= length), in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, Math.max(0, Math.min(n, copy.length)))
  }

  /** Approximately normal value (sum of uniforms). */
  normal(mean: number, sd: number): number {
    const u = this.next() + this.next() + this.next() + this.next() - 2
    return mean + u * sd * 1.732
  }
}
