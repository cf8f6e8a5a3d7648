/** Mixes the bits of a 32-bit integer so that nearby inputs give unrelated outputs (murmur3's finaliser). */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function absorb(h: number, word: number): number {
  let k = Math.imul(word | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function absorbPart(h: number, part: number | string): number {
  if (typeof part === 'string') {
    h = absorb(h, 0x53545200 ^ part.length); // type tag "STR" and length keep ("ab","c") apart from ("a","bc")
    for (let i = 0; i < part.length; i++) h = absorb(h, part.charCodeAt(i));
    return h;
  }
  if (Number.isSafeInteger(part)) {
    const lo = part >>> 0;
    const hi = Math.floor(part / 0x100000000) | 0;
    h = absorb(h, 0x4e554d00); // type tag "NUM"
    h = absorb(h, lo);
    return absorb(h, hi);
  }
  // Fractions, infinities and NaN: hash their canonical text, tagged apart from real strings.
  const text = String(part);
  h = absorb(h, 0x464c5400 ^ text.length);
  for (let i = 0; i < text.length; i++) h = absorb(h, text.charCodeAt(i));
  return h;
}

/** Hashes numbers and strings, in order, to a well-mixed unsigned 32-bit integer. */
export function hashSeed(...parts: Array<number | string>): number {
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    if (typeof part !== 'number' && typeof part !== 'string') {
      throw new TypeError(
        `hashSeed: part ${k} must be a number or a string, got ${part === null ? 'null' : typeof part}`,
      );
    }
  }
  return hashParts(parts);
}

/** `hashSeed` of parts already known to be numbers and strings (the generators' seeds, checked once). */
export function hashParts(parts: ReadonlyArray<number | string>): number {
  let h = 0x2545f491 ^ parts.length;
  for (const part of parts) h = absorbPart(h, part);
  return mix32(h ^ parts.length);
}
