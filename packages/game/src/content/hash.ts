/**
 * The content hash: 16 hex digits of a 64-bit hash of the records as canonical JSON (object keys
 * sorted, arrays in order). Equal content gives equal hashes on every machine; any changed number,
 * word, order or added record gives another.
 */

/** `value` as JSON with every object's keys sorted (undefined fields left out, as JSON does). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** Two 32-bit FNV-1a lanes with different offsets over the UTF-16 code units of `text`, as 16 hex digits. */
export function textHash(text: string): string {
  let a = 0x811c9dc5 | 0;
  let b = 0x2545f491 | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const h = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');
  return h(Math.imul(a ^ (b >>> 13), 0x85ebca6b)) + h(Math.imul(b ^ (a >>> 16), 0xc2b2ae35));
}
