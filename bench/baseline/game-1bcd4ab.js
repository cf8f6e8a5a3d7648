// The Hullbreach game core and toolkit at commit 1bcd4ab, bundled by bench/scripts/make-baseline.mjs.
// Generated: do not edit. Regenerate with: node bench/scripts/make-baseline.mjs 1bcd4ab
// packages/game/src/ui/frame.ts
function createFrame(width, height) {
  const n = width * height;
  return {
    width,
    height,
    glyph: new Uint32Array(n).fill(32),
    fg: new Uint32Array(n).fill(12632256),
    bg: new Uint32Array(n)
  };
}
function rgb(r, g, b) {
  return (clamp255(r) << 16 | clamp255(g) << 8 | clamp255(b)) >>> 0;
}
function clamp255(v) {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}
function dim(colour, n) {
  const r = colour >>> 16 & 255;
  const g = colour >>> 8 & 255;
  const b = colour & 255;
  return rgb(Math.floor(r * n / 255), Math.floor(g * n / 255), Math.floor(b * n / 255));
}

// packages/toolkit/src/grid/types.ts
function frozenSteps(pairs) {
  return Object.freeze(pairs.map((pair) => Object.freeze(pair)));
}
var DIRS4 = frozenSteps([
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0]
]);
var DIRS8 = frozenSteps([
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1]
]);

// packages/toolkit/src/check-options.ts
function fail(fn, message, Type = RangeError) {
  throw new Type(`${fn}: ${message}`);
}
function describe(value) {
  return value === null ? "null" : typeof value === "string" ? JSON.stringify(value) : typeof value !== "object" ? String(value) : Array.isArray(value) ? "an array" : "an object";
}
function checkOptionKeys(fnName, options, allowed) {
  if (options === void 0) return;
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    fail(fnName, `options must be an object, got ${describe(options)}`, TypeError);
  }
  for (const key of Object.keys(options)) {
    if (allowed.includes(key)) continue;
    const near = nearestKey(key, allowed);
    fail(
      fnName,
      `unknown option "${key}"${near ? ` (did you mean "${near}"?)` : ""}; ${allowed.length ? `it takes ${allowed.join(", ")}` : "it takes no options"}`
    );
  }
}
var within = (a, b, k) => a[0] === b[0] ? a === b || within(a.slice(1), b.slice(1), k) : k > 0 && (within(a.slice(1), b, k - 1) || within(a, b.slice(1), k - 1) || within(a.slice(1), b.slice(1), k - 1) || a[0] === b[1] && a[1] === b[0] && within(a.slice(2), b.slice(2), k - 1));
function nearestKey(key, allowed) {
  const lower = key.toLowerCase();
  for (let d = 0; d <= 2 && 2 * d < key.length; d++) {
    for (const candidate of allowed) if (within(candidate.toLowerCase(), lower, d)) return candidate;
  }
  return void 0;
}

// packages/toolkit/src/grid/check.ts
function checkObject(value, what, fn, kind = "an object") {
  if (value === null || typeof value !== "object")
    fail(fn, `${what} must be ${kind}, got ${describe(value)}`, TypeError);
}
function checkSize(width, height, fn) {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 0 || height < 0) {
    fail(fn, `width and height must be non-negative integers, got ${width}x${height}`);
  }
  return width * height;
}
function checkGridArray(cells, n, name, fn, Type = Uint8Array, optional = true) {
  if ((cells !== void 0 || !optional) && (!(cells instanceof Type) || cells.length !== n)) {
    fail(
      fn,
      `${name} must be a ${Type.name} of width * height = ${n} cells, got ${cells instanceof Type ? cells.length : describe(cells)}`
    );
  }
}
function checkCell(p, width, height, what, fn) {
  checkObject(p, what, fn, "a point { x, y }");
  const { x, y } = p;
  if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height)) {
    fail(fn, `${what} (${String(x)}, ${String(y)}) is not a cell of the ${width}x${height} map`);
  }
  return y * width + x;
}
function checkIntegerPoint(p, what, fn) {
  checkObject(p, what, fn, "a point { x, y }");
  const { x, y } = p;
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) {
    fail(fn, `${what} must have integer coordinates, got (${String(x)}, ${String(y)})`);
  }
}

// packages/toolkit/src/grid/regions.ts
function labelRegions(grid, mask, topology = 4) {
  checkObject(grid, "grid", "labelRegions");
  const { width, height } = grid;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(
      `labelRegions: width and height must be non-negative integers, got ${width}x${height}`
    );
  }
  if (!(mask instanceof Uint8Array) || mask.length !== width * height) {
    throw new RangeError(
      `labelRegions: mask must be a Uint8Array of width * height = ${width * height} cells`
    );
  }
  if (topology !== 4 && topology !== 8) {
    throw new RangeError(`labelRegions: topology must be 4 or 8, got ${String(topology)}`);
  }
  const n = width * height;
  const labels = new Int32Array(n).fill(-1);
  const sizes = [];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (mask[start] === 0 || labels[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % width;
      const left = x > 0;
      const right = x < width - 1;
      const up = i >= width;
      const down = i < n - width;
      if (left && mask[i - 1] !== 0 && labels[i - 1] === -1) {
        labels[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (right && mask[i + 1] !== 0 && labels[i + 1] === -1) {
        labels[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (up && mask[i - width] !== 0 && labels[i - width] === -1) {
        labels[i - width] = id;
        stack[top++] = i - width;
      }
      if (down && mask[i + width] !== 0 && labels[i + width] === -1) {
        labels[i + width] = id;
        stack[top++] = i + width;
      }
      if (topology === 8) {
        if (up && left && mask[i - width - 1] !== 0 && labels[i - width - 1] === -1) {
          labels[i - width - 1] = id;
          stack[top++] = i - width - 1;
        }
        if (up && right && mask[i - width + 1] !== 0 && labels[i - width + 1] === -1) {
          labels[i - width + 1] = id;
          stack[top++] = i - width + 1;
        }
        if (down && left && mask[i + width - 1] !== 0 && labels[i + width - 1] === -1) {
          labels[i + width - 1] = id;
          stack[top++] = i + width - 1;
        }
        if (down && right && mask[i + width + 1] !== 0 && labels[i + width + 1] === -1) {
          labels[i + width + 1] = id;
          stack[top++] = i + width + 1;
        }
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}
function largestRegion(regions) {
  checkObject(regions, "regions", "largestRegion");
  if (!Array.isArray(regions.sizes)) throw new TypeError("largestRegion: regions.sizes must be an array");
  let best = -1;
  for (let id = 0; id < regions.sizes.length; id++) {
    if (best === -1 || regions.sizes[id] > regions.sizes[best]) best = id;
  }
  return best;
}

// packages/toolkit/src/rng/hash.ts
function mix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
function absorb(h, word) {
  let k = Math.imul(word | 0, 3432918353);
  k = k << 15 | k >>> 17;
  k = Math.imul(k, 461845907);
  h ^= k;
  h = h << 13 | h >>> 19;
  return Math.imul(h, 5) + 3864292196 | 0;
}
function absorbPart(h, part) {
  if (typeof part === "string") {
    h = absorb(h, 1398034944 ^ part.length);
    for (let i = 0; i < part.length; i++) h = absorb(h, part.charCodeAt(i));
    return h;
  }
  if (Number.isSafeInteger(part)) {
    const lo = part >>> 0;
    const hi = Math.floor(part / 4294967296) | 0;
    h = absorb(h, 1314213120);
    h = absorb(h, lo);
    return absorb(h, hi);
  }
  const text = String(part);
  h = absorb(h, 1179407360 ^ text.length);
  for (let i = 0; i < text.length; i++) h = absorb(h, text.charCodeAt(i));
  return h;
}
function hashSeed(...parts) {
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    if (typeof part !== "number" && typeof part !== "string") {
      throw new TypeError(
        `hashSeed: part ${k} must be a number or a string, got ${part === null ? "null" : typeof part}`
      );
    }
  }
  let h = 625341585 ^ parts.length;
  for (const part of parts) h = absorbPart(h, part);
  return mix32(h ^ parts.length);
}

// packages/toolkit/src/rng/stream.ts
var TWO_32 = 4294967296;
var Sfc32Stream = class {
  a = 0;
  b = 0;
  c = 0;
  d = 0;
  constructor(seed32) {
    let s = seed32 >>> 0;
    const split = () => {
      s = s + 2654435769 | 0;
      return mix32(s);
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }
  /** The next raw 32-bit output. */
  nextUint32() {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (a + b | 0) + d | 0;
    this.d = d + 1 | 0;
    this.a = b ^ b >>> 9;
    this.b = c + (c << 3) | 0;
    this.c = (c << 21 | c >>> 11) + t | 0;
    return t >>> 0;
  }
  next() {
    return this.nextUint32() / TWO_32;
  }
  int(min, max) {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) {
      throw new RangeError(`int(min, max) needs safe integers, got ${min} and ${max}`);
    }
    if (max < min) throw new RangeError(`int(min, max) needs min <= max, got ${min} > ${max}`);
    const range = max - min + 1;
    if (range <= TWO_32) {
      const limit2 = TWO_32 - TWO_32 % range;
      let r = this.nextUint32();
      while (r >= limit2) r = this.nextUint32();
      return min + r % range;
    }
    const limit = Number.MAX_SAFE_INTEGER - (Number.MAX_SAFE_INTEGER % range + 1) % range;
    for (; ; ) {
      const r = (this.nextUint32() >>> 11) * TWO_32 + this.nextUint32();
      if (r <= limit) return min + r % range;
    }
  }
  chance(p) {
    return this.next() < p;
  }
  pick(items) {
    if (items.length === 0) throw new RangeError("pick() needs a non-empty array");
    return items[this.int(0, items.length - 1)];
  }
  shuffle(items) {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }
  getState() {
    return { sfc32: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }
  setState(state) {
    const words = state?.sfc32;
    if (!Array.isArray(words) || words.length !== 4 || !words.every((w) => Number.isInteger(w) && w >= 0 && w < TWO_32)) {
      throw new RangeError("setState() needs a state from getState(): { sfc32: [four uint32] }");
    }
    this.a = words[0] | 0;
    this.b = words[1] | 0;
    this.c = words[2] | 0;
    this.d = words[3] | 0;
  }
};
function createRngStream(seed) {
  if (typeof seed !== "number" && typeof seed !== "string") {
    throw new RangeError(`createRng() needs a number or a string seed, got ${typeof seed}`);
  }
  return new Sfc32Stream(hashSeed(seed));
}

// packages/toolkit/src/rng/rng.ts
var TWO_322 = 4294967296;
var DICE = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;
var ZIG_R = 3.442619855899;
var ZIG_V = 0.00991256303526217;
var ZIG_SCALE = 2 ** 24;
function zigguratTables() {
  const k = new Int32Array(128);
  const w = new Float64Array(128);
  const f = new Float64Array(128);
  let x = ZIG_R;
  let prev = ZIG_R;
  const q = ZIG_V / Math.exp(-0.5 * x * x);
  k[0] = Math.floor(x / q * ZIG_SCALE);
  k[1] = 0;
  w[0] = q / ZIG_SCALE;
  w[127] = x / ZIG_SCALE;
  f[0] = 1;
  f[127] = Math.exp(-0.5 * x * x);
  for (let i = 126; i >= 1; i--) {
    x = Math.sqrt(-2 * Math.log(ZIG_V / x + Math.exp(-0.5 * x * x)));
    k[i + 1] = Math.floor(x / prev * ZIG_SCALE);
    prev = x;
    f[i] = Math.exp(-0.5 * x * x);
    w[i] = x / ZIG_SCALE;
  }
  return { k, w, f };
}
var { k: ZIG_K, w: ZIG_W, f: ZIG_F } = zigguratTables();
var Sfc32 = class _Sfc32 extends Sfc32Stream {
  dice(spec) {
    const m = DICE.exec(spec);
    if (m === null) throw new RangeError(`malformed dice spec "${spec}": expected NdM, dM, NdM+K or NdM-K`);
    const count2 = m[1] === "" ? 1 : Number(m[1]);
    const sides = Number(m[2]);
    const bonus = m[4] === void 0 ? 0 : Number(m[4]) * (m[3] === "-" ? -1 : 1);
    if (count2 < 1 || count2 > 1e4) throw new RangeError(`dice spec "${spec}": the count must be 1..10000`);
    if (sides < 1 || sides > TWO_322) throw new RangeError(`dice spec "${spec}": the sides must be 1..2^32`);
    if (!Number.isSafeInteger(bonus)) throw new RangeError(`dice spec "${spec}": the modifier is too large`);
    let total = bonus;
    for (let i = 0; i < count2; i++) total += this.int(1, sides);
    return total;
  }
  normal(mean = 0, stddev = 1) {
    if (typeof mean !== "number" || !Number.isFinite(mean)) {
      throw new RangeError(`normal(mean, stddev) needs a finite mean, got ${String(mean)}`);
    }
    if (typeof stddev !== "number" || !Number.isFinite(stddev) || stddev < 0) {
      throw new RangeError(`normal(mean, stddev) needs a finite stddev >= 0, got ${String(stddev)}`);
    }
    return mean + stddev * this.standardNormal();
  }
  /**
   * Ziggurat method (Marsaglia and Tsang): one 32-bit word picks a layer (low 7 bits) and a
   * signed position in it (high 25 bits; disjoint bits keep the two independent). About 99% of
   * draws land inside the layer's inner rectangle and return at once; the rest are settled by
   * rejection against the curve, or by sampling the tail beyond ZIG_R.
   */
  standardNormal() {
    let w = this.nextUint32();
    let layer = w & 127;
    let j = (w | 0) >> 7;
    for (; ; ) {
      if ((j < 0 ? -j : j) < ZIG_K[layer]) return j * ZIG_W[layer];
      const x = j * ZIG_W[layer];
      if (layer === 0) {
        let t;
        let y;
        do {
          t = -Math.log(1 - this.next()) / ZIG_R;
          y = -Math.log(1 - this.next());
        } while (y + y < t * t);
        return j > 0 ? ZIG_R + t : -ZIG_R - t;
      }
      if (ZIG_F[layer] + this.next() * (ZIG_F[layer - 1] - ZIG_F[layer]) < Math.exp(-0.5 * x * x)) return x;
      w = this.nextUint32();
      layer = w & 127;
      j = (w | 0) >> 7;
    }
  }
  weighted(table) {
    if (table === null || typeof table !== "object") {
      throw new RangeError("weighted(table) needs an object of weights");
    }
    let total = 0;
    for (const key in table) {
      const w = table[key];
      if (typeof w !== "number" || !(w >= 0 && w < Infinity)) throw badWeight(key, w);
      total += w;
    }
    if (!(total > 0 && total < Infinity)) throw noWeight();
    const target = this.next() * total;
    let sum2 = 0;
    let last;
    for (const key in table) {
      const w = table[key];
      sum2 += w;
      if (target < sum2) return key;
      if (w > 0) last = key;
    }
    return last;
  }
  weightedTable(table) {
    if (table === null || typeof table !== "object") {
      throw new RangeError("weightedTable(table) needs an object of weights");
    }
    const keys = [];
    const running = [];
    let total = 0;
    let last = -1;
    for (const key in table) {
      const w = table[key];
      if (typeof w !== "number" || !(w >= 0 && w < Infinity)) throw badWeight(key, w, "weightedTable");
      total += w;
      keys.push(key);
      running.push(total);
      if (w > 0) last = keys.length - 1;
    }
    if (!(total > 0 && total < Infinity)) throw noWeight("weightedTable");
    const sums = Float64Array.from(running);
    const top = keys.length - 1;
    const fallback = keys[last];
    const pick = () => {
      const target = this.next() * total;
      let lo = 0;
      let hi = top;
      while (lo < hi) {
        const mid = lo + hi >> 1;
        if (target < sums[mid]) hi = mid;
        else lo = mid + 1;
      }
      return target < sums[lo] ? keys[lo] : fallback;
    };
    return { pick };
  }
  percentage() {
    return this.int(1, 100);
  }
  fork(label) {
    return new _Sfc32(hashSeed(this.a, this.b, this.c, this.d, label));
  }
};
function badWeight(key, w, fn = "weighted") {
  return new RangeError(
    `${fn}(table): the weight of "${key}" must be a finite number >= 0, got ${String(w)}`
  );
}
function noWeight(fn = "weighted") {
  return new RangeError(`${fn}(table) needs at least one positive weight and a finite sum`);
}
function createRng(seed) {
  if (typeof seed !== "number" && typeof seed !== "string") {
    throw new RangeError(`createRng() needs a number or a string seed, got ${typeof seed}`);
  }
  return new Sfc32(hashSeed(seed));
}

// packages/toolkit/src/line/hex-line.ts
var NUDGE_Q = 1;
var NUDGE_R = 2;
var NUDGE_S = -3;
function floorDiv(a, b) {
  return Math.floor(a / b);
}
function roundNudged(v, n, nudge) {
  const t = 2 * v + n;
  const twoN = 2 * n;
  const fl = floorDiv(t, twoN);
  return t === fl * twoN && nudge < 0 ? fl - 1 : fl;
}
function compareError(ca, nudgeA, cb, nudgeB) {
  const sa = ca < 0 ? -ca : ca;
  const sb = cb < 0 ? -cb : cb;
  if (sa !== sb) return sa - sb;
  const ta = ca === 0 ? Math.abs(nudgeA) : ca > 0 ? -nudgeA : nudgeA;
  const tb = cb === 0 ? Math.abs(nudgeB) : cb > 0 ? -nudgeB : nudgeB;
  return ta - tb;
}
function hexLineInto(x0, y0, x1, y1, out) {
  const swap = x1 < x0 || x1 === x0 && y1 < y0;
  const ax = swap ? x1 : x0;
  const ay = swap ? y1 : y0;
  const bx = swap ? x0 : x1;
  const by = swap ? y0 : y1;
  const qa = (ax - ay) / 2;
  const ra = ay;
  const sa = -qa - ra;
  const dq = (bx - by) / 2 - qa;
  const dr = by - ra;
  const ds = -dq - dr;
  const n = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(ds));
  if (n === 0) {
    out[0] = ax;
    out[1] = ay;
    return 1;
  }
  for (let i = 0; i <= n; i++) {
    const vq = n * qa + i * dq;
    const vr = n * ra + i * dr;
    const vs = n * sa + i * ds;
    let q = roundNudged(vq, n, NUDGE_Q);
    let r = roundNudged(vr, n, NUDGE_R);
    const s = roundNudged(vs, n, NUDGE_S);
    const cq = n * q - vq;
    const cr = n * r - vr;
    const cs = n * s - vs;
    if (compareError(cq, NUDGE_Q, cr, NUDGE_R) > 0 && compareError(cq, NUDGE_Q, cs, NUDGE_S) > 0) {
      q = -r - s;
    } else if (compareError(cr, NUDGE_R, cs, NUDGE_S) > 0) {
      r = -q - s;
    }
    const k = swap ? n - i : i;
    out[2 * k] = 2 * q + r;
    out[2 * k + 1] = r;
  }
  return n + 1;
}

// packages/toolkit/src/line/line.ts
function lineInto(x0, y0, x1, y1, out) {
  const swap = x1 < x0 || x1 === x0 && y1 < y0;
  const ax = swap ? x1 : x0;
  const ay = swap ? y1 : y0;
  const bx = swap ? x0 : x1;
  const by = swap ? y0 : y1;
  const dx = Math.abs(bx - ax);
  const dy = Math.abs(by - ay);
  const sx = bx > ax ? 1 : bx < ax ? -1 : 0;
  const sy = by > ay ? 1 : by < ay ? -1 : 0;
  const major = dx >= dy ? dx : dy;
  const minor = dx >= dy ? dy : dx;
  const n = major + 1;
  let off = 0;
  let r = major;
  const twoMajor = 2 * major;
  const twoMinor = 2 * minor;
  for (let i = 0; i < n; i++) {
    const px = dx >= dy ? ax + sx * i : ax + sx * off;
    const py = dx >= dy ? ay + sy * off : ay + sy * i;
    const k = swap ? n - 1 - i : i;
    out[2 * k] = px;
    out[2 * k + 1] = py;
    r += twoMinor;
    if (r >= twoMajor) {
      r -= twoMajor;
      off++;
    }
  }
  return n;
}
function line(from, to, options) {
  checkIntegerPoint(from, "from", "line");
  checkIntegerPoint(to, "to", "line");
  const topology = options?.topology ?? 8;
  if (topology === 6) return hexLine(from, to);
  if (topology !== 8) throw new RangeError(`line: topology must be 6 or 8, got ${String(topology)}`);
  const n = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) + 1;
  const buf = new Int32Array(2 * n);
  lineInto(from.x, from.y, to.x, to.y, buf);
  const points = new Array(n);
  for (let i = 0; i < n; i++) points[i] = { x: buf[2 * i], y: buf[2 * i + 1] };
  return points;
}
function hexLine(from, to) {
  for (const [p, name] of [
    [from, "from"],
    [to, "to"]
  ]) {
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || (p.x + p.y & 1) !== 0) {
      throw new RangeError(
        `line: ${name} (${String(p.x)}, ${String(p.y)}) is not a hex cell (topology 6 needs integers with x + y even)`
      );
    }
  }
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  const n = (dx > dy ? dy + (dx - dy) / 2 : dy) + 1;
  const buf = new Int32Array(2 * n);
  hexLineInto(from.x, from.y, to.x, to.y, buf);
  const points = new Array(n);
  for (let i = 0; i < n; i++) points[i] = { x: buf[2 * i], y: buf[2 * i + 1] };
  return points;
}

// packages/toolkit/src/fov/cone.ts
var RAD = Math.PI / 180;
var EDGE = 1e-12;
function applyCone(out, visibility, width, height, ox, oy, reach, direction, angle, sx, sy) {
  const ux = Math.cos(direction * RAD);
  const uy = Math.sin(direction * RAD);
  const half = angle / 2 * RAD + EDGE;
  const y0 = oy - reach > 0 ? oy - reach : 0;
  const y1 = oy + reach < height - 1 ? oy + reach : height - 1;
  const x0 = ox - reach > 0 ? ox - reach : 0;
  const x1 = ox + reach < width - 1 ? ox + reach : width - 1;
  for (let y = y0; y <= y1; y++) {
    const dy = (y - oy) * sy;
    const row = y * width;
    for (let x = x0; x <= x1; x++) {
      const i = row + x;
      if (out[i] === 0) continue;
      const dx = (x - ox) * sx;
      const off = Math.abs(Math.atan2(ux * dy - uy * dx, ux * dx + uy * dy));
      if (off <= half || dx === 0 && dy === 0) continue;
      out[i] = 0;
      if (visibility !== void 0) visibility[i] = 0;
    }
  }
}

// packages/toolkit/src/fov/reach.ts
function fillReach(radius, limit, reach) {
  const r = radius > 2 * limit + 2 ? 2 * limit + 2 : radius;
  const r2 = r * r;
  let d = 0;
  for (; d <= limit; d++) {
    const d2 = d * d;
    if (d2 > r2) break;
    let u = Math.floor(Math.sqrt(r2 - d2));
    while ((u + 1) * (u + 1) + d2 <= r2) u++;
    while (u > 0 && u * u + d2 > r2) u--;
    reach[d] = u < limit ? u : limit;
  }
  return d - 1;
}

// packages/toolkit/src/fov/scratch.ts
var FovScratch = class {
  /** `reach[d]`: the widest lateral offset inside the radius at depth d (see `fillReach`). */
  reach = new Int32Array(64);
  /** The radius and longer map side `reach` was filled for, and its deepest row. */
  reachRadius = -1;
  reachLimit = -1;
  reachDeepest = -1;
  /** The shadowcasters' stack of pending windows or rows, 9 ints each. */
  stack = new Int32Array(9 * 64);
  /** Ray casting's line buffer: x, y pairs. */
  points = new Int32Array(128);
  /** The permissive scan's views and bumps, made on its first use. */
  permissive;
  /** MRPAS's obstacle lists, made on its first use. */
  mrpas;
  /** Diamond ray casting's per-cell state, made on its first use. */
  diamond;
  /** Makes the next `reachFor` refill `reach` whatever it last held. */
  forgetReach() {
    this.reachRadius = -1;
  }
  /**
   * Makes `reach` hold the table for this radius and a map whose longer side is `limit` (with one
   * spare slot past the deepest row) and returns the deepest row; reuses the last table when both
   * are unchanged.
   */
  reachFor(radius, limit) {
    if (radius !== this.reachRadius || limit !== this.reachLimit) {
      if (this.reach.length < limit + 2) this.reach = new Int32Array(limit + 2);
      this.reachDeepest = fillReach(radius, limit, this.reach);
      this.reachRadius = radius;
      this.reachLimit = limit;
    }
    return this.reachDeepest;
  }
};

// packages/toolkit/src/fov/validate.ts
var isObject = (v) => v !== null && typeof v === "object";
function validateFovArgs(fn, map, origin, radius, out, visibility) {
  if (!isObject(map) || !("opaque" in map)) {
    fail(
      fn,
      isObject(map) && "x" in map || isObject(origin) && "opaque" in origin ? "the arguments look swapped: expected (map, origin, radius)" : `the map must be an object { width, height, opaque }, got ${typeof map}`,
      TypeError
    );
  }
  const { width: w, height: h, opaque } = map;
  const n = checkSize(w, h, fn);
  checkGridArray(opaque, n, "opaque", fn, Uint8Array, false);
  checkCell(origin, w, h, "origin", fn);
  if (typeof radius !== "number" || !(radius >= 0))
    fail(fn, `radius must be a number >= 0, got ${String(radius)}`);
  checkGridArray(out, n, "out", fn);
  checkGridArray(visibility, n, "visibility", fn, Float32Array);
}

// packages/toolkit/src/fov/run.ts
var plainScratch = new FovScratch();
function checkCone(fn, direction, angle) {
  if (direction === void 0 && angle === void 0) return false;
  const bad = direction === void 0 || angle === void 0 ? `a cone needs both direction and angle (degrees), got only ${direction === void 0 ? "angle" : "direction"}` : typeof direction !== "number" || !Number.isFinite(direction) ? `direction must be a finite number of degrees, got ${String(direction)}` : typeof angle !== "number" || !(angle >= 0 && angle <= 360) ? `angle must be a number of degrees from 0 to 360, got ${String(angle)}` : "";
  if (bad) fail(fn, bad);
  return angle < 360;
}
var FOV_KEYS = ["out", "visibility", "direction", "angle"];
function runFov(fn, scan, fillsVisibility, scratch, map, origin, radius, options, hex = false, checkKeys = true) {
  if (checkKeys) checkOptionKeys(fn, options, FOV_KEYS);
  const out = options?.out;
  const visibility = options?.visibility;
  validateFovArgs(fn, map, origin, radius, out, visibility);
  if (hex && (origin.x + origin.y & 1) !== 0) {
    fail(
      fn,
      `origin (${origin.x}, ${origin.y}) is not a hex cell (doubled-width coordinates need x + y even)`
    );
  }
  const direction = options?.direction ?? 0;
  const angle = options?.angle ?? 360;
  const cone = checkCone(fn, options?.direction, options?.angle);
  const { width, height, opaque } = map;
  let mask;
  if (out === void 0) {
    mask = new Uint8Array(width * height);
  } else {
    mask = out;
    mask.fill(0);
  }
  visibility?.fill(0);
  let memory = scratch;
  if (memory === void 0) {
    memory = plainScratch;
    memory.forgetReach();
  }
  scan({ opaque, width, height, x: origin.x, y: origin.y, radius, out: mask, visibility }, memory);
  if (visibility !== void 0 && !fillsVisibility) {
    for (let i = 0; i < mask.length; i++) visibility[i] = mask[i] !== 0 ? 1 : 0;
  }
  if (cone) {
    const limit = width > height ? width : height;
    const steps = hex ? 2 * radius : radius;
    const reach = steps >= limit ? limit : Math.floor(steps);
    const sx = hex ? Math.sqrt(3) / 2 : 1;
    const sy = hex ? 1.5 : 1;
    applyCone(mask, visibility, width, height, origin.x, origin.y, reach, direction, angle, sx, sy);
  }
  return mask;
}

// packages/toolkit/src/fov/diamond.ts
var DiamondScratch = class {
  /** Per cell of the quadrant, x + y * (quadrant width): ox, oy, ex, ey, four ints a cell. */
  state = new Int32Array(1024);
  /** 1 when light spreads from the cell (reached, within the radius, not dark). */
  lit = new Uint8Array(256);
};
var QUADRANT_SX = [1, -1, 1, -1];
var QUADRANT_SY = [1, 1, -1, -1];
function diamondScan(job, scratch) {
  const { width, height, x: ox, y: oy, out } = job;
  out[oy * width + ox] = 1;
  const limit = width > height ? width : height;
  const deepest = scratch.reachFor(job.radius, limit);
  const mem = scratch.diamond ??= new DiamondScratch();
  for (let q = 0; q < 4; q++) {
    const sx = QUADRANT_SX[q];
    const sy = QUADRANT_SY[q];
    const maxX = Math.min(sx > 0 ? width - 1 - ox : ox, deepest);
    const maxY = Math.min(sy > 0 ? height - 1 - oy : oy, deepest);
    const cells = (maxX + 1) * (maxY + 1);
    if (mem.lit.length < cells) grow(mem, cells);
    scanQuadrant(job, scratch.reach, mem, sx, sy * width, maxX, maxY);
  }
}
function grow(mem, cells) {
  const size = Math.max(cells, mem.lit.length * 2);
  mem.state = new Int32Array(4 * size);
  mem.lit = new Uint8Array(size);
}
function scanQuadrant(job, reach, mem, sx, rowStep, maxX, maxY) {
  const { opaque, out } = job;
  const origin = job.y * job.width + job.x;
  const stride = maxX + 1;
  const st = mem.state;
  const lit = mem.lit;
  st[0] = 0;
  st[1] = 0;
  st[2] = 0;
  st[3] = 0;
  lit[0] = 1;
  let firstLit = 0;
  let lastLit = 0;
  for (let y = 0; y <= maxY; y++) {
    const lastAbove = lastLit;
    const r = reach[y];
    const rowEnd = r < maxX ? r : maxX;
    const row = y * stride;
    const rowStart = y === 0 ? 1 : firstLit;
    if (y > 0 && rowStart > 0) lit[row + rowStart - 1] = 0;
    firstLit = y === 0 ? 0 : -1;
    lastLit = firstLit;
    let index = origin + y * rowStep + sx * (rowStart - 1);
    for (let x = rowStart; x <= rowEnd; x++) {
      index += sx;
      const c = row + x;
      const hasX = x > 0 && lit[c - 1] !== 0;
      const hasY = y > 0 && x <= lastAbove && lit[c - stride] !== 0;
      if (!hasX && !hasY) {
        lit[c] = 0;
        if (x > lastAbove) break;
        continue;
      }
      let cox = 0;
      let coy = 0;
      let cex = 0;
      let cey = 0;
      let xDark = false;
      let yDark = false;
      if (hasX) {
        const i = 4 * (c - 1);
        const iox = st[i];
        const ioy = st[i + 1];
        const iex = st[i + 2];
        const iey = st[i + 3];
        if ((iox !== 0 || ioy !== 0) && iex > 0) {
          cex = iex - ioy;
          cey = iey + ioy;
          cox = iox;
          coy = ioy;
        }
        xDark = iex > 0 && iex <= iox || iey > 0 && iey <= ioy;
      }
      if (hasY) {
        const i = 4 * (c - stride);
        const iox = st[i];
        const ioy = st[i + 1];
        const iex = st[i + 2];
        const iey = st[i + 3];
        if (iox !== 0 || ioy !== 0) {
          if (iey > 0 && coy === 0) {
            cey = iey - iox;
            cex = iex + iox;
            cox = iox;
            coy = ioy;
          }
          if (iex <= 0 && iox > 0 && iey > 0) {
            cey = iey - iox;
            cex = iex + iox;
            cox = iox;
            coy = ioy;
          }
        }
        yDark = iex > 0 && iex <= iox || iey > 0 && iey <= ioy;
      }
      if (hasX ? xDark && (!hasY || yDark) : yDark) {
        lit[c] = 0;
        continue;
      }
      lit[c] = 1;
      if (firstLit < 0) firstLit = x;
      lastLit = x;
      if (!(cex > 0 && cex <= cox || cey > 0 && cey <= coy)) out[index] = 1;
      if (opaque[index] !== 0) {
        cox = x;
        coy = y;
        cex = x;
        cey = y;
      }
      const o = 4 * c;
      st[o] = cox;
      st[o + 1] = coy;
      st[o + 2] = cex;
      st[o + 3] = cey;
    }
    if (firstLit < 0) return;
  }
}

// packages/toolkit/src/fov/hex.ts
var NUDGE = 1e-6;
function hexScan(job) {
  const { opaque, width, height, x: ox, y: oy, out } = job;
  out[oy * width + ox] = 1;
  const fx = ox > width - 1 - ox ? ox : width - 1 - ox;
  const fy = oy > height - 1 - oy ? oy : height - 1 - oy;
  const farthest = fy + Math.ceil(fx > fy ? (fx - fy) / 2 : 0);
  const r = job.radius >= farthest ? farthest : Math.floor(job.radius);
  const y0 = oy - r > 0 ? -r : -oy;
  const y1 = oy + r < height - 1 ? r : height - 1 - oy;
  for (let dy = y0; dy <= y1; dy++) {
    const y = oy + dy;
    const ady = dy < 0 ? -dy : dy;
    const span = 2 * r - ady;
    let dx = -span;
    if (ox + dx < 0) dx += 2 * Math.ceil(-(ox + dx) / 2);
    const last = ox + span < width ? span : width - 1 - ox;
    for (; dx <= last; dx += 2) {
      if (dx === 0 && dy === 0) continue;
      if (lineClear(opaque, width, height, ox, oy, dx, dy)) out[y * width + ox + dx] = 1;
    }
  }
}
function lineClear(opaque, width, height, ox, oy, dx, dy) {
  const q1 = (dx - dy) / 2;
  const r1 = dy;
  const s1 = -q1 - r1;
  const aq = q1 < 0 ? -q1 : q1;
  const ar = r1 < 0 ? -r1 : r1;
  const as = s1 < 0 ? -s1 : s1;
  const n = aq > ar ? aq > as ? aq : as : ar > as ? ar : as;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const a = hexCell(q1 * t + NUDGE, r1 * t + NUDGE, s1 * t - 2 * NUDGE, ox, oy, width, height, opaque);
    if (a === 0) continue;
    const b = hexCell(q1 * t - NUDGE, r1 * t - NUDGE, s1 * t + 2 * NUDGE, ox, oy, width, height, opaque);
    if (b !== 0) return false;
  }
  return true;
}
function hexCell(q, r, s, ox, oy, width, height, opaque) {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const eq = Math.abs(rq - q);
  const er = Math.abs(rr - r);
  const es = Math.abs(rs - s);
  if (eq > er && eq > es) rq = -rr - rs;
  else if (er > es) rr = -rq - rs;
  const x = ox + 2 * rq + rr;
  const y = oy + rr;
  if (x < 0 || y < 0 || x >= width || y >= height) return 1;
  return opaque[y * width + x] !== 0 ? 1 : 0;
}

// packages/toolkit/src/fov/mrpas.ts
var MrpasScratch = class {
  /** Obstacles: start and end angles as numerator over denominator. */
  startN = new Int32Array(64);
  startD = new Int32Array(64);
  endN = new Int32Array(64);
  endD = new Int32Array(64);
  /** The lateral offsets, in order, of the cells of the previous (current) row seen and transparent. */
  previous = new Int32Array(64);
  current = new Int32Array(64);
  /**
   * The union of the obstacles' open ranges as disjoint open intervals in angle order (numerator
   * and denominator of each start and end), with the obstacle order used to build it.
   */
  shadeSN = new Int32Array(64);
  shadeSD = new Int32Array(64);
  shadeEN = new Int32Array(64);
  shadeED = new Int32Array(64);
  order = new Int32Array(64);
};
var OCTANTS = [
  0,
  1,
  1,
  0,
  1,
  0,
  0,
  1,
  0,
  1,
  -1,
  0,
  -1,
  0,
  0,
  1,
  0,
  -1,
  1,
  0,
  1,
  0,
  0,
  -1,
  0,
  -1,
  -1,
  0,
  -1,
  0,
  0,
  -1
];
function mrpasScan(job, scratch) {
  const { width, height, x: ox, y: oy, out } = job;
  out[oy * width + ox] = 1;
  const limit = width > height ? width : height;
  const deepest = scratch.reachFor(job.radius, limit);
  const mem = scratch.mrpas ??= new MrpasScratch();
  if (mem.previous.length < limit + 2) {
    mem.previous = new Int32Array(limit + 2);
    mem.current = new Int32Array(limit + 2);
  }
  for (let o = 0; o < 32; o += 4) {
    const ddx = OCTANTS[o];
    const ddy = OCTANTS[o + 1];
    const ldx = OCTANTS[o + 2];
    const ldy = OCTANTS[o + 3];
    const depthRoom = ddx > 0 ? width - 1 - ox : ddx < 0 ? ox : ddy > 0 ? height - 1 - oy : oy;
    const lateralRoom = ldx > 0 ? width - 1 - ox : ldx < 0 ? ox : ldy > 0 ? height - 1 - oy : oy;
    const lastRow = depthRoom < deepest ? depthRoom : deepest;
    scanOctant(job, scratch.reach, mem, ddy * width + ddx, ldy * width + ldx, lastRow, lateralRoom);
  }
}
function scanOctant(job, reach, mem, depthStep, lateralStep, lastRow, lateralRoom) {
  const { opaque, out, width } = job;
  const origin = job.y * width + job.x;
  let count2 = 0;
  let minN = 0;
  let minD = 1;
  let previous = mem.previous;
  let current = mem.current;
  let previousCount = 0;
  let dirty = false;
  let shades = 0;
  let shadeSN = mem.shadeSN;
  let shadeSD = mem.shadeSD;
  let shadeEN = mem.shadeEN;
  let shadeED = mem.shadeED;
  for (let d = 1; d <= lastRow; d++) {
    const known = count2;
    if (dirty) {
      shades = buildShade(mem, known);
      dirty = false;
      shadeSN = mem.shadeSN;
      shadeSD = mem.shadeSD;
      shadeEN = mem.shadeEN;
      shadeED = mem.shadeED;
    }
    let p = 0;
    const twoD = 2 * d;
    const first = minN === 0 ? 0 : Math.floor((2 * minN * d + minD) / (2 * minD));
    let last = d < lateralRoom ? d : lateralRoom;
    if (reach[d] < last) last = reach[d];
    if (first > last) break;
    let anySeen = false;
    let currentCount = 0;
    const rowBase = origin + d * depthStep;
    let parent = 0;
    let k = first - 1;
    for (; ; ) {
      k++;
      if (known > 0) {
        while (parent < previousCount && previous[parent] + 1 < k) parent++;
        if (parent === previousCount) break;
        if (previous[parent] > k) k = previous[parent];
      }
      if (k > last) break;
      const index = rowBase + k * lateralStep;
      const transparent = opaque[index] === 0;
      const sN = 2 * k - 1;
      const eN = 2 * k + 1;
      let visible = true;
      let extended = false;
      if (known > 0) {
        if (transparent) {
          const cN = 2 * k;
          while (p < shades && shadeEN[p] * twoD <= cN * shadeED[p]) p++;
          if (p < shades && shadeSN[p] * twoD < cN * shadeSD[p]) visible = false;
        } else {
          for (let i = 0; i < known && visible; i++) {
            const oSN = mem.startN[i];
            const oSD = mem.startD[i];
            const oEN = mem.endN[i];
            const oED = mem.endD[i];
            if (sN * oED > oEN * twoD || eN * oSD < oSN * twoD) continue;
            if (sN * oSD >= oSN * twoD && eN * oED <= oEN * twoD) {
              visible = false;
            } else {
              if (sN * oSD < oSN * twoD) {
                mem.startN[i] = sN;
                mem.startD[i] = twoD;
              }
              if (eN * oED > oEN * twoD) {
                mem.endN[i] = eN;
                mem.endD[i] = twoD;
              }
              extended = true;
              dirty = true;
            }
          }
        }
      }
      if (!visible) continue;
      anySeen = true;
      out[index] = 1;
      if (transparent) {
        current[currentCount++] = k;
      } else if (minN * twoD >= sN * minD) {
        minN = eN;
        minD = twoD;
      } else if (!extended) {
        if (count2 === mem.startN.length) growObstacles(mem);
        mem.startN[count2] = sN;
        mem.startD[count2] = twoD;
        mem.endN[count2] = eN;
        mem.endD[count2] = twoD;
        count2++;
        dirty = true;
      }
    }
    if (!anySeen) break;
    const swap = previous;
    previous = current;
    current = swap;
    previousCount = currentCount;
  }
}
function buildShade(mem, known) {
  if (mem.order.length < known) {
    mem.order = new Int32Array(mem.startN.length);
    mem.shadeSN = new Int32Array(mem.startN.length);
    mem.shadeSD = new Int32Array(mem.startN.length);
    mem.shadeEN = new Int32Array(mem.startN.length);
    mem.shadeED = new Int32Array(mem.startN.length);
  }
  const { startN, startD, endN, endD, order } = mem;
  for (let i = 0; i < known; i++) {
    let j = i;
    while (j > 0 && startN[i] * startD[order[j - 1]] < startN[order[j - 1]] * startD[i]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = i;
  }
  let shades = 0;
  for (let j = 0; j < known; j++) {
    const i = order[j];
    if (shades > 0 && startN[i] * mem.shadeED[shades - 1] < mem.shadeEN[shades - 1] * startD[i]) {
      if (endN[i] * mem.shadeED[shades - 1] > mem.shadeEN[shades - 1] * endD[i]) {
        mem.shadeEN[shades - 1] = endN[i];
        mem.shadeED[shades - 1] = endD[i];
      }
      continue;
    }
    mem.shadeSN[shades] = startN[i];
    mem.shadeSD[shades] = startD[i];
    mem.shadeEN[shades] = endN[i];
    mem.shadeED[shades] = endD[i];
    shades++;
  }
  return shades;
}
function growObstacles(mem) {
  const grow2 = (a) => {
    const bigger = new Int32Array(a.length * 2);
    bigger.set(a);
    return bigger;
  };
  mem.startN = grow2(mem.startN);
  mem.startD = grow2(mem.startD);
  mem.endN = grow2(mem.endN);
  mem.endD = grow2(mem.endD);
}

// packages/toolkit/src/fov/permissive.ts
var VIEW = 16;
var SH_NX = 0;
var SH_NY = 1;
var SH_FX = 2;
var SH_FY = 3;
var ST_NX = 4;
var ST_NY = 5;
var ST_FX = 6;
var ST_FY = 7;
var SH_BUMP = 8;
var ST_BUMP = 9;
var SH_A = 10;
var SH_B = 11;
var SH_C = 12;
var ST_A = 13;
var ST_B = 14;
var ST_C = 15;
var TINY = 2 ** -126;
var QUADRANT_SX2 = [1, -1, 1, -1];
var QUADRANT_SY2 = [1, 1, -1, -1];
var PermissiveScratch = class {
  /** Active views, shallow to steep, `VIEW` numbers each (all integers, some beyond 32 bits). */
  views = new Float64Array(VIEW * 16);
  /** Bumps: x, y and the index of the previous bump of the same list (-1 ends it). */
  bumpX = new Int32Array(64);
  bumpY = new Int32Array(64);
  bumpNext = new Int32Array(64);
};
function side(nx, ny, fx, fy, px, py) {
  return (fx - nx) * (py - ny) - (fy - ny) * (px - nx);
}
function permissiveScan(job, scratch) {
  const { width, height, x: ox, y: oy, out } = job;
  out[oy * width + ox] = 1;
  if (job.visibility !== void 0) job.visibility[oy * width + ox] = 1;
  const limit = width > height ? width : height;
  const deepest = scratch.reachFor(job.radius, limit);
  const mem = scratch.permissive ??= new PermissiveScratch();
  for (let q = 0; q < 4; q++) {
    const sx = QUADRANT_SX2[q];
    const sy = QUADRANT_SY2[q];
    const maxX = Math.min(sx > 0 ? width - 1 - ox : ox, deepest);
    const maxY = Math.min(sy > 0 ? height - 1 - oy : oy, deepest);
    scanQuadrant2(job, scratch.reach, mem, sx, sy, maxX, maxY);
  }
}
function scanQuadrant2(job, reach, mem, sx, sy, maxX, maxY) {
  const { opaque, width, x: ox, y: oy, out, visibility } = job;
  const far = maxX + maxY + 2;
  let views = mem.views;
  views[SH_NX] = 0;
  views[SH_NY] = 1;
  views[SH_FX] = far;
  views[SH_FY] = 0;
  views[ST_NX] = 1;
  views[ST_NY] = 0;
  views[ST_FX] = 0;
  views[ST_FY] = far;
  views[SH_BUMP] = -1;
  views[ST_BUMP] = -1;
  setCoefficients(views, 0);
  let count2 = 1;
  let bumps = 0;
  const rowStep = sy * width;
  for (let n = 1; n <= maxX + maxY && count2 > 0; n++) {
    let v = 0;
    const yFirst = n - maxX > 0 ? n - maxX : 0;
    const yLast = n < maxY ? n : maxY;
    for (let y = yFirst; y <= yLast && v < count2; y++) {
      const x = n - y;
      if (x > reach[y]) continue;
      const tlx = x;
      const tly = y + 1;
      const brx = x + 1;
      const bry = y;
      while (v < count2) {
        const b = v * VIEW;
        if (views[b + ST_A] * bry - views[b + ST_B] * brx + views[b + ST_C] < 0) break;
        v++;
      }
      if (v === count2) break;
      const index = oy * width + ox + y * rowStep + sx * x;
      const wall = opaque[index] !== 0;
      let area = 0;
      let seen = false;
      let w = v;
      let first = true;
      while (w < count2) {
        const b = w * VIEW;
        if (views[b + SH_A] * tly - views[b + SH_B] * tlx + views[b + SH_C] <= 0) break;
        if (!first && views[b + ST_A] * bry - views[b + ST_B] * brx + views[b + ST_C] >= 0) {
          w++;
          continue;
        }
        first = false;
        seen = true;
        if (visibility !== void 0) area += viewArea(views, b, x, y, far);
        if (!wall) {
          w++;
          continue;
        }
        const below2 = views[b + SH_A] * bry - views[b + SH_B] * brx + views[b + SH_C] >= 0;
        const above = views[b + ST_A] * tly - views[b + ST_B] * tlx + views[b + ST_C] <= 0;
        if (below2 && above) {
          if ((count2 + 1) * VIEW > views.length) {
            const bigger = new Float64Array(views.length * 2);
            bigger.set(views);
            mem.views = views = bigger;
          }
          views.copyWithin(b + VIEW, b, count2 * VIEW);
          count2++;
          if (bumps + 2 > mem.bumpX.length) growBumps(mem);
          addSteepBump(mem, views, b, brx, bry, bumps++);
          addShallowBump(mem, views, b + VIEW, tlx, tly, bumps++);
          let kept = 2;
          if (isDead(views, b + VIEW)) {
            removeView(views, w + 1, count2--);
            kept--;
          }
          if (isDead(views, b)) {
            removeView(views, w, count2--);
            kept--;
          }
          w += kept;
        } else if (below2 || above) {
          if (bumps + 1 > mem.bumpX.length) growBumps(mem);
          if (below2) addSteepBump(mem, views, b, brx, bry, bumps++);
          else addShallowBump(mem, views, b, tlx, tly, bumps++);
          if (isDead(views, b)) removeView(views, w, count2--);
          else w++;
        } else {
          removeView(views, w, count2--);
        }
      }
      if (!seen) continue;
      out[index] = 1;
      if (visibility !== void 0) {
        const value = x === 0 || y === 0 ? 1 : area >= 1 ? 1 : area > TINY ? area : TINY;
        if (value > visibility[index]) visibility[index] = value;
      }
    }
  }
}
function setCoefficients(views, b) {
  let nx = views[b + SH_NX];
  let ny = views[b + SH_NY];
  let a = views[b + SH_FX] - nx;
  let c = views[b + SH_FY] - ny;
  views[b + SH_A] = a;
  views[b + SH_B] = c;
  views[b + SH_C] = c * nx - a * ny;
  nx = views[b + ST_NX];
  ny = views[b + ST_NY];
  a = views[b + ST_FX] - nx;
  c = views[b + ST_FY] - ny;
  views[b + ST_A] = a;
  views[b + ST_B] = c;
  views[b + ST_C] = c * nx - a * ny;
}
function growBumps(mem) {
  const size = mem.bumpX.length * 2;
  const grow2 = (a) => {
    const bigger = new Int32Array(size);
    bigger.set(a);
    return bigger;
  };
  mem.bumpX = grow2(mem.bumpX);
  mem.bumpY = grow2(mem.bumpY);
  mem.bumpNext = grow2(mem.bumpNext);
}
function removeView(views, w, count2) {
  views.copyWithin(w * VIEW, (w + 1) * VIEW, count2 * VIEW);
}
function isDead(views, b) {
  const nx = views[b + SH_NX];
  const ny = views[b + SH_NY];
  const fx = views[b + SH_FX];
  const fy = views[b + SH_FY];
  return side(nx, ny, fx, fy, views[b + ST_NX], views[b + ST_NY]) === 0 && side(nx, ny, fx, fy, views[b + ST_FX], views[b + ST_FY]) === 0 && (side(nx, ny, fx, fy, 0, 1) === 0 || side(nx, ny, fx, fy, 1, 0) === 0);
}
function addSteepBump(mem, views, b, x, y, k) {
  mem.bumpX[k] = x;
  mem.bumpY[k] = y;
  mem.bumpNext[k] = views[b + ST_BUMP];
  views[b + ST_BUMP] = k;
  views[b + ST_FX] = x;
  views[b + ST_FY] = y;
  for (let d = views[b + SH_BUMP]; d !== -1; d = mem.bumpNext[d]) {
    const px = mem.bumpX[d];
    const py = mem.bumpY[d];
    if (side(views[b + ST_NX], views[b + ST_NY], x, y, px, py) > 0) {
      views[b + ST_NX] = px;
      views[b + ST_NY] = py;
    }
  }
  setCoefficients(views, b);
}
function addShallowBump(mem, views, b, x, y, k) {
  mem.bumpX[k] = x;
  mem.bumpY[k] = y;
  mem.bumpNext[k] = views[b + SH_BUMP];
  views[b + SH_BUMP] = k;
  views[b + SH_FX] = x;
  views[b + SH_FY] = y;
  for (let u = views[b + ST_BUMP]; u !== -1; u = mem.bumpNext[u]) {
    const px = mem.bumpX[u];
    const py = mem.bumpY[u];
    if (side(views[b + SH_NX], views[b + SH_NY], x, y, px, py) < 0) {
      views[b + SH_NX] = px;
      views[b + SH_NY] = py;
    }
  }
  setCoefficients(views, b);
}
function viewArea(views, b, x, y, far) {
  let poly = [0, 0, 1, 0, 1, 1, 0, 1];
  const shallowFirst = views[b + SH_FX] === far && views[b + SH_FY] === 0;
  const steepFirst = views[b + ST_FX] === 0 && views[b + ST_FY] === far;
  if (!shallowFirst) {
    poly = clip(
      poly,
      views[b + SH_NX] - x,
      views[b + SH_NY] - y,
      views[b + SH_FX] - x,
      views[b + SH_FY] - y,
      1
    );
  }
  if (!steepFirst && poly.length > 0) {
    poly = clip(
      poly,
      views[b + ST_NX] - x,
      views[b + ST_NY] - y,
      views[b + ST_FX] - x,
      views[b + ST_FY] - y,
      -1
    );
  }
  let area = 0;
  for (let i = 0; i < poly.length; i += 2) {
    const j = (i + 2) % poly.length;
    area += poly[i] * poly[j + 1] - poly[j] * poly[i + 1];
  }
  return area / 2;
}
function clip(poly, ax, ay, bx, by, keep) {
  const result = [];
  const n = poly.length;
  for (let i = 0; i < n; i += 2) {
    const px = poly[i];
    const py = poly[i + 1];
    const qx = poly[(i + 2) % n];
    const qy = poly[(i + 3) % n];
    const sp = keep * side(ax, ay, bx, by, px, py);
    const sq = keep * side(ax, ay, bx, by, qx, qy);
    if (sp >= 0) result.push(px, py);
    if (sp > 0 && sq < 0 || sp < 0 && sq > 0) {
      const t = sp / (sp - sq);
      result.push(px + t * (qx - px), py + t * (qy - py));
    }
  }
  return result;
}

// packages/toolkit/src/fov/raycast.ts
function raycastScan(job, scratch) {
  const { opaque, width, height, x: ox, y: oy, radius, out } = job;
  out[oy * width + ox] = 1;
  const limit = width > height ? width : height;
  const deepest = scratch.reachFor(radius, limit);
  const reach = scratch.reach;
  if (scratch.points.length < 2 * (limit + 1)) scratch.points = new Int32Array(2 * (limit + 1));
  const buf = scratch.points;
  const y0 = oy - deepest > 0 ? oy - deepest : 0;
  const y1 = oy + deepest < height - 1 ? oy + deepest : height - 1;
  for (let y = y0; y <= y1; y++) {
    const r = reach[y > oy ? y - oy : oy - y];
    const x0 = ox - r > 0 ? ox - r : 0;
    const x1 = ox + r < width - 1 ? ox + r : width - 1;
    for (let x = x0; x <= x1; x++) {
      const n = lineInto(ox, oy, x, y, buf);
      let clear = true;
      for (let k = 1; k < n - 1; k++) {
        if (opaque[buf[2 * k + 1] * width + buf[2 * k]] !== 0) {
          clear = false;
          break;
        }
      }
      if (clear) out[y * width + x] = 1;
    }
  }
}

// packages/toolkit/src/fov/recursive.ts
var QUADRANTS = [1, 0, -1, 0, 0, 1, 0, -1];
function recursiveScan(job, scratch) {
  const { opaque, width, height, x: ox, y: oy, radius, out } = job;
  const origin = oy * width + ox;
  out[origin] = 1;
  const deepest = scratch.reachFor(radius, width > height ? width : height);
  for (let q = 0; q < 8; q += 2) {
    const pdx = QUADRANTS[q];
    const pdy = QUADRANTS[q + 1];
    const mapDepth = pdx > 0 ? width - 1 - ox : pdx < 0 ? ox : pdy > 0 ? height - 1 - oy : oy;
    const lastRow = mapDepth < deepest ? mapDepth : deepest;
    if (lastRow < 1) continue;
    const maxPos = pdx !== 0 ? height - 1 - oy : width - 1 - ox;
    const maxNeg = pdx !== 0 ? oy : ox;
    const lateralStep = pdx !== 0 ? width : 1;
    const table = scratch.reach;
    const saved = table[lastRow + 1];
    table[lastRow + 1] = -1;
    castQuadrant(
      scratch,
      opaque,
      out,
      origin | 0,
      pdy * width + pdx | 0,
      lateralStep | 0,
      maxPos | 0,
      maxNeg | 0
    );
    table[lastRow + 1] = saved;
  }
}
var FRAME = 9;
function castQuadrant(scratch, opaque, out, origin, rowStep, lateralStep, maxPos, maxNeg) {
  const org = origin | 0;
  const rStep = rowStep | 0;
  const lStep = lateralStep | 0;
  const posMax = maxPos | 0;
  const negMax = maxNeg | 0;
  let s = scratch.stack;
  const table = scratch.reach;
  s[0] = 1;
  s[1] = 1;
  s[2] = 1;
  s[3] = -1;
  s[4] = 1;
  s[5] = 1;
  s[6] = 0;
  s[7] = -1;
  s[8] = 0;
  let top = FRAME;
  while (top > 0) {
    top = top - FRAME | 0;
    let j = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    let en = s[top + 3];
    let ed = s[top + 4];
    let hiQ = s[top + 5];
    let hiRem = s[top + 6];
    let loQ = s[top + 7];
    let loRem = s[top + 8];
    for (; ; ) {
      const twoJ = 2 * j | 0;
      let hi = hiQ;
      let lo = loQ;
      const r = table[j];
      const posCap = r < posMax ? r : posMax;
      const negCap = r < negMax ? 0 - r | 0 : 0 - negMax | 0;
      let blocked = false;
      let cutBelow = false;
      if (hi > posCap) {
        blocked = true;
        hi = posCap;
      }
      if (lo < negCap) {
        cutBelow = true;
        lo = negCap;
      }
      if (hi < lo) break;
      let restartAt = 0;
      let restarted = false;
      let u = hi;
      let i = org + Math.imul(j, rStep) + Math.imul(u, lStep) | 0;
      while (u >= lo) {
        if (blocked) {
          while (u >= lo && opaque[i] !== 0) {
            out[i] = 1;
            u = u - 1 | 0;
            i = i - lStep | 0;
          }
          if (u < lo) break;
          blocked = false;
          restarted = true;
          restartAt = u;
          sn = 2 * u + 1 | 0;
          sd = twoJ + 1 + 2 * (u >> 31) | 0;
        }
        while (u >= lo && opaque[i] === 0) {
          out[i] = 1;
          u = u - 1 | 0;
          i = i - lStep | 0;
        }
        if (u < lo) break;
        const wn = 2 * u + 1 | 0;
        const neg = u >> 31;
        const wd = twoJ - 1 - 2 * neg | 0;
        if (sn * wd >= wn * sd) {
          if (top + FRAME > s.length) {
            const bigger = new Int32Array(s.length * 2);
            bigger.set(s);
            scratch.stack = s = bigger;
          }
          s[top] = j + 1;
          s[top + 1] = sn;
          s[top + 2] = sd;
          s[top + 3] = wn;
          s[top + 4] = wd;
          if (restarted) {
            const rNeg = restartAt >> 31;
            s[top + 5] = restartAt + 1 + rNeg;
            s[top + 6] = 4 * restartAt + 2 + (twoJ + twoJ - 2 & rNeg);
          } else {
            const hiDen = 2 * sd;
            let q = hiQ;
            let rem = hiRem + 2 * sn;
            if (rem >= hiDen) {
              rem -= hiDen;
              q++;
            } else if (rem < 0) {
              rem += hiDen;
              q--;
            }
            s[top + 5] = q;
            s[top + 6] = rem;
          }
          s[top + 7] = u + 1 + neg;
          s[top + 8] = 0 - 4 * u - 2 + (twoJ + twoJ - 2 & ~neg) | 0;
          top = top + FRAME | 0;
        }
        blocked = true;
      }
      if (blocked) break;
      j = j + 1 | 0;
      if (cutBelow) {
        en = 2 * lo - 1 | 0;
        ed = twoJ + 1 | 0;
        loQ = lo - 1 | 0;
        loRem = 2 - 4 * lo | 0;
      } else {
        const loDen = 2 * ed | 0;
        loRem = loRem - 2 * en | 0;
        const up = loRem >> 31;
        loRem = loRem + (loDen & up) | 0;
        loQ = loQ - up | 0;
        const down = loDen - 1 - loRem >> 31;
        loRem = loRem - (loDen & down) | 0;
        loQ = loQ + down | 0;
      }
      if (restarted) {
        const rNeg = restartAt >> 31;
        hiQ = restartAt + 1 + rNeg | 0;
        hiRem = 4 * restartAt + 2 + (twoJ + twoJ - 2 & rNeg) | 0;
      } else {
        const hiDen = 2 * sd | 0;
        hiRem = hiRem + 2 * sn | 0;
        const up = hiDen - 1 - hiRem >> 31;
        hiRem = hiRem - (hiDen & up) | 0;
        hiQ = hiQ - up | 0;
        const down = hiRem >> 31;
        hiRem = hiRem + (hiDen & down) | 0;
        hiQ = hiQ + down | 0;
      }
      if ((restarted || cutBelow) && sn * ed < en * sd) break;
    }
  }
}

// packages/toolkit/src/fov/symmetric.ts
var QUADRANTS2 = [0, -1, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1, -1, 0, 0, 1];
function symmetricScan(job, scratch) {
  const { opaque, width, height, x: ox, y: oy, radius, out } = job;
  const origin = oy * width + ox;
  out[origin] = 1;
  const deepest = scratch.reachFor(radius, width > height ? width : height);
  for (let q = 0; q < 16; q += 4) {
    const pdx = QUADRANTS2[q];
    const pdy = QUADRANTS2[q + 1];
    const ldx = QUADRANTS2[q + 2];
    const mapDepth = pdx > 0 ? width - 1 - ox : pdx < 0 ? ox : pdy > 0 ? height - 1 - oy : oy;
    const lastRow = mapDepth < deepest ? mapDepth : deepest;
    if (lastRow < 1) continue;
    const negLateral = ldx > 0 ? ox : oy;
    const posLateral = ldx > 0 ? width - 1 - ox : height - 1 - oy;
    const lateralStep = ldx > 0 ? 1 : width;
    const table = scratch.reach;
    const saved = table[lastRow + 1];
    table[lastRow + 1] = -1;
    scanQuadrant3(
      scratch,
      opaque,
      out,
      origin | 0,
      pdy * width + pdx | 0,
      lateralStep | 0,
      negLateral | 0,
      posLateral | 0
    );
    table[lastRow + 1] = saved;
  }
}
var FRAME2 = 9;
function scanQuadrant3(scratch, opaque, out, origin, rowStep, lateralStep, negLateral, posLateral) {
  const org = origin | 0;
  const rStep = rowStep | 0;
  const lStep = lateralStep | 0;
  const negMax = negLateral | 0;
  const posMax = posLateral | 0;
  let s = scratch.stack;
  const table = scratch.reach;
  s[0] = 1;
  s[1] = -1;
  s[2] = 1;
  s[3] = 1;
  s[4] = 1;
  s[5] = -1;
  s[6] = 1;
  s[7] = 1;
  s[8] = 1;
  let top = FRAME2;
  while (top > 0) {
    top = top - FRAME2 | 0;
    let d = s[top];
    let sn = s[top + 1];
    let sd = s[top + 2];
    let en = s[top + 3];
    let ed = s[top + 4];
    let minQ = s[top + 5];
    let minRem = s[top + 6];
    let maxQ = s[top + 7];
    let maxRem = s[top + 8];
    let minDen = 2 * sd | 0;
    let maxDen = 2 * ed | 0;
    for (; ; ) {
      const twoD = 2 * d | 0;
      const minCol = minQ;
      const maxCol = maxQ;
      const r = table[d];
      const lo = 0 - (r < negMax ? r : negMax) | 0;
      const hi = r < posMax ? r : posMax;
      let c = minCol < lo ? lo : minCol;
      const last = maxCol > hi ? hi : maxCol;
      if (c > last) break;
      const rowBase = org + Math.imul(d, rStep) | 0;
      let i = rowBase + Math.imul(c, lStep) | 0;
      const firstIndex = i;
      const firstFails = c - minCol - 1 >> 31 & ~(d * sn - c * sd - 1 >> 31);
      const firstOld = out[firstIndex];
      const lastIndex = rowBase + Math.imul(last, lStep) | 0;
      const lastFails = maxCol - last - 1 >> 31 & ~(last * ed - d * en - 1 >> 31);
      const lastOld = out[lastIndex];
      let restartAt = lo - 1 | 0;
      let blocked = true;
      while (c <= last) {
        if (blocked) {
          while (c <= last && opaque[i] !== 0) {
            out[i] = 1;
            c = c + 1 | 0;
            i = i + lStep | 0;
          }
          if (c > last) break;
          if (c > minCol) {
            sn = 2 * c - 1 | 0;
            sd = twoD;
            restartAt = c;
          }
          blocked = false;
        }
        while (c <= last && opaque[i] === 0) {
          out[i] = 1;
          c = c + 1 | 0;
          i = i + lStep | 0;
        }
        if (c > last) break;
        if (top + FRAME2 > s.length) {
          const bigger = new Int32Array(s.length * 2);
          bigger.set(s);
          scratch.stack = s = bigger;
        }
        s[top] = d + 1;
        s[top + 1] = sn;
        s[top + 2] = sd;
        s[top + 3] = 2 * c - 1;
        s[top + 4] = twoD;
        if (restartAt >= lo) {
          s[top + 5] = restartAt > 0 ? restartAt : restartAt - 1;
          s[top + 6] = restartAt > 0 ? 4 * restartAt - 2 : 4 * restartAt - 2 + 2 * twoD;
        } else {
          let q = minQ;
          let rem = minRem + 2 * sn;
          if (rem >= minDen) {
            rem -= minDen;
            q++;
          } else if (rem < 0) {
            rem += minDen;
            q--;
          }
          s[top + 5] = q;
          s[top + 6] = rem;
        }
        s[top + 7] = c > 0 ? c : c - 1;
        s[top + 8] = c > 0 ? 2 * twoD - 4 * c + 2 : 2 - 4 * c;
        top = top + FRAME2 | 0;
        blocked = true;
      }
      const undoFirst = firstFails & opaque[firstIndex] - 1 >> 31;
      out[firstIndex] = out[firstIndex] & ~undoFirst | firstOld & undoFirst;
      const undoLast = lastFails & opaque[lastIndex] - 1 >> 31;
      out[lastIndex] = out[lastIndex] & ~undoLast | lastOld & undoLast;
      if (blocked) break;
      if (maxCol > hi) {
        en = 2 * hi + 1 | 0;
        ed = twoD;
        maxDen = 2 * ed | 0;
        maxQ = hi + 1 | 0;
        maxRem = 2 * twoD - 4 * (hi + 1) + 2 | 0;
      } else {
        maxRem = maxRem - 2 * en | 0;
        const up = maxRem >> 31;
        maxRem = maxRem + (maxDen & up) | 0;
        maxQ = maxQ - up | 0;
        const down = maxDen - 1 - maxRem >> 31;
        maxRem = maxRem - (maxDen & down) | 0;
        maxQ = maxQ + down | 0;
      }
      if (restartAt >= lo) {
        minDen = 2 * sd | 0;
        minQ = (restartAt > 0 ? restartAt : restartAt - 1) | 0;
        minRem = (restartAt > 0 ? 4 * restartAt - 2 : 4 * restartAt - 2 + 2 * twoD) | 0;
      } else {
        minRem = minRem + 2 * sn | 0;
        const up = minDen - 1 - minRem >> 31;
        minRem = minRem - (minDen & up) | 0;
        minQ = minQ - up | 0;
        const down = minRem >> 31;
        minRem = minRem + (minDen & down) | 0;
        minQ = minQ + down | 0;
      }
      d = d + 1 | 0;
    }
  }
}

// packages/toolkit/src/fov/fov.ts
var ALGORITHMS = {
  recursive: recursiveScan,
  symmetric: symmetricScan,
  raycast: raycastScan,
  permissive: permissiveScan,
  mrpas: mrpasScan,
  diamond: diamondScan
};
var COMPUTE_FOV_KEYS = [...FOV_KEYS, "algorithm", "topology"];
function computeFov(map, origin, radius, options) {
  return computeFovWith(void 0, map, origin, radius, options);
}
function createFov() {
  const scratch = new FovScratch();
  return {
    computeFov: (map, origin, radius, options) => computeFovWith(scratch, map, origin, radius, options)
  };
}
function computeFovWith(scratch, map, origin, radius, options) {
  checkOptionKeys("computeFov", options, COMPUTE_FOV_KEYS);
  const algorithm = options?.algorithm;
  const topology = options?.topology;
  if (topology !== void 0 && topology !== 6 && topology !== 8) {
    throw new RangeError(`computeFov: topology must be 6 (hex) or 8 (square), got ${String(topology)}`);
  }
  if (topology === 6) {
    if (algorithm !== void 0) {
      throw new RangeError(
        `computeFov: topology 6 (hex) has one method, hex ray casting; leave out algorithm (got '${String(algorithm)}')`
      );
    }
    return runFov("computeFov", hexScan, false, scratch, map, origin, radius, options, true, false);
  }
  const scan = ALGORITHMS[algorithm ?? "recursive"];
  if (typeof scan !== "function" || !Object.hasOwn(ALGORITHMS, algorithm ?? "recursive")) {
    throw new RangeError(
      `computeFov: unknown algorithm '${String(algorithm)}' (expected ${Object.keys(ALGORITHMS).join(", ")})`
    );
  }
  return runFov(
    "computeFov",
    scan,
    algorithm === "permissive",
    scratch,
    map,
    origin,
    radius,
    options,
    false,
    false
  );
}

// packages/toolkit/src/path/hex.ts
var HEX_DX = Int8Array.of(-1, 1, 2, 1, -1, -2);
var HEX_DY = Int8Array.of(-1, -1, 0, 1, 1, 0);
function isHexCell(x, y) {
  return (x + y & 1) === 0;
}

// packages/toolkit/src/path/neighbours.ts
var STEP_DX = Int8Array.of(0, 1, 0, -1, 1, 1, -1, -1);
var STEP_DY = Int8Array.of(-1, 0, 1, 0, -1, 1, 1, -1);

// packages/toolkit/src/path/binary-heap.ts
var BinaryHeap = class {
  keys;
  items;
  size = 0;
  /** An empty heap with room for `capacity` entries before it grows. */
  constructor(capacity = 64) {
    this.keys = new Float64Array(Math.max(1, capacity));
    this.items = new Int32Array(Math.max(1, capacity));
  }
  /** Number of entries. */
  get length() {
    return this.size;
  }
  /** Removes every entry. */
  clear() {
    this.size = 0;
  }
  /** Adds `item` under `key`. */
  push(item, key) {
    if (this.size === this.keys.length) this.grow();
    const keys = this.keys;
    const items = this.items;
    let k = this.size++;
    while (k > 0) {
      const parent = k - 1 >> 1;
      if (keys[parent] <= key) break;
      keys[k] = keys[parent];
      items[k] = items[parent];
      k = parent;
    }
    keys[k] = key;
    items[k] = item;
  }
  /** The smallest key (undefined behaviour on an empty heap). */
  topKey() {
    return this.keys[0];
  }
  /** Removes and returns an item with the smallest key (undefined behaviour on an empty heap). */
  pop() {
    const keys = this.keys;
    const items = this.items;
    const top = items[0];
    const n = --this.size;
    const key = keys[n];
    const item = items[n];
    let k = 0;
    for (; ; ) {
      let child = 2 * k + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1] < keys[child]) child++;
      if (keys[child] >= key) break;
      keys[k] = keys[child];
      items[k] = items[child];
      k = child;
    }
    keys[k] = key;
    items[k] = item;
    return top;
  }
  grow() {
    const keys = new Float64Array(this.keys.length * 2);
    const items = new Int32Array(this.items.length * 2);
    keys.set(this.keys);
    items.set(this.items);
    this.keys = keys;
    this.items = items;
  }
};

// packages/toolkit/src/path/bucket-queue.ts
var BucketQueue = class {
  head;
  mask;
  items;
  next;
  used = 0;
  size = 0;
  current = 0;
  /** A queue whose ring has `buckets` buckets (a power of two); keys may spread over that many. */
  constructor(buckets, capacity = 64) {
    if (!Number.isInteger(Math.log2(buckets))) throw new RangeError("buckets must be a power of two");
    this.head = new Int32Array(buckets).fill(-1);
    this.mask = buckets - 1;
    this.items = new Int32Array(Math.max(1, capacity));
    this.next = new Int32Array(Math.max(1, capacity));
  }
  /** Empties the queue; later keys must lie within the ring's spread above `firstKey`. */
  reset(firstKey = 0) {
    this.head.fill(-1);
    this.used = 0;
    this.size = 0;
    this.current = firstKey;
  }
  /** Number of queued entries. */
  get length() {
    return this.size;
  }
  /** The key of the entry most recently popped (the `reset` key before the first pop). */
  get key() {
    return this.current;
  }
  /** Queues `item` under `key`. */
  push(item, key) {
    if (this.used === this.items.length) this.grow();
    const e = this.used++;
    const b = key & this.mask;
    this.items[e] = item;
    this.next[e] = this.head[b];
    this.head[b] = e;
    this.size++;
  }
  /** Removes and returns an item with the smallest key (the latest pushed among equals). */
  pop() {
    const head = this.head;
    const mask = this.mask;
    let b = this.current & mask;
    while (head[b] === -1) b = ++this.current & mask;
    const e = head[b];
    head[b] = this.next[e];
    this.size--;
    return this.items[e];
  }
  grow() {
    const items = new Int32Array(this.items.length * 2);
    const next = new Int32Array(this.items.length * 2);
    items.set(this.items);
    next.set(this.next);
    this.items = items;
    this.next = next;
  }
};

// packages/toolkit/src/path/scratch.ts
var SearchScratch = class {
  opened = new Uint32Array(0);
  closed = new Uint32Array(0);
  g = new Float64Array(0);
  parent = new Int32Array(0);
  /** The cost of entering each cell opened this search (walkable, cost, extra cost, blocked); 0 = never. */
  step = new Uint16Array(0);
  generation = 0;
  /**
   * The open set keyed by f = g + h. With a consistent h, f never drops below the key last popped
   * and a step raises it by at most its cost (<= 255 + 255) plus one cheapest step (<= 255), so
   * 1024 buckets suffice.
   */
  open = new BucketQueue(1024, 1024);
  /** Makes the buffers hold at least `cells` cells and starts a new search generation. */
  nextGeneration(cells) {
    if (this.opened.length < cells) {
      const capacity = Math.max(cells, this.opened.length * 2);
      this.opened = new Uint32Array(capacity);
      this.closed = new Uint32Array(capacity);
      this.g = new Float64Array(capacity);
      this.parent = new Int32Array(capacity);
      this.step = new Uint16Array(capacity);
    }
    if (this.generation === 4294967295) {
      this.opened.fill(0);
      this.closed.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
};
var FrameScratch = class {
  /**
   * Each framed cell's entering cost (0 = impassable), which doubles as the settled mark; with
   * `blocked`, a blocked cell has {@link BLOCKED} added: it may be reached but not passed through.
   */
  padCost = new Uint16Array(0);
  /** The distances over the framed grid. */
  padDist = new Float64Array(0);
  /** The breadth-first queue. */
  queue = new Int32Array(0);
  /** Neighbour offsets over the framed grid, in the order of `STEP_DX` (or `HEX_DX`). */
  offsets = new Int32Array(8);
  /** Dial's buckets for entering costs 1..510 (cost plus extra cost; more buckets than the largest step). */
  buckets = new BucketQueue(512);
  /** The heap for goals that start at their own costs. */
  heap = new BinaryHeap();
  /** Makes the framed buffers hold at least `cells` cells. */
  reserve(cells) {
    if (this.padCost.length >= cells) return;
    const capacity = Math.max(cells, this.padCost.length * 2);
    this.padCost = new Uint16Array(capacity);
    this.padDist = new Float64Array(capacity);
    this.queue = new Int32Array(capacity);
  }
};
var BLOCKED = 32768;

// packages/toolkit/src/path/validate.ts
function isPointLike(value) {
  return value !== null && typeof value === "object" && typeof value.x === "number" && typeof value.y === "number";
}
function checkMap(map, fn, next) {
  if (isPointLike(map) && !("walkable" in map)) {
    const swapped = next !== null && typeof next === "object" && "walkable" in next;
    fail(
      fn,
      `the first argument is a point, not a map${swapped ? " (the map and the point look swapped)" : ""}; call ${fn}(map, ...)`,
      TypeError
    );
  }
  checkObject(map, "the map", fn);
  const n = checkSize(map.width, map.height, fn);
  checkGridArray(map.walkable, n, "walkable", fn, Uint8Array, false);
  return n;
}
function checkTopology(topology, fn) {
  if (topology === void 0) return 8;
  if (topology !== 4 && topology !== 6 && topology !== 8) {
    fail(fn, `topology must be 4, 6 or 8, got ${String(topology)}`);
  }
  return topology;
}
function checkCellArray(array, n, name, fn) {
  if (array !== void 0 && array?.length !== n) {
    fail(fn, `${name} must hold width * height = ${n} cells, got ${array?.length}`);
  }
}
function checkCellMask(value, n, name, fn) {
  if (value === void 0 || typeof value === "function") return;
  if (!(value instanceof Uint8Array)) {
    fail(fn, `${name} must be a Uint8Array of width * height cells or a function (x, y)`, TypeError);
  }
  checkCellArray(value, n, name, fn);
}
function extraCostOf(extra, x, y, fn) {
  const c = extra(x, y);
  if (!Number.isInteger(c) || c < 0 || c > 255) {
    fail(fn, `extraCost(${x}, ${y}) returned ${String(c)}; it must be an integer 0..255`);
  }
  return c;
}
function checkPoint(map, p, name, fn) {
  if (p !== null && typeof p === "object" && "walkable" in p) {
    fail(fn, `${name} is a map, not a point; the map comes first: ${fn}(map, ...)`, TypeError);
  }
  return checkCell(p, map.width, map.height, name, fn);
}
function checkOptions(options, fn, allowed) {
  if (options === void 0) return {};
  checkOptionKeys(fn, options, allowed);
  return options;
}

// packages/toolkit/src/path/dijkstra-map.ts
var FN = "dijkstraMap";
var KEYS = ["topology", "cost", "blocked", "extraCost", "maxDistance", "out"];
var shared;
var sharedInUse = false;
function dijkstraMap(map, goals, options) {
  if (sharedInUse) return dijkstraMapWith(new FrameScratch(), map, goals, options);
  sharedInUse = true;
  try {
    return dijkstraMapWith(shared ??= new FrameScratch(), map, goals, options);
  } finally {
    sharedInUse = false;
  }
}
function dijkstraMapWith(scratch, map, goals, options) {
  const n = checkMap(map, FN, goals);
  const opts = checkOptions(options, FN, KEYS);
  const topology = checkTopology(opts.topology, FN);
  const { cost, out, blocked, extraCost } = opts;
  checkCellArray(cost, n, "cost", FN);
  checkCellArray(out, n, "out", FN);
  if (cost !== void 0 && !(cost instanceof Uint8Array))
    throw new RangeError(`${FN}: cost must be a Uint8Array`);
  if (out !== void 0 && !(out instanceof Float64Array))
    throw new RangeError(`${FN}: out must be a Float64Array`);
  checkCellMask(blocked, n, "blocked", FN);
  checkCellMask(extraCost, n, "extraCost", FN);
  const maxDistance = opts.maxDistance ?? Infinity;
  if (typeof maxDistance !== "number" || Number.isNaN(maxDistance) || maxDistance < 0) {
    throw new RangeError(`${FN}: maxDistance must be a number >= 0, got ${String(maxDistance)}`);
  }
  if (!Array.isArray(goals)) {
    const hint = goals !== null && typeof goals === "object" && "x" in goals ? "; for one goal write [point]" : "";
    throw new TypeError(`${FN}: goals must be an array of points${hint}`);
  }
  const { width, height, walkable } = map;
  const hex = topology === 6;
  const padX = hex ? 2 : 1;
  const pw = width + 2 * padX;
  const padded = pw * (height + 2);
  const starts = [];
  let startCosts;
  for (let k = 0; k < goals.length; k++) {
    const goal = goals[k];
    checkPoint(map, goal, `goal ${k}`, FN);
    starts.push(hex && !isHexCell(goal.x, goal.y) ? 0 : (goal.y + 1) * pw + goal.x + padX);
    const c = goal.cost;
    if (c === void 0 || c === 0) continue;
    if (typeof c !== "number" || !Number.isFinite(c)) {
      throw new RangeError(`${FN}: goal ${k} has cost ${String(c)}; a goal's cost must be a finite number`);
    }
    startCosts ??= new Array(goals.length).fill(0);
    startCosts[k] = c;
  }
  scratch.reserve(padded);
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  pc.fill(0, 0, padded);
  pd.fill(Infinity, 0, padded);
  const plain = cost === void 0 && blocked === void 0 && extraCost === void 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const prow = (y + 1) * pw + padX;
    if (plain) {
      for (let x = 0; x < width; x++) pc[prow + x] = walkable[row + x] === 0 ? 0 : 1;
      continue;
    }
    for (let x = 0; x < width; x++) {
      const i = row + x;
      let c = walkable[i] === 0 ? 0 : cost === void 0 ? 1 : cost[i];
      if (c === 0) continue;
      if (extraCost !== void 0) {
        c += typeof extraCost === "function" ? extraCostOf(extraCost, x, y, FN) : extraCost[i];
      }
      if (blocked !== void 0 && (typeof blocked === "function" ? blocked(x, y) : blocked[i] !== 0))
        c |= BLOCKED;
      pc[prow + x] = c;
    }
  }
  const offsets = scratch.offsets;
  if (hex) for (let k = 0; k < 6; k++) offsets[k] = HEX_DX[k] + HEX_DY[k] * pw;
  else for (let k = 0; k < 8; k++) offsets[k] = STEP_DX[k] + STEP_DY[k] * pw;
  if (startCosts !== void 0) fromCosts(scratch, starts, startCosts, topology, maxDistance);
  else if (plain && hex) bfsHex(scratch, starts, maxDistance);
  else if (plain) bfs(scratch, starts, topology, maxDistance);
  else dial(scratch, starts, topology, maxDistance);
  const dist = out ?? new Float64Array(n);
  for (let y = 0; y < height; y++) {
    const prow = (y + 1) * pw + padX;
    dist.set(pd.subarray(prow, prow + width), y * width);
  }
  return dist;
}
function bfs(scratch, starts, topology, maxDistance) {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const q = scratch.queue;
  const off = scratch.offsets;
  let tail = 0;
  for (const g of starts) {
    if (pc[g] !== 0) {
      pc[g] = 0;
      pd[g] = 0;
      q[tail++] = g;
    }
  }
  let head = 0;
  const o0 = off[0];
  const o1 = off[1];
  const o2 = off[2];
  const o3 = off[3];
  const o4 = off[4];
  const o5 = off[5];
  const o6 = off[6];
  const o7 = off[7];
  const diagonals = topology === 8;
  while (head < tail) {
    const i = q[head++];
    const d = pd[i] + 1;
    if (d > maxDistance) break;
    let j = i + o0;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o1;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o2;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o3;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    if (!diagonals) continue;
    j = i + o4;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o5;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o6;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o7;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
  }
}
function bfsHex(scratch, starts, maxDistance) {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const q = scratch.queue;
  const off = scratch.offsets;
  let tail = 0;
  for (const g of starts) {
    if (pc[g] !== 0) {
      pc[g] = 0;
      pd[g] = 0;
      q[tail++] = g;
    }
  }
  let head = 0;
  const o0 = off[0];
  const o1 = off[1];
  const o2 = off[2];
  const o3 = off[3];
  const o4 = off[4];
  const o5 = off[5];
  while (head < tail) {
    const i = q[head++];
    const d = pd[i] + 1;
    if (d > maxDistance) break;
    let j = i + o0;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o1;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o2;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o3;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o4;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
    j = i + o5;
    if (pc[j] !== 0) {
      pc[j] = 0;
      pd[j] = d;
      q[tail++] = j;
    }
  }
}
function dial(scratch, starts, topology, maxDistance) {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const off = scratch.offsets;
  const pq = scratch.buckets;
  pq.reset(0);
  for (const g of starts) {
    if (pc[g] !== 0) {
      pc[g] = 0;
      pd[g] = 0;
      pq.push(g, 0);
    }
  }
  while (pq.length > 0) {
    const i = pq.pop();
    const d = pd[i];
    for (let k = 0; k < topology; k++) {
      const j = i + off[k];
      const c = pc[j];
      if (c === 0) continue;
      pc[j] = 0;
      const nd = d + (c & ~BLOCKED);
      if (nd > maxDistance) continue;
      pd[j] = nd;
      if ((c & BLOCKED) === 0) pq.push(j, nd);
    }
  }
}
function fromCosts(scratch, starts, startCosts, topology, maxDistance) {
  const pc = scratch.padCost;
  const pd = scratch.padDist;
  const off = scratch.offsets;
  const heap = scratch.heap;
  heap.clear();
  for (let k = 0; k < starts.length; k++) {
    const g = starts[k];
    const c = startCosts[k];
    if (pc[g] !== 0 && c <= maxDistance && c < pd[g]) {
      pc[g] &= ~BLOCKED;
      pd[g] = c;
      heap.push(g, c);
    }
  }
  while (heap.length > 0) {
    const d = heap.topKey();
    const i = heap.pop();
    if (pc[i] === 0 || d > pd[i]) continue;
    pc[i] = 0;
    for (let k = 0; k < topology; k++) {
      const j = i + off[k];
      const c = pc[j];
      if (c === 0) continue;
      const nd = d + (c & ~BLOCKED);
      if (nd > maxDistance || nd >= pd[j]) continue;
      pd[j] = nd;
      if ((c & BLOCKED) === 0) heap.push(j, nd);
    }
  }
}

// packages/toolkit/src/path/find-path.ts
var FN2 = "findPath";
var KEYS2 = ["topology", "cost", "blocked", "extraCost"];
function cheapestStep(cost) {
  let min = 255;
  for (let i = 0; i < cost.length; i++) {
    const c = cost[i];
    if (c !== 0 && c < min) {
      min = c;
      if (min === 1) break;
    }
  }
  return min;
}
var shared2;
var sharedInUse2 = false;
function findPath(map, from, to, options) {
  if (sharedInUse2) return findPathWith(new SearchScratch(), map, from, to, options);
  sharedInUse2 = true;
  try {
    return findPathWith(shared2 ??= new SearchScratch(), map, from, to, options);
  } finally {
    sharedInUse2 = false;
  }
}
function findPathWith(scratch, map, from, to, options) {
  const n = checkMap(map, FN2, from);
  const opts = checkOptions(options, FN2, KEYS2);
  const topology = checkTopology(opts.topology, FN2);
  const { cost, blocked, extraCost } = opts;
  checkGridArray(cost, n, "cost", FN2);
  checkCellMask(blocked, n, "blocked", FN2);
  checkCellMask(extraCost, n, "extraCost", FN2);
  const start = checkPoint(map, from, "from", FN2);
  const goal = checkPoint(map, to, "to", FN2);
  const { width, height, walkable } = map;
  if (walkable[start] === 0 || walkable[goal] === 0) return null;
  if (cost !== void 0 && (cost[start] === 0 || cost[goal] === 0)) return null;
  const hex = topology === 6;
  if (hex && (from.x + from.y & 1 || to.x + to.y & 1)) return null;
  if (start === goal) return [{ x: from.x, y: from.y }];
  const unit = cost === void 0 ? 1 : cheapestStep(cost);
  const dxs = hex ? HEX_DX : STEP_DX;
  const dys = hex ? HEX_DY : STEP_DY;
  const blockMask = blocked instanceof Uint8Array ? blocked : void 0;
  const blockFn = typeof blocked === "function" ? blocked : void 0;
  const extraMask = extraCost instanceof Uint8Array ? extraCost : void 0;
  const extraFn = typeof extraCost === "function" ? extraCost : void 0;
  const tx = to.x;
  const ty = to.y;
  const gen = scratch.nextGeneration(n);
  const op = scratch.opened;
  const cl = scratch.closed;
  const gs = scratch.g;
  const par = scratch.parent;
  const steps = scratch.step;
  const heap = scratch.open;
  gs[start] = 0;
  op[start] = gen;
  par[start] = -1;
  const h0 = unit * fewestSteps(topology, from.x - tx, from.y - ty);
  heap.reset(h0);
  heap.push(start, h0);
  let found = false;
  while (heap.length > 0) {
    const i = heap.pop();
    if (cl[i] === gen) continue;
    cl[i] = gen;
    if (i === goal) {
      found = true;
      break;
    }
    const gi = gs[i];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < topology; k++) {
      const nx = x + dxs[k];
      const ny = y + dys[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (walkable[j] === 0 || cl[j] === gen) continue;
      if (op[j] !== gen) {
        let step3 = cost === void 0 ? 1 : cost[j];
        if (step3 !== 0 && j !== goal) {
          if (blockMask !== void 0 ? blockMask[j] !== 0 : blockFn !== void 0 && blockFn(nx, ny))
            step3 = 0;
        }
        if (step3 !== 0) {
          if (extraMask !== void 0) step3 += extraMask[j];
          else if (extraFn !== void 0) step3 += extraCostOf(extraFn, nx, ny, FN2);
        }
        op[j] = gen;
        steps[j] = step3;
        gs[j] = Infinity;
      }
      const step2 = steps[j];
      if (step2 === 0) continue;
      const gj = gi + step2;
      if (gj >= gs[j]) continue;
      gs[j] = gj;
      par[j] = i;
      heap.push(j, gj + unit * fewestSteps(topology, nx - tx, ny - ty));
    }
  }
  if (!found) return null;
  let length = 0;
  for (let i = goal; i !== -1; i = par[i]) length++;
  const path = new Array(length);
  for (let i = goal, k = length - 1; i !== -1; i = par[i], k--) {
    const x = i % width;
    path[k] = { x, y: (i - x) / width };
  }
  return path;
}
function fewestSteps(topology, dx, dy) {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  if (topology === 8) return ax > ay ? ax : ay;
  if (topology === 4) return ax + ay;
  return ax > ay ? ay + (ax - ay) / 2 : ay;
}

// packages/toolkit/src/path/pathfinder.ts
function createPathfinder() {
  const search = new SearchScratch();
  const frame = new FrameScratch();
  let searching = false;
  let framing = false;
  return {
    dijkstraMap(map, goals, options) {
      if (framing) return dijkstraMapWith(new FrameScratch(), map, goals, options);
      framing = true;
      try {
        return dijkstraMapWith(frame, map, goals, options);
      } finally {
        framing = false;
      }
    },
    findPath(map, from, to, options) {
      if (searching) return findPathWith(new SearchScratch(), map, from, to, options);
      searching = true;
      try {
        return findPathWith(search, map, from, to, options);
      } finally {
        searching = false;
      }
    }
  };
}

// packages/toolkit/src/gen/options.ts
function intOption(options, name, fallback, min, max) {
  const raw = options[name];
  const value = raw === void 0 ? fallback : raw;
  if (value === void 0) throw new RangeError(`option "${name}" is required`);
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RangeError(`option "${name}" must be an integer, got ${JSON.stringify(raw)}`);
  }
  if (value < min || value > max) {
    throw new RangeError(`option "${name}" must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}
function numberOption(options, name, fallback, min, max) {
  const raw = options[name];
  const value = raw === void 0 ? fallback : raw;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`option "${name}" must be a number, got ${JSON.stringify(raw)}`);
  }
  if (value < min || value > max) {
    throw new RangeError(`option "${name}" must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}
function boolOption(options, name, fallback) {
  const raw = options[name];
  if (raw === void 0) return fallback;
  if (typeof raw !== "boolean")
    throw new RangeError(`option "${name}" must be true or false, got ${JSON.stringify(raw)}`);
  return raw;
}
function enumOption(options, name, fallback, allowed) {
  const raw = options[name];
  if (raw === void 0) return fallback;
  if (typeof raw !== "string" || !allowed.includes(raw)) {
    throw new RangeError(`option "${name}" must be one of ${allowed.join(", ")}, got ${JSON.stringify(raw)}`);
  }
  return raw;
}
function checkBaseOptions(options, minW, minH, maxW = 1024, maxH = 1024) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  if (typeof options.seed !== "number" && typeof options.seed !== "string") {
    throw new RangeError(`option "seed" must be a number or a string, got ${JSON.stringify(options.seed)}`);
  }
  if (typeof options.seed === "number" && !Number.isFinite(options.seed)) {
    throw new RangeError(`option "seed" must be finite, got ${options.seed}`);
  }
  intOption(options, "width", void 0, minW, maxW);
  intOption(options, "height", void 0, minH, maxH);
}
function optionsObject(fn, options) {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new RangeError(
      `${fn}: options must be an object such as { width, height, seed }, got ${String(options)}`
    );
  }
  return options;
}
function generatorFunctionName(kind) {
  return "generate" + kind.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase());
}
function rejectUnknownOptions(options, kind, known) {
  for (const key in options) {
    if (key !== "width" && key !== "height" && key !== "seed" && !known.includes(key)) {
      checkOptionKeys(generatorFunctionName(kind), options, ["width", "height", "seed", ...known]);
    }
  }
}
function parseSeedText(text) {
  if (typeof text !== "string") {
    throw new TypeError(`parseSeedText: text must be a string, got ${JSON.stringify(text) ?? String(text)}`);
  }
  if (/^[0-9]+$/.test(text)) {
    const value = Number(text);
    if (Number.isSafeInteger(value)) return value;
  }
  return text;
}

// packages/toolkit/src/gen/level.ts
var Tile = {
  /** Outside the hull, or unused space. */
  Void: 0,
  Floor: 1,
  Wall: 2,
  /** A closed door; walkable for connectivity, opaque until opened. */
  Door: 3,
  /** Solid but transparent. */
  Window: 4,
  StairsDown: 5,
  StairsUp: 6
};
var GLYPHS = {
  [Tile.Void]: " ",
  [Tile.Floor]: ".",
  [Tile.Wall]: "#",
  [Tile.Door]: "+",
  [Tile.Window]: "%",
  [Tile.StairsDown]: ">",
  [Tile.StairsUp]: "<"
};
function checkLevel(level, fn) {
  checkObject(level, "the level", fn);
  const { width, height, tiles } = level;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`${fn}: width and height must be non-negative integers, got ${width}x${height}`);
  }
  if (!(tiles instanceof Uint8Array) || tiles.length !== width * height) {
    throw new RangeError(`${fn}: tiles must be a Uint8Array of width * height = ${width * height} codes`);
  }
}
function isWalkableTile(code) {
  return code === Tile.Floor || code === Tile.Door || code === Tile.StairsDown || code === Tile.StairsUp;
}
function walkableMask(level) {
  checkLevel(level, "walkableMask");
  const mask = new Uint8Array(level.width * level.height);
  for (let i = 0; i < mask.length; i++) mask[i] = isWalkableTile(level.tiles[i]) ? 1 : 0;
  return mask;
}

// packages/toolkit/src/gen/station-parts/draw.ts
var TWO_323 = 4294967296;
var FAST_RANGE = 1 << 20;
function below(rng, n) {
  if (n > FAST_RANGE) return rng.int(0, n - 1);
  const limit = TWO_323 - (TWO_323 - n * Math.floor(TWO_323 / n));
  let r = rng.next() * TWO_323;
  while (r >= limit) r = rng.next() * TWO_323;
  return r - n * Math.floor(r / n);
}
function shuffleInPlace(rng, items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}
function shuffleInt32(rng, items, n) {
  for (let i = n - 1; i > 0; i--) {
    const j = below(rng, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}

// packages/toolkit/src/gen/scratch.ts
var Scratch = class {
  buf = void 0;
  /** A buffer of at least `n` cells (contents unspecified; may be longer than `n`). */
  take(n) {
    const buf = this.buf;
    if (buf !== void 0 && buf.length >= n) return buf;
    const grown = this.make(Math.max(n, 2 * (buf?.length ?? 0), 64));
    this.buf = grown;
    return grown;
  }
};
var Int32Scratch = class extends Scratch {
  make(n) {
    return new Int32Array(n);
  }
};
var Uint8Scratch = class extends Scratch {
  make(n) {
    return new Uint8Array(n);
  }
};

// packages/toolkit/src/gen/station-parts/doors.ts
var DoorRun = class {
  constructor(axis, first, step2, length, a, b) {
    this.axis = axis;
    this.first = first;
    this.step = step2;
    this.length = length;
    this.a = a;
    this.b = b;
  }
  axis;
  first;
  step;
  length;
  a;
  b;
  listed = void 0;
  /** The run's cell indices (listed once, then cached). */
  get cells() {
    if (this.listed === void 0) {
      this.listed = Array.from({ length: this.length }, (_, k) => this.first + k * this.step);
    }
    return this.listed;
  }
};
var PlaceDoorScratch = class {
  roomStart = new Int32Scratch();
  roomFill = new Int32Scratch();
  byRoom = new Int32Scratch();
  visited = new Uint8Scratch();
  seen = new Uint8Scratch();
  frontier = new Int32Scratch();
  tree = new Int32Scratch();
  rest = new Int32Scratch();
};
var DoorScratch = class extends PlaceDoorScratch {
  colFirst = new Int32Scratch();
  colLen = new Int32Scratch();
  colA = new Int32Scratch();
  colB = new Int32Scratch();
  colLast = new Int32Scratch();
  closedFirst = new Int32Scratch();
  closedLen = new Int32Scratch();
  closedA = new Int32Scratch();
  closedB = new Int32Scratch();
  perColumn = new Int32Scratch();
  columnOrder = new Int32Scratch();
  packed = new Int32Scratch();
};
function appendColumnRuns(out, closed, width, scratch) {
  const kFirst = scratch.closedFirst.take(0);
  const kLen = scratch.closedLen.take(0);
  const kA = scratch.closedA.take(0);
  const kB = scratch.closedB.take(0);
  const count2 = scratch.perColumn.take(width + 1).fill(0, 0, width + 1);
  for (let k = 0; k < closed; k++) count2[kFirst[k] % width + 1]++;
  for (let x = 0; x < width; x++) count2[x + 1] += count2[x];
  const order = scratch.columnOrder.take(closed);
  for (let k = 0; k < closed; k++) order[count2[kFirst[k] % width]++] = k;
  for (let j = 0; j < closed; j++) {
    const k = order[j];
    out.push(new DoorRun("x", kFirst[k], width, kLen[k], kA[k], kB[k]));
  }
}
function scanRuns(tiles, runs, size, scratch = new DoorScratch()) {
  const { width, height } = size;
  const { x0, x1, room, rowStart } = runs;
  const out = [];
  const open = new Int32Array(Math.max(0, (width - 2) * (height - 2)));
  let nOpen = 0;
  const cFirst = scratch.colFirst.take(width);
  const cLen = scratch.colLen.take(width).fill(0, 0, width);
  const cA = scratch.colA.take(width);
  const cB = scratch.colB.take(width);
  const cLast = scratch.colLast.take(width);
  const n = width * height;
  const kFirst = scratch.closedFirst.take(n);
  const kLen = scratch.closedLen.take(n);
  const kA = scratch.closedA.take(n);
  const kB = scratch.closedB.take(n);
  let closed = 0;
  for (let y = 0, row = 0; y < height; y++, row += width) {
    const here = rowStart[y];
    const next = rowStart[y + 1];
    if (y > 0 && y + 1 < height) {
      const upEnd = here;
      const downEnd = rowStart[y + 2];
      let u = rowStart[y - 1];
      let d = next;
      for (let k = here; k < next && u < upEnd && d < downEnd; k++) {
        let lo = x0[k] + 1;
        const hi = x1[k] - 1;
        while (lo < hi) {
          while (u < upEnd && x1[u] <= lo) u++;
          while (d < downEnd && x1[d] <= lo) d++;
          if (u === upEnd || d === downEnd) break;
          const s = Math.max(lo, x0[u], x0[d]);
          const e = Math.min(hi, x1[u], x1[d]);
          for (let x = s; x < e; x++) open[nOpen++] = row + x;
          lo = s < e ? e : s;
        }
      }
      for (u = rowStart[y - 1], d = next; u < upEnd && d < downEnd; ) {
        const s = Math.max(x0[u], x0[d]);
        const e = Math.min(x1[u], x1[d]);
        const a = room[u];
        const b = room[d];
        if (x1[u] < x1[d]) u++;
        else d++;
        if (s >= e || a === b) continue;
        let first = -1;
        for (let i = row + s; i < row + e; i++) {
          if (tiles[i] === Tile.Wall) {
            if (first < 0) first = i;
          } else if (first >= 0) {
            out.push(new DoorRun("y", first, 1, i - first, a, b));
            first = -1;
          }
        }
        if (first >= 0) out.push(new DoorRun("y", first, 1, row + e - first, a, b));
      }
    }
    for (let k = here; k + 1 < next; k++) {
      const x = x1[k];
      if (x0[k + 1] !== x + 1) continue;
      const c = room[k];
      const e = room[k + 1];
      if (c === e || tiles[row + x] !== Tile.Wall) continue;
      if (cLen[x] > 0 && cLast[x] === y - 1 && c === cA[x] && e === cB[x]) cLen[x]++;
      else {
        if (cLen[x] > 0) {
          kFirst[closed] = cFirst[x];
          kLen[closed] = cLen[x];
          kA[closed] = cA[x];
          kB[closed++] = cB[x];
        }
        cFirst[x] = row + x;
        cLen[x] = 1;
        cA[x] = c;
        cB[x] = e;
      }
      cLast[x] = y;
    }
  }
  for (let x = 0; x < width; x++) {
    if (cLen[x] > 0) {
      kFirst[closed] = cFirst[x];
      kLen[closed] = cLen[x];
      kA[closed] = cA[x];
      kB[closed++] = cB[x];
    }
  }
  appendColumnRuns(out, closed, width, scratch);
  return { candidates: out, open: open.subarray(0, nOpen) };
}
var PACKED_FIELDS = 6;
function unpackCandidates({ count: count2, data }) {
  const out = [];
  for (let k = 0, p = 0; k < count2; k++, p += PACKED_FIELDS) {
    out.push(
      new DoorRun(data[p] === 1 ? "x" : "y", data[p + 1], data[p + 2], data[p + 3], data[p + 4], data[p + 5])
    );
  }
  return out;
}
function placeDoors(candidates, roomCount, rng, rules, scratch = new DoorScratch()) {
  const m = candidates.length;
  const data = scratch.packed.take(PACKED_FIELDS * m);
  for (let id = 0, p = 0; id < m; id++, p += PACKED_FIELDS) {
    const c = candidates[id];
    data[p] = c.axis === "x" ? 1 : 0;
    data[p + 1] = c.first;
    data[p + 2] = c.step;
    data[p + 3] = c.length;
    data[p + 4] = c.a;
    data[p + 5] = c.b;
  }
  return placePackedDoors({ count: m, data }, roomCount, rng, rules, scratch);
}
function placePackedDoors(candidates, roomCount, rng, rules, scratch = new PlaceDoorScratch()) {
  const { count: m, data } = candidates;
  if (m === 0) return roomCount <= 1 ? [] : null;
  const start = scratch.roomStart.take(roomCount + 1).fill(0, 0, roomCount + 1);
  for (let p = 0; p < PACKED_FIELDS * m; p += PACKED_FIELDS) {
    start[data[p + 4] + 1]++;
    start[data[p + 5] + 1]++;
  }
  for (let r = 0; r < roomCount; r++) start[r + 1] += start[r];
  const fill = scratch.roomFill.take(roomCount);
  fill.set(start.subarray(0, roomCount));
  const byRoom = scratch.byRoom.take(2 * m);
  for (let id = 0, p = 0; id < m; id++, p += PACKED_FIELDS) {
    byRoom[fill[data[p + 4]]++] = id;
    byRoom[fill[data[p + 5]]++] = id;
  }
  const visited = scratch.visited.take(roomCount).fill(0, 0, roomCount);
  const seen = scratch.seen.take(m).fill(0, 0, m);
  const frontier4 = scratch.frontier.take(m + 1);
  let size = visit(data[PACKED_FIELDS * below(rng, m) + 4], start, byRoom, visited, seen, frontier4, 0);
  let reached = 1;
  const tree = scratch.tree.take(m);
  const rest = scratch.rest.take(m);
  let trees = 0;
  let rests = 0;
  while (size > 0) {
    const j = below(rng, size);
    const id = frontier4[j];
    frontier4[j] = frontier4[--size];
    const a = data[PACKED_FIELDS * id + 4];
    const b = data[PACKED_FIELDS * id + 5];
    if (visited[a] === 1 && visited[b] === 1) {
      rest[rests++] = id;
      continue;
    }
    tree[trees++] = id;
    reached++;
    size = visit(visited[a] === 1 ? b : a, start, byRoom, visited, seen, frontier4, size);
  }
  if (reached < roomCount) return null;
  shuffleInt32(rng, rest, rests);
  const extras2 = Math.ceil(rests / 2);
  const doors = [];
  for (let k = 0; k < trees + extras2; k++) {
    const isTree = k < trees;
    const id = isTree ? tree[k] : rest[k - trees];
    const p = PACKED_FIELDS * id;
    const length = data[p + 3];
    if (length < rules.minRun || length <= rules.minOffset) return null;
    const index = data[p + 1] + data[p + 2] * (rules.minOffset + below(rng, length - rules.minOffset));
    doors.push({ index, axis: data[p] === 1 ? "x" : "y", candidate: id, kind: isTree ? "tree" : "extra" });
  }
  return doors;
}
function visit(room, start, byRoom, visited, seen, frontier4, size) {
  visited[room] = 1;
  const end = start[room + 1];
  for (let k = start[room]; k < end; k++) {
    const id = byRoom[k];
    frontier4[size] = id;
    size += seen[id] ^ 1;
    seen[id] = 1;
  }
  return size;
}

// packages/toolkit/src/gen/station-parts/entrance.ts
function openCells(tiles, width, height) {
  const out = new Int32Array(Math.max(0, (width - 2) * (height - 2)));
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    const end = (y + 1) * width - 1;
    for (let i = y * width + 1; i < end; i++) {
      const a = tiles[i];
      const b = tiles[i + 1];
      const c = tiles[i - 1];
      const d = tiles[i - width];
      const e = tiles[i + width];
      out[n] = i;
      n += ((a | b | c | d | e) === FLOOR ? 1 : 0) & a & b & c & d & e;
    }
  }
  return out.subarray(0, n);
}
var FLOOR = Tile.Floor;
function pickStairs(tiles, width, height, rng, topMost, open = openCells(tiles, width, height)) {
  if (open.length === 0) return -1;
  let n = open.length;
  if (topMost) {
    const row = open[0] / width | 0;
    n = 1;
    while (n < open.length && (open[n] / width | 0) === row) n++;
  }
  return open[below(rng, n)];
}
function kthSmallest(a, n, k) {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[lo + hi >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i++] = a[j];
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}
function farQuarterIndex(n) {
  return Math.ceil(0.75 * (n - 1));
}
var SpawnScratch = class {
  eligible = new Int32Scratch();
  dist = new Int32Scratch();
  select = new Int32Scratch();
};
function pickSpawn(grid, stairs, rng, scratch = new SpawnScratch()) {
  const { roomOf, width, open } = grid;
  const room = roomOf[stairs];
  const eligible = scratch.eligible.take(open.length);
  let n = 0;
  for (let k = 0; k < open.length; k++) if (roomOf[open[k]] !== room) eligible[n++] = open[k];
  if (n === 0) return -1;
  const sy = stairs / width | 0;
  const sx = stairs - sy * width;
  const d = scratch.dist.take(n);
  const copy = scratch.select.take(n);
  for (let k = 0; k < n; k++) {
    const y = eligible[k] / width | 0;
    const dx = eligible[k] - y * width - sx;
    copy[k] = d[k] = dx * dx + (y - sy) * (y - sy);
  }
  const threshold = kthSmallest(copy, n, farQuarterIndex(n));
  let far = 0;
  for (let k = 0; k < n; k++) if (d[k] >= threshold) far++;
  let nth = below(rng, far);
  for (let k = 0; k < n; k++) if (d[k] >= threshold && nth-- === 0) return eligible[k];
  return -1;
}

// packages/toolkit/src/gen/station-parts/rooms.ts
var RoomRunScratch = class {
  x0 = new Int32Scratch();
  x1 = new Int32Scratch();
  room = new Int32Scratch();
  parent = new Int32Scratch();
  rowStart = new Int32Scratch();
  bounds = new Int32Scratch();
};
function labelRoomRuns(tiles, width, height, scratch = new RoomRunScratch()) {
  const maxRuns = (width + 1 >> 1) * height;
  const x0 = scratch.x0.take(maxRuns);
  const x1 = scratch.x1.take(maxRuns);
  const room = scratch.room.take(maxRuns);
  const parent = scratch.parent.take(maxRuns);
  const rowStart = scratch.rowStart.take(height + 1);
  let count2 = 0;
  for (let y = 0, row = 0; y < height; y++, row += width) {
    rowStart[y] = count2;
    let x = 0;
    for (; ; ) {
      while (x < width && tiles[row + x] !== Tile.Floor) x++;
      if (x === width) break;
      x0[count2] = x;
      x++;
      while (x < width && tiles[row + x] === Tile.Floor) x++;
      x1[count2] = x;
      parent[count2] = count2;
      count2++;
    }
    if (y === 0) continue;
    for (let p = rowStart[y - 1], q = rowStart[y]; p < rowStart[y] && q < count2; ) {
      if (x1[p] <= x0[q]) p++;
      else if (x1[q] <= x0[p]) q++;
      else {
        const a = find(parent, p);
        const b = find(parent, q);
        if (a < b) parent[b] = a;
        else if (b < a) parent[a] = b;
        if (x1[p] < x1[q]) p++;
        else q++;
      }
    }
  }
  rowStart[height] = count2;
  const roomOf = new Int16Array(width * height).fill(-1);
  const bounds = scratch.bounds.take(5 * count2);
  let rooms = 0;
  for (let y = 0, row = 0; y < height; y++, row += width) {
    for (let k = rowStart[y]; k < rowStart[y + 1]; k++) {
      const root = find(parent, k);
      const x = x0[k];
      const end = x1[k];
      let b;
      if (root === k) {
        if (rooms >= 32767) throw new RangeError("too many rooms for a 16-bit room map");
        room[k] = rooms;
        b = 5 * rooms++;
        bounds[b] = x;
        bounds[b + 1] = end;
        bounds[b + 2] = y;
        bounds[b + 4] = 0;
      } else {
        room[k] = room[root];
        b = 5 * room[k];
        if (x < bounds[b]) bounds[b] = x;
        if (end > bounds[b + 1]) bounds[b + 1] = end;
      }
      bounds[b + 3] = y;
      bounds[b + 4] += end - x;
      const id = room[k];
      for (let i = row + x; i < row + end; i++) roomOf[i] = id;
    }
  }
  const list2 = [];
  for (let id = 0, b = 0; id < rooms; id++, b += 5) {
    list2.push({
      id,
      x: bounds[b],
      y: bounds[b + 2],
      width: bounds[b + 1] - bounds[b],
      height: bounds[b + 3] - bounds[b + 2] + 1,
      cells: bounds[b + 4]
    });
  }
  return { roomOf, rooms: list2, runs: { count: count2, x0, x1, room, rowStart } };
}
function find(parent, a) {
  while (parent[a] !== a) a = parent[a] = parent[parent[a]];
  return a;
}

// packages/toolkit/src/gen/station-parts/walls.ts
var WallScratch = class {
  found = new Int32Scratch();
  colStart = new Int32Scratch();
  rowStart = new Int32Scratch();
  colAt = new Int32Scratch();
  rowAt = new Int32Scratch();
  colAfter = new Int32Scratch();
  colBefore = new Int32Scratch();
  rowAfter = new Int32Scratch();
  rowBefore = new Int32Scratch();
  colNext = new Int32Scratch();
  rowNext = new Int32Scratch();
  banned = new Uint8Scratch();
  cols = new Int32Scratch();
  rows = new Int32Scratch();
  stack = new Int32Scratch();
  leaves = new Int32Scratch();
  lines = new Int32Scratch();
};
var X_AFTER = 1;
var X_BEFORE = 2;
var Y_AFTER = 4;
var Y_BEFORE = 8;
function hullEdges(hull, width, height, scratch) {
  const found = scratch.found.take(2 * width * height);
  let nFound = 0;
  const colStart = scratch.colStart.take(width + 1).fill(0, 0, width + 1);
  const rowStart = scratch.rowStart.take(height + 1).fill(0, 0, height + 1);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (hull[i] !== Tile.Wall) continue;
      let f = 0;
      if (x + 1 < width && hull[i + 1] === Tile.Floor) f |= X_AFTER;
      if (x > 0 && hull[i - 1] === Tile.Floor) f |= X_BEFORE;
      if (y + 1 < height && hull[i + width] === Tile.Floor) f |= Y_AFTER;
      if (y > 0 && hull[i - width] === Tile.Floor) f |= Y_BEFORE;
      if (f === 0) continue;
      found[nFound++] = i;
      found[nFound++] = f;
      if ((f & (X_AFTER | X_BEFORE)) !== 0) colStart[x + 1]++;
      if ((f & (Y_AFTER | Y_BEFORE)) !== 0) rowStart[y + 1]++;
    }
  }
  for (let x = 0; x < width; x++) colStart[x + 1] += colStart[x];
  for (let y = 0; y < height; y++) rowStart[y + 1] += rowStart[y];
  const nCol = colStart[width];
  const nRow = rowStart[height];
  const colAt = scratch.colAt.take(nCol);
  const rowAt = scratch.rowAt.take(nRow);
  const colAfter = scratch.colAfter.take(nCol + 1);
  const colBefore = scratch.colBefore.take(nCol + 1);
  const rowAfter = scratch.rowAfter.take(nRow + 1);
  const rowBefore = scratch.rowBefore.take(nRow + 1);
  const colFill = colStart;
  let r = 0;
  for (let k = 0; k < nFound; k += 2) {
    const i = found[k];
    const f = found[k + 1];
    const y = i / width | 0;
    const x = i - y * width;
    if ((f & (X_AFTER | X_BEFORE)) !== 0) {
      const slot = colFill[x]++;
      colAt[slot] = y;
      colAfter[slot + 1] = f & X_AFTER;
      colBefore[slot + 1] = (f & X_BEFORE) >> 1;
    }
    if ((f & (Y_AFTER | Y_BEFORE)) !== 0) {
      rowAt[r] = x;
      rowAfter[r + 1] = (f & Y_AFTER) >> 2;
      rowBefore[++r] = (f & Y_BEFORE) >> 3;
    }
  }
  for (let x = width; x > 0; x--) colStart[x] = colStart[x - 1];
  colStart[0] = 0;
  colAfter[0] = colBefore[0] = rowAfter[0] = rowBefore[0] = 0;
  for (let k = 0; k < nCol; k++) {
    colAfter[k + 1] += colAfter[k];
    colBefore[k + 1] += colBefore[k];
  }
  for (let k = 0; k < nRow; k++) {
    rowAfter[k + 1] += rowAfter[k];
    rowBefore[k + 1] += rowBefore[k];
  }
  const colNext = nextNonEmpty(colStart, width, scratch.colNext.take(width + 1));
  const rowNext = nextNonEmpty(rowStart, height, scratch.rowNext.take(height + 1));
  return { colStart, colAt, colAfter, colBefore, colNext, rowStart, rowAt, rowAfter, rowBefore, rowNext };
}
function nextNonEmpty(start, lines, next) {
  next[lines] = lines;
  for (let l = lines - 1; l >= 0; l--) next[l] = start[l + 1] > start[l] ? l : next[l + 1];
  return next;
}
function lowerBound(sorted, from, to, value) {
  while (from < to) {
    const mid = from + to >> 1;
    if (sorted[mid] < value) from = mid + 1;
    else to = mid;
  }
  return from;
}
function lineCandidates(edges, rect, line2, buffers) {
  const { x: rx, y: ry, width: rw, height: rh } = rect;
  const { vertical, min } = line2;
  const { banned, out } = buffers;
  const extent = vertical ? rw : rh;
  if (extent < 2 * min + 1) return 0;
  const start = vertical ? rx : ry;
  const lineStart = vertical ? edges.colStart : edges.rowStart;
  let n = 0;
  if (lineStart[start + extent] === lineStart[start]) {
    for (let o = min; o <= extent - 1 - min; o++) out[n++] = start + o;
    return n;
  }
  for (let o = 0; o < extent; o++) banned[o] = 0;
  const lineAt = vertical ? edges.colAt : edges.rowAt;
  const afterCount = vertical ? edges.colAfter : edges.rowAfter;
  const beforeCount = vertical ? edges.colBefore : edges.rowBefore;
  const lo = vertical ? ry : rx;
  const hi = lo + (vertical ? rh : rw);
  const next = vertical ? edges.colNext : edges.rowNext;
  for (let pos = next[start] - start; pos < extent; pos = next[start + pos + 1] - start) {
    const from = lineStart[start + pos];
    const to = lineStart[start + pos + 1];
    const first = lowerBound(lineAt, from, to, lo);
    const end = lowerBound(lineAt, first, to, hi);
    if (afterCount[end] > afterCount[first] && pos + 1 < extent) {
      for (let k = 1; k <= min && pos + k < extent; k++) banned[pos + k] = 1;
    }
    if (beforeCount[end] > beforeCount[first] && pos > 0) {
      for (let k = 1; k <= min && pos - k >= 0; k++) banned[pos - k] = 1;
    }
  }
  for (let o = min; o <= extent - 1 - min; o++) if (banned[o] === 0) out[n++] = start + o;
  return n;
}
function bspWalls(grid, rng, options, scratch = new WallScratch()) {
  const { tiles, width, height } = grid;
  const edges = hullEdges(tiles, width, height, scratch);
  const banned = scratch.banned.take(Math.max(width, height));
  const cols = { banned, out: scratch.cols.take(width) };
  const rows = { banned, out: scratch.rows.take(height) };
  const leaves = [];
  const halls = [];
  const lines = [];
  const stack = scratch.stack.take(5 * (width + height + 2));
  let top = 0;
  stack[top++] = 0;
  stack[top++] = 0;
  stack[top++] = width;
  stack[top++] = height;
  stack[top++] = 0;
  while (top > 0) {
    const depth = stack[--top];
    const rh = stack[--top];
    const rw = stack[--top];
    const ry = stack[--top];
    const rx = stack[--top];
    const rect = { x: rx, y: ry, width: rw, height: rh };
    if (depth >= options.maxDepth) {
      leaves.push(rect);
      continue;
    }
    const stopArea = options.stopArea ?? 0;
    if (stopArea > 0 && rw * rh <= stopArea && rng.chance(options.stopChance ?? 0.5)) {
      leaves.push(rect);
      continue;
    }
    const nc = options.horizontalOnly ? 0 : lineCandidates(edges, rect, { vertical: true, min: options.minWidth }, cols);
    const nr = lineCandidates(edges, rect, { vertical: false, min: options.minHeight }, rows);
    if (nc === 0 && nr === 0) {
      leaves.push(rect);
      continue;
    }
    const vertical = nr === 0 || nc > 0 && rng.chance(0.5);
    const at = vertical ? cols.out[below(rng, nc)] : rows.out[below(rng, nr)];
    const hallAt = hallStart(options, rect, vertical ? cols.out : rows.out, vertical ? nc : nr, at, rng);
    if (hallAt >= 0) {
      const hall = hallAt + (options.hallWidth ?? 2) + 1;
      drawLine(tiles, width, rect, vertical, hallAt);
      drawLine(tiles, width, rect, vertical, hall);
      lines.push(lineOf(rect, vertical, hallAt), lineOf(rect, vertical, hall));
      if (vertical) {
        halls.push({ x: hallAt + 1, y: ry, width: hall - hallAt - 1, height: rh });
        top = push(stack, top, hall + 1, ry, rx + rw - hall - 1, rh, depth + 1);
        top = push(stack, top, rx, ry, hallAt - rx, rh, depth + 1);
      } else {
        halls.push({ x: rx, y: hallAt + 1, width: rw, height: hall - hallAt - 1 });
        top = push(stack, top, rx, hall + 1, rw, ry + rh - hall - 1, depth + 1);
        top = push(stack, top, rx, ry, rw, hallAt - ry, depth + 1);
      }
      continue;
    }
    drawLine(tiles, width, rect, vertical, at);
    lines.push(lineOf(rect, vertical, at));
    if (vertical) {
      top = push(stack, top, at + 1, ry, rx + rw - at - 1, rh, depth + 1);
      top = push(stack, top, rx, ry, at - rx, rh, depth + 1);
    } else {
      top = push(stack, top, rx, at + 1, rw, ry + rh - at - 1, depth + 1);
      top = push(stack, top, rx, ry, rw, at - ry, depth + 1);
    }
  }
  return halls.length > 0 ? { leaves, halls, lines } : { leaves, lines };
}
function hallStart(options, rect, candidates, count2, at, rng) {
  const chance = options.hallChance ?? 0;
  if (chance <= 0) return -1;
  const min = options.hallMin ?? 12;
  if (rect.width < min || rect.height < min || !rng.chance(chance)) return -1;
  const gap = (options.hallWidth ?? 2) + 1;
  for (let k = 0, j = 0; k < count2; k++) {
    if (candidates[k] < at) continue;
    while (j < count2 && candidates[j] < candidates[k] + gap) j++;
    if (j < count2 && candidates[j] === candidates[k] + gap) return candidates[k];
  }
  return -1;
}
function drawLine(tiles, width, rect, vertical, at) {
  if (vertical) {
    for (let i = rect.y * width + at, end = (rect.y + rect.height) * width; i < end; i += width) {
      if (tiles[i] === Tile.Floor) tiles[i] = Tile.Wall;
    }
  } else {
    for (let i = at * width + rect.x, end = at * width + rect.x + rect.width; i < end; i++) {
      if (tiles[i] === Tile.Floor) tiles[i] = Tile.Wall;
    }
  }
}
function lineOf(rect, vertical, at) {
  return vertical ? { vertical, at, from: rect.y, to: rect.y + rect.height - 1 } : { vertical, at, from: rect.x, to: rect.x + rect.width - 1 };
}
function push(stack, top, x, y, w, h, depth) {
  stack[top] = x;
  stack[top + 1] = y;
  stack[top + 2] = w;
  stack[top + 3] = h;
  stack[top + 4] = depth;
  return top + 5;
}
var LEAF_FIELDS = 4;
var LINE_FIELDS = 4;
function unpackSplit(split) {
  const leaves = [];
  const lines = [];
  for (let k = 0, p = 0; k < split.leafCount; k++, p += LEAF_FIELDS) {
    const l = split.leaves;
    leaves.push({ x: l[p], y: l[p + 1], width: l[p + 2], height: l[p + 3] });
  }
  for (let k = 0, p = 0; k < split.lineCount; k++, p += LINE_FIELDS) {
    const l = split.lines;
    lines.push({ vertical: l[p] === 1, at: l[p + 1], from: l[p + 2], to: l[p + 3] });
  }
  return { leaves, lines };
}
function spanCount(extent, min, atStart, atEnd) {
  const n = extent - 2 * min - (atStart ? 1 : 0) - (atEnd ? 1 : 0);
  return n > 0 ? n : 0;
}
function rectangleWalls(size, rng, options, scratch = new WallScratch()) {
  const { width, height } = size;
  const { minWidth, minHeight, maxDepth, horizontalOnly } = options;
  const leafArea = Math.max(1, Math.min(minWidth, width) * Math.min(minHeight, height));
  const maxLeaves = Math.floor(width * height / leafArea) + 1;
  const leaves = scratch.leaves.take(LEAF_FIELDS * maxLeaves);
  const lines = scratch.lines.take(LINE_FIELDS * maxLeaves);
  let leafCount = 0;
  let lineCount = 0;
  const stack = scratch.stack.take(5 * (width + height + 2));
  let top = push(stack, 0, 0, 0, width, height, 0);
  while (top > 0) {
    const depth = stack[--top];
    const rh = stack[--top];
    const rw = stack[--top];
    const ry = stack[--top];
    const rx = stack[--top];
    let nc = 0;
    let nr = 0;
    if (depth < maxDepth) {
      nc = horizontalOnly ? 0 : spanCount(rw, minWidth, rx === 0, rx + rw === width);
      nr = spanCount(rh, minHeight, ry === 0, ry + rh === height);
    }
    if (nc === 0 && nr === 0) {
      const p = LEAF_FIELDS * leafCount++;
      leaves[p] = rx;
      leaves[p + 1] = ry;
      leaves[p + 2] = rw;
      leaves[p + 3] = rh;
      continue;
    }
    const vertical = nr === 0 || nc > 0 && rng.chance(0.5);
    const q = LINE_FIELDS * lineCount++;
    if (vertical) {
      const at = rx + minWidth + (rx === 0 ? 1 : 0) + below(rng, nc);
      lines[q] = 1;
      lines[q + 1] = at;
      lines[q + 2] = ry;
      lines[q + 3] = ry + rh - 1;
      top = push(stack, top, at + 1, ry, rx + rw - at - 1, rh, depth + 1);
      top = push(stack, top, rx, ry, at - rx, rh, depth + 1);
    } else {
      const at = ry + minHeight + (ry === 0 ? 1 : 0) + below(rng, nr);
      lines[q] = 0;
      lines[q + 1] = at;
      lines[q + 2] = rx;
      lines[q + 3] = rx + rw - 1;
      top = push(stack, top, rx, at + 1, rw, ry + rh - at - 1, depth + 1);
      top = push(stack, top, rx, ry, rw, at - ry, depth + 1);
    }
  }
  return { leafCount, leaves, lineCount, lines };
}

// packages/toolkit/src/gen/station-parts/rect.ts
var RectScratch = class {
  box = new Int32Scratch();
  roomBox = new Int32Scratch();
  rowFirst = new Int32Scratch();
  byColumnStart = new Int32Scratch();
  byColumn = new Int32Scratch();
  byColumnEndStart = new Int32Scratch();
  byColumnEnd = new Int32Scratch();
  byRowEndStart = new Int32Scratch();
  byRowEnd = new Int32Scratch();
  innerRow = new Int32Scratch();
  innerSlot = new Int32Scratch();
  fill = new Int32Scratch();
  candidates = new Int32Scratch();
  open = new Int32Scratch();
};
function rectangleRooms(split, size, scratch = new RectScratch()) {
  const { width, height } = size;
  const { leafCount: n, leaves } = split;
  if (n > 32767) throw new RangeError("too many rooms for a 16-bit room map");
  const box = scratch.box.take(4 * n);
  for (let b = 0, p = 0; b < 4 * n; b += 4, p += LEAF_FIELDS) {
    const x = leaves[p];
    const y = leaves[p + 1];
    const xEnd = x + leaves[p + 2];
    const yEnd = y + leaves[p + 3];
    box[b] = x > 1 ? x : 1;
    box[b + 1] = xEnd < width - 1 ? xEnd : width - 1;
    box[b + 2] = y > 1 ? y : 1;
    box[b + 3] = yEnd < height - 1 ? yEnd : height - 1;
  }
  const rowFirst = scratch.rowFirst.take(height + 1).fill(0, 0, height + 1);
  for (let b = 0; b < 4 * n; b += 4) rowFirst[box[b + 2] + 1]++;
  for (let y = 0; y < height; y++) rowFirst[y + 1] += rowFirst[y];
  const roomBox = scratch.roomBox.take(4 * n);
  for (let b = 0; b < 4 * n; b += 4) {
    const r = 4 * rowFirst[box[b + 2]]++;
    roomBox[r] = box[b];
    roomBox[r + 1] = box[b + 1];
    roomBox[r + 2] = box[b + 2];
    roomBox[r + 3] = box[b + 3];
  }
  for (let y = height; y > 0; y--) rowFirst[y] = rowFirst[y - 1];
  rowFirst[0] = 0;
  const rooms = [];
  for (let id = 0, r = 0; id < n; id++, r += 4) {
    const w = roomBox[r + 1] - roomBox[r];
    const h = roomBox[r + 3] - roomBox[r + 2];
    rooms.push({ id, x: roomBox[r], y: roomBox[r + 2], width: w, height: h, cells: w * h });
  }
  const byColumnStart = bucketStarts(roomBox, n, { field: 0, buckets: width }, scratch.byColumnStart);
  const byColumn = bucketFill(
    roomBox,
    n,
    { field: 0, buckets: width, start: byColumnStart, order: null },
    { out: scratch.byColumn, fill: scratch.fill }
  );
  const byColumnEndStart = bucketStarts(roomBox, n, { field: 1, buckets: width }, scratch.byColumnEndStart);
  const byColumnEnd = bucketFill(
    roomBox,
    n,
    { field: 1, buckets: width, start: byColumnEndStart, order: null },
    { out: scratch.byColumnEnd, fill: scratch.fill }
  );
  const byRowEndStart = bucketStarts(roomBox, n, { field: 3, buckets: height }, scratch.byRowEndStart);
  const byRowEnd = bucketFill(
    roomBox,
    n,
    { field: 3, buckets: height, start: byRowEndStart, order: byColumn },
    { out: scratch.byRowEnd, fill: scratch.fill }
  );
  const { tiles, roomOf, open } = layRooms(roomBox, byColumn, { n, width, height }, scratch);
  const data = scratch.candidates.take(PACKED_FIELDS * 4 * n);
  let m = 0;
  for (let r = 2; r + 2 < height; r++) {
    const line2 = {
      field: 0,
      before: byRowEnd,
      i0: byRowEndStart[r],
      i1: byRowEndStart[r + 1],
      after: null,
      j0: rowFirst[r + 1],
      j1: rowFirst[r + 2],
      base: r * width,
      step: 1
    };
    m = overlaps(roomBox, line2, data, m);
  }
  for (let c = 2; c + 2 < width; c++) {
    const line2 = {
      field: 2,
      before: byColumnEnd,
      i0: byColumnEndStart[c],
      i1: byColumnEndStart[c + 1],
      after: byColumn,
      j0: byColumnStart[c + 1],
      j1: byColumnStart[c + 2],
      base: c,
      step: width
    };
    m = overlaps(roomBox, line2, data, m);
  }
  return { tiles, rooms, roomOf, candidates: { count: m, data }, open };
}
function bucketStarts(roomBox, n, key, scratch) {
  const { field, buckets } = key;
  const start = scratch.take(buckets + 1).fill(0, 0, buckets + 1);
  for (let b = field; b < 4 * n; b += 4) start[roomBox[b] + 1]++;
  for (let v = 0; v < buckets; v++) start[v + 1] += start[v];
  return start;
}
function bucketFill(roomBox, n, key, buffers) {
  const { field, buckets, start, order } = key;
  const out = buffers.out.take(n);
  const fill = buffers.fill.take(buckets + 1);
  fill.set(start.subarray(0, buckets + 1));
  for (let k = 0; k < n; k++) {
    const id = order === null ? k : order[k];
    out[fill[roomBox[4 * id + field]]++] = id;
  }
  return out;
}
function overlaps(roomBox, line2, data, m) {
  const { field, before, i1, after, j1, base, step: step2 } = line2;
  let i = line2.i0;
  let j = line2.j0;
  while (i < i1 && j < j1) {
    const a = before[i];
    const b = after === null ? j : after[j];
    const p = 4 * a + field;
    const q = 4 * b + field;
    const s = roomBox[p] > roomBox[q] ? roomBox[p] : roomBox[q];
    const e = roomBox[p + 1] < roomBox[q + 1] ? roomBox[p + 1] : roomBox[q + 1];
    if (roomBox[p + 1] < roomBox[q + 1]) i++;
    else j++;
    if (s >= e) continue;
    const d = PACKED_FIELDS * m++;
    data[d] = field === 2 ? 1 : 0;
    data[d + 1] = base + s * step2;
    data[d + 2] = step2;
    data[d + 3] = e - s;
    data[d + 4] = a;
    data[d + 5] = b;
  }
  return m;
}
function layRooms(roomBox, byColumn, size, scratch) {
  const { n, width, height } = size;
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
  const roomOf = new Int16Array(width * height).fill(-1);
  for (let id = 0, b = 0; id < n; id++, b += 4) {
    const x0 = roomBox[b];
    const x1 = roomBox[b + 1];
    for (let row = roomBox[b + 2] * width, end = roomBox[b + 3] * width; row < end; row += width) {
      for (let i = row + x0; i < row + x1; i++) {
        tiles[i] = Tile.Floor;
        roomOf[i] = id;
      }
    }
  }
  const rowEnd = scratch.innerRow.take(height + 1).fill(0, 0, height + 1);
  for (let b = 0; b < 4 * n; b += 4) {
    for (let y = roomBox[b + 2] + 1; y < roomBox[b + 3] - 1; y++) rowEnd[y + 1]++;
  }
  for (let y = 0; y < height; y++) rowEnd[y + 1] += rowEnd[y];
  const slots = scratch.innerSlot.take(rowEnd[height]);
  for (let k = 0; k < n; k++) {
    const id = byColumn[k];
    const b = 4 * id;
    for (let y = roomBox[b + 2] + 1; y < roomBox[b + 3] - 1; y++) slots[rowEnd[y]++] = id;
  }
  const open = scratch.open.take(Math.max(0, (width - 2) * (height - 2)));
  let nOpen = 0;
  for (let y = 1, k = 0; y < height - 1; y++) {
    const row = y * width;
    for (const end = rowEnd[y]; k < end; k++) {
      const b = 4 * slots[k];
      const last = row + roomBox[b + 1] - 1;
      for (let i = row + roomBox[b] + 1; i < last; i++) open[nOpen++] = i;
    }
  }
  return { tiles, roomOf, open: open.subarray(0, nOpen) };
}

// packages/toolkit/src/gen/station-parts/windows.ts
function windowRuns(tiles, width, height) {
  const out = [];
  const open = (x, y) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return Tile.Void;
    const t = tiles[y * width + x];
    return t === Tile.Floor || t === Tile.Void ? t : -1;
  };
  for (const axis of ["y", "x"]) {
    const lines = axis === "y" ? height : width;
    const along = axis === "y" ? width : height;
    for (let l = 0; l < lines; l++) {
      let run = [];
      let external = false;
      const flush = () => {
        if (run.length > 0) out.push({ axis, cells: run, external });
        run = [];
      };
      for (let k = 0; k < along; k++) {
        const x = axis === "y" ? k : l;
        const y = axis === "y" ? l : k;
        const i = y * width + x;
        const p = axis === "y" ? open(x, y - 1) : open(x - 1, y);
        const q = axis === "y" ? open(x, y + 1) : open(x + 1, y);
        if (tiles[i] !== Tile.Wall || p < 0 || q < 0 || p === Tile.Void && q === Tile.Void) {
          flush();
          continue;
        }
        const ext = p === Tile.Void || q === Tile.Void;
        if (run.length > 0 && ext !== external) flush();
        external = ext;
        run.push(i);
      }
      flush();
    }
  }
  return out;
}
function placeWindows(tiles, runs, rng) {
  const internal = shuffleInPlace(
    rng,
    runs.filter((r) => !r.external)
  );
  const external = shuffleInPlace(
    rng,
    runs.filter((r) => r.external)
  );
  const placed = [];
  const put = (run) => {
    const index = run.cells[below(rng, run.cells.length)];
    if (tiles[index] === Tile.Window) return;
    tiles[index] = Tile.Window;
    placed.push({ index, axis: run.axis, external: run.external });
  };
  for (const run of internal.slice(0, Math.floor(internal.length / 4))) put(run);
  for (const run of external.slice(0, Math.floor(2 * external.length / 3))) {
    put(run);
    if (rng.chance(0.5)) put(run);
  }
  return placed;
}

// packages/toolkit/src/gen/station-parts/furnish.ts
var FurnishScratch = class {
  walls = new WallScratch();
  rooms = new RoomRunScratch();
  rect = new RectScratch();
  doors = new DoorScratch();
  spawn = new SpawnScratch();
};
var STAGE_NAMES = ["hull", "walls", "doors", "windows", "entrance and exit"];
function stageRules(rules) {
  const wallOptions = {
    minWidth: rules.minWidth,
    minHeight: rules.minHeight,
    maxDepth: rules.small ? 1 : Infinity,
    horizontalOnly: rules.small,
    stopArea: rules.stopArea,
    stopChance: rules.stopChance,
    hallChance: rules.hallChance,
    hallWidth: rules.hallWidth
  };
  return { wallOptions, doorRules: { minRun: rules.small ? 5 : 1, minOffset: rules.small ? 4 : 0 } };
}
function furnish(hull, rng, rules, scratch = new FurnishScratch()) {
  const { width, height } = hull;
  if (rules.rectangle === true && !rules.windows) {
    const f = furnishRectangle(hull, rng, rules, scratch);
    return typeof f === "string" ? f : unpackedFurnished(f);
  }
  const { wallOptions, doorRules } = stageRules(rules);
  const tiles = hull.tiles.slice();
  const bsp = bspWalls({ tiles, width, height }, rng, wallOptions, scratch.walls);
  const afterWalls = tiles.slice();
  const { rooms, roomOf, runs } = labelRoomRuns(tiles, width, height, scratch.rooms);
  if (rooms.length < 2 || rules.small && rooms.length !== 2) return "rooms";
  const { candidates, open } = scanRuns(tiles, runs, hull, scratch.doors);
  const stairs = pickStairs(tiles, width, height, rng, rules.small, open);
  if (stairs < 0) return "stairs";
  const doors = placeDoors(candidates, rooms.length, rng, doorRules, scratch.doors);
  if (doors === null) return "doors";
  for (const d of doors) tiles[d.index] = Tile.Door;
  const afterDoors = tiles.slice();
  const spawn = pickSpawn({ roomOf, width, open }, stairs, rng, scratch.spawn);
  if (spawn < 0) return "spawn";
  const windows = rules.windows ? placeWindows(tiles, windowRuns(tiles, width, height), rng) : [];
  const afterWindows = tiles.slice();
  tiles[stairs] = Tile.StairsDown;
  return {
    width,
    height,
    tiles,
    rooms,
    roomOf,
    bsp,
    candidates,
    doors,
    windows,
    stairs,
    spawn,
    snapshots: {
      hull: hull.tiles.slice(),
      walls: afterWalls,
      doors: afterDoors,
      windows: afterWindows,
      "entrance and exit": tiles.slice()
    }
  };
}
function furnishRectangle(hull, rng, rules, scratch) {
  const { width, height } = hull;
  const { wallOptions, doorRules } = stageRules(rules);
  const split = rectangleWalls(hull, rng, wallOptions, scratch.walls);
  const { tiles, rooms, roomOf, candidates, open } = rectangleRooms(split, hull, scratch.rect);
  if (rooms.length < 2 || rules.small && rooms.length !== 2) return "rooms";
  const stairs = pickStairs(tiles, width, height, rng, rules.small, open);
  if (stairs < 0) return "stairs";
  const doors = placePackedDoors(candidates, rooms.length, rng, doorRules, scratch.doors);
  if (doors === null) return "doors";
  for (const d of doors) tiles[d.index] = Tile.Door;
  const spawn = pickSpawn({ roomOf, width, open }, stairs, rng, scratch.spawn);
  if (spawn < 0) return "spawn";
  const windows = [];
  tiles[stairs] = Tile.StairsDown;
  const snapshots = derivedSnapshots(hull.tiles, { tiles, stairs, doors });
  return {
    width,
    height,
    tiles,
    rooms,
    roomOf,
    doors,
    windows,
    stairs,
    spawn,
    snapshots,
    split,
    packedCandidates: candidates
  };
}
function unpackedFurnished(f) {
  const { split, packedCandidates: candidates, ...rest } = f;
  const keptSplit = {
    ...split,
    leaves: split.leaves.slice(0, LEAF_FIELDS * split.leafCount),
    lines: split.lines.slice(0, LINE_FIELDS * split.lineCount)
  };
  const keptCandidates = { ...candidates, data: candidates.data.slice(0, PACKED_FIELDS * candidates.count) };
  return new RectangleFurnished(rest, keptSplit, keptCandidates);
}
var RectangleFurnished = class {
  width;
  height;
  tiles;
  rooms;
  roomOf;
  doors;
  windows;
  stairs;
  spawn;
  snapshots;
  #split;
  #candidates;
  #bsp = void 0;
  #unpacked = void 0;
  constructor(f, split, candidates) {
    this.width = f.width;
    this.height = f.height;
    this.tiles = f.tiles;
    this.rooms = f.rooms;
    this.roomOf = f.roomOf;
    this.doors = f.doors;
    this.windows = f.windows;
    this.stairs = f.stairs;
    this.spawn = f.spawn;
    this.snapshots = f.snapshots;
    this.#split = split;
    this.#candidates = candidates;
  }
  get bsp() {
    return this.#bsp ??= unpackSplit(this.#split);
  }
  get candidates() {
    return this.#unpacked ??= unpackCandidates(this.#candidates);
  }
};
function derivedSnapshots(hull, f) {
  const final = f.tiles.slice();
  const windows = final.slice();
  windows[f.stairs] = Tile.Floor;
  const doors = windows.slice();
  const walls = doors.slice();
  for (const d of f.doors) walls[d.index] = Tile.Wall;
  return { hull: hull.slice(), walls, doors, windows, "entrance and exit": final };
}
function furnishedToLevel(f, at, copy = true) {
  const { x: ox, y: oy } = at;
  const w = f.width;
  const place = (i) => {
    const y = Math.floor(i / w);
    return { x: i - y * w + ox, y: y + oy };
  };
  const same = !copy && ox === 0 && oy === 0 && w === at.width && f.height === at.height;
  const tiles = same ? f.tiles : embed(f.tiles, f, at, Tile.Void);
  const roomOf = same ? f.roomOf : embed(f.roomOf, f, at, -1);
  return {
    width: at.width,
    height: at.height,
    tiles,
    rooms: ox === 0 && oy === 0 ? f.rooms : f.rooms.map((r) => ({ ...r, x: r.x + ox, y: r.y + oy })),
    roomOf,
    doors: f.doors.map((d) => place(d.index)),
    doorAxes: f.doors.map((d) => d.axis),
    windows: f.windows.map((d) => place(d.index)),
    windowAxes: f.windows.map((d) => d.axis),
    start: place(f.spawn),
    exit: place(f.stairs)
  };
}
function embed(src, size, at, fill) {
  const { width: w, height: h } = size;
  if (w === at.width && h === at.height) return src.slice();
  const out = new src.constructor(at.width * at.height);
  out.fill(fill);
  for (let y = 0; y < h; y++) out.set(src.subarray(y * w, (y + 1) * w), (y + at.y) * at.width + at.x);
  return out;
}
function snapshotLevel(tiles, stage, from) {
  const { furnished: f, final, at } = from;
  const t = embed(tiles, f, at, Tile.Void);
  const hasRooms = stage !== "hull";
  return {
    width: final.width,
    height: final.height,
    tiles: t,
    rooms: hasRooms ? final.rooms : [],
    roomOf: hasRooms ? final.roomOf : void 0,
    doors: stage === "hull" || stage === "walls" ? [] : final.doors,
    windows: stage === "windows" || stage === "entrance and exit" ? final.windows : [],
    ...stage === "entrance and exit" ? { start: final.start, exit: final.exit } : {}
  };
}

// packages/toolkit/src/wfc/patterns.ts
var WFC_DX = [-1, 0, 1, 0];
var WFC_DY = [0, 1, 0, -1];
function rotate(p, N) {
  const out = new Uint8Array(N * N);
  for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) out[x + y * N] = p[N - 1 - y + x * N];
  return out;
}
function reflect(p, N) {
  const out = new Uint8Array(N * N);
  for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) out[x + y * N] = p[N - 1 - x + y * N];
  return out;
}
function orientations(p, N) {
  const out = [p];
  out.push(reflect(p, N));
  let r = p;
  for (let k = 0; k < 3; k++) {
    r = rotate(r, N);
    out.push(r, reflect(r, N));
  }
  return out;
}
function extractPatterns(sample, options) {
  if (sample === null || typeof sample !== "object" || !(sample.data instanceof Uint8Array)) {
    throw new TypeError(
      "extractPatterns: the sample must be { data: Uint8Array, width, height } (see readSample)"
    );
  }
  if (options === null || typeof options !== "object") {
    throw new TypeError("extractPatterns: options must be { N, symmetry, periodic }");
  }
  checkOptionKeys("extractPatterns", options, ["N", "symmetry", "periodic"]);
  const { N, symmetry, periodic: periodicInput } = options;
  if (!Number.isInteger(N) || N < 1 || !Number.isInteger(symmetry) || symmetry < 1 || symmetry > 8) {
    throw new RangeError(
      `extractPatterns: N must be an integer >= 1 and symmetry 1..8, got ${N} and ${symmetry}`
    );
  }
  const { data, width: sw, height: sh } = sample;
  const nn = N * N;
  const index = /* @__PURE__ */ new Map();
  const found = [];
  const weights = [];
  const xs = periodicInput ? sw : sw - N + 1;
  const ys = periodicInput ? sh : sh - N + 1;
  if (xs < 1 || ys < 1) throw new RangeError(`option "N" (${N}) is larger than the sample (${sw}x${sh})`);
  const identity = new Uint8Array(nn);
  for (let j = 0; j < nn; j++) identity[j] = j;
  const perm = orientations(identity, N);
  let base = 1;
  for (let i = 0; i < data.length; i++) if (data[i] + 1 > base) base = data[i] + 1;
  const numeric = nn * Math.log2(base) <= 52;
  const p = new Uint8Array(nn);
  const oriented = new Uint8Array(nn);
  for (let y = 0; y < ys; y++) {
    for (let x = 0; x < xs; x++) {
      for (let dy = 0; dy < N; dy++) {
        for (let dx = 0; dx < N; dx++) p[dx + dy * N] = data[(y + dy) % sh * sw + (x + dx) % sw];
      }
      for (let k = 0; k < symmetry; k++) {
        const order = perm[k];
        let num = 0;
        for (let j = 0; j < nn; j++) {
          oriented[j] = p[order[j]];
          num = num * base + oriented[j];
        }
        const key = numeric ? num : String.fromCharCode(...oriented);
        const t = index.get(key);
        if (t === void 0) {
          index.set(key, found.length);
          found.push(oriented.slice());
          weights.push(1);
        } else weights[t]++;
      }
    }
  }
  const count2 = found.length;
  const cells = new Uint8Array(count2 * nn);
  found.forEach((p2, t) => cells.set(p2, t * nn));
  const propagator = [];
  for (let d = 0; d < 4; d++) {
    const dx = WFC_DX[d];
    const dy = WFC_DY[d];
    const xmin = dx < 0 ? 0 : dx;
    const xmax = dx < 0 ? dx + N : N;
    const ymin = dy < 0 ? 0 : dy;
    const ymax = dy < 0 ? dy + N : N;
    const overlap = (t, ox, oy) => {
      const part = [];
      for (let y = ymin; y < ymax; y++) {
        for (let x = xmin; x < xmax; x++) part.push(cells[t * nn + x - ox + N * (y - oy)]);
      }
      return String.fromCharCode(...part);
    };
    const byPart = /* @__PURE__ */ new Map();
    for (let u = 0; u < count2; u++) {
      const key = overlap(u, dx, dy);
      const list2 = byPart.get(key);
      if (list2 === void 0) byPart.set(key, [u]);
      else list2.push(u);
    }
    const lists = [];
    for (let t = 0; t < count2; t++) lists.push(Int32Array.from(byPart.get(overlap(t, 0, 0)) ?? []));
    propagator.push(lists);
  }
  return { N, count: count2, cells, weights: Float64Array.from(weights), propagator };
}

// packages/toolkit/src/wfc/sample.ts
function readSample(sample) {
  if (sample === null || typeof sample !== "object") {
    throw new TypeError(
      `readSample: the sample must be text rows or { data, width, height }, got ${String(sample)}`
    );
  }
  if (Array.isArray(sample)) {
    const rows = sample;
    const height2 = rows.length;
    const width2 = height2 === 0 ? 0 : rows[0].length;
    if (width2 === 0) throw new RangeError('option "sample" must have at least one row and one column');
    const symbols = [];
    const data2 = new Uint8Array(width2 * height2);
    for (let y = 0; y < height2; y++) {
      const row = rows[y];
      if (typeof row !== "string" || row.length !== width2) {
        throw new RangeError(`option "sample": row ${y} must be a string of length ${width2}`);
      }
      for (let x = 0; x < width2; x++) {
        const ch = row[x];
        let v = symbols.indexOf(ch);
        if (v < 0) {
          if (symbols.length === 256) throw new RangeError('option "sample" has more than 256 symbols');
          v = symbols.push(ch) - 1;
        }
        data2[y * width2 + x] = v;
      }
    }
    return { data: data2, width: width2, height: height2, symbols };
  }
  const grid = sample;
  if (grid === null || typeof grid !== "object" || !(grid.data instanceof Uint8Array)) {
    throw new RangeError('option "sample" must be text rows or { data: Uint8Array, width, height }');
  }
  const { width, height, data } = grid;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`option "sample" needs a positive integer width and height, got ${width}x${height}`);
  }
  if (data.length !== width * height) {
    throw new RangeError(`option "sample": data has ${data.length} values, expected ${width * height}`);
  }
  return { data, width, height, symbols: [] };
}

// packages/toolkit/src/wfc/heap.ts
var IndexedMinHeap = class {
  keys;
  heap;
  pos;
  /** Number of items in the heap. */
  size = 0;
  /** An empty heap for items 0..capacity-1. */
  constructor(capacity) {
    this.keys = new Float64Array(capacity);
    this.heap = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }
  /** Removes every item. */
  clear() {
    for (let k = 0; k < this.size; k++) this.pos[this.heap[k]] = -1;
    this.size = 0;
  }
  /** The key an item was last given. */
  key(item) {
    return this.keys[item];
  }
  /** True when the item is in the heap. */
  has(item) {
    return this.pos[item] >= 0;
  }
  /** Inserts an item with a key, or changes the key of an item already in the heap. */
  set(item, key) {
    const { keys, pos } = this;
    let at = pos[item];
    if (at < 0) {
      at = this.size++;
      this.heap[at] = item;
      pos[item] = at;
      keys[item] = key;
      this.up(at);
      return;
    }
    const old = keys[item];
    keys[item] = key;
    if (key < old) this.up(at);
    else this.down(at);
  }
  /** Removes and returns the item with the smallest key (ties: any); -1 when empty. */
  pop() {
    if (this.size === 0) return -1;
    const { heap, pos } = this;
    const top = heap[0];
    pos[top] = -1;
    const n = --this.size;
    if (n > 0) {
      heap[0] = heap[n];
      pos[heap[0]] = 0;
      this.down(0);
    }
    return top;
  }
  /** Moves the item at heap slot `at` up to its place. */
  up(at) {
    const { heap, keys, pos } = this;
    const item = heap[at];
    const key = keys[item];
    while (at > 0) {
      const parent = at - 1 >> 1;
      const p = heap[parent];
      if (keys[p] <= key) break;
      heap[at] = p;
      pos[p] = at;
      at = parent;
    }
    heap[at] = item;
    pos[item] = at;
  }
  /** Moves the item at heap slot `at` down to its place. */
  down(at) {
    const { heap, keys, pos } = this;
    const n = this.size;
    const item = heap[at];
    const key = keys[item];
    for (; ; ) {
      let child = 2 * at + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[heap[child + 1]] < keys[heap[child]]) child++;
      const c = heap[child];
      if (keys[c] >= key) break;
      heap[at] = c;
      pos[c] = at;
      at = child;
    }
    heap[at] = item;
    pos[item] = at;
  }
};

// packages/toolkit/src/wfc/solver.ts
var WfcSolver = class {
  /** Prepares a solver for an output of width x height cells (wrapping at its edges when `periodic`). */
  constructor(patterns, output) {
    this.patterns = patterns;
    if (output === null || typeof output !== "object") {
      throw new TypeError("WfcSolver: the output must be { width, height, periodic }");
    }
    checkOptionKeys("WfcSolver", output, ["width", "height", "periodic"]);
    const { width, height, periodic } = output;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(
        `WfcSolver: the output must be at least 1x1 with integer sides, got ${width}x${height}`
      );
    }
    this.width = width;
    this.height = height;
    this.periodic = periodic;
    const { N, count: P, weights, propagator } = patterns;
    if (P > 32767) throw new RangeError(`the sample has ${P} patterns; at most 32767 are supported`);
    if (P < 1) throw new RangeError("the sample has no patterns");
    this.waveWidth = periodic ? width : width - N + 1;
    this.waveHeight = periodic ? height : height - N + 1;
    if (this.waveWidth < 1 || this.waveHeight < 1) {
      throw new RangeError(
        `a non-periodic output of ${width}x${height} is smaller than the pattern size ${N}`
      );
    }
    this.P = P;
    const words = this.words = P + 31 >>> 5;
    const cells = this.cells = this.waveWidth * this.waveHeight;
    this.wave = new Uint32Array(cells * words);
    this.ones = new Int32Array(cells);
    this.sums = new Float64Array(2 * cells);
    this.noise = new Float64Array(cells);
    this.dirty = new Uint8Array(cells);
    this.dirtyList = new Int32Array(cells);
    this.heap = new IndexedMinHeap(cells);
    this.stack = new Int32Array(cells * P * 2);
    this.weights = weights;
    this.weightLogWeights = weights.map((w) => w * Math.log2(w));
    this.totalW = weights.reduce((a, b) => a + b, 0);
    this.log2Table = new Float64Array(Math.min(Math.floor(this.totalW), 1 << 14) + 1);
    for (let n = 0; n < this.log2Table.length; n++) this.log2Table[n] = Math.log2(n);
    this.totalWLogW = this.weightLogWeights.reduce((a, b) => a + b, 0);
    const faceOf = new Int32Array(4 * P);
    const lists = [[], [], [], []];
    const sizes = [[], [], [], []];
    for (let d = 0; d < 4; d++) {
      const ids = /* @__PURE__ */ new Map();
      for (let t = 0; t < P; t++) {
        const key = propagator[d][t].join(",");
        let k = ids.get(key);
        if (k === void 0) {
          k = lists[d].length;
          ids.set(key, k);
          lists[d].push(propagator[d][t]);
          sizes[d].push(0);
        }
        faceOf[d * P + t] = k;
        sizes[d][k]++;
      }
    }
    const K = Math.max(...lists.map((l) => l.length));
    const classMask = new Uint32Array(4 * K * words);
    const slotOf2 = new Int32Array(4 * K).fill(-1);
    const row = [];
    for (let d = 0; d < 4; d++) {
      lists[d].forEach((list2, k) => {
        for (const u of list2) classMask[(d * K + k) * words + (u >>> 5)] |= 1 << (u & 31);
        if (sizes[d][k] > 1) {
          slotOf2[d * K + k] = row.length;
          row.push(sizes[d][k]);
        }
      });
    }
    this.slots = row.length;
    this.faces = new Int32Array(16 * P);
    const more = [0, 0, 0];
    for (let t = 0; t < P; t++) {
      for (let d = 0; d < 4; d++) {
        const cls = d * K + faceOf[d * P + t];
        const used = [];
        for (let w = 0; w < words; w++) if (classMask[cls * words + w] !== 0) used.push(w);
        if (used.length === 0) used.push(0);
        let next = 0;
        for (let j = used.length - 1; j > 0; j--) {
          more.push(used[j], classMask[cls * words + used[j]] | 0, next);
          next = more.length - 3;
        }
        const first = [slotOf2[cls], used[0], classMask[cls * words + used[0]] | 0, next];
        this.faces.set(first, (t * 4 + d) * 4);
      }
    }
    this.moreWords = Int32Array.from(more);
    const Counts = Math.max(0, ...row) < 127 ? Int8Array : Int16Array;
    this.countsRow = Counts.from(row);
    this.counts = new Counts(cells * this.slots);
    const W = this.waveWidth;
    const H = this.waveHeight;
    this.neighbours = new Int32Array(cells * 4);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        for (let d = 0; d < 4; d++) {
          let x2 = x + WFC_DX[d];
          let y2 = y + WFC_DY[d];
          if (periodic) {
            x2 = (x2 + W) % W;
            y2 = (y2 + H) % H;
          }
          this.neighbours[(y * W + x) * 4 + d] = x2 < 0 || y2 < 0 || x2 >= W || y2 >= H ? -1 : y2 * W + x2;
        }
      }
    }
  }
  patterns;
  /** Wave width: the output width when periodic, else the number of pattern positions across. */
  waveWidth;
  waveHeight;
  P;
  words;
  cells;
  wave;
  /**
   * Per pattern t and direction d, at `(t * 4 + d) * 4`: the count slot of t's class in direction
   * d (-1 when t is alone in its class, so its count would always drop from 1 to 0), then the
   * first word index w and word of the class's list as a bitset (its lowest nonzero word, or word 0
   * when the list is empty), then where its further nonzero words start in `moreWords` (0: none).
   * A pattern's four records are 64 contiguous bytes.
   */
  faces;
  /**
   * The nonzero words after the first of the face classes' bitsets, as (word index, word, next)
   * triples chained in word order; next is 0 after the last. Only samples of over 32 patterns
   * have them, and most classes have a single nonzero word even then.
   */
  moreWords;
  /** Count slots per cell: one per (direction, class) with more than one pattern. */
  slots;
  /** `counts[i * slots + s]`: patterns still allowed at cell i in count slot s's class. */
  counts;
  countsRow;
  ones;
  /**
   * Per cell i, side by side (one cache line for both): `sums[2 * i]`, the total weight of the
   * patterns still allowed there, and `sums[2 * i + 1]`, their total w * log2(w).
   */
  sums;
  noise;
  stack;
  neighbours;
  weights;
  weightLogWeights;
  totalW;
  /**
   * `log2Table[n]`: `Math.log2(n)`. Weights are occurrence counts, so a cell's weight sum is usually
   * a small integer whose log re-keying can look up (the same value Math.log2 would return).
   */
  log2Table;
  totalWLogW;
  dirty;
  dirtyList;
  dirtyCount = 0;
  heap;
  sp = 0;
  /** The output's width in cells. */
  width;
  /** The output's height in cells. */
  height;
  /** Whether the output wraps at its edges. */
  periodic;
  /** Runs up to `maxAttempts` fresh attempts, restarting after each contradiction. */
  solve(rng, maxAttempts) {
    for (let attempt2 = 1; attempt2 <= maxAttempts; attempt2++) {
      if (this.attempt(rng)) return { ok: true, chosen: this.chosen(), attempts: attempt2 };
    }
    return {
      ok: false,
      reason: `contradiction in each of ${maxAttempts} attempts`,
      attempts: maxAttempts
    };
  }
  /** Resets the wave to "every pattern everywhere". */
  clear(rng) {
    const { P, words, cells } = this;
    const full = new Uint32Array(words).fill(4294967295);
    if ((P & 31) !== 0) full[words - 1] = (1 << (P & 31)) - 1;
    for (let i = 0; i < cells; i++) this.wave.set(full, i * words);
    const counts = this.counts;
    counts.set(this.countsRow, 0);
    for (let filled = this.countsRow.length; filled > 0 && filled < counts.length; filled *= 2) {
      counts.copyWithin(filled, 0, Math.min(filled, counts.length - filled));
    }
    const startEntropy = Math.log2(this.totalW) - this.totalWLogW / this.totalW;
    this.ones.fill(P);
    for (let i = 0; i < cells; i++) {
      this.sums[2 * i] = this.totalW;
      this.sums[2 * i + 1] = this.totalWLogW;
    }
    this.dirty.fill(0);
    this.dirtyCount = 0;
    this.heap.clear();
    for (let i = 0; i < cells; i++) {
      this.noise[i] = rng.next() * 1e-6;
      this.heap.set(i, startEntropy + this.noise[i]);
    }
    this.sp = 0;
  }
  /** Bans every pattern but t at cell i (an observation) and queues the removals. */
  observe(i, t) {
    const { words, wave, stack } = this;
    let sp = this.sp;
    for (let w = 0; w < words; w++) {
      let removed = wave[i * words + w];
      if (w === t >>> 5) removed &= ~(1 << (t & 31));
      wave[i * words + w] ^= removed;
      for (; removed !== 0; removed &= removed - 1) {
        stack[sp++] = i;
        stack[sp++] = w << 5 | 31 - Math.clz32(removed & -removed);
      }
    }
    this.sp = sp;
    this.ones[i] = 1;
    if (this.dirty[i] === 0) {
      this.dirty[i] = 1;
      this.dirtyList[this.dirtyCount++] = i;
    }
  }
  /** Spreads queued removals until nothing changes; false on a contradiction. */
  propagate() {
    const { slots, words, counts, faces, moreWords, stack, neighbours: neighbours2, wave, ones } = this;
    const { sums, dirty, dirtyList, weights } = this;
    const wlw = this.weightLogWeights;
    let sp = this.sp;
    this.sp = 0;
    while (sp > 0) {
      const t1 = stack[--sp];
      const i1 = stack[--sp];
      const n1 = i1 * 4;
      const f1 = t1 * 16;
      for (let d = 0; d < 4; d++) {
        const i2 = neighbours2[n1 + d];
        if (i2 < 0) continue;
        const f = f1 + d * 4;
        const slot = faces[f];
        if (slot >= 0 && --counts[i1 * slots + slot] !== 0) continue;
        const w2 = i2 * words;
        let w = faces[f + 1];
        let mask = faces[f + 2];
        let next = faces[f + 3];
        for (; ; ) {
          const removed = wave[w2 + w] & mask;
          if (removed !== 0) {
            wave[w2 + w] ^= removed;
            const hi = w << 5;
            let left = ones[i2];
            let sw = sums[2 * i2];
            let swl = sums[2 * i2 + 1];
            let bits = removed;
            do {
              const low = bits & -bits;
              bits ^= low;
              const t2 = hi | 31 - Math.clz32(low);
              stack[sp++] = i2;
              stack[sp++] = t2;
              left--;
              sw -= weights[t2];
              swl -= wlw[t2];
            } while (bits !== 0);
            if (left === 0) return false;
            ones[i2] = left;
            sums[2 * i2] = sw;
            sums[2 * i2 + 1] = swl;
            if (dirty[i2] === 0) {
              dirty[i2] = 1;
              dirtyList[this.dirtyCount++] = i2;
            }
          }
          if (next === 0) break;
          w = moreWords[next];
          mask = moreWords[next + 1];
          next = moreWords[next + 2];
        }
      }
    }
    return true;
  }
  /** One attempt from a clear wave; true when every cell was decided without contradiction. */
  attempt(rng) {
    this.clear(rng);
    const { ones, noise, words, dirty, dirtyList, sums, heap, log2Table } = this;
    for (; ; ) {
      for (let k = 0; k < this.dirtyCount; k++) {
        const i = dirtyList[k];
        dirty[i] = 0;
        if (ones[i] <= 1) continue;
        const sw = sums[2 * i];
        const n = sw | 0;
        const log2 = n === sw && n < log2Table.length ? log2Table[n] : Math.log2(sw);
        heap.set(i, log2 - sums[2 * i + 1] / sw + noise[i]);
      }
      this.dirtyCount = 0;
      let best = -1;
      while (heap.size > 0) {
        const i = heap.pop();
        if (ones[i] > 1) {
          best = i;
          break;
        }
      }
      if (best < 0) return true;
      let r = rng.next() * this.sums[2 * best];
      let pick = -1;
      const w0 = best * words;
      for (let w = 0; w < words && r >= 0; w++) {
        for (let bits = this.wave[w0 + w]; bits !== 0; bits &= bits - 1) {
          pick = w << 5 | 31 - Math.clz32(bits & -bits);
          r -= this.weights[pick];
          if (r < 0) break;
        }
      }
      this.observe(best, pick);
      if (!this.propagate()) return false;
    }
  }
  /** The single pattern left in every cell. */
  chosen() {
    const { cells, words } = this;
    const out = new Int32Array(cells);
    for (let i = 0; i < cells; i++) {
      for (let w = 0; w < words; w++) {
        const bits = this.wave[i * words + w];
        if (bits !== 0) {
          out[i] = w * 32 + (31 - Math.clz32(bits & -bits));
          break;
        }
      }
    }
    return out;
  }
};

// packages/toolkit/src/wfc/overlapping.ts
function renderWave(solver, chosen) {
  if (!(solver instanceof WfcSolver)) throw new TypeError("renderWave: solver must be a WfcSolver");
  if (!(chosen instanceof Int32Array) || chosen.length !== solver.waveWidth * solver.waveHeight) {
    throw new RangeError("renderWave: chosen must be the Int32Array a solve of this solver returned");
  }
  const { width, height, waveWidth, waveHeight, patterns } = solver;
  const { N, cells } = patterns;
  const nn = N * N;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const py = y < waveHeight ? y : waveHeight - 1;
    for (let x = 0; x < width; x++) {
      const px = x < waveWidth ? x : waveWidth - 1;
      const t = chosen[py * waveWidth + px];
      out[y * width + x] = cells[t * nn + (y - py) * N + (x - px)];
    }
  }
  return out;
}

// packages/toolkit/src/gen/station-parts/sample.ts
var STATION_SAMPLE = [
  "................",
  "................",
  "..#########.....",
  "..#.......#.....",
  "..#.......#.....",
  "..#.......#.....",
  "..#...#####.....",
  "..#...#.........",
  "..#...#.........",
  "..#...#.........",
  "..#...#.........",
  "..#####.........",
  "................",
  "................",
  "................"
];
var SAMPLE_OPEN = ".";

// packages/toolkit/src/gen/station-parts/hull.ts
var HULL_N = 4;
var HULL_WFC_ATTEMPTS = 5;
var HULL_PATTERNS = (() => {
  const sample = readSample(STATION_SAMPLE);
  return {
    set: extractPatterns(sample, { N: HULL_N, symmetry: 8, periodic: true }),
    open: sample.symbols.indexOf(SAMPLE_OPEN)
  };
})();
var HullSolvers = class {
  bySize = /* @__PURE__ */ new Map();
  /** A periodic solver for an output of the given size. */
  solverFor(width, height) {
    const key = `${width}x${height}`;
    let solver = this.bySize.get(key);
    if (solver === void 0) {
      if (this.bySize.size >= 8) this.bySize.clear();
      solver = new WfcSolver(HULL_PATTERNS.set, { width, height, periodic: true });
      this.bySize.set(key, solver);
    }
    return solver;
  }
};
function hullWfc(cw, ch, rng, solvers = new HullSolvers()) {
  const solver = solvers.solverFor(cw, ch);
  const result = solver.solve(rng, HULL_WFC_ATTEMPTS);
  if (!result.ok) return null;
  const values = renderWave(solver, result.chosen);
  const open = HULL_PATTERNS.open;
  const mask = new Uint8Array(cw * ch);
  for (let i = 0; i < mask.length; i++) mask[i] = values[i] === open ? 1 : 0;
  return mask;
}
var HULL_MIN_CELLS = { width: 24, height: 12 };
var HULL_MAX_SCALE = 8;
function autoHullScale(width, height) {
  const s = Math.min(
    Math.floor((width - 2) / HULL_MIN_CELLS.width),
    Math.floor((height - 2) / HULL_MIN_CELLS.height)
  );
  return Math.max(1, Math.min(HULL_MAX_SCALE, s));
}
function hullGrid(ow, oh, scale2) {
  return { cw: Math.ceil(ow / scale2), ch: Math.ceil(oh / scale2) };
}
function upscaleMask(mask, cw, ow, oh, scale2) {
  if (scale2 === 1 && cw === ow) return mask;
  const out = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    const src = (y / scale2 | 0) * cw;
    const dst = y * ow;
    for (let x = 0; x < ow; x++) out[dst + x] = mask[src + (x / scale2 | 0)];
  }
  return out;
}
function hullFromOpen(open, ow, oh) {
  const regions = labelRegions({ width: ow, height: oh }, open, 4);
  const best = largestRegion(regions);
  const keep = new Uint8Array(ow * oh);
  if (best >= 0) for (let i = 0; i < keep.length; i++) keep[i] = regions.labels[i] === best ? 1 : 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 0; y + 1 < oh; y++) {
      for (let x = 0; x + 1 < ow; x++) {
        const a = y * ow + x;
        const b = a + 1;
        const c = a + ow;
        const d = c + 1;
        if (keep[a] && keep[d] && !keep[b] && !keep[c]) {
          keep[b] = 1;
          changed = true;
        } else if (keep[b] && keep[c] && !keep[a] && !keep[d]) {
          keep[a] = 1;
          changed = true;
        }
      }
    }
  }
  const width = ow + 2;
  const height = oh + 2;
  const tiles = new Uint8Array(width * height);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) if (keep[y * ow + x]) tiles[(y + 1) * width + x + 1] = Tile.Floor;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (tiles[i] === Tile.Floor) continue;
      let wall = false;
      for (let dy = -1; dy <= 1 && !wall; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx >= 0 && nx < width && tiles[ny * width + nx] === Tile.Floor) {
            wall = true;
            break;
          }
        }
      }
      if (wall) tiles[i] = Tile.Wall;
    }
  }
  return tiles;
}
function hullStats(tiles, width, height) {
  let floor = 0;
  let minX = width;
  let maxX = -1;
  let minY = height;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = tiles[y * width + x];
      if (t === Tile.Void) continue;
      if (t === Tile.Floor) floor++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { floor: 0, slack: width + height };
  return { floor, slack: width - (maxX - minX) + (height - (maxY - minY)) };
}
function hullAccepted(tiles, width, height) {
  const { floor, slack } = hullStats(tiles, width, height);
  return floor * 2 >= width * height && slack <= 8;
}
var HULL_CUTS = 8;
function shiftMask(open, ow, oh, dx, dy) {
  const out = new Uint8Array(ow * oh);
  for (let y = 0; y < oh; y++) {
    const row = (y + dy) % oh * ow;
    for (let x = 0; x < ow; x++) out[y * ow + x] = open[row + (x + dx) % ow];
  }
  return out;
}
function tryHull(size, rng, solvers = new HullSolvers()) {
  const { width, height, scale: scale2 = 1 } = size;
  const ow = width - 2;
  const oh = height - 2;
  const { cw, ch } = hullGrid(ow, oh, scale2);
  const open = hullWfc(cw, ch, rng, solvers);
  if (open === null) return null;
  for (let k = 0; k < HULL_CUTS; k++) {
    const mask = k === 0 ? open : shiftMask(open, cw, ch, rng.int(0, cw - 1), rng.int(0, ch - 1));
    const tiles = hullFromOpen(upscaleMask(mask, cw, ow, oh, scale2), ow, oh);
    if (hullAccepted(tiles, width, height)) return tiles;
  }
  return null;
}

// packages/toolkit/src/gen/start-exit.ts
var StepScratch = class {
  queue = new Int32Scratch();
};
function farthestCell(grid, from, scratch = new StepScratch()) {
  const { cells: open, width, height } = grid;
  const queue = scratch.queue.take(open.length);
  const last = (height - 1) * width;
  open[from] = 2;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  let layerStart = 0;
  let layerEnd = 1;
  while (head < tail) {
    if (head === layerEnd) {
      layerStart = layerEnd;
      layerEnd = tail;
    }
    const c = queue[head++];
    const x = c % width;
    if (c >= width && open[c - width] === 1) {
      open[c - width] = 2;
      queue[tail++] = c - width;
    }
    if (x < width - 1 && open[c + 1] === 1) {
      open[c + 1] = 2;
      queue[tail++] = c + 1;
    }
    if (c < last && open[c + width] === 1) {
      open[c + width] = 2;
      queue[tail++] = c + width;
    }
    if (x > 0 && open[c - 1] === 1) {
      open[c - 1] = 2;
      queue[tail++] = c - 1;
    }
  }
  let best = queue[layerStart];
  for (let k = 0; k < tail; k++) {
    const c = queue[k];
    open[c] = 1;
    if (k > layerStart && c < best) best = c;
  }
  return best;
}
function pointOf(index, width) {
  const x = index % width;
  return { x, y: (index - x) / width };
}

// packages/toolkit/src/gen/workspace.ts
var GenWorkspace = class {
  furnish = new FurnishScratch();
  hulls = new HullSolvers();
  steps = new StepScratch();
};

// packages/toolkit/src/gen/station/station.ts
var STATION_MIN_SIZE = { width: 12, height: 10 };
var STATION_MAX_SIZE = { width: 128, height: 64 };
var STATION_SMALL_SIZE = { width: 10, height: 10 };
var STATION_MAX_ATTEMPTS = 400;
var FURNISH_TRIES = 4;
function stationParams(options) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  checkBaseOptions(
    options,
    STATION_MIN_SIZE.width,
    STATION_MIN_SIZE.height,
    STATION_MAX_SIZE.width,
    STATION_MAX_SIZE.height
  );
  rejectUnknownOptions(options, "station", [
    "small",
    "maxAttempts",
    "hullScale",
    "bayWidth",
    "bayHeight",
    "minRoomWidth",
    "minRoomHeight",
    "stopArea",
    "stopChance",
    "hallChance",
    "hallWidth"
  ]);
  const small = boolOption(options, "small", false);
  const bayWidth = intOption(options, "bayWidth", STATION_SMALL_SIZE.width, 9, options.width);
  const bayHeight = intOption(options, "bayHeight", STATION_SMALL_SIZE.height, 9, options.height);
  const gw = small ? bayWidth : options.width;
  const gh = small ? bayHeight : options.height;
  const hullScale = intOption(options, "hullScale", autoHullScale(gw, gh), 1, HULL_MAX_SCALE);
  if (Math.ceil((gw - 2) / hullScale) < HULL_N || Math.ceil((gh - 2) / hullScale) < HULL_N) {
    throw new RangeError(
      `option "hullScale" of ${hullScale} leaves a hull grid smaller than ${HULL_N}x${HULL_N} cells for a ${gw}x${gh} station`
    );
  }
  return {
    width: options.width,
    height: options.height,
    small,
    maxAttempts: intOption(options, "maxAttempts", STATION_MAX_ATTEMPTS, 1, 1e5),
    hullScale,
    bayWidth,
    bayHeight,
    split: {
      minRoomWidth: intOption(options, "minRoomWidth", 3, 2, 16),
      minRoomHeight: intOption(options, "minRoomHeight", 2, 2, 16),
      stopArea: intOption(options, "stopArea", 0, 0, 1e5),
      stopChance: numberOption(options, "stopChance", 0.5, 0, 1),
      hallChance: numberOption(options, "hallChance", 0, 0, 1),
      hallWidth: intOption(options, "hallWidth", 2, 1, 4)
    }
  };
}
function buildStation(params, rng, workspace = new GenWorkspace()) {
  const gw = params.small ? params.bayWidth : params.width;
  const gh = params.small ? params.bayHeight : params.height;
  const { split } = params;
  const rules = {
    minWidth: split.minRoomWidth,
    minHeight: split.minRoomHeight,
    small: params.small,
    windows: true,
    ...split.stopArea > 0 ? { stopArea: split.stopArea, stopChance: split.stopChance } : {},
    ...split.hallChance > 0 ? { hallChance: split.hallChance, hallWidth: split.hallWidth } : {}
  };
  let attempts = 0;
  while (attempts < params.maxAttempts) {
    attempts++;
    const hull = tryHull({ width: gw, height: gh, scale: params.hullScale }, rng, workspace.hulls);
    if (hull === null) continue;
    for (let k = 0; k < FURNISH_TRIES; k++) {
      if (k > 0) {
        if (attempts >= params.maxAttempts) break;
        attempts++;
      }
      const f = furnish({ tiles: hull, width: gw, height: gh }, rng, rules, workspace.furnish);
      if (typeof f !== "string") {
        const offset = { x: params.width - gw >> 1, y: params.height - gh >> 1 };
        return { furnished: f, offset, attempts };
      }
    }
  }
  throw new Error(`station generator found no valid ${gw}x${gh} station in ${params.maxAttempts} attempts`);
}
function generateStation(options, stages, workspace = new GenWorkspace()) {
  const params = stationParams(options);
  const { furnished, offset, attempts } = buildStation(params, createRng(options.seed), workspace);
  const at = { width: params.width, height: params.height, ...offset };
  const level = furnishedToLevel(furnished, at);
  if (stages !== void 0) {
    for (const name of STAGE_NAMES) {
      stages(name, snapshotLevel(furnished.snapshots[name], name, { furnished, final: level, at }));
    }
  }
  return { ...level, attempts };
}

// packages/toolkit/src/gen/ship/coarse.ts
var UNASSIGNED = -1;
function coarseSize(width, height) {
  return { cols: Math.floor((width - 4) / 2), rows: Math.floor((height - 4) / 2) };
}
function createCoarseGrid(cols, rows) {
  return { cols, rows, owner: new Int16Array(cols * rows).fill(UNASSIGNED) };
}
function doorTile(grid, door) {
  const ax = door.a % grid.cols;
  const ay = (door.a - ax) / grid.cols;
  const bx = door.b % grid.cols;
  const by = (door.b - bx) / grid.cols;
  return { x: ax + bx + 2, y: ay + by + 2 };
}

// packages/toolkit/src/gen/ship/hallways.ts
var HALLWAY_BATCHES = [
  [10, 20],
  [7, 12],
  [4, 8]
];
var HALLWAYS_PER_BATCH = 2;
var HALLWAY_ATTEMPTS = 20;
var HALLWAY_INFLUENCE = 4;
var HALLWAY_EDGE_MARGIN = 4;
function hallwayGap(a, b) {
  const gx = Math.max(0, b.x - (a.x + a.w - 1), a.x - (b.x + b.w - 1));
  const gy = Math.max(0, b.y - (a.y + a.h - 1), a.y - (b.y + b.h - 1));
  return gx + gy;
}
function drawHallway(grid, rng, min, max) {
  const length = rng.int(min, max);
  const direction = rng.int(0, 3);
  const sx = rng.int(HALLWAY_EDGE_MARGIN, grid.cols - 1 - HALLWAY_EDGE_MARGIN);
  const sy = rng.int(HALLWAY_EDGE_MARGIN, grid.rows - 1 - HALLWAY_EDGE_MARGIN);
  let hall;
  if (direction === 1) hall = { x: sx, y: sy, w: length, h: 2 };
  else if (direction === 3) hall = { x: sx - length + 1, y: sy, w: length, h: 2 };
  else if (direction === 2) hall = { x: sx, y: sy, w: 2, h: length };
  else hall = { x: sx, y: sy - length + 1, w: 2, h: length };
  const fits = hall.x >= 0 && hall.y >= 0 && hall.x + hall.w <= grid.cols && hall.y + hall.h <= grid.rows;
  return fits ? hall : null;
}
function placeHallways(grid, rng) {
  const halls = [];
  for (const [min, max] of HALLWAY_BATCHES) {
    let placed = 0;
    for (let attempt2 = 0; attempt2 < HALLWAY_ATTEMPTS && placed < HALLWAYS_PER_BATCH; attempt2++) {
      const hall = drawHallway(grid, rng, min, max);
      if (hall === null) continue;
      if (halls.some((other) => hallwayGap(hall, other) < HALLWAY_INFLUENCE)) continue;
      const id = halls.length;
      for (let y = hall.y; y < hall.y + hall.h; y++) {
        for (let x = hall.x; x < hall.x + hall.w; x++) grid.owner[y * grid.cols + x] = id;
      }
      halls.push(hall);
      placed++;
    }
  }
  return halls;
}

// packages/toolkit/src/gen/ship/render.ts
function renderShip(grid, width, height, regions, doors) {
  const tiles = new Uint8Array(width * height);
  const roomOf = new Int16Array(width * height).fill(-1);
  const { cols, rows, owner } = grid;
  const at = (cx, cy) => cx < 0 || cy < 0 || cx >= cols || cy >= rows ? UNASSIGNED : owner[cy * cols + cx];
  for (let ty = 1; ty <= 2 * rows + 1; ty++) {
    for (let tx = 1; tx <= 2 * cols + 1; tx++) {
      const x0 = Math.floor((tx - 2) / 2);
      const y0 = Math.floor((ty - 2) / 2);
      const x1 = tx % 2 === 0 ? x0 : x0 + 1;
      const y1 = ty % 2 === 0 ? y0 : y0 + 1;
      let same = true;
      let any = false;
      const first = at(x0, y0);
      for (let cy = y0; cy <= y1; cy++) {
        for (let cx = x0; cx <= x1; cx++) {
          const o = at(cx, cy);
          if (o !== UNASSIGNED) any = true;
          if (o !== first || o === UNASSIGNED) same = false;
        }
      }
      const i = ty * width + tx;
      if (same) {
        tiles[i] = Tile.Floor;
        roomOf[i] = first;
      } else if (any) {
        tiles[i] = Tile.Wall;
      }
    }
  }
  const doorPoints2 = doors.map((d) => doorTile(grid, d));
  for (const p of doorPoints2) tiles[p.y * width + p.x] = Tile.Door;
  sealEnclosedVoid(tiles, width, height);
  return {
    width,
    height,
    tiles,
    roomOf,
    rooms: roomBoxes(roomOf, width, height, regions),
    doors: doorPoints2
  };
}
function sealEnclosedVoid(tiles, width, height) {
  const outside = new Uint8Array(tiles.length);
  const stack = [];
  const push2 = (i) => {
    if (tiles[i] === Tile.Void && outside[i] === 0) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    push2(x);
    push2((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push2(y * width);
    push2(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop();
    const x = i % width;
    if (x > 0) push2(i - 1);
    if (x + 1 < width) push2(i + 1);
    if (i >= width) push2(i - width);
    if (i + width < tiles.length) push2(i + width);
  }
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === Tile.Void && outside[i] === 0) tiles[i] = Tile.Wall;
}
function roomBoxes(roomOf, width, height, regions) {
  const minX = new Array(regions).fill(width);
  const minY = new Array(regions).fill(height);
  const maxX = new Array(regions).fill(-1);
  const maxY = new Array(regions).fill(-1);
  const cells = new Array(regions).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = roomOf[y * width + x];
      if (r < 0) continue;
      cells[r]++;
      if (x < minX[r]) minX[r] = x;
      if (x > maxX[r]) maxX[r] = x;
      if (y < minY[r]) minY[r] = y;
      if (y > maxY[r]) maxY[r] = y;
    }
  }
  return cells.map((n, id) => ({
    id,
    x: minX[id],
    y: minY[id],
    width: maxX[id] - minX[id] + 1,
    height: maxY[id] - minY[id] + 1,
    cells: n
  }));
}
function outwardWalls(tiles, width, height) {
  const found = [];
  for (let y = 1; y + 1 < height; y++) {
    for (let x = 1; x + 1 < width; x++) {
      const i = y * width + x;
      if (tiles[i] !== Tile.Wall) continue;
      const facing = (a, b) => tiles[a] === Tile.Void && tiles[b] === Tile.Floor || tiles[b] === Tile.Void && tiles[a] === Tile.Floor;
      if (facing(i - 1, i + 1) || facing(i - width, i + width)) found.push(i);
    }
  }
  return found;
}

// packages/toolkit/src/gen/ship/rooms.ts
var ROOM_COUNT = [12, 20];
var REFERENCE_CELLS = 30 * 18;
var ROOM_MAX_SIZE = [2, 4];
function neighbours(grid, i, out) {
  out.length = 0;
  const x = i % grid.cols;
  if (i >= grid.cols) out.push(i - grid.cols);
  if (x + 1 < grid.cols) out.push(i + 1);
  if (i + grid.cols < grid.owner.length) out.push(i + grid.cols);
  if (x > 0) out.push(i - 1);
  return out;
}
function frontier(grid) {
  const cells = [];
  const near = [];
  for (let i = 0; i < grid.owner.length; i++) {
    if (grid.owner[i] !== UNASSIGNED) continue;
    if (neighbours(grid, i, near).some((j) => grid.owner[j] !== UNASSIGNED)) cells.push(i);
  }
  return cells;
}
var LiveFrontier = class {
  constructor(grid) {
    this.grid = grid;
    this.cells = frontier(grid);
    this.slot = new Int32Array(grid.owner.length).fill(-1);
    this.cells.forEach((c, k) => this.slot[c] = k);
  }
  grid;
  cells;
  slot;
  /** Records that cell i was just assigned: it leaves the frontier and its unassigned neighbours join. */
  assigned(i, near) {
    const k = this.slot[i];
    if (k >= 0) {
      const last = this.cells.pop();
      if (last !== i) {
        this.cells[k] = last;
        this.slot[last] = k;
      }
      this.slot[i] = -1;
    }
    for (const j of neighbours(this.grid, i, near)) {
      if (this.grid.owner[j] === UNASSIGNED && this.slot[j] < 0) {
        this.slot[j] = this.cells.length;
        this.cells.push(j);
      }
    }
  }
};
function growRooms(grid, rng, firstId, hallwayCount) {
  const doors = [];
  const near = [];
  const queue = new Int32Array(grid.owner.length);
  const scale2 = Math.max(1, grid.owner.length / REFERENCE_CELLS);
  const count2 = Math.round(rng.int(ROOM_COUNT[0], ROOM_COUNT[1]) * scale2);
  const edge = new LiveFrontier(grid);
  const spare = [];
  let rooms = 0;
  for (let r = 0; r < count2; r++) {
    if (edge.cells.length === 0) break;
    const seed = rng.pick(edge.cells);
    const touching = neighbours(grid, seed, near).filter((j) => grid.owner[j] !== UNASSIGNED);
    const halls = touching.filter((j) => grid.owner[j] < hallwayCount);
    const parent = rng.pick(halls.length > 0 ? halls : touching);
    const id = firstId + rooms;
    const maxSize = rng.int(ROOM_MAX_SIZE[0], ROOM_MAX_SIZE[1]);
    const sx = seed % grid.cols;
    const sy = (seed - sx) / grid.cols;
    let head = 0;
    let tail = 0;
    grid.owner[seed] = id;
    edge.assigned(seed, spare);
    queue[tail++] = seed;
    while (head < tail) {
      const i = queue[head++];
      for (const j of neighbours(grid, i, near)) {
        if (grid.owner[j] !== UNASSIGNED) continue;
        const jx = j % grid.cols;
        const jy = (j - jx) / grid.cols;
        if (Math.max(Math.abs(jx - sx), Math.abs(jy - sy)) >= maxSize) continue;
        grid.owner[j] = id;
        edge.assigned(j, spare);
        queue[tail++] = j;
      }
    }
    doors.push({ a: Math.min(seed, parent), b: Math.max(seed, parent) });
    rooms++;
  }
  return { rooms, doors };
}
function connectTouchingPairs(grid, rng, doors) {
  const regions = Math.max(0, ...grid.owner) + 1;
  const pairKey = (p, q) => Math.min(p, q) * regions + Math.max(p, q);
  const done = /* @__PURE__ */ new Set();
  for (const d of doors) done.add(pairKey(grid.owner[d.a], grid.owner[d.b]));
  const candidates = /* @__PURE__ */ new Map();
  const consider = (a, b) => {
    const p = grid.owner[a];
    const q = grid.owner[b];
    if (p === UNASSIGNED || q === UNASSIGNED || p === q) return;
    const key = pairKey(p, q);
    if (done.has(key)) return;
    const list2 = candidates.get(key);
    if (list2 === void 0) candidates.set(key, [{ a, b }]);
    else list2.push({ a, b });
  };
  for (let y = 0; y < grid.rows; y++) {
    for (let x = 0; x < grid.cols; x++) {
      const i = y * grid.cols + x;
      if (x + 1 < grid.cols) consider(i, i + 1);
      if (y + 1 < grid.rows) consider(i, i + grid.cols);
    }
  }
  const added = [];
  for (const list2 of candidates.values()) added.push(rng.pick(list2));
  return added;
}
function doorsConnectAll(grid, regions, doors) {
  const parent = Array.from({ length: regions }, (_, i) => i);
  const find2 = (i) => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  let sets = regions;
  for (const d of doors) {
    const a = find2(grid.owner[d.a]);
    const b = find2(grid.owner[d.b]);
    if (a !== b) {
      parent[a] = b;
      sets--;
    }
  }
  return sets <= 1;
}

// packages/toolkit/src/gen/ship/ship.ts
var SHIP_DEFAULT_SIZE = { width: 64, height: 40 };
var SHIP_MIN_SIZE = { width: 32, height: 24 };
var SHIP_MAX_SIZE = { width: 256, height: 256 };
var SHIP_MAX_ATTEMPTS = 200;
function readParams(options) {
  checkBaseOptions(
    options,
    SHIP_MIN_SIZE.width,
    SHIP_MIN_SIZE.height,
    SHIP_MAX_SIZE.width,
    SHIP_MAX_SIZE.height
  );
  rejectUnknownOptions(options, "ship", ["depth", "windowsMin", "windowsMax"]);
  const windowsMin = intOption(options, "windowsMin", 30, 0, 1e4);
  const windowsMax = intOption(options, "windowsMax", Math.max(40, windowsMin), 0, 1e4);
  if (windowsMax < windowsMin) {
    throw new RangeError(
      `option "windowsMax" (${windowsMax}) must not be below "windowsMin" (${windowsMin})`
    );
  }
  return {
    width: options.width,
    height: options.height,
    depth: intOption(options, "depth", 1, 1, 1e6),
    windowsMin,
    windowsMax
  };
}
function snapshot(t) {
  return { ...t, tiles: t.tiles.slice(), roomOf: t.roomOf.slice(), windows: [] };
}
function openCells2(t, room) {
  const all = [];
  const open = [];
  for (let y = room.y; y < room.y + room.height; y++) {
    for (let x = room.x; x < room.x + room.width; x++) {
      const i = y * t.width + x;
      if (t.roomOf[i] !== room.id || t.tiles[i] !== Tile.Floor) continue;
      all.push(i);
      let clear = true;
      for (let dy = -1; dy <= 1 && clear; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (t.tiles[i + dy * t.width + dx] !== Tile.Floor) {
            clear = false;
            break;
          }
        }
      }
      if (clear) open.push(i);
    }
  }
  return open.length > 0 ? open : all;
}
function attempt(p, rng, stages) {
  const { cols, rows } = coarseSize(p.width, p.height);
  const grid = createCoarseGrid(cols, rows);
  const halls = placeHallways(grid, rng);
  if (halls.length === 0) return null;
  if (stages !== null)
    stages.push(["hallways", snapshot(renderShip(grid, p.width, p.height, halls.length, []))]);
  const grown = growRooms(grid, rng, halls.length, halls.length);
  const regions = halls.length + grown.rooms;
  if (stages !== null)
    stages.push(["rooms", snapshot(renderShip(grid, p.width, p.height, regions, grown.doors))]);
  const doors = [...grown.doors, ...connectTouchingPairs(grid, rng, grown.doors)];
  if (!doorsConnectAll(grid, regions, doors)) return null;
  const t = renderShip(grid, p.width, p.height, regions, doors);
  if (stages !== null) stages.push(["doors", snapshot(t)]);
  const candidates = outwardWalls(t.tiles, p.width, p.height);
  const want = rng.int(p.windowsMin, p.windowsMax);
  const chosen = candidates.length <= want ? candidates : rng.shuffle(candidates.slice()).slice(0, want);
  chosen.sort((a, b) => a - b);
  for (const i of chosen) t.tiles[i] = Tile.Window;
  const windows = chosen.map((i) => ({ x: i % p.width, y: Math.floor(i / p.width) }));
  if (stages !== null) stages.push(["windows", { ...snapshot(t), windows }]);
  const ends = t.rooms.filter((r) => r.id >= halls.length && r.width > 2 && r.height > 2).sort((a, b) => a.x * 2 + a.width - (b.x * 2 + b.width) || a.id - b.id);
  if (ends.length < 2) return null;
  const left = ends[0];
  const right = ends[ends.length - 1];
  const [from, to] = p.depth % 2 === 1 ? [left, right] : [right, left];
  const startIndex = rng.pick(openCells2(t, from));
  const exitIndex = rng.pick(openCells2(t, to));
  t.tiles[exitIndex] = Tile.StairsDown;
  const point = (i) => ({ x: i % p.width, y: Math.floor(i / p.width) });
  return {
    width: p.width,
    height: p.height,
    tiles: t.tiles,
    rooms: t.rooms,
    roomOf: t.roomOf,
    doors: t.doors,
    windows,
    start: point(startIndex),
    exit: point(exitIndex),
    hallwayCount: halls.length
  };
}
function generateShip(options, stages) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  const params = readParams({
    ...options,
    width: options.width ?? SHIP_DEFAULT_SIZE.width,
    height: options.height ?? SHIP_DEFAULT_SIZE.height
  });
  const rng = createRngStream(options.seed);
  for (let n = 1; n <= SHIP_MAX_ATTEMPTS; n++) {
    const recorded = stages === void 0 ? null : [];
    const level = attempt(params, rng, recorded);
    if (level === null) continue;
    if (stages !== void 0 && recorded !== null) {
      for (const [name, snap] of recorded) stages(name, snap);
      stages("stairs", level);
    }
    return { ...level, attempts: n };
  }
  throw new Error(`ship generator found no connected layout in ${SHIP_MAX_ATTEMPTS} attempts`);
}

// packages/toolkit/src/gen/cellular/automaton.ts
function randomFill(closed, percent2, rng) {
  const p = percent2 / 100;
  for (let i = 0; i < closed.length; i++) closed[i] = rng.next() < p ? 1 : 0;
}
function closedNeighbours(closed, width, height, x, y) {
  let count2 = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) count2++;
      else count2 += closed[ny * width + nx];
    }
  }
  return count2;
}
function thresholdRule(c, n, closeAbove) {
  return c > n === closeAbove ? 1 : 0;
}
function updateCell(closed, width, height, k, n, closeAbove) {
  const x = k % width;
  const y = (k - x) / width;
  closed[k] = thresholdRule(closedNeighbours(closed, width, height, x, y), n, closeAbove);
}
function runAsync(closed, width, height, count2, n, closeAbove, rng) {
  const last = closed.length - 1;
  for (let step2 = 0; step2 < count2; step2++) updateCell(closed, width, height, rng.int(0, last), n, closeAbove);
}
function stepGeneration(from, to, width, height, bornMask, surviveMask) {
  const pw = width + 2;
  const padded = new Uint8Array(pw * (height + 2)).fill(1);
  for (let y = 0; y < height; y++) padded.set(from.subarray(y * width, (y + 1) * width), (y + 1) * pw + 1);
  for (let y = 0; y < height; y++) {
    let up = y * pw + 1;
    let mid = up + pw;
    let down = mid + pw;
    const row = y * width;
    for (let x = 0; x < width; x++, up++, mid++, down++) {
      const c = padded[up - 1] + padded[up] + padded[up + 1] + padded[mid - 1] + padded[mid + 1] + padded[down - 1] + padded[down] + padded[down + 1];
      const mask = padded[mid] === 1 ? surviveMask : bornMask;
      to[row + x] = mask >>> c & 1;
    }
  }
}
var RULE = /^\s*B([0-8]*)\s*\/\s*S([0-8]*)\s*$/i;
function parseLifeRule(text) {
  const m = RULE.exec(text);
  if (m === null) {
    throw new RangeError(
      `option "rule" must look like "B5678/S45678" (digits 0-8), got ${JSON.stringify(text)}`
    );
  }
  const mask = (digits) => {
    let bits = 0;
    for (const ch of digits) bits |= 1 << Number(ch);
    return bits;
  };
  return { bornMask: mask(m[1]), surviveMask: mask(m[2]) };
}

// packages/toolkit/src/gen/cellular/connect.ts
function keepLargestRegion(open, width, height) {
  const regions = labelRegions({ width, height }, open, 4);
  const keep = largestRegion(regions);
  let closed = 0;
  for (let i = 0; i < open.length; i++) {
    if (open[i] === 1 && regions.labels[i] !== keep) {
      open[i] = 0;
      closed++;
    }
  }
  return closed;
}
function joinRegions(open, width, height) {
  const n = width * height;
  const regions = labelRegions({ width, height }, open, 4);
  const count2 = regions.sizes.length;
  if (count2 <= 1) return 0;
  const { labels } = regions;
  const interior = (i) => {
    const x = i % width;
    const y = (i - x) / width;
    return x > 0 && y > 0 && x < width - 1 && y < height - 1;
  };
  const passable3 = (i) => open[i] === 1 || interior(i);
  const escapes = new Uint8Array(count2);
  for (let i = 0; i < n; i++) {
    if (labels[i] < 0 || escapes[labels[i]] === 1) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (interior(i) || x > 0 && interior(i - 1) || x < width - 1 && interior(i + 1) || y > 0 && interior(i - width) || y < height - 1 && interior(i + width)) {
      escapes[labels[i]] = 1;
    }
  }
  let main = largestRegion(regions);
  for (let r = 0; r < count2; r++) {
    if (escapes[r] === 1 && (escapes[main] === 0 || regions.sizes[r] > regions.sizes[main])) main = r;
  }
  const startOf = new Int32Array(count2 + 1);
  for (let i = 0; i < n; i++) if (labels[i] >= 0) startOf[labels[i] + 1]++;
  for (let r = 0; r < count2; r++) startOf[r + 1] += startOf[r];
  const cells = new Int32Array(startOf[count2]);
  const fill = startOf.slice(0, count2);
  for (let i = 0; i < n; i++) if (labels[i] >= 0) cells[fill[labels[i]]++] = i;
  const joined = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (labels[i] === main) joined[i] = 1;
  const seen = new Int32Array(n);
  const parent = new Int32Array(n);
  const queue = new Int32Array(n);
  let carved = 0;
  for (let r = 0; r < count2; r++) {
    if (r === main) continue;
    const first = startOf[r];
    const last = startOf[r + 1];
    if (joined[cells[first]] === 1) continue;
    const stamp = r + 1;
    let head = 0;
    let tail = 0;
    for (let k = first; k < last; k++) {
      const c = cells[k];
      seen[c] = stamp;
      parent[c] = -1;
      queue[tail++] = c;
    }
    let hit = -1;
    while (head < tail && hit < 0) {
      const c = queue[head++];
      const x = c % width;
      const y = (c - x) / width;
      for (let d = 0; d < 4; d++) {
        const nx = d === 1 ? x + 1 : d === 3 ? x - 1 : x;
        const ny = d === 0 ? y - 1 : d === 2 ? y + 1 : y;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const nb = ny * width + nx;
        if (seen[nb] === stamp || !passable3(nb)) continue;
        seen[nb] = stamp;
        parent[nb] = c;
        if (joined[nb] === 1) {
          hit = c;
          break;
        }
        queue[tail++] = nb;
      }
    }
    if (hit < 0) {
      for (let k = first; k < last; k++) open[cells[k]] = 0;
      continue;
    }
    for (let c = hit; c >= 0; c = parent[c]) {
      if (open[c] === 0) {
        open[c] = 1;
        carved++;
      }
      joined[c] = 1;
    }
    for (let k = first; k < last; k++) joined[cells[k]] = 1;
  }
  return carved;
}
function openDiagonalCorners(open, width, height, pickFirst) {
  let opened = 0;
  const stack = [];
  for (let y = 0; y + 1 < height; y++) for (let x = 0; x + 1 < width; x++) stack.push(y * width + x);
  while (stack.length > 0) {
    const a = stack.pop();
    const b = a + 1;
    const c = a + width;
    const d = c + 1;
    let target = -1;
    if (open[a] === 1 && open[d] === 1 && open[b] === 0 && open[c] === 0) target = pickFirst() ? b : c;
    else if (open[b] === 1 && open[c] === 1 && open[a] === 0 && open[d] === 0) target = pickFirst() ? a : d;
    if (target < 0) continue;
    open[target] = 1;
    opened++;
    const tx = target % width;
    const ty = (target - tx) / width;
    for (let by = ty - 1; by <= ty; by++) {
      for (let bx = tx - 1; bx <= tx; bx++) {
        if (bx >= 0 && by >= 0 && bx + 1 < width && by + 1 < height) stack.push(by * width + bx);
      }
    }
  }
  return opened;
}

// packages/toolkit/src/gen/cellular/cellular.ts
var DEFAULT_RULE = "B5678/S45678";
var FLOOR2 = Tile.Floor;
var WALL = Tile.Wall;
var KNOWN = ["mode", "p", "h", "n", "i", "rule", "iterations", "connect", "border"];
function toLevel(width, height, closed) {
  const tiles = new Uint8Array(closed.length);
  for (let i = 0; i < closed.length; i++) tiles[i] = closed[i] === 1 ? Tile.Wall : Tile.Floor;
  return { width, height, tiles, rooms: [], doors: [], windows: [] };
}
function closeRing(open, width, height) {
  open.fill(0, 0, width);
  open.fill(0, (height - 1) * width);
  for (let y = 1; y < height - 1; y++) {
    open[y * width] = 0;
    open[y * width + width - 1] = 0;
  }
}
function generateCellular(options, stages, workspace = { steps: new StepScratch() }) {
  checkBaseOptions(options, 3, 3);
  rejectUnknownOptions(options, "cellular", KNOWN);
  const { width, height } = options;
  const n = width * height;
  const ruleGiven = options.rule !== void 0 || options.iterations !== void 0;
  const mode = enumOption(options, "mode", ruleGiven ? "rule" : "async", ["async", "rule"]);
  const percent2 = numberOption(options, "p", 45, 0, 100);
  const connect = enumOption(options, "connect", "join", ["none", "join", "drop"]);
  const border = boolOption(options, "border", true);
  const rng = createRngStream(options.seed);
  let closed = new Uint8Array(n);
  if (mode === "async") {
    for (const name of ["rule", "iterations"]) {
      if (options[name] !== void 0) throw new RangeError(`option "${name}" only applies to mode "rule"`);
    }
    const closeAbove = boolOption(options, "h", true);
    const threshold = intOption(options, "n", 4, 0, 8);
    const updates = intOption(options, "i", 5 * n, 0, 1e9);
    randomFill(closed, percent2, rng);
    stages?.("fill", toLevel(width, height, closed));
    runAsync(closed, width, height, updates, threshold, closeAbove, rng);
  } else {
    for (const name of ["h", "n", "i"]) {
      if (options[name] !== void 0) throw new RangeError(`option "${name}" only applies to mode "async"`);
    }
    const ruleText = options.rule === void 0 ? DEFAULT_RULE : options.rule;
    if (typeof ruleText !== "string") {
      throw new RangeError(
        `option "rule" must be a string such as "${DEFAULT_RULE}", got ${JSON.stringify(ruleText)}`
      );
    }
    const { bornMask, surviveMask } = parseLifeRule(ruleText);
    const iterations = intOption(options, "iterations", 4, 0, 1e4);
    randomFill(closed, percent2, rng);
    stages?.("fill", toLevel(width, height, closed));
    let spare = new Uint8Array(n);
    for (let g = 0; g < iterations; g++) {
      stepGeneration(closed, spare, width, height, bornMask, surviveMask);
      const t = closed;
      closed = spare;
      spare = t;
    }
  }
  if (connect !== "none" || border) {
    stages?.("automaton", toLevel(width, height, closed));
    const open = closed;
    for (let k = 0; k < n; k++) open[k] ^= 1;
    if (border) closeRing(open, width, height);
    if (connect !== "none") {
      if (connect === "join") joinRegions(open, width, height);
      else keepLargestRegion(open, width, height);
      openDiagonalCorners(open, width, height, () => rng.chance(0.5));
    }
    for (let k = 0; k < n; k++) open[k] ^= 1;
  }
  const tiles = new Uint8Array(n);
  let count2 = 0;
  for (let k = 0; k < n; k++) {
    const isOpen = closed[k] ^ 1;
    tiles[k] = WALL - isOpen;
    count2 += isOpen;
  }
  if (count2 === 0) {
    tiles[(height >> 1) * width + (width >> 1)] = FLOOR2;
    count2 = 1;
  }
  let nth = rng.int(0, count2 - 1);
  let start = 0;
  while (tiles[start] !== FLOOR2 || nth-- > 0) start++;
  const exit = farthestCell({ cells: tiles, width, height }, start, workspace.steps);
  tiles[exit] = Tile.StairsDown;
  return {
    width,
    height,
    tiles,
    rooms: [],
    doors: [],
    windows: [],
    start: pointOf(start, width),
    exit: pointOf(exit, width)
  };
}

// packages/toolkit/src/gen/caves/digger.ts
var DX = [0, 1, 0, -1];
var DY = [-1, 0, 1, 0];
var TELEPORT_TRIES = 32;
function dig(carved, width, height, caves, steps, rng, observe2) {
  const list2 = [];
  for (let i = 0; i < carved.length; i++) if (carved[i] === 1) list2.push(i);
  const initial = list2.length;
  const isCarved = (x, y) => x >= 0 && y >= 0 && x < width && y < height && carved[y * width + x] === 1;
  const leaks = (x, y) => {
    for (let dy = -1; dy <= 1; dy += 2) {
      for (let dx = -1; dx <= 1; dx += 2) {
        if (isCarved(x + dx, y + dy) && !isCarved(x + dx, y) && !isCarved(x, y + dy)) return true;
      }
    }
    return false;
  };
  const besideTunnel = (x, y, d) => {
    const sx = DY[d] === 0 ? 0 : 1;
    const sy = DY[d] === 0 ? 1 : 0;
    return isCarved(x + sx, y + sy) || isCarved(x - sx, y - sy);
  };
  const allowed = new Int32Array(4);
  const movesFrom = (p) => {
    const x = p % width;
    const y = (p - x) / width;
    let count2 = 0;
    for (let d = 0; d < 4; d++) {
      const x2 = x + 2 * DX[d];
      const y2 = y + 2 * DY[d];
      if (x2 < 0 || y2 < 0 || x2 >= width || y2 >= height || carved[y2 * width + x2] === 1) continue;
      const x1 = x + DX[d];
      const y1 = y + DY[d];
      if (carved[y1 * width + x1] === 0 && (besideTunnel(x1, y1, d) || leaks(x1, y1))) continue;
      allowed[count2++] = d;
    }
    return count2;
  };
  const freshCell = () => {
    for (let t = 0; t < TELEPORT_TRIES; t++) {
      const x = rng.int(1, width - 2);
      const y = rng.int(1, height - 2);
      if (!isCarved(x, y) && !isCarved(x - 1, y) && !isCarved(x + 1, y) && !isCarved(x, y - 1) && !isCarved(x, y + 1) && !leaks(x, y)) {
        return y * width + x;
      }
    }
    return -1;
  };
  const newSpot = () => {
    if (list2.length > 0) {
      for (let t = 0; t < TELEPORT_TRIES; t++) {
        const p = list2[rng.int(0, list2.length - 1)];
        if (movesFrom(p) > 0) return p;
      }
    }
    return freshCell();
  };
  let taken = 0;
  let moves = 0;
  let teleports = 0;
  for (let cave = 0; cave < caves; cave++) {
    let p = cave === 0 && list2.length === 0 ? freshCell() : newSpot();
    for (let s = 0; s < steps && p >= 0; s++) {
      taken++;
      if (carved[p] === 0) {
        carved[p] = 1;
        list2.push(p);
      }
      const count2 = movesFrom(p);
      if (count2 === 0) {
        const to2 = newSpot();
        teleports++;
        observe2?.({ kind: "teleport", from: p, to: to2 });
        p = to2;
        continue;
      }
      const d = allowed[count2 === 1 ? 0 : rng.int(0, count2 - 1)];
      const to = p + DY[d] * width + DX[d];
      moves++;
      observe2?.({ kind: "move", from: p, to });
      p = to;
    }
  }
  return { steps: taken, moves, teleports, carved: list2.length - initial };
}

// packages/toolkit/src/gen/caves/caves.ts
var CAVE_DEFAULTS = { width: 100, height: 57, caves: 17, steps: 1e3 };
function toLevel2(width, height, open, start, exit) {
  const tiles = new Uint8Array(open.length);
  for (let i = 0; i < open.length; i++) tiles[i] = open[i] === 1 ? Tile.Floor : Tile.Wall;
  if (exit !== void 0) tiles[exit.y * width + exit.x] = Tile.StairsDown;
  return { width, height, tiles, rooms: [], doors: [], windows: [], start, exit };
}
function generateCaves(options, stages, workspace = { steps: new StepScratch() }) {
  const sized = {
    ...options,
    width: options.width ?? CAVE_DEFAULTS.width,
    height: options.height ?? CAVE_DEFAULTS.height
  };
  checkBaseOptions(sized, 5, 5);
  rejectUnknownOptions(options, "caves", ["caves", "steps"]);
  const { width, height } = sized;
  const caves = intOption(options, "caves", CAVE_DEFAULTS.caves, 1, 1e4);
  const steps = intOption(options, "steps", CAVE_DEFAULTS.steps, 1, 1e6);
  if (caves * steps > 1e8) throw new RangeError(`option "steps" times "caves" must be at most 1e8`);
  const rng = createRngStream(options.seed);
  const open = new Uint8Array(width * height);
  dig(open, width, height, caves, steps, rng);
  stages?.("dig", toLevel2(width, height, open));
  keepLargestRegion(open, width, height);
  const cells = [];
  for (let i = 0; i < open.length; i++) if (open[i] === 1) cells.push(i);
  if (cells.length === 0) return toLevel2(width, height, open);
  const start = rng.pick(cells);
  const exit = farthestCell({ cells: open, width, height }, start, workspace.steps);
  return toLevel2(width, height, open, pointOf(start, width), pointOf(exit, width));
}

// packages/toolkit/src/gen/irregular-room.ts
var FN3 = "irregularRoom";
function irregularRoom(size, rng, options = {}) {
  checkObject(size, "size", FN3);
  checkObject(options, "options", FN3);
  checkOptionKeys(FN3, options, ["band", "points"]);
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`${FN3}: the box must be at least 1x1 with integer sides, got ${width}x${height}`);
  }
  const band = options.band ?? 1;
  const points = options.points ?? 2;
  if (!Number.isInteger(band) || band < 1)
    throw new RangeError(`${FN3}: band must be an integer >= 1, got ${band}`);
  if (!Number.isInteger(points) || points < 1 || points > 1e3) {
    throw new RangeError(`${FN3}: points must be an integer from 1 to 1000, got ${points}`);
  }
  const mask = new Uint8Array(width * height);
  const outline = irregularOutline(size, rng, { band, points });
  if (outline === null) return mask.fill(1);
  for (const p of outline) mask[p.y * width + p.x] = 1;
  fillEnclosed(mask, width, height);
  keepCentreRegion(mask, width, height);
  fillCornerContacts(mask, width, height);
  return mask;
}
function irregularOutline(size, rng, options) {
  const { width, height } = size;
  const cx = width >> 1;
  const cy = height >> 1;
  const deepest = Math.min(cx, width - 1 - cx, cy, height - 1 - cy);
  if (deepest < 1) return null;
  const b = Math.min(options.band, deepest);
  const along = (n) => rng.int(b, n - 1 - b);
  const within2 = () => rng.int(0, b - 1);
  const top = [];
  const right = [];
  const bottom = [];
  const left = [];
  for (let k = 0; k < options.points; k++) {
    top.push({ x: along(width), y: within2() });
    right.push({ x: width - 1 - within2(), y: along(height) });
    bottom.push({ x: along(width), y: height - 1 - within2() });
    left.push({ x: within2(), y: along(height) });
  }
  top.sort((p, q) => p.x - q.x);
  right.sort((p, q) => p.y - q.y);
  bottom.sort((p, q) => q.x - p.x);
  left.sort((p, q) => q.y - p.y);
  const corners = [...top, ...right, ...bottom, ...left];
  const cells = [];
  const buffer = new Int32Array(2 * (Math.max(width, height) + 1));
  for (let k = 0; k < corners.length; k++) {
    const from = corners[k];
    const to = corners[(k + 1) % corners.length];
    const n = lineInto(from.x, from.y, to.x, to.y, buffer);
    for (let i = 0; i < n; i++) cells.push({ x: buffer[2 * i], y: buffer[2 * i + 1] });
  }
  return cells;
}
function fillEnclosed(mask, width, height) {
  const outside = new Uint8Array(mask.length);
  const stack = [];
  const enter = (i) => {
    if (mask[i] === 0 && outside[i] === 0) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    enter(x);
    enter((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    enter(y * width);
    enter(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop();
    const x = i % width;
    if (x > 0) enter(i - 1);
    if (x < width - 1) enter(i + 1);
    if (i >= width) enter(i - width);
    if (i < (height - 1) * width) enter(i + width);
  }
  for (let i = 0; i < mask.length; i++) if (outside[i] === 0) mask[i] = 1;
}
function keepCentreRegion(mask, width, height) {
  const centre = (height >> 1) * width + (width >> 1);
  const keep = new Uint8Array(mask.length);
  const stack = [centre];
  keep[centre] = 1;
  while (stack.length > 0) {
    const i = stack.pop();
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < mask.length && mask[j] === 1 && keep[j] === 0) {
        keep[j] = 1;
        stack.push(j);
      }
    }
  }
  mask.set(keep);
}
function fillCornerContacts(mask, width, height) {
  for (let changed = true; changed; ) {
    changed = false;
    for (let y = 0; y + 1 < height; y++) {
      for (let x = 0; x + 1 < width; x++) {
        const a = y * width + x;
        const b = a + 1;
        const c = a + width;
        const d = c + 1;
        if (mask[a] === 1 && mask[d] === 1 && mask[b] === 0 && mask[c] === 0) {
          mask[b] = 1;
          changed = true;
        } else if (mask[b] === 1 && mask[c] === 1 && mask[a] === 0 && mask[d] === 0) {
          mask[a] = 1;
          changed = true;
        }
      }
    }
  }
}

// packages/toolkit/src/gen/features/accretion.ts
var ACCRETION_OPTIONS = [
  "maxRooms",
  "roomMin",
  "roomMax",
  "corridorMin",
  "corridorMax",
  "maxAttempts",
  "roomShape",
  "roomBand",
  "roomPoints"
];
function readAccretionSizes(options, kind, extra) {
  checkBaseOptions(options, 5, 5);
  rejectUnknownOptions(options, kind, [...ACCRETION_OPTIONS, ...extra]);
  const { width, height } = options;
  const roomLimit = Math.min(width, height) - 2;
  const lengthLimit = Math.max(width, height) - 2;
  const roomMin = intOption(options, "roomMin", Math.min(3, roomLimit), 1, roomLimit);
  const roomMax = intOption(
    options,
    "roomMax",
    Math.max(roomMin, Math.min(8, roomLimit)),
    roomMin,
    roomLimit
  );
  const corridorMin = intOption(options, "corridorMin", Math.min(3, lengthLimit), 1, lengthLimit);
  const corridorMax = intOption(
    options,
    "corridorMax",
    Math.max(corridorMin, Math.min(8, lengthLimit)),
    corridorMin,
    lengthLimit
  );
  const maxRooms = intOption(options, "maxRooms", 10, 1, 1e4);
  const maxAttempts = intOption(options, "maxAttempts", 2e4, 1, 1e7);
  const shape = enumOption(options, "roomShape", "rectangle", ["rectangle", "irregular"]);
  if (shape === "rectangle") {
    for (const name of ["roomBand", "roomPoints"]) {
      if (options[name] !== void 0)
        throw new RangeError(`option "${name}" only applies to roomShape "irregular"`);
    }
  }
  const irregular = shape === "irregular" ? {
    band: intOption(options, "roomBand", 1, 1, 64),
    points: intOption(options, "roomPoints", 2, 1, 1e3)
  } : null;
  return { maxRooms, roomMin, roomMax, corridorMin, corridorMax, maxAttempts, irregular };
}
function roomShape(rect, rng, sizes, door) {
  if (sizes.irregular === null) return void 0;
  const { width: w, height: h } = rect;
  const shape = irregularRoom(rect, rng, sizes.irregular);
  if (door !== void 0) {
    let x = door.entry.x - rect.x;
    let y = door.entry.y - rect.y;
    const cx = w >> 1;
    const cy = h >> 1;
    shape[y * w + x] = 1;
    while (door.inward.x !== 0 ? x !== cx : y !== cy) {
      x += door.inward.x;
      y += door.inward.y;
      shape[y * w + x] = 1;
    }
    while (x !== cx || y !== cy) {
      if (x !== cx) x += x < cx ? 1 : -1;
      else y += y < cy ? 1 : -1;
      shape[y * w + x] = 1;
    }
    fillCornerContacts(shape, w, h);
  }
  return shape;
}
function carve(tiles, width, rect, shape) {
  for (let y = 0; y < rect.height; y++) {
    const row = (rect.y + y) * width + rect.x;
    if (shape === void 0) tiles.fill(Tile.Floor, row, row + rect.width);
    else
      for (let x = 0; x < rect.width; x++) if (shape[y * rect.width + x] === 1) tiles[row + x] = Tile.Floor;
  }
}
function accretionLevel(growth, steps = new StepScratch()) {
  const { width, height, tiles, placements } = growth;
  const rooms = [];
  const roomOf = new Int16Array(width * height).fill(-1);
  const centres = [];
  for (const p of placements) {
    if (p.kind !== "room") continue;
    const { x, y, width: w, height: h } = p.rect;
    const id = rooms.length;
    let cells = 0;
    if (p.shape === void 0) {
      for (let yy = y; yy < y + h; yy++) roomOf.fill(id, yy * width + x, yy * width + x + w);
      cells = w * h;
    } else {
      for (let yy = 0; yy < h; yy++) {
        for (let xx = 0; xx < w; xx++) {
          if (p.shape[yy * w + xx] === 0) continue;
          roomOf[(y + yy) * width + x + xx] = id;
          cells++;
        }
      }
    }
    rooms.push({ id, x, y, width: w, height: h, cells });
    centres.push((y + (h >> 1)) * width + x + (w >> 1));
  }
  const start = centres[0];
  let exit;
  if (centres.length > 1) {
    const sx = start % width;
    const sy = (start - sx) / width;
    let far = -1;
    exit = centres[1];
    for (let k = 1; k < centres.length; k++) {
      const x = centres[k] % width;
      const y = (centres[k] - x) / width;
      const d = (x - sx) * (x - sx) + (y - sy) * (y - sy);
      if (d > far) {
        far = d;
        exit = centres[k];
      }
    }
  } else {
    const _floorIsOne = Tile.Floor;
    exit = farthestCell({ cells: tiles, width, height }, start, steps);
  }
  tiles[exit] = Tile.StairsDown;
  return {
    ...growth,
    rooms,
    doors: [],
    windows: [],
    roomOf,
    start: pointOf(start, width),
    exit: pointOf(exit, width)
  };
}
function centreRoom(tiles, size) {
  const { width, height, roomWidth, roomHeight } = size;
  const rect = {
    x: Math.floor((width - roomWidth) / 2),
    y: Math.floor((height - roomHeight) / 2),
    width: roomWidth,
    height: roomHeight
  };
  tiles.fill(Tile.Wall);
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    tiles.fill(Tile.Floor, y * width + rect.x, y * width + rect.x + rect.width);
  }
  return { kind: "room", rect };
}
function startAccretion(options, sizes) {
  const { width, height } = options;
  const rng = createRngStream(options.seed);
  const tiles = new Uint8Array(width * height);
  const room = centreRoom(tiles, {
    width,
    height,
    roomWidth: rng.int(sizes.roomMin, sizes.roomMax),
    roomHeight: rng.int(sizes.roomMin, sizes.roomMax)
  });
  const shape = roomShape(room.rect, rng, sizes);
  if (shape === void 0) return { rng, tiles, first: room };
  tiles.fill(Tile.Wall);
  carve(tiles, width, room.rect, shape);
  return { rng, tiles, first: { ...room, shape } };
}

// packages/toolkit/src/gen/features/placement.ts
var STEPS = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 }
];
function outwardRect(jx, jy, dx, dy, along, across, offset) {
  if (dx !== 0) {
    return { x: dx > 0 ? jx + 1 : jx - along, y: jy - offset, width: along, height: across };
  }
  return { x: jx - offset, y: dy > 0 ? jy + 1 : jy - along, width: across, height: along };
}
function rectFits(tiles, width, height, rect, except) {
  const x0 = rect.x - 1;
  const y0 = rect.y - 1;
  const x1 = rect.x + rect.width;
  const y1 = rect.y + rect.height;
  if (x0 < 0 || y0 < 0 || x1 >= width || y1 >= height) return false;
  for (let y = y0; y <= y1; y++) {
    for (let i = y * width + x0, end = y * width + x1; i <= end; i++) {
      if (tiles[i] !== Tile.Wall && i !== except) return false;
    }
  }
  return true;
}

// packages/toolkit/src/gen/features/features.ts
function generateFeatures(options, stages, workspace = { steps: new StepScratch() }) {
  const sizes = readAccretionSizes(options, "features", ["roomChance"]);
  const roomChance = intOption(options, "roomChance", 50, 0, 100) / 100;
  const { width, height } = options;
  const { rng, tiles, first } = startAccretion(options, sizes);
  const placements = [first];
  const openCells3 = [];
  const addOpen = (p) => {
    const { rect, shape } = p;
    for (let y = 0; y < rect.height; y++)
      for (let x = 0; x < rect.width; x++)
        if (shape === void 0 || shape[y * rect.width + x] === 1)
          openCells3.push((rect.y + y) * width + rect.x + x);
  };
  addOpen(first);
  let rooms = 1;
  let attempts = 0;
  while (rooms < sizes.maxRooms && attempts < sizes.maxAttempts) {
    attempts++;
    const anchor = openCells3[rng.int(0, openCells3.length - 1)];
    const step2 = STEPS[rng.int(0, 3)];
    const ax = anchor % width;
    const ay = (anchor - ax) / width;
    const jx = ax + step2.x;
    const jy = ay + step2.y;
    const joint = jy * width + jx;
    if (tiles[joint] !== Tile.Wall) continue;
    const isRoom = rng.chance(roomChance);
    let rect;
    if (isRoom) {
      const w = rng.int(sizes.roomMin, sizes.roomMax);
      const h = rng.int(sizes.roomMin, sizes.roomMax);
      const along = step2.x !== 0 ? w : h;
      const across = step2.x !== 0 ? h : w;
      rect = outwardRect(jx, jy, step2.x, step2.y, along, across, rng.int(0, across - 1));
    } else {
      const length = rng.int(sizes.corridorMin, sizes.corridorMax);
      rect = outwardRect(jx, jy, step2.x, step2.y, length, 1, 0);
    }
    if (!rectFits(tiles, width, height, rect, joint)) continue;
    const entry = { x: jx + step2.x, y: jy + step2.y };
    const shape = isRoom ? roomShape(rect, rng, sizes, { entry, inward: step2 }) : void 0;
    carve(tiles, width, rect, shape);
    tiles[joint] = Tile.Floor;
    openCells3.push(joint);
    const placement = {
      kind: isRoom ? "room" : "corridor",
      rect,
      joint: { x: jx, y: jy },
      anchor: { x: ax, y: ay },
      shape
    };
    addOpen(placement);
    placements.push(placement);
    if (isRoom) rooms++;
  }
  const level = accretionLevel(
    { width, height, tiles, placements, complete: rooms >= sizes.maxRooms, attempts },
    workspace.steps
  );
  stages?.(level.complete ? "complete" : "incomplete", level);
  return level;
}

// packages/toolkit/src/gen/rooms/thresholds.ts
var FEATURE_KINDS = [
  "corridorOffCorridor",
  "corridorOffCorridorEnd",
  "corridorOffRoom",
  "roomOffCorridor",
  "roomOffCorridorEnd"
];
var DEFAULT_THRESHOLDS = [20, 40, 60, 80, 100];
function readThresholds(options) {
  const raw = options.thresholds;
  if (raw === void 0) return DEFAULT_THRESHOLDS;
  const fail3 = (why) => {
    throw new RangeError(`option "thresholds" ${why}, got ${JSON.stringify(raw)}`);
  };
  if (!Array.isArray(raw) || raw.length !== FEATURE_KINDS.length) fail3("must be an array of 5 numbers");
  const list2 = raw;
  let previous = 0;
  for (const t of list2) {
    if (typeof t !== "number" || !Number.isInteger(t) || t < 0 || t > 100) fail3("must hold integers 0..100");
    if (t < previous) fail3("must be cumulative (non-decreasing)");
    previous = t;
  }
  if (previous !== 100) fail3("must end at 100");
  return list2;
}
function kindOfRoll(roll, thresholds) {
  for (let k = 0; k < thresholds.length; k++) if (roll <= thresholds[k]) return k;
  return thresholds.length - 1;
}

// packages/toolkit/src/gen/rooms/rooms.ts
var ROOM_TRIES = 4;
function corridorDir(p) {
  const joint = p.joint;
  if (joint.y < p.rect.y) return 2;
  if (joint.y >= p.rect.y + p.rect.height) return 0;
  return joint.x < p.rect.x ? 1 : 3;
}
function generateRooms(options, stages, workspace = { steps: new StepScratch() }) {
  const sizes = readAccretionSizes(options, "rooms", ["thresholds"]);
  const thresholds = readThresholds(options);
  const { width, height } = options;
  const { rng, tiles, first } = startAccretion(options, sizes);
  const placements = [first];
  const roomList = [first];
  const corridors = [];
  const tryPlace = (ax, ay, dir, kind) => {
    const step2 = STEPS[dir];
    const jx = ax + step2.x;
    const jy = ay + step2.y;
    const joint = jy * width + jx;
    if (jx < 0 || jy < 0 || jx >= width || jy >= height || tiles[joint] !== Tile.Wall) return false;
    let rect;
    if (kind === "room") {
      const w = rng.int(sizes.roomMin, sizes.roomMax);
      const h = rng.int(sizes.roomMin, sizes.roomMax);
      const across = step2.x !== 0 ? h : w;
      rect = outwardRect(jx, jy, step2.x, step2.y, step2.x !== 0 ? w : h, across, rng.int(0, across - 1));
    } else {
      rect = outwardRect(jx, jy, step2.x, step2.y, rng.int(sizes.corridorMin, sizes.corridorMax), 1, 0);
    }
    if (!rectFits(tiles, width, height, rect, joint)) return false;
    const entry = { x: jx + step2.x, y: jy + step2.y };
    const shape = kind === "room" ? roomShape(rect, rng, sizes, { entry, inward: step2 }) : void 0;
    carve(tiles, width, rect, shape);
    tiles[joint] = Tile.Floor;
    const placement = {
      kind,
      rect,
      joint: { x: jx, y: jy },
      anchor: { x: ax, y: ay },
      shape
    };
    placements.push(placement);
    (kind === "room" ? roomList : corridors).push(placement);
    return true;
  };
  const corridorSide = (c) => {
    const dir = corridorDir(c);
    const along = rng.int(0, Math.max(c.rect.width, c.rect.height) - 1);
    const x = c.rect.width > 1 ? c.rect.x + along : c.rect.x;
    const y = c.rect.height > 1 ? c.rect.y + along : c.rect.y;
    return [x, y, (dir + (rng.chance(0.5) ? 1 : 3)) % 4];
  };
  const corridorEnd = (c) => {
    const dir = corridorDir(c);
    const { x, y, width: w, height: h } = c.rect;
    const ex = dir === 1 ? x + w - 1 : x;
    const ey = dir === 2 ? y + h - 1 : y;
    return [ex, ey, (dir + rng.int(3, 5)) % 4];
  };
  const roomSide = (r) => {
    const dir = rng.int(0, 3);
    const { x, y, width: w, height: h } = r.rect;
    if (r.shape !== void 0) {
      const { shape } = r;
      const { x: dx, y: dy } = STEPS[dir];
      const facing = [];
      for (let yy = 0; yy < h; yy++) {
        for (let xx = 0; xx < w; xx++) {
          if (shape[yy * w + xx] === 0) continue;
          const nx = xx + dx;
          const ny = yy + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || shape[ny * w + nx] === 0) facing.push(yy * w + xx);
        }
      }
      const k = rng.pick(facing);
      return [x + k % w, y + Math.floor(k / w), dir];
    }
    if (dir === 0) return [x + rng.int(0, w - 1), y, 0];
    if (dir === 2) return [x + rng.int(0, w - 1), y + h - 1, 2];
    return [dir === 1 ? x + w - 1 : x, y + rng.int(0, h - 1), dir];
  };
  let attempts = 0;
  while (corridors.length === 0 && attempts < sizes.maxAttempts) {
    attempts++;
    const [x, y, dir] = roomSide(first);
    tryPlace(x, y, dir, "corridor");
  }
  const rolls = [0, 0, 0, 0, 0];
  while (roomList.length < sizes.maxRooms && attempts < sizes.maxAttempts) {
    attempts++;
    const kind = kindOfRoll(rng.int(1, 100), thresholds);
    rolls[kind]++;
    if (kind === 2) {
      const [x, y, dir] = roomSide(rng.pick(roomList));
      tryPlace(x, y, dir, "corridor");
      continue;
    }
    if (corridors.length === 0) continue;
    const tries = kind <= 1 ? 1 : ROOM_TRIES;
    for (let t = 0; t < tries; t++) {
      const corridor = rng.pick(corridors);
      const [x, y, dir] = kind === 0 || kind === 3 ? corridorSide(corridor) : corridorEnd(corridor);
      if (tryPlace(x, y, dir, kind <= 1 ? "corridor" : "room")) break;
    }
  }
  const complete = roomList.length >= sizes.maxRooms;
  const growth = { width, height, tiles, placements, complete, attempts };
  const level = { ...accretionLevel(growth, workspace.steps), rolls };
  stages?.(complete ? "complete" : "incomplete", level);
  return level;
}

// packages/toolkit/src/gen/bsp/bsp.ts
var BSP_MIN_SIZE = { width: 9, height: 8 };
var BSP_MAX_SIZE = { width: 512, height: 512 };
var BSP_MAX_ATTEMPTS = 50;
function bspParams(options) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  checkBaseOptions(options, BSP_MIN_SIZE.width, BSP_MIN_SIZE.height, BSP_MAX_SIZE.width, BSP_MAX_SIZE.height);
  rejectUnknownOptions(options, "bsp", ["minRoomWidth", "minRoomHeight", "maxAttempts"]);
  return {
    width: options.width,
    height: options.height,
    minRoomWidth: intOption(options, "minRoomWidth", 3, 3, 64),
    minRoomHeight: intOption(options, "minRoomHeight", 2, 2, 64),
    maxAttempts: intOption(options, "maxAttempts", BSP_MAX_ATTEMPTS, 1, 1e4)
  };
}
function walledRectangle(width, height) {
  const tiles = new Uint8Array(width * height).fill(Tile.Floor);
  for (let x = 0; x < width; x++) {
    tiles[x] = Tile.Wall;
    tiles[(height - 1) * width + x] = Tile.Wall;
  }
  for (let y = 0; y < height; y++) {
    tiles[y * width] = Tile.Wall;
    tiles[y * width + width - 1] = Tile.Wall;
  }
  return tiles;
}
function bspWorkspace() {
  const furnish2 = {
    walls: new WallScratch(),
    rect: new RectScratch(),
    doors: new PlaceDoorScratch(),
    spawn: new SpawnScratch()
  };
  return { furnish: furnish2 };
}
function buildPackedBsp(params, rng, workspace) {
  const { width, height } = params;
  const rect = walledRectangle(width, height);
  const rules = {
    minWidth: params.minRoomWidth,
    minHeight: params.minRoomHeight,
    small: false
  };
  for (let attempts = 1; attempts <= params.maxAttempts; attempts++) {
    const f = furnishRectangle({ tiles: rect, width, height }, rng, rules, workspace.furnish);
    if (typeof f !== "string") return { furnished: f, attempts };
  }
  throw new Error(
    `bsp generator found no valid ${width}x${height} dungeon in ${params.maxAttempts} attempts`
  );
}
function generateBsp(options, stages, workspace = bspWorkspace()) {
  const params = bspParams(options);
  const { furnished, attempts } = buildPackedBsp(params, createRngStream(options.seed), workspace);
  const at = { width: params.width, height: params.height, x: 0, y: 0 };
  const level = furnishedToLevel(furnished, at, false);
  if (stages !== void 0) {
    for (const name of ["hull", "walls", "doors", "entrance and exit"]) {
      stages(name, snapshotLevel(furnished.snapshots[name], name, { furnished, final: level, at }));
    }
  }
  return { ...level, attempts };
}

// packages/toolkit/src/gen/checks.ts
function sealsMovement(code) {
  return code === Tile.Wall || code === Tile.Window || code === Tile.Void || code === Tile.Door;
}
function diagonalLeaks(level) {
  checkLevel(level, "diagonalLeaks");
  const { width, height, tiles } = level;
  const open = (i) => !sealsMovement(tiles[i]);
  const leaks = [];
  for (let y = 0; y + 1 < height; y++) {
    for (let x = 0; x + 1 < width; x++) {
      const a = y * width + x;
      const b = a + 1;
      const c = a + width;
      const d = c + 1;
      if (open(a) && open(d) && !open(b) && !open(c)) leaks.push([a, d]);
      if (open(b) && open(c) && !open(a) && !open(d)) leaks.push([b, c]);
    }
  }
  return leaks;
}

// packages/toolkit/src/gen/chunk/edges.ts
var CHUNK_SIZE = 32;
var LOCK_CHANCE = 0.25;
var COORD_LIMIT = 32768;
function checkChunk(worldSeed, cx, cy, fn) {
  if (typeof worldSeed !== "string" && (typeof worldSeed !== "number" || !Number.isFinite(worldSeed))) {
    throw new TypeError(
      `${fn}: the world seed must be a string or a finite number, got ${String(worldSeed)}`
    );
  }
  if (!Number.isSafeInteger(cx) || !Number.isSafeInteger(cy)) {
    throw new RangeError(`${fn}: chunk coordinates must be integers, got (${String(cx)}, ${String(cy)})`);
  }
}
function chunkSeed(worldSeed, cx, cy) {
  checkChunk(worldSeed, cx, cy, "chunkSeed");
  const key = hashSeed("chunk-world", worldSeed);
  if (Math.abs(cx) < COORD_LIMIT && Math.abs(cy) < COORD_LIMIT) {
    const packed = (cx & 65535 | (cy & 65535) << 16) >>> 0;
    const once = mix32((packed ^ key) >>> 0);
    return mix32(once + Math.imul(key, 2654435761) >>> 0);
  }
  return hashSeed("chunk-far", key, cx, cy);
}
function edgeDoor(worldSeed, axis, x, y) {
  const rng = createRngStream(hashSeed("chunk-edge", worldSeed, axis, x, y));
  const offset = rng.int(1, CHUNK_SIZE - 2);
  const touchesOrigin = axis === "v" ? y === 0 && (x === 0 || x === 1) : x === 0 && (y === 0 || y === 1);
  const locked = rng.chance(LOCK_CHANCE) && !touchesOrigin;
  return { offset, locked };
}
function chunkEdges(worldSeed, cx, cy) {
  checkChunk(worldSeed, cx, cy, "chunkEdges");
  return {
    north: edgeDoor(worldSeed, "h", cx, cy),
    east: edgeDoor(worldSeed, "v", cx + 1, cy),
    south: edgeDoor(worldSeed, "h", cx, cy + 1),
    west: edgeDoor(worldSeed, "v", cx, cy)
  };
}

// packages/toolkit/src/gen/chunk/chunk.ts
var CHUNK_COORD_LIMIT = 1e9;
var FEATURE_TRIES = [6, 14];
function doorPoints(edges) {
  const last = CHUNK_SIZE - 1;
  return [
    { x: edges.north.offset, y: 0 },
    { x: last, y: edges.east.offset },
    { x: edges.south.offset, y: last },
    { x: 0, y: edges.west.offset }
  ];
}
function reservedCells(doors) {
  const keep = new Uint8Array(CHUNK_SIZE * CHUNK_SIZE);
  for (const d of doors) {
    const sx = d.x === 0 ? 1 : d.x === CHUNK_SIZE - 1 ? -1 : 0;
    const sy = d.y === 0 ? 1 : d.y === CHUNK_SIZE - 1 ? -1 : 0;
    for (let k = 1; k <= 2; k++) keep[(d.y + sy * k) * CHUNK_SIZE + d.x + sx * k] = 1;
  }
  return keep;
}
function drawFeature(rng) {
  const cells = [];
  const put = (x, y) => {
    if (x >= 1 && y >= 1 && x < CHUNK_SIZE - 1 && y < CHUNK_SIZE - 1) cells.push(y * CHUNK_SIZE + x);
  };
  const kind = rng.int(0, 2);
  if (kind === 0) {
    const w = rng.int(1, 3);
    const h = rng.int(1, 3);
    const x0 = rng.int(3, CHUNK_SIZE - 4 - w);
    const y0 = rng.int(3, CHUNK_SIZE - 4 - h);
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) put(x, y);
  } else if (kind === 1) {
    const length = rng.int(4, 12);
    const horizontal = rng.chance(0.5);
    const x0 = rng.int(2, CHUNK_SIZE - 3 - (horizontal ? length : 0));
    const y0 = rng.int(2, CHUNK_SIZE - 3 - (horizontal ? 0 : length));
    for (let k = 0; k < length; k++) put(horizontal ? x0 + k : x0, horizontal ? y0 : y0 + k);
  } else {
    const w = rng.int(5, 11);
    const h = rng.int(5, 11);
    const x0 = rng.int(2, CHUNK_SIZE - 2 - w);
    const y0 = rng.int(2, CHUNK_SIZE - 2 - h);
    const ring = [];
    for (let x = x0; x < x0 + w; x++) ring.push({ x, y: y0 }, { x, y: y0 + h - 1 });
    for (let y = y0 + 1; y < y0 + h - 1; y++) ring.push({ x: x0, y }, { x: x0 + w - 1, y });
    const sides = ring.filter(
      (p) => p.x !== x0 && p.x !== x0 + w - 1 || p.y !== y0 && p.y !== y0 + h - 1
    );
    const gaps = /* @__PURE__ */ new Set();
    const gapCount = rng.int(1, 3);
    for (let g = 0; g < gapCount; g++) {
      const p = rng.pick(sides);
      gaps.add(`${p.x},${p.y}`);
    }
    for (const p of ring) if (!gaps.has(`${p.x},${p.y}`)) put(p.x, p.y);
  }
  return cells;
}
function generateChunk(options, stages) {
  checkBaseOptions(options, CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE);
  rejectUnknownOptions(options, "chunk", ["cx", "cy"]);
  const cx = intOption(options, "cx", 0, -CHUNK_COORD_LIMIT, CHUNK_COORD_LIMIT);
  const cy = intOption(options, "cy", 0, -CHUNK_COORD_LIMIT, CHUNK_COORD_LIMIT);
  const world = options.seed;
  const edges = chunkEdges(world, cx, cy);
  const seed = chunkSeed(world, cx, cy);
  const doors = doorPoints(edges);
  const locks = [edges.north, edges.east, edges.south, edges.west];
  const lockedDoors = doors.filter((_, k) => locks[k].locked);
  const tiles = new Uint8Array(CHUNK_SIZE * CHUNK_SIZE);
  for (let y = 0; y < CHUNK_SIZE; y++) {
    for (let x = 0; x < CHUNK_SIZE; x++) {
      const edge = x === 0 || y === 0 || x === CHUNK_SIZE - 1 || y === CHUNK_SIZE - 1;
      tiles[y * CHUNK_SIZE + x] = edge ? Tile.Wall : Tile.Floor;
    }
  }
  for (const d of doors) tiles[d.y * CHUNK_SIZE + d.x] = Tile.Door;
  const base = { width: CHUNK_SIZE, height: CHUNK_SIZE, rooms: [], doors, windows: [] };
  stages?.("ring", { ...base, tiles: tiles.slice() });
  const rng = createRngStream(seed);
  const reserved = reservedCells(doors);
  const tries = rng.int(FEATURE_TRIES[0], FEATURE_TRIES[1]);
  for (let t = 0; t < tries; t++) {
    const cells = drawFeature(rng).filter((i) => tiles[i] === Tile.Floor);
    if (cells.length === 0 || cells.some((i) => reserved[i] === 1)) continue;
    for (const i of cells) tiles[i] = Tile.Wall;
    const trial = { ...base, tiles };
    const connected = labelRegions(trial, walkableMask(trial), 4).sizes.length === 1;
    if (!connected || diagonalLeaks(trial).length > 0) for (const i of cells) tiles[i] = Tile.Floor;
  }
  const level = { ...base, tiles, cx, cy, chunkSeed: seed, edges, lockedDoors };
  stages?.("features", level);
  return level;
}

// packages/toolkit/src/gen/maze/lattice.ts
var MAZE_MIN_SIZE = { width: 5, height: 5 };
var MAZE_MAX_SIZE = { width: 1024, height: 1024 };
function readMazeLattice(options, kind, known) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  checkBaseOptions(
    options,
    MAZE_MIN_SIZE.width,
    MAZE_MIN_SIZE.height,
    MAZE_MAX_SIZE.width,
    MAZE_MAX_SIZE.height
  );
  rejectUnknownOptions(options, kind, ["ends", ...known]);
  const ends = enumOption(options, "ends", "corners", ["corners", "farthest"]);
  const { width, height } = options;
  return { width, height, cols: width - 1 >> 1, rows: height - 1 >> 1, ends };
}
var RandomBits = class {
  constructor(rng) {
    this.rng = rng;
  }
  rng;
  word = 0;
  left = 0;
  /** A fair coin. */
  flip() {
    if (this.left === 0) {
      this.word = this.rng.next() * 4294967296 >>> 0;
      this.left = 32;
    }
    this.left--;
    const bit = this.word & 1;
    this.word >>>= 1;
    return bit === 1;
  }
  /** Uniform in 0..3. */
  quarter() {
    if (this.left < 2) {
      this.word = this.rng.next() * 4294967296 >>> 0;
      this.left = 32;
    }
    this.left -= 2;
    const two = this.word & 3;
    this.word >>>= 2;
    return two;
  }
  /** Uniform in 0..n-1 for n up to 2^20, as floor(next · n) (off from exact by under n / 2^32). */
  below(n) {
    return this.rng.next() * n | 0;
  }
};
function farthestCell2(tiles, width, from, queue, seen) {
  seen.fill(0);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  seen[from] = 1;
  let last = from;
  while (head < tail) {
    const t = queue[head++];
    last = t;
    if (tiles[t - 1] !== Tile.Wall && seen[t - 2] === 0) {
      seen[t - 2] = 1;
      queue[tail++] = t - 2;
    }
    if (tiles[t + 1] !== Tile.Wall && seen[t + 2] === 0) {
      seen[t + 2] = 1;
      queue[tail++] = t + 2;
    }
    if (tiles[t - width] !== Tile.Wall && seen[t - 2 * width] === 0) {
      seen[t - 2 * width] = 1;
      queue[tail++] = t - 2 * width;
    }
    if (tiles[t + width] !== Tile.Wall && seen[t + 2 * width] === 0) {
      seen[t + 2 * width] = 1;
      queue[tail++] = t + 2 * width;
    }
  }
  return last;
}
function finishMaze(lattice, tiles) {
  const { width, height, cols, rows } = lattice;
  let a = width + 1;
  let b = (2 * rows - 1) * width + 2 * cols - 1;
  if (lattice.ends === "farthest") {
    const queue = new Int32Array(cols * rows);
    const seen = new Uint8Array(tiles.length);
    a = farthestCell2(tiles, width, a, queue, seen);
    b = farthestCell2(tiles, width, a, queue, seen);
  }
  tiles[b] = Tile.StairsDown;
  return {
    width,
    height,
    tiles,
    rooms: [],
    doors: [],
    windows: [],
    start: { x: a % width, y: a / width | 0 },
    exit: { x: b % width, y: b / width | 0 }
  };
}
function solidTiles(lattice) {
  return new Uint8Array(lattice.width * lattice.height).fill(Tile.Wall);
}

// packages/toolkit/src/gen/maze/eller.ts
var working = new Int32Array(0);
function ellerBuffer(size) {
  if (working.length < size) working = new Int32Array(size);
  else working.fill(0, 0, size);
  return working;
}
function generateEllerMaze(options) {
  const lattice = readMazeLattice(options, "maze-eller", []);
  const { width, cols, rows } = lattice;
  const bits = new RandomBits(createRngStream(options.seed));
  const tiles = solidTiles(lattice);
  const n = cols * rows;
  const buffer = ellerBuffer(3 * n + cols);
  const parent = buffer;
  const LEFT = n;
  const OPENED_DOWN = 2 * n;
  const SET_OF = 3 * n;
  let nextSet = 0;
  for (let c = 0; c < cols; c++) {
    parent[nextSet] = nextSet;
    buffer[SET_OF + c] = nextSet++;
  }
  for (let r = 0; r < rows; r++) {
    const base = (2 * r + 1) * width + 1;
    const last = r === rows - 1;
    for (let c = 0; c < cols; c++) tiles[base + 2 * c] = Tile.Floor;
    let a = buffer[SET_OF];
    while (parent[a] !== a) a = parent[a] = parent[parent[a]];
    for (let c = 1; c < cols; c++) {
      let b = buffer[SET_OF + c];
      while (parent[b] !== b) b = parent[b] = parent[parent[b]];
      if (a !== b && (last || bits.flip())) {
        tiles[base + 2 * c - 1] = Tile.Floor;
        parent[b] = a;
      } else {
        a = b;
      }
    }
    if (last) break;
    for (let c = 0; c < cols; c++) {
      let root = buffer[SET_OF + c];
      while (parent[root] !== root) root = parent[root] = parent[parent[root]];
      buffer[SET_OF + c] = root;
      buffer[LEFT + root]++;
    }
    const mark = r + 1;
    const below2 = base + width;
    for (let c = 0; c < cols; c++) {
      const root = buffer[SET_OF + c];
      const forced = --buffer[LEFT + root] === 0 && buffer[OPENED_DOWN + root] !== mark;
      if (forced || bits.flip()) {
        tiles[below2 + 2 * c] = Tile.Floor;
        buffer[OPENED_DOWN + root] = mark;
      } else {
        parent[nextSet] = nextSet;
        buffer[SET_OF + c] = nextSet++;
      }
    }
  }
  return finishMaze(lattice, tiles);
}

// packages/toolkit/src/gen/maze/divided.ts
function generateDividedMaze(options) {
  const lattice = readMazeLattice(options, "maze-divided", []);
  const { width, cols, rows } = lattice;
  const bits = new RandomBits(createRngStream(options.seed));
  const tiles = solidTiles(lattice);
  const right = 2 * cols;
  for (let r = 0; r < rows; r++) {
    const y = 2 * r + 1;
    tiles.fill(Tile.Floor, y * width + 1, y * width + right);
    if (r + 1 < rows) {
      const below2 = (y + 1) * width;
      for (let x = 1; x < right; x += 2) tiles[below2 + x] = Tile.Floor;
    }
  }
  const stack = new Int32Array(4 * cols * rows);
  let top = 0;
  stack[top++] = 0;
  stack[top++] = 0;
  stack[top++] = cols - 1;
  stack[top++] = rows - 1;
  while (top > 0) {
    const y1 = stack[--top];
    const x1 = stack[--top];
    const y0 = stack[--top];
    const x0 = stack[--top];
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (w < 2 || h < 2) continue;
    if (w > h || w === h && bits.flip()) {
      const k = x0 + 1 + bits.below(w - 1);
      const gap = y0 + bits.below(h);
      for (let cy = y0; cy <= y1; cy++) if (cy !== gap) tiles[(2 * cy + 1) * width + 2 * k] = Tile.Wall;
      stack[top++] = x0;
      stack[top++] = y0;
      stack[top++] = k - 1;
      stack[top++] = y1;
      stack[top++] = k;
      stack[top++] = y0;
      stack[top++] = x1;
      stack[top++] = y1;
    } else {
      const k = y0 + 1 + bits.below(h - 1);
      const gap = x0 + bits.below(w);
      const rowBase = 2 * k * width;
      for (let cx = x0; cx <= x1; cx++) if (cx !== gap) tiles[rowBase + 2 * cx + 1] = Tile.Wall;
      stack[top++] = x0;
      stack[top++] = y0;
      stack[top++] = x1;
      stack[top++] = k - 1;
      stack[top++] = x0;
      stack[top++] = k;
      stack[top++] = x1;
      stack[top++] = y1;
    }
  }
  return finishMaze(lattice, tiles);
}

// packages/toolkit/src/gen/maze/icey.ts
var ICEY_MAX_REGULARITY = 1e6;
function generateIceyMaze(options) {
  const lattice = readMazeLattice(options, "maze-icey", ["regularity"]);
  const regularity = numberOption(options, "regularity", 0, 0, ICEY_MAX_REGULARITY);
  const turn = 1 / (regularity + 1);
  const { width, cols, rows } = lattice;
  const rng = createRngStream(options.seed);
  const bits = new RandomBits(rng);
  const tiles = solidTiles(lattice);
  const pw = cols + 2;
  const blocked = new Uint8Array(pw * (rows + 2));
  blocked.fill(1, 0, pw);
  blocked.fill(1, (rows + 1) * pw);
  for (let r = 1; r <= rows; r++) {
    blocked[r * pw] = 1;
    blocked[r * pw + pw - 1] = 1;
  }
  const stepCell = [-pw, 1, pw, -1];
  const stepTile = [-2 * width, 2, 2 * width, -2];
  const openDirs = [0, 0, 0];
  const randomOpen = (c2, skip) => {
    let count3 = 0;
    for (let d = 0; d < 4; d++) if (d !== skip && blocked[c2 + stepCell[d]] === 0) openDirs[count3++] = d;
    return count3 === 0 ? -1 : openDirs[count3 === 1 ? 0 : bits.below(count3)];
  };
  const visited = new Int32Array(cols * rows);
  let count2 = 0;
  let cx = bits.below(cols);
  let cy = bits.below(rows);
  let c = (cy + 1) * pw + cx + 1;
  let t = (2 * cy + 1) * width + 2 * cx + 1;
  blocked[c] = 1;
  tiles[t] = Tile.Floor;
  visited[count2++] = c;
  let dir = bits.quarter();
  for (; ; ) {
    if (turn >= 1 || rng.next() < turn) dir = bits.quarter();
    if (blocked[c + stepCell[dir]] !== 0) dir = randomOpen(c, dir);
    if (dir >= 0) {
      const half = stepTile[dir] >> 1;
      tiles[t + half] = Tile.Floor;
      t += 2 * half;
      tiles[t] = Tile.Floor;
      c += stepCell[dir];
      blocked[c] = 1;
      visited[count2++] = c;
      continue;
    }
    while (count2 > 0) {
      const i = bits.below(count2);
      c = visited[i];
      dir = randomOpen(c, -1);
      if (dir >= 0) break;
      visited[i] = visited[--count2];
    }
    if (count2 === 0) break;
    cx = c % pw - 1;
    cy = (c / pw | 0) - 1;
    t = (2 * cy + 1) * width + 2 * cx + 1;
  }
  return finishMaze(lattice, tiles);
}

// packages/toolkit/src/gen/rogue/rogue.ts
var ROGUE_MIN_SIZE = { width: 5, height: 5 };
var ROGUE_MAX_SIZE = { width: 1024, height: 1024 };
var KNOWN2 = [
  "gridWidth",
  "gridHeight",
  "minRoomWidth",
  "maxRoomWidth",
  "minRoomHeight",
  "maxRoomHeight",
  "extraConnections"
];
function axisSlots(size, count2) {
  const lo = new Int32Array(count2);
  const hi = new Int32Array(count2);
  let fit = size;
  for (let i = 0; i < count2; i++) {
    lo[i] = Math.floor(i * size / count2) + (i > 0 ? 1 : 0);
    hi[i] = Math.floor((i + 1) * size / count2) - 1;
    fit = Math.min(fit, hi[i] - lo[i] + 1 - 2);
  }
  return { lo, hi, fit };
}
function readAxis(options, size, axis) {
  const gridName = `grid${axis}`;
  const grid = intOption(options, gridName, 3, 1, size);
  const { fit } = axisSlots(size, grid);
  if (fit < 1) {
    throw new RangeError(
      `option "${gridName}" (${grid}) leaves no space for a room with its walls in a level ${size} cells ${axis === "Width" ? "wide" : "high"}`
    );
  }
  const min = intOption(options, `minRoom${axis}`, Math.min(3, fit), 1, fit);
  const max = intOption(options, `maxRoom${axis}`, fit, min, ROGUE_MAX_SIZE.width);
  return { grid, min, max };
}
function rogueParams(options) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  checkBaseOptions(
    options,
    ROGUE_MIN_SIZE.width,
    ROGUE_MIN_SIZE.height,
    ROGUE_MAX_SIZE.width,
    ROGUE_MAX_SIZE.height
  );
  rejectUnknownOptions(options, "rogue", KNOWN2);
  const { width, height } = options;
  const across = readAxis(options, width, "Width");
  const down = readAxis(options, height, "Height");
  if (across.grid * down.grid < 2) {
    throw new RangeError('option "gridWidth" or "gridHeight" must be above 1: the exit needs a second room');
  }
  return {
    width,
    height,
    gridWidth: across.grid,
    gridHeight: down.grid,
    minRoomWidth: across.min,
    maxRoomWidth: across.max,
    minRoomHeight: down.min,
    maxRoomHeight: down.max,
    extraConnections: intOption(options, "extraConnections", 0, 0, 1e6)
  };
}
function pickLinks(gw, gh, extra, rng) {
  const n = gw * gh;
  const joined = new Uint8Array(n);
  const mask = new Uint8Array(n);
  const near = [0, 0, 0, 0];
  const unjoinedAround = (c) => {
    const x = c % gw;
    let count3 = 0;
    if (c >= gw && joined[c - gw] === 0) near[count3++] = c - gw;
    if (x + 1 < gw && joined[c + 1] === 0) near[count3++] = c + 1;
    if (c + gw < n && joined[c + gw] === 0) near[count3++] = c + gw;
    if (x > 0 && joined[c - 1] === 0) near[count3++] = c - 1;
    return count3;
  };
  const link = (a, b) => {
    const low = Math.min(a, b);
    mask[low] |= Math.max(a, b) - low === 1 && gw > 1 ? 1 : 2;
  };
  const growing = new Int32Array(n);
  let count2 = 0;
  let current = rng.int(0, n - 1);
  joined[current] = 1;
  growing[count2++] = current;
  for (let remaining = n - 1; remaining > 0; remaining--) {
    let fresh = unjoinedAround(current);
    while (fresh === 0) {
      const i = rng.int(0, count2 - 1);
      current = growing[i];
      fresh = unjoinedAround(current);
      if (fresh === 0) growing[i] = growing[--count2];
    }
    const next = near[rng.int(0, fresh - 1)];
    link(current, next);
    current = next;
    joined[current] = 1;
    growing[count2++] = current;
  }
  if (extra > 0) {
    const spare = [];
    for (let c = 0; c < n; c++) {
      if ((c + 1) % gw !== 0 && (mask[c] & 1) === 0) spare.push(2 * c);
      if (c + gw < n && (mask[c] & 2) === 0) spare.push(2 * c + 1);
    }
    rng.shuffle(spare);
    for (let i = 0; i < Math.min(extra, spare.length); i++) mask[spare[i] >> 1] |= (spare[i] & 1) + 1;
  }
  return mask;
}
function farthestRooms(gw, mask, from) {
  const n = mask.length;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  const reach = (r, d) => {
    if (dist[r] < 0) {
      dist[r] = d;
      queue[tail++] = r;
    }
  };
  for (let head = 0; head < tail; head++) {
    const r = queue[head];
    const d = dist[r] + 1;
    if ((mask[r] & 1) !== 0) reach(r + 1, d);
    if ((mask[r] & 2) !== 0) reach(r + gw, d);
    if (r % gw > 0 && (mask[r - 1] & 1) !== 0) reach(r - 1, d);
    if (r >= gw && (mask[r - gw] & 2) !== 0) reach(r - gw, d);
  }
  const far = dist[queue[tail - 1]];
  const out = [];
  for (let r = 0; r < n; r++) if (dist[r] === far) out.push(r);
  return out;
}
function closeDiagonalGaps(tiles, rooms, width, corridor) {
  const boxed = (i) => {
    const x = i % width;
    const y = (i - x) / width;
    return rooms.some((r) => x >= r.x - 1 && x <= r.x + r.width && y >= r.y - 1 && y <= r.y + r.height);
  };
  for (let k = 0; k < corridor.length; k++) {
    const i = corridor[k];
    for (let q = 0; q < 4; q++) {
      const dx = (q & 1) === 0 ? -1 : 1;
      const dy = q < 2 ? -width : width;
      if (tiles[i + dy + dx] !== Tile.Floor) continue;
      if (tiles[i + dx] === Tile.Floor || tiles[i + dy] === Tile.Floor) continue;
      const open = boxed(i + dx) ? i + dy : i + dx;
      tiles[open] = Tile.Floor;
      corridor.push(open);
    }
  }
}
function generateRogue(options) {
  const p = rogueParams(options);
  const { width, height, gridWidth: gw, gridHeight: gh } = p;
  const rng = createRngStream(options.seed);
  const tiles = new Uint8Array(width * height).fill(Tile.Wall);
  const roomOf = new Int16Array(width * height).fill(-1);
  const xs = axisSlots(width, gw);
  const ys = axisSlots(height, gh);
  const rooms = [];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const lx = xs.lo[gx];
      const hx = xs.hi[gx];
      const ly = ys.lo[gy];
      const hy = ys.hi[gy];
      const w = rng.int(p.minRoomWidth, Math.min(p.maxRoomWidth, hx - lx - 1));
      const h = rng.int(p.minRoomHeight, Math.min(p.maxRoomHeight, hy - ly - 1));
      const x = rng.int(lx + 1, hx - w);
      const y = rng.int(ly + 1, hy - h);
      const id = rooms.length;
      rooms.push({ id, x, y, width: w, height: h, cells: w * h });
      for (let yy = y; yy < y + h; yy++) {
        tiles.fill(Tile.Floor, yy * width + x, yy * width + x + w);
        roomOf.fill(id, yy * width + x, yy * width + x + w);
      }
    }
  }
  const mask = pickLinks(gw, gh, p.extraConnections, rng);
  const links = [];
  for (let c = 0; c < mask.length; c++) {
    if ((mask[c] & 1) !== 0) links.push([c, c + 1]);
    if ((mask[c] & 2) !== 0) links.push([c, c + gw]);
  }
  const doors = [];
  const corridor = [];
  const open = (x, y) => {
    const i = y * width + x;
    tiles[i] = Tile.Floor;
    corridor.push(i);
  };
  const door = (x, y) => {
    tiles[y * width + x] = Tile.Door;
    doors.push({ x, y });
  };
  for (const [ia, ib] of links) {
    const a = rooms[ia];
    const b = rooms[ib];
    if (gw > 1 && ib === ia + 1) {
      const ax = a.x + a.width;
      const bx = b.x - 1;
      const ay = rng.int(a.y, a.y + a.height - 1);
      const by = rng.int(b.y, b.y + b.height - 1);
      const mx = rng.int(ax + 1, bx - 1);
      door(ax, ay);
      door(bx, by);
      for (let x = ax + 1; x <= mx; x++) open(x, ay);
      for (let y = Math.min(ay, by); y <= Math.max(ay, by); y++) open(mx, y);
      for (let x = mx; x < bx; x++) open(x, by);
    } else {
      const ay = a.y + a.height;
      const by = b.y - 1;
      const ax = rng.int(a.x, a.x + a.width - 1);
      const bx = rng.int(b.x, b.x + b.width - 1);
      const my = rng.int(ay + 1, by - 1);
      door(ax, ay);
      door(bx, by);
      for (let y = ay + 1; y <= my; y++) open(ax, y);
      for (let x = Math.min(ax, bx); x <= Math.max(ax, bx); x++) open(x, my);
      for (let y = my; y < by; y++) open(bx, y);
    }
  }
  closeDiagonalGaps(tiles, rooms, width, corridor);
  const startRoom = rooms[rng.int(0, rooms.length - 1)];
  const exitRoom = rooms[rng.pick(farthestRooms(gw, mask, startRoom.id))];
  const start = {
    x: rng.int(startRoom.x, startRoom.x + startRoom.width - 1),
    y: rng.int(startRoom.y, startRoom.y + startRoom.height - 1)
  };
  const exit = {
    x: rng.int(exitRoom.x, exitRoom.x + exitRoom.width - 1),
    y: rng.int(exitRoom.y, exitRoom.y + exitRoom.height - 1)
  };
  tiles[exit.y * width + exit.x] = Tile.StairsDown;
  return { width, height, tiles, rooms, doors, windows: [], start, exit, roomOf, links };
}

// packages/toolkit/src/gen/arena/arena.ts
var ARENA_MIN_SIZE = { width: 3, height: 3 };
var ARENA_MAX_SIZE = { width: 1024, height: 1024 };
function generateArena(options) {
  if (options === null || typeof options !== "object") throw new RangeError("options must be an object");
  checkBaseOptions(
    options,
    ARENA_MIN_SIZE.width,
    ARENA_MIN_SIZE.height,
    ARENA_MAX_SIZE.width,
    ARENA_MAX_SIZE.height
  );
  rejectUnknownOptions(options, "arena", []);
  const { width, height } = options;
  if (width === 3 && height === 3) {
    throw new RangeError('option "width" or "height" must be above 3: a 3x3 arena has one floor cell');
  }
  const tiles = new Uint8Array(width * height).fill(Tile.Floor);
  tiles.fill(Tile.Wall, 0, width);
  tiles.fill(Tile.Wall, (height - 1) * width);
  for (let y = 1; y < height - 1; y++) {
    tiles[y * width] = Tile.Wall;
    tiles[y * width + width - 1] = Tile.Wall;
  }
  const corner = createRngStream(options.seed).int(0, 3);
  const right = (corner & 1) === 1;
  const bottom = (corner & 2) === 2;
  const start = { x: right ? width - 2 : 1, y: bottom ? height - 2 : 1 };
  const exit = { x: right ? 1 : width - 2, y: bottom ? 1 : height - 2 };
  tiles[exit.y * width + exit.x] = Tile.StairsDown;
  return { width, height, tiles, rooms: [], doors: [], windows: [], start, exit };
}

// packages/toolkit/src/gen/generate.ts
var GENERATORS = {
  station: generateStation,
  ship: generateShip,
  cellular: generateCellular,
  caves: generateCaves,
  features: generateFeatures,
  rooms: generateRooms,
  bsp: generateBsp,
  chunk: generateChunk,
  "maze-eller": generateEllerMaze,
  "maze-divided": generateDividedMaze,
  "maze-icey": generateIceyMaze,
  rogue: generateRogue,
  arena: generateArena
};
var GENERATOR_KINDS = Object.keys(GENERATORS);
function lookup(kind, fn = "generate") {
  if (!Object.prototype.hasOwnProperty.call(GENERATORS, kind)) {
    throw new RangeError(
      `${fn}: unknown generator kind "${kind}"; expected one of ${GENERATOR_KINDS.join(", ")}`
    );
  }
  return GENERATORS[kind];
}
function generate(kind, options) {
  return lookup(kind)(checkOptionsObject(options));
}
function checkOptionsObject(options) {
  return optionsObject("generate", options);
}

// packages/toolkit/src/gen/default-sizes.ts
var GENERATOR_DEFAULT_SIZES = {
  station: { width: 40, height: 24 },
  ship: { width: SHIP_DEFAULT_SIZE.width, height: SHIP_DEFAULT_SIZE.height },
  cellular: { width: 80, height: 50 },
  caves: { width: CAVE_DEFAULTS.width, height: CAVE_DEFAULTS.height },
  features: { width: 80, height: 50 },
  rooms: { width: 80, height: 50 },
  bsp: { width: 80, height: 50 },
  chunk: { width: CHUNK_SIZE, height: CHUNK_SIZE },
  "maze-eller": { width: 81, height: 51 },
  "maze-divided": { width: 81, height: 51 },
  "maze-icey": { width: 81, height: 51 },
  rogue: { width: 80, height: 50 },
  arena: { width: 80, height: 50 }
};

// packages/toolkit/src/schedule/scheduler.ts
var SCHEDULE_KEYS = ["speed", "delay", "repeat"];
var INITIAL_CAPACITY = 16;
var HeapScheduler = class {
  now = 0;
  seqCounter = 0;
  count = 0;
  capacity = INITIAL_CAPACITY;
  slotOf = /* @__PURE__ */ new Map();
  ids = [];
  times = new Float64Array(INITIAL_CAPACITY);
  seqs = new Float64Array(INITIAL_CAPACITY);
  intervals = new Float64Array(INITIAL_CAPACITY);
  anchors = new Float64Array(INITIAL_CAPACITY);
  ks = new Float64Array(INITIAL_CAPACITY);
  heapPos = new Int32Array(INITIAL_CAPACITY);
  heap = new Int32Array(INITIAL_CAPACITY);
  freeSlots = [];
  slotsUsed = 0;
  get time() {
    return this.now;
  }
  get size() {
    return this.count;
  }
  add(id, options = { speed: 1 }) {
    checkId("add", id);
    if (this.slotOf.has(id)) {
      throw new RangeError(
        `add(): actor ${JSON.stringify(id)} is already scheduled (remove or reschedule it)`
      );
    }
    if (options === null || typeof options !== "object" || Array.isArray(options)) {
      throw new RangeError("add(): options must be an object: { speed } or { delay, repeat? }");
    }
    checkOptionKeys("add()", options, SCHEDULE_KEYS);
    const { speed, delay, repeat } = options;
    if (speed !== void 0 && delay !== void 0) {
      throw new RangeError("add(): give speed or delay, not both");
    }
    if (repeat !== void 0 && typeof repeat !== "boolean") {
      throw new RangeError(`add(): repeat must be a boolean, got ${String(repeat)}`);
    }
    let first;
    let interval;
    if (delay !== void 0) {
      if (typeof delay !== "number" || !Number.isFinite(delay) || delay < 0) {
        throw new RangeError(`add(): delay must be a finite number >= 0, got ${String(delay)}`);
      }
      if (repeat === true && delay === 0) throw new RangeError("add(): a repeating delay must be > 0");
      first = delay;
      interval = repeat === true ? delay : 0;
    } else {
      const s = speed ?? 1;
      if (typeof s !== "number" || !Number.isFinite(s) || s <= 0 || !Number.isFinite(1 / s)) {
        throw new RangeError(`add(): speed must be a finite number > 0, got ${String(s)}`);
      }
      first = 1 / s;
      interval = repeat === false ? 0 : first;
    }
    const slot = this.allocSlot(id);
    this.intervals[slot] = interval;
    this.anchors[slot] = this.now + first;
    this.ks[slot] = 0;
    this.times[slot] = this.now + first;
    this.seqs[slot] = this.seqCounter++;
    this.push(slot);
  }
  remove(id) {
    const slot = this.slotOf.get(id);
    if (slot === void 0) return false;
    this.removeAt(this.heapPos[slot]);
    this.freeSlot(slot);
    return true;
  }
  setSpeed(id, speed) {
    const slot = this.slotOf.get(id);
    if (slot === void 0) throw new RangeError(`setSpeed(): actor ${JSON.stringify(id)} is not scheduled`);
    if (typeof speed !== "number" || !Number.isFinite(speed) || speed <= 0 || !Number.isFinite(1 / speed)) {
      throw new RangeError(`setSpeed(): speed must be a finite number > 0, got ${String(speed)}`);
    }
    this.intervals[slot] = 1 / speed;
    this.anchors[slot] = this.times[slot];
    this.ks[slot] = 0;
  }
  reschedule(id, delay) {
    const slot = this.slotOf.get(id);
    if (slot === void 0)
      throw new RangeError(`reschedule(): actor ${JSON.stringify(id)} is not scheduled`);
    if (typeof delay !== "number" || !Number.isFinite(delay) || delay < 0) {
      throw new RangeError(`reschedule(): delay must be a finite number >= 0, got ${String(delay)}`);
    }
    const at = this.now + delay;
    this.anchors[slot] = at;
    this.ks[slot] = 0;
    this.times[slot] = at;
    this.seqs[slot] = this.seqCounter++;
    const pos = this.heapPos[slot];
    this.siftUp(pos);
    this.siftDown(this.heapPos[slot]);
  }
  next() {
    if (this.count === 0) return void 0;
    const slot = this.heap[0];
    const id = this.ids[slot];
    const at = this.times[slot];
    this.now = at;
    const interval = this.intervals[slot];
    if (interval > 0) {
      const k = this.ks[slot] + 1;
      this.ks[slot] = k;
      this.times[slot] = this.anchors[slot] + k * interval;
      this.seqs[slot] = this.seqCounter++;
      this.siftDown(0);
    } else {
      this.removeAt(0);
      this.freeSlot(slot);
    }
    return { id, time: at };
  }
  has(id) {
    return this.slotOf.has(id);
  }
  timeOf(id) {
    const slot = this.slotOf.get(id);
    return slot === void 0 ? void 0 : this.times[slot];
  }
  clear() {
    this.slotOf.clear();
    this.ids = [];
    this.freeSlots = [];
    this.slotsUsed = 0;
    this.count = 0;
  }
  getState() {
    const actors = [];
    for (let i = 0; i < this.count; i++) {
      const s = this.heap[i];
      actors.push({
        id: this.ids[s],
        time: this.times[s],
        seq: this.seqs[s],
        interval: this.intervals[s],
        anchor: this.anchors[s],
        k: this.ks[s]
      });
    }
    actors.sort((a, b) => a.time - b.time || a.seq - b.seq);
    return { time: this.now, seq: this.seqCounter, actors };
  }
  setState(state) {
    const valid = validateState(state);
    this.clear();
    this.now = valid.time;
    this.seqCounter = valid.seq;
    for (const a of valid.actors) {
      const slot = this.allocSlot(a.id);
      this.times[slot] = a.time;
      this.seqs[slot] = a.seq;
      this.intervals[slot] = a.interval;
      this.anchors[slot] = a.anchor;
      this.ks[slot] = a.k;
      this.push(slot);
    }
  }
  allocSlot(id) {
    let slot = this.freeSlots.pop();
    if (slot === void 0) {
      slot = this.slotsUsed++;
      if (slot >= this.capacity) this.grow();
    }
    this.ids[slot] = id;
    this.slotOf.set(id, slot);
    return slot;
  }
  freeSlot(slot) {
    this.slotOf.delete(this.ids[slot]);
    this.freeSlots.push(slot);
  }
  grow() {
    const cap = this.capacity * 2;
    const f64 = (a) => {
      const b = new Float64Array(cap);
      b.set(a);
      return b;
    };
    const i32 = (a) => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.times = f64(this.times);
    this.seqs = f64(this.seqs);
    this.intervals = f64(this.intervals);
    this.anchors = f64(this.anchors);
    this.ks = f64(this.ks);
    this.heapPos = i32(this.heapPos);
    this.heap = i32(this.heap);
    this.capacity = cap;
  }
  /** Whether slot a's turn comes before slot b's. */
  before(a, b) {
    const ta = this.times[a];
    const tb = this.times[b];
    return ta < tb || ta === tb && this.seqs[a] < this.seqs[b];
  }
  push(slot) {
    const pos = this.count++;
    this.heap[pos] = slot;
    this.heapPos[slot] = pos;
    this.siftUp(pos);
  }
  removeAt(pos) {
    const last = --this.count;
    if (pos === last) return;
    const moved = this.heap[last];
    this.heap[pos] = moved;
    this.heapPos[moved] = pos;
    this.siftUp(pos);
    this.siftDown(this.heapPos[moved]);
  }
  siftUp(pos) {
    const heap = this.heap;
    const slot = heap[pos];
    while (pos > 0) {
      const parentPos = pos - 1 >> 1;
      const parent = heap[parentPos];
      if (!this.before(slot, parent)) break;
      heap[pos] = parent;
      this.heapPos[parent] = pos;
      pos = parentPos;
    }
    heap[pos] = slot;
    this.heapPos[slot] = pos;
  }
  siftDown(pos) {
    const heap = this.heap;
    const n = this.count;
    const slot = heap[pos];
    for (; ; ) {
      let child = 2 * pos + 1;
      if (child >= n) break;
      if (child + 1 < n && this.before(heap[child + 1], heap[child])) child++;
      const c = heap[child];
      if (!this.before(c, slot)) break;
      heap[pos] = c;
      this.heapPos[c] = pos;
      pos = child;
    }
    heap[pos] = slot;
    this.heapPos[slot] = pos;
  }
};
function checkId(fn, id) {
  if (!(typeof id === "string" || typeof id === "number" && Number.isFinite(id))) {
    throw new RangeError(`${fn}(): an actor id must be a string or a finite number, got ${String(id)}`);
  }
}
var isNum = (v) => typeof v === "number" && Number.isFinite(v);
function validateState(state) {
  const fail3 = (why) => {
    throw new RangeError(`setState(): needs a state from getState(): ${why}`);
  };
  if (state === null || typeof state !== "object") return fail3("not an object");
  const { time, seq, actors } = state;
  if (!isNum(time)) return fail3("time must be a finite number");
  if (!Number.isSafeInteger(seq) || seq < 0) return fail3("seq must be an integer >= 0");
  if (!Array.isArray(actors)) return fail3("actors must be an array");
  const ids = /* @__PURE__ */ new Set();
  const seqs = /* @__PURE__ */ new Set();
  const out = [];
  for (const a of actors) {
    if (a === null || typeof a !== "object") return fail3("each actor must be an object");
    const r = a;
    const id = r.id;
    if (!(typeof id === "string" || isNum(id))) return fail3("an actor id must be a string or finite number");
    if (ids.has(id)) return fail3(`actor ${JSON.stringify(id)} appears twice`);
    ids.add(id);
    if (!isNum(r.time) || r.time < time) return fail3("an actor time must be finite and not before time");
    if (!Number.isSafeInteger(r.seq) || r.seq < 0 || r.seq >= seq) {
      return fail3("an actor seq must be an integer in [0, seq)");
    }
    if (seqs.has(r.seq)) return fail3("two actors share a seq");
    seqs.add(r.seq);
    if (!isNum(r.interval) || r.interval < 0) return fail3("an actor interval must be finite and >= 0");
    if (!isNum(r.anchor)) return fail3("an actor anchor must be finite");
    if (!Number.isSafeInteger(r.k) || r.k < 0) return fail3("an actor k must be an integer >= 0");
    if (r.time !== r.anchor + r.k * r.interval)
      return fail3("an actor time must be anchor + k * interval");
    out.push({
      id,
      time: r.time,
      seq: r.seq,
      interval: r.interval,
      anchor: r.anchor,
      k: r.k
    });
  }
  return { time, seq, actors: out };
}
function createScheduler(options) {
  checkOptionKeys("createScheduler", options, []);
  return new HeapScheduler();
}

// packages/toolkit/src/light/falloff.ts
function defaultHeight(radius) {
  return radius / 3;
}
function createFalloff() {
  return { h2: 1, twoFH: 0, edge: 0, scale: 1, r2: 0 };
}
function setFalloff(f, radius, height, focus) {
  const h2 = height * height;
  const twoFH = 2 * focus * height;
  const edge = radius > 0 && h2 > 0 ? h2 / (radius * radius + twoFH * radius + h2) : 0;
  f.h2 = h2 > 0 ? h2 : 1;
  f.twoFH = twoFH;
  f.edge = edge;
  f.scale = 1 / (1 - edge);
  f.r2 = radius * radius;
  return f;
}
function brightnessAt(f, d2) {
  if (d2 === 0) return 1;
  if (d2 >= f.r2) return 0;
  const bend = f.twoFH === 0 ? 0 : f.twoFH * Math.sqrt(d2);
  const value = (f.h2 / (d2 + bend + f.h2) - f.edge) * f.scale;
  return value > 0 ? value : 0;
}

// packages/toolkit/src/light/faces.ts
function sign(v) {
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}
function wallShowsLight(opaque, lit, stride, lx, ly, wx, wy, seen, mapWidth, mapX, mapY, vx, vy) {
  const sx = sign(lx - wx);
  const sy = sign(ly - wy);
  const fx = sx !== 0 && sx === sign(vx - mapX) ? sx : 0;
  const fy = sy !== 0 && sy === sign(vy - mapY) ? sy : 0;
  if (fx === 0 && fy === 0) return false;
  const w = wy * stride + wx;
  const m = mapY * mapWidth + mapX;
  if (fx !== 0 && opaque[w + fx] === 0 && lit[w + fx] !== 0 && seen[m + fx] !== 0) return true;
  const down = fy * stride;
  const mapDown = fy * mapWidth;
  if (fy !== 0 && opaque[w + down] === 0 && lit[w + down] !== 0 && seen[m + mapDown] !== 0) return true;
  if (fx === 0 || fy === 0 || opaque[w + fx] === 0 || opaque[w + down] === 0) return false;
  const corner = w + down + fx;
  return opaque[corner] === 0 && lit[corner] !== 0 && seen[m + mapDown + fx] !== 0;
}

// packages/toolkit/src/light/validate.ts
var ALGORITHMS2 = ["recursive", "symmetric", "raycast"];
var LIGHT_KEYS = ["x", "y", "color", "radius", "intensity", "height", "focus"];
var OPTION_KEYS = ["out", "viewer", "algorithm", "reflection"];
var VIEWER_KEYS = ["x", "y", "visible"];
var REFLECTION_KEYS = ["bounces", "reflectivity", "radius", "threshold"];
function fail2(message) {
  throw new RangeError(`computeLighting: ${message}`);
}
function isCell(x, y, width, height) {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
}
function describe2(value) {
  return value instanceof Uint8Array || value instanceof Float32Array ? `${value.constructor.name} of length ${value.length}` : typeof value;
}
function validateLightingArgs(map, lights, options) {
  if (Array.isArray(map) && map !== null && lights !== null && typeof lights === "object" && "opaque" in lights) {
    fail2("the arguments look swapped: expected (map, lights, options)");
  }
  if (map === null || typeof map !== "object") fail2(`map must be an object, got ${String(map)}`);
  const { width, height, opaque } = map;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    fail2(`width and height must be non-negative integers, got ${width}x${height}`);
  }
  const cells = width * height;
  if (!(opaque instanceof Uint8Array) || opaque.length !== cells) {
    fail2(`opaque must be a Uint8Array of length ${cells}, got ${describe2(opaque)}`);
  }
  if (!Array.isArray(lights)) fail2(`lights must be an array, got ${typeof lights}`);
  for (let k = 0; k < lights.length; k++) {
    const light = lights[k];
    if (light === null || typeof light !== "object") fail2(`lights[${k}] must be an object`);
    checkOptionKeys(`computeLighting: lights[${k}]`, light, LIGHT_KEYS);
    const { x, y, color, radius, intensity, height: h, focus } = light;
    if (!isCell(x, y, width, height))
      fail2(`lights[${k}] at (${x}, ${y}) is not a cell of the ${width}x${height} map`);
    if (!Number.isInteger(color) || color < 0 || color > 16777215) {
      fail2(`lights[${k}].color must be an integer 0xRRGGBB, got ${color}`);
    }
    if (typeof radius !== "number" || !(radius >= 0) || !Number.isFinite(radius)) {
      fail2(`lights[${k}].radius must be a finite number >= 0, got ${radius}`);
    }
    if (intensity !== void 0 && (typeof intensity !== "number" || !(intensity >= 0) || !Number.isFinite(intensity))) {
      fail2(`lights[${k}].intensity must be a finite number >= 0, got ${intensity}`);
    }
    if (h !== void 0 && (typeof h !== "number" || !(h > 0) || !Number.isFinite(h))) {
      fail2(`lights[${k}].height must be a finite number > 0, got ${h}`);
    }
    if (focus !== void 0 && (typeof focus !== "number" || !(focus >= 0 && focus <= 1))) {
      fail2(`lights[${k}].focus must be a number in [0, 1], got ${focus}`);
    }
  }
  checkOptionKeys("computeLighting", options, OPTION_KEYS);
  if (options === void 0) return;
  const { out, viewer, algorithm, reflection } = options;
  if (out !== void 0 && (!(out instanceof Float32Array) || out.length !== 3 * cells)) {
    fail2(`out must be a Float32Array of length ${3 * cells} (3 per cell), got ${describe2(out)}`);
  }
  if (algorithm !== void 0 && !ALGORITHMS2.includes(algorithm)) {
    fail2(`unknown algorithm '${String(algorithm)}' (expected ${ALGORITHMS2.join(", ")})`);
  }
  if (viewer !== void 0) {
    if (viewer === null || typeof viewer !== "object")
      fail2(`viewer must be an object, got ${String(viewer)}`);
    checkOptionKeys("computeLighting: viewer", viewer, VIEWER_KEYS);
    if (!isCell(viewer.x, viewer.y, width, height)) {
      fail2(`viewer at (${viewer.x}, ${viewer.y}) is not a cell of the ${width}x${height} map`);
    }
    const seen = viewer.visible;
    if (seen !== void 0 && (!(seen instanceof Uint8Array) || seen.length !== cells)) {
      fail2(`viewer.visible must be a Uint8Array of length ${cells}, got ${describe2(seen)}`);
    }
  }
  if (reflection !== void 0) {
    if (reflection === null || typeof reflection !== "object") {
      fail2(`reflection must be an object, got ${String(reflection)}`);
    }
    checkOptionKeys("computeLighting: reflection", reflection, REFLECTION_KEYS);
    const { bounces, reflectivity, radius, threshold } = reflection;
    if (!Number.isInteger(bounces) || bounces < 0) {
      fail2(`reflection.bounces must be an integer >= 0, got ${bounces}`);
    }
    if (typeof reflectivity === "number") {
      if (!(reflectivity >= 0) || !Number.isFinite(reflectivity)) {
        fail2(`reflection.reflectivity must be a finite number >= 0, got ${reflectivity}`);
      }
    } else if (!(reflectivity instanceof Float32Array) || reflectivity.length !== cells) {
      fail2(
        `reflection.reflectivity must be a number or a Float32Array of length ${cells}, got ${describe2(reflectivity)}`
      );
    }
    if (radius !== void 0 && (typeof radius !== "number" || !(radius >= 0) || !Number.isFinite(radius))) {
      fail2(`reflection.radius must be a finite number >= 0, got ${radius}`);
    }
    if (threshold !== void 0 && (typeof threshold !== "number" || !(threshold >= 0))) {
      fail2(`reflection.threshold must be a number >= 0, got ${threshold}`);
    }
  }
}

// packages/toolkit/src/light/lighting.ts
var BOUNCE_RADIUS = 4;
var BOUNCE_THRESHOLD = 0.05;
var WINDOW_FACTOR = 16;
function createLighting() {
  const fov = createFov();
  const windows = /* @__PURE__ */ new Map();
  const whole = {
    algorithm: "symmetric",
    out: new Uint8Array(0)
  };
  const eye = { x: 0, y: 0 };
  const viewerFov = {
    algorithm: "symmetric",
    out: new Uint8Array(0)
  };
  let received = new Float32Array(0);
  let spare = new Float32Array(0);
  const falloff = createFalloff();
  const noMap = { width: 0, height: 0, opaque: new Uint8Array(0) };
  const noOut = new Float32Array(0);
  const pass = {
    map: noMap,
    out: noOut,
    seen: null,
    vx: 0,
    vy: 0,
    receive: null,
    algorithm: "symmetric"
  };
  let levels = new Float64Array(128);
  const levelsOf = createFalloff();
  let levelsTop = -1;
  function levelsFor(f, reach) {
    const widest = 2 * reach * reach;
    const top = f.r2 < widest ? Math.floor(f.r2) : widest;
    if (top === levelsTop && f.r2 === levelsOf.r2 && f.h2 === levelsOf.h2 && f.twoFH === levelsOf.twoFH && f.edge === levelsOf.edge) {
      return top;
    }
    if (levels.length <= top) levels = new Float64Array(2 * top + 2);
    for (let d2 = 0; d2 <= top; d2++) levels[d2] = brightnessAt(f, d2);
    levelsOf.r2 = f.r2;
    levelsOf.h2 = f.h2;
    levelsOf.twoFH = f.twoFH;
    levelsOf.edge = f.edge;
    levelsTop = top;
    return top;
  }
  function windowOf(side2) {
    let win = windows.get(side2);
    if (win === void 0) {
      const half = (side2 - 1) / 2;
      win = {
        width: side2,
        height: side2,
        opaque: new Uint8Array(side2 * side2),
        fov: { algorithm: "symmetric", out: new Uint8Array(side2 * side2) },
        centre: { x: half, y: half }
      };
      windows.set(side2, win);
    }
    return win;
  }
  function shine(x, y, radius, r, g, b, f, skipSelf) {
    const { map, out, seen, vx, vy, receive } = pass;
    const { opaque } = map;
    const width = map.width | 0;
    const height = map.height | 0;
    const lightX = x | 0;
    const lightY = y | 0;
    const longer = width > height ? width : height;
    const reach = Math.min(Math.floor(radius), longer - 1) | 0;
    const side2 = 2 * reach + 1 | 0;
    let frame;
    let lit;
    let stride;
    let lx;
    let ly;
    let x0;
    let y0;
    let colFrom;
    let colTo;
    let rowFrom;
    let rowTo;
    if (width * height <= WINDOW_FACTOR * side2 * side2) {
      if (whole.out.length !== width * height) whole.out = new Uint8Array(width * height);
      whole.algorithm = pass.algorithm;
      eye.x = lightX;
      eye.y = lightY;
      lit = fov.computeFov(map, eye, radius, whole);
      frame = opaque;
      stride = width;
      lx = lightX;
      ly = lightY;
      x0 = 0;
      y0 = 0;
      colFrom = lightX > reach ? lightX - reach | 0 : 0;
      colTo = lightX + reach < width ? lightX + reach + 1 | 0 : width;
      rowFrom = lightY > reach ? lightY - reach | 0 : 0;
      rowTo = lightY + reach < height ? lightY + reach + 1 | 0 : height;
    } else {
      const win = windowOf(side2);
      frame = win.opaque;
      stride = side2;
      lx = reach;
      ly = reach;
      x0 = lightX - reach | 0;
      y0 = lightY - reach | 0;
      colFrom = x0 < 0 ? 0 - x0 | 0 : 0;
      colTo = width - x0 < side2 ? width - x0 | 0 : side2;
      rowFrom = y0 < 0 ? 0 - y0 | 0 : 0;
      rowTo = height - y0 < side2 ? height - y0 | 0 : side2;
      for (let wy = 0; wy < side2; wy++) {
        const row = wy * side2;
        if (wy < rowFrom || wy >= rowTo) {
          frame.fill(1, row, row + side2);
          continue;
        }
        if (colFrom > 0) frame.fill(1, row, row + colFrom);
        if (colTo < side2) frame.fill(1, row + colTo, row + side2);
        const src = (y0 + wy) * width + x0;
        for (let wx = colFrom; wx < colTo; wx++) frame[row + wx] = opaque[src + wx];
      }
      win.fov.algorithm = pass.algorithm;
      lit = fov.computeFov(win, win.centre, radius, win.fov);
    }
    const top = levelsFor(f, reach);
    const level = levels;
    for (let fy = rowFrom; fy < rowTo; fy++) {
      const dy = fy - ly;
      const row = fy * stride;
      const mapRow = (y0 + fy) * width + x0;
      for (let fx = colFrom; fx < colTo; fx++) {
        const fi = row + fx;
        if (lit[fi] === 0) continue;
        const dx = fx - lx;
        const d2 = dx * dx + dy * dy;
        if (d2 > top || d2 === 0 && skipSelf) continue;
        const v = level[d2];
        if (v === 0) continue;
        const i = mapRow + fx;
        if (frame[fi] !== 0) {
          if (seen !== null && (seen[i] === 0 || d2 !== 0 && !wallShowsLight(frame, lit, stride, lx, ly, fx, fy, seen, width, x0 + fx, y0 + fy, vx, vy))) {
            continue;
          }
        } else {
          if (receive !== null) {
            receive[3 * i] += v * r;
            receive[3 * i + 1] += v * g;
            receive[3 * i + 2] += v * b;
          }
          if (seen !== null && seen[i] === 0) continue;
        }
        out[3 * i] += v * r;
        out[3 * i + 1] += v * g;
        out[3 * i + 2] += v * b;
      }
    }
  }
  function discWeight(f, radius) {
    const reach = Math.floor(radius);
    let sum2 = 0;
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        const d2 = dx * dx + dy * dy;
        if (d2 !== 0) sum2 += brightnessAt(f, d2);
      }
    }
    return sum2;
  }
  function compute(map, lights, options) {
    validateLightingArgs(map, lights, options);
    const { width, height, opaque } = map;
    const cells = width * height;
    let out = options?.out;
    if (out === void 0) out = new Float32Array(3 * cells);
    else out.fill(0);
    const algorithm = options?.algorithm ?? "symmetric";
    const viewer = options?.viewer;
    let seen = null;
    if (viewer !== void 0) {
      if (viewer.visible !== void 0) {
        seen = viewer.visible;
      } else {
        if (viewerFov.out.length !== cells) viewerFov.out = new Uint8Array(cells);
        viewerFov.algorithm = algorithm;
        seen = fov.computeFov(map, viewer, width + height, viewerFov);
      }
    }
    const reflection = options?.reflection;
    const bounces = reflection?.bounces ?? 0;
    if (bounces > 0 && received.length !== 3 * cells) {
      received = new Float32Array(3 * cells);
      spare = new Float32Array(3 * cells);
    }
    if (bounces > 0) received.fill(0);
    pass.map = map;
    pass.out = out;
    pass.seen = seen;
    pass.vx = viewer?.x ?? 0;
    pass.vy = viewer?.y ?? 0;
    pass.receive = bounces > 0 ? received : null;
    pass.algorithm = algorithm;
    for (const light of lights) {
      const { x, y, color, radius } = light;
      const k = (light.intensity ?? 1) / 255;
      setFalloff(falloff, radius, light.height ?? defaultHeight(radius), light.focus ?? 0);
      shine(
        x,
        y,
        radius,
        (color >> 16 & 255) * k,
        (color >> 8 & 255) * k,
        (color & 255) * k,
        falloff,
        false
      );
    }
    if (reflection !== void 0 && bounces > 0) {
      const bounceRadius = reflection.radius ?? BOUNCE_RADIUS;
      const threshold = reflection.threshold ?? BOUNCE_THRESHOLD;
      const reflectivity = reflection.reflectivity;
      setFalloff(falloff, bounceRadius, defaultHeight(bounceRadius), 0);
      const weight = discWeight(falloff, bounceRadius);
      for (let bounce = 1; bounce <= bounces && weight > 0; bounce++) {
        const from = received;
        if (bounce < bounces) {
          spare.fill(0);
          pass.receive = spare;
        } else {
          pass.receive = null;
        }
        for (let i = 0; i < cells; i++) {
          if (opaque[i] !== 0) continue;
          const rho = typeof reflectivity === "number" ? reflectivity : reflectivity[i];
          if (!(rho > 0)) continue;
          const er = from[3 * i] * rho;
          const eg = from[3 * i + 1] * rho;
          const eb = from[3 * i + 2] * rho;
          if (er + eg + eb <= threshold) continue;
          const x = i % width;
          const y = (i - x) / width;
          shine(x, y, bounceRadius, er / weight, eg / weight, eb / weight, falloff, true);
        }
        received = spare;
        spare = from;
      }
    }
    pass.map = noMap;
    pass.out = noOut;
    pass.seen = null;
    pass.receive = null;
    return out;
  }
  return { compute };
}
var plainLighting = createLighting();

// packages/toolkit/src/noise/simplex.ts
var F2 = (Math.sqrt(3) - 1) / 2;
var G2 = (3 - Math.sqrt(3)) / 6;
var F3 = 1 / 3;
var G3 = 1 / 6;

// packages/game/src/core/run-rules.ts
var RULES_VERSION = 2;
var DIFFICULTIES = ["easy", "normal", "hard"];
var DEFAULT_RULES = { difficulty: "normal", lamp: "cone", autopickup: true };
var CLASSIC_RULES = { difficulty: "normal", lamp: "round", autopickup: false };
var DIFFICULTY = {
  easy: { monsters: 0, tanks: -1, ammo: 0, medkits: 0, oxygen: 25, startBullets: 20, tankSight: 6 },
  normal: { monsters: 0, tanks: 0, ammo: 0, medkits: 0, oxygen: 20, startBullets: 16, tankSight: 7 },
  hard: { monsters: 0, tanks: 0, ammo: -1, medkits: -1, oxygen: 15, startBullets: 12, tankSight: 8 }
};
function rulesOf(game) {
  return game.rules ?? CLASSIC_RULES;
}
function tableFor(table, depth, difficulty) {
  if (difficulty === "normal") return table;
  const d = DIFFICULTY[difficulty];
  const more = (n, by) => Math.max(0, n + by);
  const crew = depth >= 1 ? d.monsters : 0;
  return {
    ...table,
    zombies: more(table.zombies, crew),
    skeletons: more(table.skeletons, crew),
    bloats: more(table.bloats, crew),
    tanks: depth >= 3 ? more(table.tanks, d.tanks) : table.tanks,
    ammo: more(table.ammo, d.ammo),
    medkits: depth >= 1 ? more(table.medkits, d.medkits) : table.medkits
  };
}
function isDifficulty(text) {
  return DIFFICULTIES.includes(text);
}
function facingOf(dx, dy) {
  if (dx === 0 && dy === 0) return void 0;
  const deg = Math.round(Math.atan2(dy, dx) * 180 / Math.PI);
  return (deg + 360) % 360;
}
function noteKill(game, m) {
  if (game.rules === void 0) return;
  const name = m.variant === void 0 ? m.kind : `${m.variant} ${m.kind}`;
  const killed = game.stats.killed ??= {};
  killed[name] = (killed[name] ?? 0) + 1;
}
function lastHole(floor) {
  const holes = floor.holes;
  if (holes === void 0) return void 0;
  let newest;
  let at = -1;
  for (const key in holes) {
    const i = Number(key);
    if (floor.stamp[i] > at) {
      at = floor.stamp[i];
      newest = holes[i];
    }
  }
  return newest;
}
function dailySeed(date) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a date (YYYY-MM-DD): "${date}"`);
  return `daily-${date}`;
}
function dailyDateOf(seed) {
  if (typeof seed !== "string") return void 0;
  const m = /^daily-(\d{4}-\d{2}-\d{2})$/.exec(seed);
  return m === null ? void 0 : m[1];
}

// packages/game/src/ui/draw.ts
function putCell(frame, x, y, glyph, fg, bg) {
  if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) return;
  const i = y * frame.width + x;
  frame.glyph[i] = glyph;
  frame.fg[i] = fg;
  if (bg !== void 0) frame.bg[i] = bg;
}
function putText(frame, x, y, text, fg, bg, maxWidth = Infinity) {
  let n = 0;
  for (const ch of text) {
    if (n >= maxWidth) break;
    putCell(frame, x + n, y, ch.codePointAt(0) ?? 32, fg, bg);
    n++;
  }
  return n;
}
function fillRect(frame, rect, glyph, fg, bg) {
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) putCell(frame, x, y, glyph, fg, bg);
  }
}
function drawBorder(frame, rect, fg, bg) {
  const { x, y, width: w, height: h } = rect;
  if (w < 2 || h < 2) return;
  const right = x + w - 1;
  const bottom = y + h - 1;
  for (let i = x + 1; i < right; i++) {
    putCell(frame, i, y, 9472, fg, bg);
    putCell(frame, i, bottom, 9472, fg, bg);
  }
  for (let j = y + 1; j < bottom; j++) {
    putCell(frame, x, j, 9474, fg, bg);
    putCell(frame, right, j, 9474, fg, bg);
  }
  putCell(frame, x, y, 9484, fg, bg);
  putCell(frame, right, y, 9488, fg, bg);
  putCell(frame, x, bottom, 9492, fg, bg);
  putCell(frame, right, bottom, 9496, fg, bg);
}
function textWidth(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
function rowText(frame, y) {
  let s = "";
  for (let x = 0; x < frame.width; x++) s += String.fromCodePoint(frame.glyph[y * frame.width + x]);
  return s;
}
function frameText(frame) {
  const rows = [];
  for (let y = 0; y < frame.height; y++) rows.push(rowText(frame, y));
  return rows.join("\n");
}

// packages/game/src/ui/palette.ts
var SPACE_BLUE = 56;
var BOX_BG = 37;
var BOX_BORDER = 9086664;
var TEXT = 14211288;
var TEXT_DIM = 9079450;
var ACCENT = 16760396;
var HOTKEY = 16765818;
var SELECTED_BG = 3100544;
var DISABLED = 5921382;
var PLAYER_COLOUR = 16777215;
var PLAYER_GLYPH = 64;
var FIRE_GLYPH = 167;
var TONE_COLOUR = {
  info: 13158600,
  good: 8839306,
  bad: 16740207,
  warn: 16763989
};
var cp = (s) => s.codePointAt(0) ?? 32;
var TERRAIN = {
  void: { glyph: 32, fg: 0, bg: 0 },
  breach: { glyph: 42, fg: 10123874, bg: 0 },
  floor: { glyph: cp("."), fg: 12100218, bg: 1709584 },
  wall: { glyph: cp("#"), fg: 13667349, bg: 4795904 },
  "door-closed": { glyph: cp("+"), fg: 16760396, bg: 5913104 },
  "door-open": { glyph: cp("'"), fg: 16760396, bg: 1709584 },
  window: { glyph: cp("%"), fg: 8376575, bg: 1192016 },
  "stairs-down": { glyph: cp(">"), fg: 16777215, bg: 3158064 },
  console: { glyph: cp("_"), fg: 4259792, bg: 866864 },
  "door-card": { glyph: 9618, fg: 15781952, bg: 4864528 },
  "door-pressure": { glyph: 9619, fg: 8376575, bg: 1192016 },
  "door-sealed": { glyph: 9617, fg: 13672703, bg: 2759232 },
  switch: { glyph: 176, fg: 14737632, bg: 4795904 },
  "switch-on": { glyph: 215, fg: 6356880, bg: 4795904 }
};
function terrainStyle(terrain) {
  return TERRAIN[terrain];
}
function isSpace(terrain) {
  return terrain === "void" || terrain === "breach";
}
function scale(colour, f) {
  const k = f <= 0 ? 0 : f >= 1 ? 1 : f;
  const r = Math.floor((colour >>> 16 & 255) * k);
  const g = Math.floor((colour >>> 8 & 255) * k);
  const b = Math.floor((colour & 255) * k);
  return (r << 16 | g << 8 | b) >>> 0;
}
function remembered(colour) {
  const mean = ((colour >>> 16 & 255) + (colour >>> 8 & 255) + (colour & 255)) / 3;
  const v = Math.floor(mean / 2);
  return (v << 16 | v << 8 | v) >>> 0;
}
var REMEMBERED_GLYPH_MIN = 68;
function rememberedGlyph(colour) {
  if ((colour & 16777215) === 0) return 0;
  const g = remembered(colour) & 255;
  const v = Math.max(g, REMEMBERED_GLYPH_MIN);
  return (v << 16 | v << 8 | v) >>> 0;
}
function tint(colour, by) {
  const r = Math.floor((colour >>> 16 & 255) * (by >>> 16 & 255) / 255);
  const g = Math.floor((colour >>> 8 & 255) * (by >>> 8 & 255) / 255);
  const b = Math.floor((colour & 255) * (by & 255) / 255);
  return (r << 16 | g << 8 | b) >>> 0;
}
var FLICKER_MS = 160;
var FIRE_FG = [16769136, 16752688, 16738848];
var FIRE_BG = [8006150, 6036996, 9714186];
function fireStyle(x, y, ms) {
  const h = hashSeed("flame", x, y, Math.floor(Math.max(0, ms) / FLICKER_MS));
  return { glyph: FIRE_GLYPH, fg: FIRE_FG[h % 3], bg: FIRE_BG[(h >>> 8) % 3] };
}

// packages/game/src/ui/dialog.ts
var MENU_DIM = 63;
function dimFrame(frame, n = MENU_DIM) {
  for (let i = 0; i < frame.glyph.length; i++) {
    frame.fg[i] = dim(frame.fg[i], n);
    frame.bg[i] = dim(frame.bg[i], n);
  }
}
function itemText(item, innerWidth) {
  const left = `(${item.hotkey}) ${item.label}`;
  if (item.detail === void 0) return left;
  const gap = Math.max(1, innerWidth - 2 - textWidth(left) - textWidth(item.detail));
  return left + " ".repeat(gap) + item.detail;
}
function bodyRowsAvailable(height, content) {
  return Math.max(1, height - 2 - chromeRows(content, true));
}
function chromeRows(c, hasLines) {
  const items = c.items?.length ?? 0;
  const itemRows = items > 0 ? items + (hasLines ? 1 : 0) : 0;
  return (c.title !== void 0 ? 2 : 0) + itemRows + (c.footer !== void 0 ? 2 : 0);
}
function dialogRect(frameWidth, frameHeight, c) {
  let inner = c.minWidth ?? 0;
  inner = Math.max(inner, textWidth(c.title ?? "") + 4);
  for (const l of c.lines) inner = Math.max(inner, textWidth(l.text) + 2);
  for (const it of c.items ?? []) inner = Math.max(inner, textWidth(itemText(it, 0)) + 2);
  inner = Math.max(inner, textWidth(c.footer ?? "") + 2);
  const width = Math.min(frameWidth, inner + 2);
  const rows = c.lines.length + chromeRows(c, c.lines.length > 0);
  const height = Math.min(frameHeight, rows + 2);
  return {
    x: Math.floor((frameWidth - width) / 2),
    y: Math.floor((frameHeight - height) / 2),
    width,
    height
  };
}
function drawDialog(frame, c) {
  dimFrame(frame);
  const box = dialogRect(frame.width, frame.height, c);
  fillRect(frame, box, 32, TEXT, BOX_BG);
  drawBorder(frame, box, BOX_BORDER, BOX_BG);
  const innerW = box.width - 2;
  const left = box.x + 2;
  const textW = Math.max(0, innerW - 2);
  const bottom = box.y + box.height - 1;
  let y = box.y + 1;
  const line2 = (text, fg, centre = false, bg = BOX_BG) => {
    if (y >= bottom) return;
    const x = centre ? box.x + 1 + Math.max(0, Math.floor((innerW - textWidth(text)) / 2)) : left;
    putText(frame, x, y, text, fg, bg, centre ? innerW : textW);
    y++;
  };
  if (c.title !== void 0) {
    line2(c.title, ACCENT, true);
    y++;
  }
  for (const l of c.lines) line2(l.text, l.fg ?? TEXT, l.centre ?? false);
  const items = c.items ?? [];
  if (items.length > 0) {
    if (c.lines.length > 0) y++;
    items.forEach((it, i) => {
      if (y >= bottom) return;
      const selected = i === c.selected;
      const bg = selected ? SELECTED_BG : BOX_BG;
      if (selected) fillRect(frame, { x: box.x + 1, y, width: innerW, height: 1 }, 32, TEXT, bg);
      const fg = it.disabled === true ? DISABLED : selected ? 16777215 : TEXT;
      putText(frame, left, y, itemText(it, innerW), fg, bg, textW);
      if (it.disabled !== true) putText(frame, left + 1, y, it.hotkey, HOTKEY, bg, 1);
      y++;
    });
  }
  if (c.footer !== void 0) {
    y = Math.max(y + 1, bottom - 1);
    if (y < bottom)
      putText(
        frame,
        box.x + 1 + Math.max(0, Math.floor((innerW - textWidth(c.footer)) / 2)),
        y,
        c.footer,
        TEXT_DIM,
        BOX_BG,
        innerW
      );
  }
  return box;
}

// packages/game/src/ui/camera.ts
function cameraOrigin(size, view2, focus) {
  if (size <= view2) return -Math.floor((view2 - size) / 2);
  const centred = focus - Math.floor(view2 / 2);
  return Math.max(0, Math.min(size - view2, centred));
}

// packages/game/src/ui/shade.ts
var AMBIENT = 0.45;
var GLOW = 0.1;
var VACUUM_TINT = [89 / 255, 115 / 255, 1];
var FLOWING_TINT = [1, 127 / 255, 127 / 255];
var NO_TINT = [1, 1, 1];
var VACUUM_WASH = 1596;
var FLOWING_WASH = 4587520;
function airWash(air, light) {
  const wash2 = air === "vacuum" ? VACUUM_WASH : air === "flowing" ? FLOWING_WASH : 0;
  if (wash2 === 0) return 0;
  const p = Math.max(perceived(light[0]), perceived(light[1]), perceived(light[2]));
  let out = 0;
  for (const shift of [16, 8, 0]) out |= Math.floor((wash2 >>> shift & 255) * p) << shift;
  return out >>> 0;
}
function addRgb(a, b) {
  let out = 0;
  for (const shift of [16, 8, 0])
    out |= Math.min(255, (a >>> shift & 255) + (b >>> shift & 255)) << shift;
  return out >>> 0;
}
function airTint(air) {
  return air === "vacuum" ? VACUUM_TINT : air === "flowing" ? FLOWING_TINT : NO_TINT;
}
function perceived(l) {
  if (!(l > 0)) return 0;
  return l >= 1 ? 1 : Math.sqrt(l);
}
function shade(colour, light, tint2 = NO_TINT) {
  let out = 0;
  for (let c = 0; c < 3; c++) {
    const shift = 16 - 8 * c;
    const base = colour >>> shift & 255;
    const p = perceived(light[c]);
    const v = (base * (AMBIENT + (1 - AMBIENT) * p) + 255 * GLOW * p) * tint2[c];
    out |= Math.min(255, Math.floor(v)) << shift;
  }
  return out >>> 0;
}
function shadeLegible(colour, light, least = 0.6) {
  let out = 0;
  for (let c = 0; c < 3; c++) {
    const shift = 16 - 8 * c;
    const base = colour >>> shift & 255;
    const f = least + (1 - least) * perceived(light[c]);
    out |= Math.min(255, Math.floor(base * f)) << shift;
  }
  return out >>> 0;
}

// packages/game/src/ui/starfield.ts
var STAR_GLYPH = 183;
function starCell(key, x, y, brightness) {
  const h = hashSeed(key, x, y);
  const roll = h % 60;
  const bgFactor = Math.min(1, (30 + Math.max(0, y)) / 90);
  const bg = scale(scale(SPACE_BLUE, bgFactor), brightness);
  if (roll === 0) return { glyph: STAR_GLYPH, fg: scale(16777215, brightness), bg };
  if (roll === 1 || roll === 2) return { glyph: STAR_GLYPH, fg: scale(7368848, brightness), bg };
  return { glyph: 32, fg: 0, bg };
}
function starKey(seed, depth) {
  return hashSeed("stars", seed, depth);
}
function breachCell(key, x, y, brightness) {
  const space = starCell(key, x, y, brightness);
  return { glyph: 42, fg: scale(terrainStyle("breach").fg, brightness), bg: space.bg };
}

// packages/game/src/ui/map-view.ts
var CURSOR_BG = 11563040;
var HIGHLIGHT_BG = 8016416;
var TRACER_BG = 6969892;
var FLAME_BG = 9058828;
var BLAST_BG = 13133850;
var BURNING_BG = 9714186;
var NO_LIGHT = [0, 0, 0];
function wash(colour, by) {
  const mean = Math.min(
    255,
    Math.round(((colour >>> 16 & 255) + (colour >>> 8 & 255) + (colour & 255)) / 3) * 1.5
  );
  return tint((mean << 16 | mean << 8 | mean) >>> 0, by);
}
function followPlayer(view2, rect) {
  return {
    rect,
    originX: cameraOrigin(view2.width, rect.width, view2.player.x),
    originY: cameraOrigin(view2.height, rect.height, view2.player.y)
  };
}
function drawMap(frame, view2, vp, marks = {}) {
  const { rect, originX, originY } = vp;
  const key = starKey(view2.seed, view2.depth);
  const px = view2.player.x;
  const py = view2.player.y;
  const inRect = (mx, my) => mx - originX >= 0 && my - originY >= 0 && mx - originX < rect.width && my - originY < rect.height;
  const paint = (mx, my, glyph, fg, bg) => {
    const t = marks.tint;
    putCell(
      frame,
      rect.x + mx - originX,
      rect.y + my - originY,
      glyph,
      t === void 0 ? fg : wash(fg, t),
      t === void 0 ? bg : wash(bg, t)
    );
  };
  const indexAt = (mx, my) => (rect.y + my - originY) * frame.width + rect.x + mx - originX;
  const bgAt = (mx, my) => frame.bg[indexAt(mx, my)];
  const time = marks.time ?? 0;
  for (let sy = 0; sy < rect.height; sy++) {
    for (let sx = 0; sx < rect.width; sx++) {
      const mx = originX + sx;
      const my = originY + sy;
      const inside = mx >= 0 && my >= 0 && mx < view2.width && my < view2.height;
      const terrain = inside ? view2.knownTerrain(mx, my) : void 0;
      if (terrain === void 0) {
        paint(mx, my, 32, 0, 0);
        continue;
      }
      const visible = view2.isVisible(mx, my);
      if (isSpace(terrain)) {
        const brightness = visible ? 1 : 0.25;
        const s2 = terrain === "breach" ? breachCell(key, mx, my, brightness) : starCell(key, mx, my, brightness);
        paint(mx, my, s2.glyph, s2.fg, s2.bg);
        continue;
      }
      if (visible && view2.isBurning(mx, my)) {
        const s2 = fireStyle(mx, my, time);
        paint(mx, my, s2.glyph, s2.fg, s2.bg);
        continue;
      }
      const s = terrainStyle(terrain);
      if (visible) {
        const light = view2.lightAt(mx, my) ?? NO_LIGHT;
        const air = view2.airAt(mx, my);
        const t = airTint(air);
        paint(mx, my, s.glyph, shade(s.fg, light, t), addRgb(shade(s.bg, light, t), airWash(air, light)));
      } else {
        paint(mx, my, s.glyph, rememberedGlyph(s.fg), remembered(s.bg));
      }
    }
  }
  for (const item of view2.knownItems()) {
    if (!inRect(item.x, item.y) || view2.knownTerrain(item.x, item.y) === void 0) continue;
    const visible = view2.isVisible(item.x, item.y);
    const fg = visible ? shadeLegible(item.colour, view2.lightAt(item.x, item.y) ?? NO_LIGHT) : rememberedGlyph(item.colour);
    paint(item.x, item.y, item.glyph.codePointAt(0) ?? 63, fg, bgAt(item.x, item.y));
  }
  const actors = [...view2.visibleActors()].sort(
    (a, b) => Number(b.kind === "bones") - Number(a.kind === "bones")
  );
  for (const actor of actors) {
    if (!inRect(actor.x, actor.y) || !view2.isVisible(actor.x, actor.y)) continue;
    const fg = shadeLegible(actor.colour, view2.lightAt(actor.x, actor.y) ?? NO_LIGHT);
    paint(actor.x, actor.y, actor.glyph.codePointAt(0) ?? 63, fg, bgAt(actor.x, actor.y));
  }
  if (inRect(px, py))
    paint(px, py, PLAYER_GLYPH, PLAYER_COLOUR, view2.player.burning ? BURNING_BG : bgAt(px, py));
  const flash = (x, y, bg) => {
    if (inRect(x, y) && view2.isVisible(x, y))
      frame.bg[indexAt(x, y)] = marks.tint === void 0 ? bg : wash(bg, marks.tint);
  };
  for (const e of marks.events ?? []) {
    if (e.type === "shot") {
      const bg = /flame|rocket/.test(e.weapon) ? FLAME_BG : TRACER_BG;
      for (const c2 of e.path) flash(c2.x, c2.y, bg);
    } else if (e.type === "explosion") {
      const r = e.radius;
      for (let y = e.at.y - r; y <= e.at.y + r; y++)
        for (let x = e.at.x - r; x <= e.at.x + r; x++)
          if ((x - e.at.x) ** 2 + (y - e.at.y) ** 2 <= r * r + r) flash(x, y, BLAST_BG);
    }
  }
  for (const h of marks.highlight ?? []) {
    if (inRect(h.x, h.y)) frame.bg[indexAt(h.x, h.y)] = HIGHLIGHT_BG;
  }
  const c = marks.cursor;
  if (c !== void 0 && inRect(c.x, c.y)) {
    const i = indexAt(c.x, c.y);
    if (frame.glyph[i] === 32) frame.glyph[i] = 88;
    frame.fg[i] = 16777215;
    frame.bg[i] = CURSOR_BG;
  }
}

// packages/game/src/core/content.ts
var MONSTERS = {
  zombie: {
    name: "zombie",
    glyph: "z",
    colour: 8367706,
    hp: 9,
    armour: 1,
    damage: "1d3+1",
    accuracy: 0.7,
    delay: 20,
    flee: 0.3,
    sight: 9,
    floats: false,
    blast: 0,
    description: "A crew member in a torn jumpsuit, slow and hard to put down."
  },
  skeleton: {
    name: "skeleton",
    glyph: "s",
    colour: 15262928,
    hp: 5,
    armour: 2,
    damage: "1d3",
    accuracy: 0.75,
    delay: 10,
    flee: 0,
    sight: 9,
    floats: false,
    blast: 0,
    description: "Bare bones held together by something. It falls apart when hit hard, and pulls itself back together. Fire or a blast ends it."
  },
  bloat: {
    name: "bloat",
    glyph: "b",
    colour: 13148376,
    hp: 3,
    armour: 0,
    damage: "1d2",
    accuracy: 0.6,
    delay: 20,
    flee: 0,
    sight: 9,
    floats: true,
    blast: 1,
    description: "A swollen body drifting on its own gases. It bursts when killed, and the blast tears through walls: shoot it from afar."
  },
  tank: {
    name: "tank",
    glyph: "T",
    colour: 12603450,
    hp: 16,
    armour: 4,
    damage: "2d3",
    accuracy: 0.6,
    delay: 15,
    flee: 0,
    sight: 7,
    floats: false,
    blast: 0,
    description: "A hulk grown into plates of fused hull metal. Small rounds bounce off it."
  }
};
var SKELETON_REFORM_TURNS = 12;
var AMMO_KINDS = ["bullets", "shells", "slugs", "belts", "rockets", "fuel"];
var AMMO_NAMES = {
  bullets: "pistol rounds",
  shells: "shotgun shells",
  slugs: "rifle rounds",
  belts: "machine-gun rounds",
  rockets: "rockets",
  fuel: "fuel"
};
var WEAPONS = {
  fists: {
    name: "fists",
    melee: true,
    pen: 2,
    damage: "1d2+1",
    capacity: 0,
    range: 1,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: "melee",
    burst: 1
  },
  chainsaw: {
    name: "chainsaw",
    melee: true,
    pen: 10,
    damage: "2d3+3",
    capacity: 12,
    range: 1,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: "melee",
    burst: 1
  },
  pistol: {
    name: "pistol",
    melee: false,
    pen: 3,
    damage: "1d3+2",
    capacity: 8,
    ammo: "bullets",
    range: 12,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: "bullet",
    burst: 1
  },
  shotgun: {
    name: "shotgun",
    melee: false,
    pen: 4,
    damage: "1d2+1",
    capacity: 4,
    ammo: "shells",
    range: 6,
    pellets: 6,
    spread: 2,
    pierces: false,
    shot: "bullet",
    burst: 1
  },
  rifle: {
    name: "rifle",
    melee: false,
    pen: 7,
    damage: "1d3+4",
    capacity: 5,
    ammo: "slugs",
    range: 20,
    pellets: 1,
    spread: 0,
    pierces: true,
    shot: "bullet",
    burst: 1
  },
  "machine-gun": {
    name: "machine gun",
    melee: false,
    pen: 4,
    damage: "1d3+1",
    capacity: 24,
    ammo: "belts",
    range: 14,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: "bullet",
    burst: 4
  },
  "rocket-launcher": {
    name: "rocket launcher",
    melee: false,
    pen: 10,
    damage: "2d4+4",
    capacity: 1,
    ammo: "rockets",
    range: 20,
    pellets: 1,
    spread: 0,
    pierces: false,
    shot: "rocket",
    burst: 1
  },
  flamethrower: {
    name: "flamethrower",
    melee: false,
    pen: 0,
    damage: "1d3",
    capacity: 12,
    ammo: "fuel",
    range: 6,
    pellets: 5,
    spread: 1,
    pierces: true,
    shot: "flame",
    burst: 1
  }
};
var ROCKET_BLAST = 2;
var BLAST_DAMAGE = "1d6+1";
var BLAST_BREAK_CHANCE = 1 / 2;
var BULLET_BREAK_CHANCE = 1 / 3;
var FIRE_TURNS = 4;
var FIRE_SPREAD = 0.15;
var BURN_DAMAGE = "1d2";
var BURN_TURNS = 3;
var PLAYER_PULL_CHANCE = 1 / 3;
var DOOR_CLOSE_TURNS = 6;
var FULL_AIR = 6;
var CANISTER_OXYGEN = 20;
var LOW_OXYGEN = 8;
var LOW_HP = 6;
var BONES_GLYPH = ";";
var ITEMS = {
  chainsaw: {
    name: "chainsaw",
    glyph: "/",
    colour: 13684800,
    description: "A maintenance saw. Loud, thirsty, and it goes through anything."
  },
  pistol: {
    name: "pistol",
    glyph: "}",
    colour: 11579584,
    description: "A sidearm. Light rounds; armour shrugs them off."
  },
  shotgun: {
    name: "shotgun",
    glyph: "}",
    colour: 13667392,
    description: "A scattergun. A spray of pellets, short reach."
  },
  rifle: {
    name: "rifle",
    glyph: "}",
    colour: 6332640,
    description: "A long gun. Its rounds punch through one body into the next."
  },
  "machine-gun": {
    name: "machine gun",
    glyph: "}",
    colour: 9486448,
    description: "A belt-fed gun. Each pull of the trigger sprays a burst of light rounds."
  },
  "rocket-launcher": {
    name: "rocket launcher",
    glyph: "}",
    colour: 14708816,
    description: "One rocket at a time. It bursts on whatever it hits, and walls give way to the blast."
  },
  flamethrower: {
    name: "flamethrower",
    glyph: "}",
    colour: 15769632,
    description: "A spray of burning fuel that rolls through bodies and sets everything it passes alight. It will not light in vacuum."
  },
  medkit: {
    name: "medkit",
    glyph: '"',
    colour: 14696512,
    description: "Sealant foam and painkillers. Restores health."
  },
  armour: {
    name: "armour plate",
    glyph: "[",
    colour: 8425632,
    description: "A strap-on plate that soaks up part of each blow until it wears through."
  },
  "oxygen-canister": {
    name: "oxygen canister",
    glyph: "!",
    colour: 6344944,
    description: "A bottle of breathing gas. Refills your oxygen."
  },
  "ammo-bullets": {
    name: "box of pistol rounds",
    glyph: "=",
    colour: 11579584,
    description: "Rounds for a pistol."
  },
  "ammo-shells": {
    name: "box of shotgun shells",
    glyph: "=",
    colour: 13667392,
    description: "Shells for a shotgun."
  },
  "ammo-slugs": {
    name: "box of rifle rounds",
    glyph: "=",
    colour: 6332640,
    description: "Rounds for a rifle."
  },
  "ammo-belts": {
    name: "belt of machine-gun rounds",
    glyph: "=",
    colour: 9486448,
    description: "Rounds for a machine gun."
  },
  "ammo-rockets": {
    name: "crate of rockets",
    glyph: "=",
    colour: 14708816,
    description: "Rockets for a rocket launcher."
  },
  "ammo-fuel": {
    name: "fuel can",
    glyph: "=",
    colour: 15769632,
    description: "Fuel for a flamethrower."
  },
  "pressure-helmet": {
    name: "pressure helmet",
    glyph: "^",
    colour: 8440040,
    description: "A sealed helmet with its own small tank. Worn on the head: more oxygen to spend in vacuum."
  },
  "plated-suit": {
    name: "plated suit",
    glyph: "]",
    colour: 10528960,
    description: "A work suit sewn with hull plates. Worn on the body: every blow that lands hurts a little less."
  },
  "grip-gloves": {
    name: "grip gloves",
    glyph: "(",
    colour: 13672544,
    description: "Magnetic gloves that lock onto any deck plate. Worn on the hands: rushing air cannot drag you."
  },
  "power-gloves": {
    name: "power gloves",
    glyph: "(",
    colour: 14704736,
    description: "Servo-driven gauntlets. Worn on the hands: your blows land much harder."
  },
  multitool: {
    name: "multitool",
    glyph: "~",
    colour: 12632160,
    description: "A cutter, a driver and a lock probe in one grip. As your tool: a locked door gives at the first try."
  },
  "power-cell": {
    name: "power cell",
    glyph: "~",
    colour: 6348992,
    description: "A spare cell for your suit. As your tool: more energy for devices, and it recharges faster."
  },
  "blink-pack": {
    name: "blink pack",
    glyph: "&",
    colour: 10518768,
    description: "A short-range jump rig. Carried: spend energy to leap to a floor cell you can see, a few steps away."
  },
  "stun-pulser": {
    name: "stun pulser",
    glyph: "&",
    colour: 15786080,
    description: "A discharge coil. Carried: spend energy to jolt everything next to you; it loses a few turns."
  },
  "patch-kit": {
    name: "patch kit",
    glyph: "&",
    colour: 6340768,
    description: "A foam sprayer and hull sealant. Carried: spend energy to seal a breach next to you into solid wall."
  },
  "key-card": {
    name: "key card",
    glyph: "-",
    colour: 15781952,
    description: "A vault key card. It opens the card lock whose plate bears the same code."
  }
};
function ammoOfItem(kind) {
  return kind.startsWith("ammo-") ? kind.slice(5) : void 0;
}
function isWeaponItem(kind) {
  return kind !== "fists" && Object.prototype.hasOwnProperty.call(WEAPONS, kind);
}
var AMMO_BOX = {
  bullets: 10,
  shells: 6,
  slugs: 5,
  belts: 16,
  rockets: 2,
  fuel: 8
};
var PLAYER = {
  hp: 20,
  oxygen: 20,
  sight: 15,
  inventorySize: 10,
  medkitHeal: 10,
  armourPlate: 6,
  maxArmour: 12,
  startBullets: 16
};
var FLOOR_SIZES = [
  { width: 24, height: 14 },
  { width: 40, height: 22 },
  { width: 46, height: 24 },
  { width: 52, height: 27 },
  { width: 58, height: 29 },
  { width: 64, height: 32 }
];
var STATION_SPLITS = [
  {},
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 48, stopChance: 0.4, hallChance: 0.6 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 48, stopChance: 0.4, hallChance: 0.6 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 40, stopChance: 0.35, hallChance: 0.5 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 40, stopChance: 0.35, hallChance: 0.5 },
  { minRoomWidth: 4, minRoomHeight: 3, stopArea: 36, stopChance: 0.3, hallChance: 0.5 }
];
var BAY_SIZES = { minWidth: 9, maxWidth: 16, minHeight: 9, maxHeight: 12 };
var LAST_FLOOR = 5;
var FLOOR_TABLES = [
  {
    zombies: 0,
    skeletons: 0,
    bloats: 0,
    tanks: 0,
    medkits: 0,
    oxygen: 1,
    ammo: 1,
    armour: 0,
    weapons: 0,
    weaponPool: [],
    lightEvery: 2
  },
  {
    zombies: 5,
    skeletons: 1,
    bloats: 1,
    tanks: 0,
    medkits: 1,
    oxygen: 1,
    ammo: 3,
    armour: 1,
    weapons: 0,
    weaponPool: [],
    lightEvery: 2
  },
  {
    zombies: 6,
    skeletons: 2,
    bloats: 2,
    tanks: 0,
    medkits: 1,
    oxygen: 2,
    ammo: 3,
    armour: 1,
    weapons: 1,
    weaponPool: ["shotgun", "rifle", "chainsaw", "machine-gun"],
    lightEvery: 2
  },
  {
    zombies: 7,
    skeletons: 3,
    bloats: 2,
    tanks: 1,
    medkits: 2,
    oxygen: 2,
    ammo: 4,
    armour: 1,
    weapons: 1,
    weaponPool: ["shotgun", "rifle", "machine-gun", "flamethrower"],
    lightEvery: 2
  },
  {
    zombies: 8,
    skeletons: 3,
    bloats: 3,
    tanks: 1,
    medkits: 1,
    oxygen: 2,
    ammo: 4,
    armour: 1,
    weapons: 1,
    weaponPool: ["rifle", "rocket-launcher", "flamethrower", "machine-gun"],
    lightEvery: 2
  },
  {
    zombies: 9,
    skeletons: 4,
    bloats: 3,
    tanks: 2,
    medkits: 2,
    oxygen: 2,
    ammo: 5,
    armour: 1,
    weapons: 1,
    weaponPool: ["rifle", "rocket-launcher", "flamethrower"],
    lightEvery: 3
  }
];
var LIGHT_COLOURS = {
  emergency: 13647920,
  console: 4235504,
  stairs: 6348944
};
var LAMP = { colour: 14737616, radius: 11 };
var LAMP_CONE = { angle: 90, haloRadius: 3, haloIntensity: 0.5 };
var MUZZLE_FLASH = { colour: 16769184, radius: 6 };
var BLAST_FLASH = { colour: 16759615, radius: 6 };
var FIRE_LIGHT = { colour: 16744496, radius: 4 };
var GEAR_SLOTS = ["head", "body", "hands", "tool"];
var GEAR = {
  "pressure-helmet": { slot: "head", oxygen: 10 },
  "plated-suit": { slot: "body", guard: 1 },
  "grip-gloves": { slot: "hands", grip: true },
  "power-gloves": { slot: "hands", melee: 2 },
  multitool: { slot: "tool", picklock: true },
  "power-cell": { slot: "tool", energy: 6, regenTurns: 2 }
};
function isGearItem(kind) {
  return Object.prototype.hasOwnProperty.call(GEAR, kind);
}
var ABILITIES = {
  blink: { name: "blink", device: "blink-pack", cost: 5, power: 6 },
  stun: { name: "stun pulse", device: "stun-pulser", cost: 4, power: 3 },
  patch: { name: "patch", device: "patch-kit", cost: 3, power: 1 }
};
var STAT_KINDS = ["might", "agility", "endurance"];
var CHARACTER = {
  /** Experience for the first level-up; each next one needs this much more than the last. */
  xpStep: 10,
  /** Extra melee damage per point of might. */
  mightMelee: 1,
  /** Extra pack slots per point of might. */
  mightCarry: 1,
  /** Monster hit chance is multiplied by 1 − this per point of agility (dodging). */
  agilityDodge: 0.05,
  /** Agility's share against a swift monster's evasion, per point. */
  agilityAim: 0.15,
  /** Extra maximum HP per point of endurance. */
  enduranceHp: 3,
  /** Extra maximum oxygen per point of endurance. */
  enduranceOxygen: 3,
  /** Energy for devices. */
  energy: 10,
  /** Turns per point of energy regained. */
  regenTurns: 3,
  /** Highest a stat can be raised. */
  maxStat: 8
};
var KILL_XP = {
  zombie: 3,
  skeleton: 3,
  bloat: 2,
  tank: 8
};
var CAMPAIGN_GEAR = [
  "pressure-helmet",
  "grip-gloves",
  "patch-kit",
  "plated-suit",
  "blink-pack",
  "stun-pulser"
];
var GEAR_DEPTHS = [1, 2, 3, 4];

// packages/game/src/ui/hud.ts
var HUD_WIDTH = 22;
var LAST_FLOOR2 = 5;
function floorLabel(depth) {
  return depth === 0 ? `Docking bay 0/${LAST_FLOOR2}` : `Floor ${depth}/${LAST_FLOOR2}`;
}
function endlessLabels(world, width) {
  const chunk = `${world.chunkX},${world.chunkY}`;
  const long = `Endless \xB7 chunk ${chunk}`;
  const where = long.length <= width ? long : `Chunk ${chunk}`;
  const now = `Distance ${world.distance}`;
  const best = `${now} \xB7 best ${world.farthest}`;
  return [where, world.farthest > world.distance && best.length <= width ? best : now];
}
function distanceLabel(chunks) {
  return chunks === 1 ? "1 chunk out" : `${chunks} chunks out`;
}
function formatTime(ms) {
  const total = Math.floor(Math.max(0, ms) / 1e3);
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
function bar(value, max, width) {
  const filled = max <= 0 ? 0 : Math.max(0, Math.min(width, Math.round(value / max * width)));
  return "\u2588".repeat(filled) + "\u2591".repeat(width - filled);
}
function gauge(value, max) {
  const f = max <= 0 ? 0 : value / max;
  return f > 0.5 ? TONE_COLOUR.good : f > 0.25 ? TONE_COLOUR.warn : TONE_COLOUR.bad;
}
function weaponRow(w) {
  if (w.melee)
    return w.capacity > 0 ? { text: `Fuel ${w.loaded}/${w.capacity}`, empty: w.loaded <= 0 } : void 0;
  const label = w.kind === "flamethrower" ? "Fuel" : w.kind === "rocket-launcher" ? "Rockets" : "Ammo";
  return { text: `${label} ${w.loaded}/${w.capacity} +${w.reserve}`, empty: w.loaded <= 0 };
}
function warnings(view2) {
  const p = view2.player;
  const rows = [];
  if (!p.breathing)
    rows.push({ text: p.oxygen > 0 ? "! VACUUM: O2 falling" : "! SUFFOCATING", fg: TONE_COLOUR.bad });
  else if (p.oxygen <= LOW_OXYGEN) rows.push({ text: "! LOW OXYGEN", fg: TONE_COLOUR.warn });
  if (p.burning) rows.push({ text: "! BURNING", fg: TONE_COLOUR.bad });
  if (p.hp <= LOW_HP) rows.push({ text: "! LOW HP", fg: TONE_COLOUR.bad });
  if (!p.breathing && p.weapon.kind === "flamethrower") rows.push({ text: "No air: no flame", fg: TEXT_DIM });
  return rows;
}
function energyRow(view2) {
  const c = view2.player.character;
  if (c === void 0 || c.abilities.length === 0) return [];
  const ready = c.abilities.some((a) => a.ready);
  return [{ text: `Energy ${c.energy}/${c.maxEnergy}`, fg: ready ? TEXT : TEXT_DIM }];
}
function levelRow(view2, width) {
  const c = view2.player.character;
  if (c === void 0 || c.level <= 1 && c.points === 0) return [];
  if (c.points === 0) return [{ text: `Level ${c.level}`, fg: TEXT }];
  const long = `Level ${c.level} \xB7 level-up!`;
  return [{ text: long.length <= width ? long : `Lv ${c.level} \xB7 level-up!`, fg: TONE_COLOUR.good }];
}
function hudRows(view2, playMs, width = HUD_WIDTH) {
  const p = view2.player;
  const w = p.weapon;
  const inner = width - 2;
  const gaugeRow = (label, v, max, low, danger = false) => {
    const head = `${label.padEnd(3)}${`${v}/${max}`.padStart(6)} `;
    const fg = v <= low ? TONE_COLOUR.bad : danger ? TONE_COLOUR.warn : gauge(v, max);
    return { text: head + bar(v, max, Math.max(0, inner - head.length)), fg };
  };
  const ammo = weaponRow(w);
  const place = view2.world === void 0 ? [{ text: floorLabel(view2.depth), fg: TEXT }] : endlessLabels(view2.world, inner).map((text) => ({ text, fg: TEXT }));
  const rows = [
    { text: "KESTREL", fg: ACCENT },
    ...place,
    { text: "", fg: TEXT },
    gaugeRow("HP", p.hp, p.maxHp, LOW_HP),
    gaugeRow("O2", p.oxygen, p.maxOxygen, LOW_OXYGEN, !p.breathing),
    { text: `Armour ${p.armour}`, fg: p.armour > 0 ? TEXT : TEXT_DIM },
    ...energyRow(view2),
    ...levelRow(view2, inner),
    ...warnings(view2),
    { text: "", fg: TEXT },
    { text: w.name.charAt(0).toUpperCase() + w.name.slice(1), fg: ACCENT },
    ammo === void 0 ? { text: "melee", fg: TEXT_DIM } : { text: ammo.text, fg: ammo.empty ? TONE_COLOUR.bad : TEXT },
    { text: "", fg: TEXT },
    // A seed too long to share its row with the label (a seed of the day, a word) gets its own.
    ...`Seed ${String(view2.seed)}`.length <= inner ? [{ text: `Seed ${String(view2.seed)}`, fg: TEXT_DIM }] : [
      { text: "Seed", fg: TEXT_DIM },
      { text: String(view2.seed), fg: TEXT_DIM }
    ],
    { text: `Turn ${view2.turn}`, fg: TEXT_DIM },
    { text: `Time ${formatTime(playMs)}`, fg: TEXT_DIM }
  ];
  const actors = view2.visibleActors().filter((a) => view2.isVisible(a.x, a.y));
  if (actors.length > 0) {
    rows.push({ text: "", fg: TEXT }, { text: "In sight", fg: ACCENT });
    for (const a of actors) {
      const head = `${a.glyph} ${a.name}`;
      const room = inner - head.length - 1;
      rows.push({
        text: room >= 3 ? `${head} ${bar(a.hp, a.maxHp, Math.min(6, room))}` : head,
        fg: a.colour
      });
    }
  }
  return rows;
}
function drawHud(frame, rect, view2, playMs) {
  const rows = hudRows(view2, playMs, rect.width);
  rows.slice(0, rect.height).forEach((r, i) => putText(frame, rect.x + 1, rect.y + i, r.text, r.fg, void 0, rect.width - 2));
}

// packages/game/src/ui/tile-map.ts
var TILE = 3;
var WALL_LIKE = /* @__PURE__ */ new Set([
  "wall",
  "window",
  "door-closed",
  "door-card",
  "door-pressure",
  "door-sealed",
  "switch",
  "switch-on",
  "console"
]);
var STRIPE = 9604;
function followPlayerTiles(view2, rect) {
  const inner = followPlayer(view2, {
    x: rect.x,
    y: rect.y,
    width: Math.max(1, Math.floor(rect.width / TILE)),
    height: Math.max(1, Math.floor(rect.height / TILE))
  });
  return { rect, originX: inner.originX, originY: inner.originY };
}
function drawTileMap(frame, view2, vp, marks = {}) {
  const cols = Math.max(1, Math.floor(vp.rect.width / TILE));
  const rows = Math.max(1, Math.floor(vp.rect.height / TILE));
  const small = createFrame(cols, rows);
  drawMap(
    small,
    view2,
    { rect: { x: 0, y: 0, width: cols, height: rows }, originX: vp.originX, originY: vp.originY },
    marks
  );
  const known = (x, y) => x >= 0 && y >= 0 && x < view2.width && y < view2.height ? view2.knownTerrain(x, y) : void 0;
  for (let sy = 0; sy < rows; sy++) {
    for (let sx = 0; sx < cols; sx++) {
      const i = sy * cols + sx;
      const mx = vp.originX + sx;
      const my = vp.originY + sy;
      const glyph = small.glyph[i];
      const fg = small.fg[i];
      const bg = small.bg[i];
      const fx = vp.rect.x + sx * TILE;
      const fy = vp.rect.y + sy * TILE;
      const terrain = known(mx, my);
      if (terrain === "wall" && glyph === 35) {
        const below2 = known(mx, my + 1);
        const top = fg;
        if (below2 === void 0 || WALL_LIKE.has(below2)) {
          fillTile(frame, fx, fy, 32, top, top);
        } else {
          const face2 = bg;
          fillTile(frame, fx, fy, 32, top, face2);
          for (let k = 0; k < TILE; k++) putCell(frame, fx + k, fy, 32, top, top);
          for (let k = 0; k < TILE; k++) putCell(frame, fx + k, fy + TILE - 1, STRIPE, dim(top, 160), face2);
        }
        continue;
      }
      fillTile(frame, fx, fy, 32, fg, bg);
      putCell(frame, fx + 1, fy + 1, glyph, fg, bg);
    }
  }
}
function fillTile(frame, x, y, glyph, fg, bg) {
  for (let dy = 0; dy < TILE; dy++)
    for (let dx = 0; dx < TILE; dx++) putCell(frame, x + dx, y + dy, glyph, fg, bg);
}
function cellAt(vp, scale2, x, y) {
  const { rect } = vp;
  const cols = Math.floor(rect.width / scale2);
  const rows = Math.floor(rect.height / scale2);
  const sx = Math.floor((x - rect.x) / scale2);
  const sy = Math.floor((y - rect.y) / scale2);
  if (x < rect.x || y < rect.y || sx >= cols || sy >= rows) return void 0;
  return { x: vp.originX + sx, y: vp.originY + sy };
}

// packages/game/src/ui/wrap.ts
function wrapText(text, width) {
  const w = Math.max(1, Math.floor(width));
  const out = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(" ").filter((s) => s.length > 0);
    let line2 = "";
    if (words.length === 0) {
      out.push("");
      continue;
    }
    for (let word of words) {
      while (textWidth(word) > w) {
        if (line2.length > 0) {
          out.push(line2);
          line2 = "";
        }
        const chars = [...word];
        out.push(chars.slice(0, w).join(""));
        word = chars.slice(w).join("");
      }
      if (word.length === 0) continue;
      if (line2.length === 0) line2 = word;
      else if (textWidth(line2) + 1 + textWidth(word) <= w) line2 += " " + word;
      else {
        out.push(line2);
        line2 = word;
      }
    }
    if (line2.length > 0) out.push(line2);
  }
  return out;
}

// packages/game/src/ui/log-view.ts
function messageText(m) {
  return m.count > 1 ? `${m.text} (x${m.count})` : m.text;
}
function condense(log) {
  const out = [];
  for (const m of log) {
    const last = out[out.length - 1];
    if (last !== void 0 && last.text === m.text && last.tone === m.tone) {
      out[out.length - 1] = { ...last, count: last.count + m.count, turn: m.turn };
    } else out.push(m);
  }
  return out;
}
function logLines(log, width, turn) {
  const lines = [];
  for (const m of condense(log)) {
    const base = TONE_COLOUR[m.tone];
    const fg = m.turn >= turn ? base : scale(base, 0.6);
    for (const text of wrapText(messageText(m), width)) lines.push({ text, fg });
  }
  return lines;
}
function drawLog(frame, rect, log, turn) {
  const lines = logLines(log, rect.width, turn);
  const shown = lines.slice(Math.max(0, lines.length - rect.height));
  const top = rect.y + rect.height - shown.length;
  shown.forEach((l, i) => putText(frame, rect.x, top + i, l.text, l.fg, void 0, rect.width));
}

// packages/game/src/ui/key-map.ts
var BINDABLE_ACTIONS = [
  {
    action: "explore",
    does: "explore: walk to the nearest unexplored place, opening doors, until something needs you (any key stops)"
  },
  { action: "wait", does: "wait a turn" },
  { action: "close", does: "close the open door next to you (asks which way when there are several)" },
  { action: "pickup", does: "pick up what lies here" },
  { action: "inventory", does: "inventory: pick a letter, then use, wield or drop" },
  { action: "fire", does: "aim the wielded gun at the nearest enemy" },
  { action: "reload", does: "reload from your spare rounds" },
  { action: "examine", does: "examine: move a cursor over anything you have seen" },
  {
    action: "look",
    does: "look: the room you are in and its ways out, then everything you know of with its distance and direction"
  },
  {
    action: "descend",
    does: "on the stairs: go down (no way back up); elsewhere: walk to the nearest stairs you know (on floor 5, the console)"
  },
  { action: "history", does: "the whole message history" },
  { action: "character", does: "your character: level-ups to spend, stats, gear worn, devices to use" },
  { action: "abilities", does: "use a carried device (blink pack, stun pulser, patch kit) for energy" },
  { action: "help", does: "this help" },
  { action: "pause", does: "pause: options, help, new game, quit" }
];
var DEFAULT_KEYS = {
  explore: ["o"],
  wait: [".", "5", "begin"],
  close: ["c"],
  pickup: ["g"],
  inventory: ["i"],
  fire: ["f"],
  reload: ["r"],
  examine: ["x"],
  look: ["v"],
  descend: [">"],
  help: ["?"],
  history: ["m"],
  character: ["@"],
  abilities: ["a"],
  pause: ["escape"]
};
var NAMED_KEYS = [
  "enter",
  "escape",
  "tab",
  "backtab",
  "backspace",
  "delete",
  "space",
  "begin"
];
var MOVEMENT_KEYS = [
  "up",
  "down",
  "left",
  "right",
  "home",
  "end",
  "pageup",
  "pagedown",
  "1",
  "2",
  "3",
  "4",
  "6",
  "7",
  "8",
  "9"
];
var LABELS = {
  enter: "Enter",
  escape: "Escape",
  tab: "Tab",
  backtab: "Shift-Tab",
  backspace: "Backspace",
  delete: "Delete",
  space: "Space",
  begin: "numpad 5"
};
function keyLabel(key) {
  return LABELS[key] ?? key;
}
function keysLabel(keys) {
  return keys.map(keyLabel).join(" or ");
}
function actionOfKey(map, key) {
  for (const { action } of BINDABLE_ACTIONS) if (map[action].includes(key)) return action;
  return void 0;
}
var isAction = (name) => BINDABLE_ACTIONS.some(({ action }) => action === name);
function readKey(action, value) {
  if (typeof value !== "string")
    return { problem: `the key for "${action}" must be a string, got ${JSON.stringify(value)}` };
  if ([...value].length === 1) {
    if (value === " ") return { key: "space" };
    if ((value.codePointAt(0) ?? 0) < 32 || value === "\x7F")
      return { problem: `the key for "${action}" is a control character` };
    return MOVEMENT_KEYS.includes(value) ? { problem: `"${value}" (for "${action}") is a numpad direction key and always moves` } : { key: value };
  }
  const named = value.toLowerCase();
  if (NAMED_KEYS.includes(named)) return { key: named };
  if (MOVEMENT_KEYS.includes(named))
    return { problem: `"${value}" (for "${action}") is a direction key and always moves` };
  return {
    problem: `"${value}" (for "${action}") is not a key: use one character or one of ${NAMED_KEYS.join(", ")}`
  };
}
function parseKeyMap(config) {
  const problems = [];
  const known = BINDABLE_ACTIONS.map(({ action }) => action).join(", ");
  if (typeof config !== "object" || config === null || Array.isArray(config)) {
    problems.push(`it must be one JSON object like {"explore": "o", "fire": "f"}; the default keys are used`);
    return { keys: DEFAULT_KEYS, problems };
  }
  const keys = { ...DEFAULT_KEYS };
  const chosen = [];
  for (const [name, value] of Object.entries(config)) {
    if (!isAction(name)) {
      problems.push(`"${name}" is not an action (the actions are ${known})`);
      continue;
    }
    const list2 = Array.isArray(value) ? value : [value];
    if (list2.length === 0) {
      problems.push(`"${name}" has no key; it keeps ${keysLabel(DEFAULT_KEYS[name])}`);
      continue;
    }
    const read = list2.map((v) => readKey(name, v));
    const bad = read.find((r) => "problem" in r);
    if (bad !== void 0 && "problem" in bad) {
      problems.push(`${bad.problem}; it keeps ${keysLabel(DEFAULT_KEYS[name])}`);
      continue;
    }
    keys[name] = [...new Set(read.flatMap((r) => "key" in r ? [r.key] : []))];
    chosen.push(name);
  }
  for (; ; ) {
    const clash = findClash(keys);
    if (clash === void 0) break;
    const [a, b, key] = clash;
    const undo = chosen.lastIndexOf(b) >= 0 && chosen.lastIndexOf(b) > chosen.lastIndexOf(a) ? b : a;
    const other = undo === a ? b : a;
    problems.push(
      `"${keyLabel(key)}" cannot be both "${undo}" and "${other}"; "${undo}" keeps ${keysLabel(DEFAULT_KEYS[undo])}`
    );
    keys[undo] = DEFAULT_KEYS[undo];
    chosen.splice(chosen.indexOf(undo), 1);
  }
  return { keys, problems };
}
function findClash(keys) {
  const owner = /* @__PURE__ */ new Map();
  for (const { action } of BINDABLE_ACTIONS) {
    for (const key of keys[action]) {
      const first = owner.get(key);
      if (first !== void 0 && first !== action) return [first, action, key];
      owner.set(key, action);
    }
  }
  return void 0;
}

// packages/game/src/ui/game-keys.ts
var DIRECTIONS = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
  home: { dx: -1, dy: -1 },
  pageup: { dx: 1, dy: -1 },
  end: { dx: -1, dy: 1 },
  pagedown: { dx: 1, dy: 1 },
  "8": { dx: 0, dy: -1 },
  "2": { dx: 0, dy: 1 },
  "4": { dx: -1, dy: 0 },
  "6": { dx: 1, dy: 0 },
  "7": { dx: -1, dy: -1 },
  "9": { dx: 1, dy: -1 },
  "1": { dx: -1, dy: 1 },
  "3": { dx: 1, dy: 1 },
  k: { dx: 0, dy: -1 },
  j: { dx: 0, dy: 1 },
  h: { dx: -1, dy: 0 },
  l: { dx: 1, dy: 0 },
  y: { dx: -1, dy: -1 },
  u: { dx: 1, dy: -1 },
  b: { dx: -1, dy: 1 },
  n: { dx: 1, dy: 1 }
};
var KEY_SCHEMES = ["all", "no-vi"];
var VI_KEYS = /* @__PURE__ */ new Set(["h", "j", "k", "l", "y", "u", "b", "n"]);
function directionOf(key, scheme = "all") {
  if (scheme === "no-vi" && VI_KEYS.has(key)) return void 0;
  return Object.prototype.hasOwnProperty.call(DIRECTIONS, key) ? DIRECTIONS[key] : void 0;
}
function playAction(key, scheme = "all", keys = DEFAULT_KEYS) {
  const action = actionOfKey(keys, key);
  switch (action) {
    case void 0: {
      const step2 = directionOf(key, scheme);
      return step2 === void 0 ? void 0 : { kind: "command", command: { kind: "move", dx: step2.dx, dy: step2.dy } };
    }
    case "wait":
    case "pickup":
    case "reload":
      return { kind: "command", command: { kind: action } };
    default:
      return { kind: action };
  }
}

// packages/game/src/core/variants.ts
var VARIANTS = {
  volatile: {
    prefix: "volatile",
    colour: 16742954,
    description: "Its skin is tight and glowing: it will burst when it dies, like a bloat.",
    hpScale: 1,
    armour: 0,
    delayScale: 1,
    damage: 0,
    accuracy: 0,
    blast: 1,
    soak: 0,
    evasion: 0,
    fearless: true
  },
  shielded: {
    prefix: "shielded",
    colour: 5943551,
    description: "A shimmer of scrap plating hangs about it: every hit loses some of its force.",
    hpScale: 1,
    armour: 0,
    delayScale: 1,
    damage: 0,
    accuracy: 0,
    blast: 0,
    soak: 1,
    evasion: 0,
    fearless: false
  },
  swift: {
    prefix: "swift",
    colour: 8060872,
    description: "It moves in jerks too fast to follow, and slips aside from blows and shots.",
    hpScale: 0.75,
    armour: 0,
    delayScale: 0.5,
    damage: 0,
    accuracy: 0,
    blast: 0,
    soak: 0,
    evasion: 0.25,
    fearless: false
  },
  armoured: {
    prefix: "armoured",
    colour: 10132136,
    description: "Plates of deck metal have grown into it: light rounds do little.",
    hpScale: 1.25,
    armour: 2,
    delayScale: 1,
    damage: 0,
    accuracy: 0,
    blast: 0,
    soak: 0,
    evasion: 0,
    fearless: false
  },
  feral: {
    prefix: "feral",
    colour: 16726634,
    description: "It tears at anything near it and never backs off.",
    hpScale: 1,
    armour: 0,
    delayScale: 1,
    damage: 1,
    accuracy: 0.1,
    blast: 0,
    soak: 0,
    evasion: 0,
    fearless: true
  },
  hulking: {
    prefix: "hulking",
    colour: 11565626,
    description: "Half again as big as it should be: slower, but it takes a beating.",
    hpScale: 1.5,
    armour: 0,
    delayScale: 1.25,
    damage: 1,
    accuracy: 0,
    blast: 0,
    soak: 0,
    evasion: 0,
    fearless: false
  }
};
var VARIANT_KINDS = [
  "volatile",
  "shielded",
  "swift",
  "armoured",
  "feral",
  "hulking"
];
function isVariant(name) {
  return name !== void 0 && Object.prototype.hasOwnProperty.call(VARIANTS, name);
}
function addToDice(dice, bonus) {
  if (bonus === 0) return dice;
  const m = /^(\d+d\d+)([+-]\d+)?$/.exec(dice);
  if (m === null) throw new RangeError(`addToDice: cannot read dice "${dice}"`);
  const total = (m[2] === void 0 ? 0 : Number(m[2])) + bonus;
  return total === 0 ? m[1] : `${m[1]}${total > 0 ? "+" : ""}${total}`;
}
function fold(kind, v) {
  const base = MONSTERS[kind];
  if (v === void 0) return { ...base, soak: 0, evasion: 0 };
  const d = VARIANTS[v];
  return {
    ...base,
    name: `${d.prefix} ${base.name}`,
    colour: d.colour,
    hp: Math.max(1, Math.round(base.hp * d.hpScale)),
    armour: base.armour + d.armour,
    damage: addToDice(base.damage, d.damage),
    accuracy: Math.min(0.95, base.accuracy + d.accuracy),
    delay: Math.max(5, Math.round(base.delay * d.delayScale)),
    flee: d.fearless ? 0 : base.flee,
    blast: Math.max(base.blast, d.blast),
    description: `${base.description} ${d.description}`,
    soak: d.soak,
    evasion: d.evasion,
    variant: v
  };
}
var TABLE = (() => {
  const out = {};
  for (const kind of Object.keys(MONSTERS)) {
    out[kind] = fold(kind, void 0);
    for (const v of VARIANT_KINDS) out[`${v} ${kind}`] = fold(kind, v);
  }
  return out;
})();
function kindDef(kind, variant) {
  return isVariant(variant) ? TABLE[`${variant} ${kind}`] : TABLE[kind];
}
function monsterDef(m) {
  return kindDef(m.kind, m.variant);
}
function applyVariant(m, variant) {
  m.variant = variant;
  m.hp = kindDef(m.kind, variant).hp;
}
var VARIANT_DISTANCE = 2;
function variantsFor(seed, cx, cy) {
  if (!Number.isInteger(cx) || !Number.isInteger(cy))
    throw new RangeError(`variantsFor: chunk coordinates must be integers, got (${cx}, ${cy})`);
  const rng = createRng(hashSeed(seed, "variants", cx, cy));
  const d = Math.max(Math.abs(cx), Math.abs(cy));
  const byKind = {};
  for (const kind of Object.keys(MONSTERS)) byKind[kind] = rng.pick(VARIANT_KINDS);
  const chance = d < VARIANT_DISTANCE ? 0 : Math.min(0.6, 0.15 + (d - VARIANT_DISTANCE) * 0.05);
  return { byKind, chance };
}
function applyChunkVariants(monsters, seed, cx, cy) {
  const table = variantsFor(seed, cx, cy);
  if (table.chance === 0) return;
  const rng = createRng(hashSeed(seed, "variant-pick", cx, cy));
  for (const m of monsters) {
    if (rng.next() < table.chance) applyVariant(m, table.byKind[m.kind]);
  }
}

// packages/game/src/ui/variant-facts.ts
var percent = (x) => `${Math.round(x * 100)}%`;
function variantFacts(variant) {
  if (!isVariant(variant)) return void 0;
  const d = VARIANTS[variant];
  const facts = [];
  if (d.hpScale !== 1) facts.push(`${d.hpScale > 1 ? "+" : "-"}${percent(Math.abs(d.hpScale - 1))} HP`);
  if (d.armour > 0) facts.push(`armour ${d.armour}`);
  if (d.soak > 0) facts.push(`takes ${d.soak} off every hit it suffers`);
  if (d.evasion > 0) facts.push(`${percent(d.evasion)} of blows and shots miss it (agility narrows that)`);
  if (d.delayScale < 1) facts.push(`acts ${Math.round(1 / d.delayScale)}x as often`);
  if (d.delayScale > 1) facts.push("slower");
  if (d.damage > 0) facts.push(`+${d.damage} melee damage`);
  if (d.accuracy > 0) facts.push(`+${percent(d.accuracy)} to hit`);
  if (d.blast > 0) facts.push(`bursts when it dies (blast ${d.blast})`);
  if (d.fearless) facts.push("never flees");
  const name = variant.charAt(0).toUpperCase() + variant.slice(1);
  return `${name}: ${facts.length > 0 ? facts.join(", ") : "no change in a fight"}.`;
}

// packages/game/src/ui/describe.ts
var TERRAIN_WORDS = {
  void: "Open space. Stars, and a very long way down.",
  breach: "A hole in the hull: open space. Whatever drifts into it is gone for good.",
  floor: "Deck plating, scuffed and stained.",
  wall: "A bulkhead.",
  "door-closed": "A closed door. Walk into it to open it.",
  "door-open": "An open door.",
  window: "A window of thick glass. Space lies beyond it.",
  "stairs-down": "Stairs down to the next floor. There is no coming back up.",
  console: "The engine-deck console, with an empty cradle sized for your reactor core.",
  "door-card": "A vault door with a card lock. It opens for the key card bearing its code.",
  "door-pressure": "A vault door with a pressure interlock: it gives only when the air on both sides matches.",
  "door-sealed": "A sealed vault door. Switch plates somewhere in its walls open it.",
  switch: "A switch plate set in the wall. Walk into it to press it.",
  "switch-on": "A switch plate, pressed in."
};
function weaponFacts(kind) {
  const w = WEAPONS[kind];
  const parts = [];
  parts.push(w.pellets > 1 ? `damage ${w.damage} for each of ${w.pellets} pellets` : `damage ${w.damage}`);
  if (w.burst > 1) parts.push(`${w.burst} rounds a pull`);
  parts.push(w.melee ? "melee" : `range ${w.range}`);
  if (w.shot === "rocket") parts.push(`bursts on impact (blast radius ${ROCKET_BLAST})`);
  else parts.push(w.pierces ? "pierces what it hurts" : "does not pierce");
  parts.push(`penetration ${w.pen} against armour`);
  if (w.capacity > 0) {
    const what = w.ammo !== void 0 ? AMMO_NAMES[w.ammo] : "fuel";
    parts.push(w.melee ? `holds ${w.capacity} fuel` : `holds ${w.capacity} ${what}`);
  } else parts.push("needs nothing to run");
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1) + ".";
}
var ARMOUR_RULE = `Armour takes up to half of each hit (rounded up) and wears down by what it takes. A plate adds ${PLAYER.armourPlate}, up to ${PLAYER.maxArmour} in all.`;
function itemFacts(kind) {
  if (isWeaponItem(kind)) return weaponFacts(kind);
  if (kind === "armour") return ARMOUR_RULE;
  if (kind === "medkit") return `Restores ${PLAYER.medkitHeal} HP.`;
  if (kind === "oxygen-canister") return `Refills ${CANISTER_OXYGEN} oxygen.`;
  if (isGearItem(kind)) {
    const g = GEAR[kind];
    const does = [];
    if (g.oxygen !== void 0) does.push(`+${g.oxygen} maximum oxygen`);
    if (g.guard !== void 0) does.push(`takes ${g.guard} off every hit (never below 1)`);
    if (g.grip === true) does.push("rushing air never drags you");
    if (g.melee !== void 0) does.push(`+${g.melee} melee damage`);
    if (g.picklock === true) does.push("locked doors give at the first try");
    if (g.energy !== void 0) does.push(`+${g.energy} maximum energy`);
    if (g.regenTurns !== void 0) does.push(`a point of energy back every ${g.regenTurns} turns`);
    return `Worn on the ${g.slot}: ${does.join(", ")}.`;
  }
  return void 0;
}
function describeCell(view2, x, y, keys = DEFAULT_KEYS) {
  const terrain = view2.knownTerrain(x, y);
  if (terrain === void 0) return ["You have not seen this spot."];
  const visible = view2.isVisible(x, y);
  const lines = [];
  if (view2.player.x === x && view2.player.y === y)
    lines.push("You, with the reactor core strapped to your back.");
  if (visible) {
    for (const a of view2.visibleActors()) {
      if (a.x !== x || a.y !== y) continue;
      lines.push(`${a.name} (${a.status}, ${a.hp}/${a.maxHp}): ${a.description}`);
      const facts = variantFacts(a.variant);
      if (facts !== void 0) lines.push(facts);
    }
  }
  for (const i of view2.knownItems()) {
    if (i.x === x && i.y === y) {
      const detail = i.detail !== void 0 ? ` (${i.detail})` : "";
      lines.push(visible ? `${i.name}${detail}.` : `${i.name}${detail}, when you last looked.`);
      const facts = itemFacts(i.kind);
      if (facts !== void 0) lines.push(facts);
    }
  }
  for (const n of view2.knownNotes()) if (n.x === x && n.y === y) lines.push(n.text);
  const words = terrain === "door-open" ? `An open door. Press ${keysLabel(keys.close)} beside it to close it.` : TERRAIN_WORDS[terrain];
  lines.push(visible ? words : `${words} (remembered)`);
  if (visible) {
    if (view2.isBurning(x, y)) lines.push("It is on fire.");
    const air = terrain === "void" || terrain === "breach" ? void 0 : view2.airAt(x, y);
    if (air === "vacuum") lines.push("No air: your oxygen drains here.");
    else if (air === "flowing") lines.push("Air rushing toward the breach: it drags loose things along.");
  }
  return lines;
}
function interestingCells(view2) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (x, y) => {
    const k = `${x},${y}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ x, y });
    }
  };
  for (const a of view2.visibleActors()) if (view2.isVisible(a.x, a.y)) add(a.x, a.y);
  for (const i of view2.knownItems()) add(i.x, i.y);
  for (const n of view2.knownNotes()) add(n.x, n.y);
  const px = view2.player.x;
  const py = view2.player.y;
  const d = (c) => Math.max(Math.abs(c.x - px), Math.abs(c.y - py));
  return out.sort((a, b) => d(a) - d(b));
}

// packages/game/src/ui/menu.ts
function createMenu(items) {
  const first = items.findIndex((i) => i.disabled !== true);
  return { items, selected: Math.max(0, first) };
}
function step(menu, dir) {
  const n = menu.items.length;
  for (let k = 1; k <= n; k++) {
    const i = ((menu.selected + dir * k) % n + n) % n;
    if (menu.items[i].disabled !== true) {
      menu.selected = i;
      return;
    }
  }
}
function menuPress(menu, key) {
  if (menu.items.length === 0) return key === "escape" ? { kind: "cancel" } : { kind: "none" };
  const hot = menu.items.find((i) => i.hotkey === key && i.disabled !== true);
  if (hot !== void 0) {
    menu.selected = menu.items.indexOf(hot);
    return { kind: "chosen", value: hot.value };
  }
  switch (key) {
    case "escape":
      return { kind: "cancel" };
    case "up":
    case "k":
    case "8":
    case "backtab":
      step(menu, -1);
      return { kind: "none" };
    case "down":
    case "j":
    case "2":
    case "tab":
      step(menu, 1);
      return { kind: "none" };
    case "enter":
    case "space": {
      const item = menu.items[menu.selected];
      return item.disabled === true ? { kind: "none" } : { kind: "chosen", value: item.value };
    }
    default:
      return { kind: "none" };
  }
}

// packages/game/src/ui/layers.ts
function menuLayer(spec) {
  const menu = createMenu(spec.items);
  if (spec.selected !== void 0 && spec.selected >= 0 && spec.selected < spec.items.length)
    menu.selected = spec.selected;
  return {
    press(key) {
      const out = menuPress(menu, key);
      if (out.kind === "chosen") out.value();
      else if (out.kind === "cancel") spec.onCancel();
    },
    content: () => ({
      title: spec.title,
      lines: spec.lines ?? [],
      items: spec.items,
      selected: menu.selected,
      footer: spec.footer,
      minWidth: spec.minWidth
    })
  };
}
function pagerLayer(spec) {
  let offset = spec.atEnd === true ? Number.MAX_SAFE_INTEGER : 0;
  let page = 10;
  let maxOffset = 0;
  const clamp = () => {
    offset = Math.max(0, Math.min(maxOffset, offset));
  };
  return {
    offset: () => offset,
    press(key) {
      switch (key) {
        case "escape":
        case "enter":
        case "q":
          spec.onClose();
          return;
        case "up":
        case "k":
        case "8":
          offset--;
          break;
        case "down":
        case "j":
        case "2":
          offset++;
          break;
        case "pageup":
        case "9":
          offset -= page;
          break;
        case "pagedown":
        case "space":
        case "3":
          offset += page;
          break;
        case "home":
        case "7":
          offset = 0;
          break;
        case "end":
        case "1":
          offset = maxOffset;
          break;
        default:
          return;
      }
      clamp();
    },
    content(width, height) {
      const innerWidth = Math.max(10, Math.min(width - 6, Math.max(spec.minWidth ?? 0, 60)));
      const all = spec.lines(innerWidth);
      const probe = { title: spec.title, footer: "x" };
      const rows = bodyRowsAvailable(height, probe);
      page = Math.max(1, rows - 1);
      maxOffset = Math.max(0, all.length - rows);
      clamp();
      const shown = all.slice(offset, offset + rows);
      const scrollable = all.length > rows;
      const footer = scrollable ? `${offset + 1}-${offset + shown.length} of ${all.length}  arrows/PgUp/PgDn scroll, Esc closes` : "Escape closes";
      return { title: spec.title, lines: shown, footer, minWidth: innerWidth + 2 };
    }
  };
}
var SEED_MAX = 24;
function seedEntryLayer(spec) {
  let text = "";
  return {
    text: () => text,
    press(key) {
      if (key === "escape") spec.onCancel();
      else if (key === "enter") spec.onSubmit(text);
      else if (key === "backspace" || key === "delete") text = [...text].slice(0, -1).join("");
      else if (textWidth(text) < SEED_MAX) {
        if (key === "space") text += " ";
        else if ([...key].length === 1 && (key.codePointAt(0) ?? 0) > 32 && key !== "\x7F") text += key;
      }
    },
    content: () => ({
      title: "New game with a seed",
      lines: [
        { text: "Type a number or a word. The same seed always" },
        { text: "builds the same station." },
        { text: "" },
        { text: `> ${text}_`.padEnd(SEED_MAX + 3), fg: 16777215 }
      ],
      footer: "Enter starts (empty: a random seed), Esc cancels"
    })
  };
}
function directionLayer(spec) {
  return {
    press(key) {
      if (key === "escape") {
        spec.onCancel();
        return;
      }
      const step2 = directionOf(key);
      if (step2 !== void 0) spec.onStep(step2);
    },
    content: () => ({
      title: spec.title,
      lines: [{ text: "Which way? (a direction key)" }],
      footer: "Escape cancels"
    })
  };
}

// packages/game/src/ui/abilities.ts
var ABILITY_HOTKEYS = { blink: "b", stun: "s", patch: "p" };
var DOES = {
  blink: (a) => `jump to a floor cell you see, up to ${a.range} away`,
  stun: () => "stun everything next to you",
  patch: () => "seal a breach next to you"
};
function abilityDoes(a) {
  return DOES[a.which](a);
}
function abilityChoices(c, choose) {
  return c.abilities.map((a) => ({
    hotkey: ABILITY_HOTKEYS[a.which],
    label: `${a.name}: ${abilityDoes(a)}`,
    detail: a.ready ? `${a.cost} energy` : `${a.cost} energy (${c.energy})`,
    value: () => choose(a.which)
  }));
}
function abilityLines(c) {
  if (c.abilities.length === 0)
    return [{ text: "You carry no devices: a blink pack, a stun pulser or a patch kit.", fg: TEXT_DIM }];
  return [{ text: `Energy ${c.energy}/${c.maxEnergy} (the suit recharges it as you go)` }];
}
function abilityShortfall(c, which) {
  const a = c.abilities.find((x) => x.which === which);
  if (a === void 0) return `You carry nothing that can ${which}.`;
  if (a.ready) return void 0;
  return `Not enough energy for the ${a.name}: it takes ${a.cost}, you have ${c.energy}.`;
}
function blinkProblem(v, x, y, range) {
  const p = v.player;
  if (x === p.x && y === p.y) return "Move the cursor to where you want to land.";
  if (Math.max(Math.abs(x - p.x), Math.abs(y - p.y)) > range) return `Too far: the pack reaches ${range}.`;
  if (!v.isVisible(x, y)) return "You can only blink to a place you can see.";
  const t = v.knownTerrain(x, y);
  if (t !== "floor" && t !== "door-open" && t !== "stairs-down") return "No floor to land on there.";
  const who = v.visibleActors().find((a) => a.x === x && a.y === y);
  if (who !== void 0) return `The ${who.name} is standing there.`;
  return void 0;
}
function wornSlot(c, item) {
  return c?.gear.find((g) => g.item?.id === item.id)?.slot;
}
function wornOn(slot) {
  return slot === void 0 ? void 0 : `worn on the ${slot}`;
}
function wearable(kind) {
  return isGearItem(kind);
}

// packages/game/src/ui/character-screen.ts
var STAT_KEYS = { might: "m", agility: "a", endurance: "e" };
function characterLines(c) {
  const lines = [
    { text: `Level ${c.level} \xB7 experience ${c.xp} (next level at ${c.nextXp})` },
    {
      text: c.points > 0 ? `${c.points} level-up point${c.points === 1 ? "" : "s"} to spend: pick a stat below.` : "No level-up points to spend.",
      fg: c.points > 0 ? void 0 : TEXT_DIM
    },
    { text: "" }
  ];
  for (const s of c.stats) lines.push({ text: `${s.stat} ${s.value}: ${s.effect}` });
  lines.push({ text: "" });
  for (const g of c.gear) {
    const does = g.item === void 0 ? void 0 : itemFacts(g.item.kind)?.replace(/^Worn on the \w+: /, "");
    lines.push({
      text: `${g.slot}: ${g.item?.name ?? "(nothing)"}${does !== void 0 ? ` (${does.replace(/\.$/, "")})` : ""}`,
      fg: g.item ? void 0 : TEXT_DIM
    });
  }
  lines.push({ text: "" }, { text: `Energy ${c.energy}/${c.maxEnergy}` });
  if (c.abilities.length === 0) lines.push({ text: "No devices carried.", fg: TEXT_DIM });
  return lines;
}
function characterChoices(c, choose) {
  const items = [];
  for (const s of c.stats)
    items.push({
      hotkey: STAT_KEYS[s.stat],
      label: `Raise ${s.stat}`,
      disabled: c.points === 0,
      value: () => choose({ kind: "raise", stat: s.stat })
    });
  items.push(...abilityChoices(c, (which) => choose({ kind: "ability", which })));
  return items;
}

// packages/game/src/ui/title-backdrop.ts
var WANDER_MS = 600;
var BACKDROP_W = 56;
var BACKDROP_H = 24;
function buildLevel(seed) {
  for (const kind of ["station", "ship", "rooms"]) {
    try {
      return generate(kind, { width: BACKDROP_W, height: BACKDROP_H, seed });
    } catch {
    }
  }
  const tiles = new Uint8Array(BACKDROP_W * BACKDROP_H).fill(Tile.Floor);
  for (let x = 0; x < BACKDROP_W; x++) {
    tiles[x] = Tile.Wall;
    tiles[(BACKDROP_H - 1) * BACKDROP_W + x] = Tile.Wall;
  }
  for (let y = 0; y < BACKDROP_H; y++) {
    tiles[y * BACKDROP_W] = Tile.Wall;
    tiles[y * BACKDROP_W + BACKDROP_W - 1] = Tile.Wall;
  }
  return { width: BACKDROP_W, height: BACKDROP_H, tiles, rooms: [], doors: [], windows: [] };
}
var WANDERER_LOOKS = [
  ["z", 8367706],
  ["z", 8367706],
  ["s", 15262928],
  ["T", 12603472]
];
function createBackdrop(seed) {
  return { seed, level: void 0, wanderers: [], starKey: seed >>> 0, rng: void 0, elapsed: 0 };
}
function buildBackdrop(b) {
  if (b.level === void 0 || b.rng === void 0) {
    const level = buildLevel(b.seed);
    const rng = createRng(b.seed).fork("title-wanderers");
    const open = [];
    for (let i = 0; i < level.tiles.length; i++) if (level.tiles[i] === Tile.Floor) open.push(i);
    const wanderers = [];
    for (const [g, colour] of WANDERER_LOOKS) {
      if (open.length === 0) break;
      const i = rng.pick(open);
      wanderers.push({
        x: i % level.width,
        y: Math.floor(i / level.width),
        glyph: g.codePointAt(0) ?? 63,
        colour
      });
    }
    b.level = level;
    b.rng = rng;
    b.wanderers = wanderers;
  }
  return b;
}
function tickBackdrop(backdrop, ms) {
  const b = buildBackdrop(backdrop);
  b.elapsed += Math.max(0, ms);
  let steps = Math.floor(b.elapsed / WANDER_MS);
  b.elapsed -= steps * WANDER_MS;
  steps = Math.min(steps, 20);
  const { level } = b;
  for (let s = 0; s < steps; s++) {
    for (const w of b.wanderers) {
      const [dx, dy] = b.rng.pick(DIRS8);
      const nx = w.x + dx;
      const ny = w.y + dy;
      if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) continue;
      if (!isWalkableTile(level.tiles[ny * level.width + nx])) continue;
      if (b.wanderers.some((o) => o !== w && o.x === nx && o.y === ny)) continue;
      w.x = nx;
      w.y = ny;
    }
  }
}
var TERRAIN_OF = {
  [Tile.Void]: "void",
  [Tile.Floor]: "floor",
  [Tile.Wall]: "wall",
  [Tile.Door]: "door-closed",
  [Tile.Window]: "window",
  [Tile.StairsDown]: "stairs-down",
  [Tile.StairsUp]: "floor"
};
function drawBackdrop(frame, b) {
  const { level } = b;
  const width = level?.width ?? BACKDROP_W;
  const height = level?.height ?? BACKDROP_H;
  const ox = cameraOrigin(width, frame.width, Math.floor(width / 2));
  const oy = cameraOrigin(height, frame.height, Math.floor(height / 2));
  for (let sy = 0; sy < frame.height; sy++) {
    for (let sx = 0; sx < frame.width; sx++) {
      const mx = ox + sx;
      const my = oy + sy;
      const inside = level !== void 0 && mx >= 0 && my >= 0 && mx < level.width && my < level.height;
      const terrain = inside ? TERRAIN_OF[level.tiles[my * level.width + mx]] ?? "void" : "void";
      const s = isSpace(terrain) ? starCell(b.starKey, sx, sy, 1) : terrainStyle(terrain);
      putCell(frame, sx, sy, s.glyph, s.fg, s.bg);
    }
  }
  for (const w of b.wanderers) {
    const sx = w.x - ox;
    const sy = w.y - oy;
    if (sx < 0 || sy < 0 || sx >= frame.width || sy >= frame.height) continue;
    frame.glyph[sy * frame.width + sx] = w.glyph;
    frame.fg[sy * frame.width + sx] = w.colour;
  }
}

// packages/game/src/ui/look.ts
var COMPASS = ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"];
function directionWords(dx, dy) {
  if (dx === 0 && dy === 0) return "here";
  const sector = Math.round(Math.atan2(-dy, dx) / (Math.PI / 4));
  return COMPASS[(sector % 8 + 8) % 8];
}
function fromPlayer(view2, x, y) {
  const dx = x - view2.player.x;
  const dy = y - view2.player.y;
  if (dx === 0 && dy === 0) return "here";
  return `${Math.max(Math.abs(dx), Math.abs(dy))} ${directionWords(dx, dy)}`;
}
var ROOM_FLOOR = /* @__PURE__ */ new Set(["floor", "stairs-down"]);
var EXIT_WORDS = {
  "door-closed": "door",
  "door-open": "open door",
  "door-card": "card-locked door",
  "door-pressure": "pressure door",
  "door-sealed": "sealed door",
  breach: "breach to space"
};
var MAX_ROOM_CELLS = 4e3;
var SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1]
];
function whereLine(view2) {
  const { width, height, player } = view2;
  const start = player.y * width + player.x;
  const seen = /* @__PURE__ */ new Set([start]);
  const queue = [start];
  let minX = player.x;
  let maxX = player.x;
  let minY = player.y;
  let maxY = player.y;
  const exits = /* @__PURE__ */ new Map();
  const unexplored = /* @__PURE__ */ new Map();
  for (let head = 0; head < queue.length && queue.length < MAX_ROOM_CELLS; head++) {
    const i = queue[head];
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of SIDES) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (seen.has(n)) continue;
      const terrain = view2.knownTerrain(nx, ny);
      if (ROOM_FLOOR.has(terrain)) {
        seen.add(n);
        queue.push(n);
        minX = Math.min(minX, nx);
        maxX = Math.max(maxX, nx);
        minY = Math.min(minY, ny);
        maxY = Math.max(maxY, ny);
      } else if (terrain === void 0) {
        const rx = nx - player.x;
        const ry = ny - player.y;
        const word = directionWords(rx, ry);
        const d = Math.max(Math.abs(rx), Math.abs(ry));
        const best = unexplored.get(word);
        if (best === void 0 || d < best.d) unexplored.set(word, { d, at: n });
      } else if (EXIT_WORDS[terrain] !== void 0) exits.set(n, EXIT_WORDS[terrain]);
    }
  }
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const here = view2.knownTerrain(player.x, player.y);
  const place = here !== void 0 && here.startsWith("door") ? "in a doorway" : Math.min(w, h) <= 2 && Math.max(w, h) >= 4 ? `in a corridor ${Math.max(w, h)} long` : `in a room ${w} by ${h}`;
  const ways = [
    ...[...exits].map(([i, word]) => ({ i, word })),
    ...[...unexplored.values()].map(({ at }) => ({ i: at, word: "unexplored" }))
  ].map(({ i, word }) => {
    const x = i % width;
    const y = (i - x) / width;
    return {
      word,
      d: Math.max(Math.abs(x - player.x), Math.abs(y - player.y)),
      text: fromPlayer(view2, x, y)
    };
  }).sort((a, b) => a.d - b.d || a.word.localeCompare(b.word)).slice(0, 8).map(({ word, text }) => `${word} ${text}`);
  return `Where: ${place}. Exits: ${ways.length > 0 ? ways.join("; ") : "none known"}.`;
}
function lookLines(view2) {
  const near = (x, y) => Math.max(Math.abs(x - view2.player.x), Math.abs(y - view2.player.y));
  const things = [];
  for (const a of view2.visibleActors())
    if (view2.isVisible(a.x, a.y))
      things.push({
        d: near(a.x, a.y),
        text: `${a.name} (${a.status}, ${a.hp}/${a.maxHp}), ${fromPlayer(view2, a.x, a.y)}`
      });
  for (const item of view2.knownItems()) {
    const seenNow = view2.isVisible(item.x, item.y);
    things.push({
      d: near(item.x, item.y),
      text: `${item.name}, ${fromPlayer(view2, item.x, item.y)}${seenNow ? "" : " (remembered)"}`
    });
  }
  for (const note of view2.knownNotes())
    things.push({
      d: near(note.x, note.y),
      text: `writing on the wall, ${fromPlayer(view2, note.x, note.y)}`
    });
  things.sort((a, b) => a.d - b.d);
  const lines = [whereLine(view2)];
  lines.push(things.length > 0 ? "You know of:" : "Nothing in view, and no items known on this floor.");
  for (const t of things) lines.push(`  ${t.text}`);
  const exit = view2.knownExit();
  if (exit === void 0) lines.push("No way down known yet.");
  else {
    const what = view2.knownTerrain(exit.x, exit.y) === "console" ? "The engine console" : "Stairs down";
    lines.push(`${what}: ${fromPlayer(view2, exit.x, exit.y)}.`);
  }
  return lines;
}

// packages/game/src/core/api.ts
var TERRAINS = [
  "void",
  "floor",
  "wall",
  "door-closed",
  "door-open",
  "window",
  "stairs-down",
  "console",
  "breach",
  "door-card",
  "door-pressure",
  "door-sealed",
  "switch",
  "switch-on"
];

// packages/game/src/core/state.ts
var Ter = {
  Void: 0,
  Floor: 1,
  Wall: 2,
  DoorClosed: 3,
  DoorOpen: 4,
  Window: 5,
  Stairs: 6,
  Console: 7,
  Breach: 8,
  /** A vault door that opens for the key card bearing its code. */
  CardDoor: 9,
  /** A vault door whose interlock opens only with the same pressure on both sides. */
  PressureDoor: 10,
  /** A vault door opened by pressing its switch plates in order. */
  SealedDoor: 11,
  /** A switch plate set in a wall, not pressed. */
  Switch: 12,
  /** A switch plate set in a wall, pressed. */
  SwitchOn: 13
};

// packages/game/src/core/terrain.ts
var T = true;
var F = false;
function props(walkable, opaque, airtight, stopsShots, floorless, breakable, flammable, plannable) {
  return { walkable, opaque, airtight, stopsShots, floorless, breakable, flammable, plannable };
}
var TERRAIN2 = (() => {
  const table = [];
  table[Ter.Void] = props(F, F, F, F, T, F, F, F);
  table[Ter.Floor] = props(T, F, F, F, F, F, T, T);
  table[Ter.Wall] = props(F, T, T, T, F, T, F, F);
  table[Ter.DoorClosed] = props(F, T, T, T, F, T, F, T);
  table[Ter.DoorOpen] = props(T, F, F, F, F, T, T, T);
  table[Ter.Window] = props(F, F, T, T, F, T, F, F);
  table[Ter.Stairs] = props(T, F, F, F, F, F, T, T);
  table[Ter.Console] = props(F, F, T, T, F, F, F, F);
  table[Ter.Breach] = props(F, F, F, F, T, F, F, F);
  table[Ter.CardDoor] = props(F, T, T, T, F, F, F, F);
  table[Ter.PressureDoor] = props(F, T, T, T, F, F, F, F);
  table[Ter.SealedDoor] = props(F, T, T, T, F, F, F, F);
  table[Ter.Switch] = props(F, T, T, T, F, F, F, F);
  table[Ter.SwitchOn] = props(F, T, T, T, F, F, F, F);
  return table;
})();
function lookup2(key) {
  const out = new Uint8Array(256);
  TERRAIN2.forEach((p, code) => {
    out[code] = p[key] ? 1 : 0;
  });
  return out;
}
var WALKABLE = lookup2("walkable");
var OPAQUE = lookup2("opaque");
var AIRTIGHT = lookup2("airtight");
var STOPS_SHOTS = lookup2("stopsShots");
var FLOORLESS = lookup2("floorless");
var BREAKABLE = lookup2("breakable");
var FLAMMABLE = lookup2("flammable");
var PLANNABLE = lookup2("plannable");
function isStandable(code) {
  return WALKABLE[code] !== 0;
}

// packages/game/src/core/cells.ts
function touch(floor, i) {
  if (floor.stamp[i] === 0) floor.changed.push(i);
  floor.stamp[i] = ++floor.clock;
}
function setTerrain(floor, i, code) {
  const was = floor.terrain[i];
  if (was === code) return;
  floor.terrain[i] = code;
  floor.layout++;
  touch(floor, i);
  if (AIRTIGHT[code] !== 0 || FLOORLESS[code] !== 0) {
    floor.air[i] = 0;
  } else if (AIRTIGHT[was] !== 0) {
    const { width, height, air } = floor;
    const x = i % width;
    const y = (i - x) / width;
    let most = 0;
    if (x > 0) most = Math.max(most, air[i - 1]);
    if (x < width - 1) most = Math.max(most, air[i + 1]);
    if (y > 0) most = Math.max(most, air[i - width]);
    if (y < height - 1) most = Math.max(most, air[i + width]);
    air[i] = most;
  }
}
function setFire(floor, i, turns) {
  const was = floor.fire[i] !== 0;
  floor.fire[i] = turns;
  if (was !== (turns !== 0)) touch(floor, i);
}
function moveItem(floor, item, x, y) {
  touch(floor, item.y * floor.width + item.x);
  item.x = x;
  item.y = y;
  touch(floor, y * floor.width + x);
}
function placeItem(floor, item) {
  floor.items.push(item);
  touch(floor, item.y * floor.width + item.x);
}
function removeItem(floor, item) {
  const k = floor.items.indexOf(item);
  if (k >= 0) floor.items.splice(k, 1);
  touch(floor, item.y * floor.width + item.x);
}
function monsterList(floor) {
  return Object.values(floor.monsters);
}
function addMonster(floor, m) {
  floor.monsters[m.id] = m;
  if (m.mode !== "bones") floor.occupant[m.y * floor.width + m.x] = m.id;
}
function removeMonster(floor, m) {
  const i = m.y * floor.width + m.x;
  if (floor.occupant[i] === m.id) floor.occupant[i] = 0;
  delete floor.monsters[m.id];
}
function moveMonster(floor, m, x, y) {
  const w = floor.width;
  if (floor.occupant[m.y * w + m.x] === m.id) floor.occupant[m.y * w + m.x] = 0;
  m.x = x;
  m.y = y;
  floor.occupant[y * w + x] = m.id;
}
function movePlayer(game, x, y) {
  const { floor, player } = game;
  const w = floor.width;
  if (floor.occupant[player.y * w + player.x] === -1) floor.occupant[player.y * w + player.x] = 0;
  player.x = x;
  player.y = y;
  floor.occupant[y * w + x] = -1;
}
var DERIVED = /* @__PURE__ */ Symbol("derived");
function cacheOf(floor) {
  const holder = floor;
  let cache = holder[DERIVED];
  if (cache === void 0) {
    cache = {};
    Object.defineProperty(floor, DERIVED, { value: cache, enumerable: false, writable: false });
  }
  return cache;
}
function cached(floor, key, make) {
  const cache = cacheOf(floor);
  if (!(key in cache)) cache[key] = make();
  return cache[key];
}

// packages/game/src/core/log.ts
var LOG_LIMIT = 300;
function beginTurn(game, rng) {
  return { game, rng, events: [], reobserved: 0 };
}
function addLine(game, text, tone) {
  const log = game.log;
  const last = log.length > 0 ? log[log.length - 1] : void 0;
  if (last !== void 0 && last.text === text && last.tone === tone) {
    last.count++;
    last.turn = game.turn;
    return;
  }
  log.push({ text, turn: game.turn, count: 1, tone });
  if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
}
function emit(turn, event) {
  if (event.type === "message" && turn.held !== void 0) {
    turn.held.push({ text: event.text, tone: event.tone });
    return;
  }
  turn.events.push(event);
  if (event.type === "message") addLine(turn.game, event.text, event.tone);
}
function holdMessages(turn) {
  const outer = turn.held;
  const mine = [];
  turn.held = mine;
  return (first = []) => {
    turn.held = outer;
    for (const m of first) say(turn, m.text, m.tone);
    for (const m of mine) say(turn, m.text, m.tone);
  };
}
function say(turn, text, tone = "info") {
  emit(turn, { type: "message", text, tone });
}
function formatEntry(entry) {
  return entry.count > 1 ? `${entry.text} (x${entry.count})` : entry.text;
}

// packages/game/src/core/character.ts
function newCharacter() {
  return {
    stats: { might: 0, agility: 0, endurance: 0 },
    level: 1,
    xp: 0,
    points: 0,
    energy: CHARACTER.energy,
    charge: 0,
    gear: { head: 0, body: 0, hands: 0, tool: 0 }
  };
}
function xpForNext(level) {
  return CHARACTER.xpStep * level * (level + 1) / 2;
}
function killXp(m) {
  const base = KILL_XP[m.kind];
  return isVariant(m.variant) ? Math.ceil(base * 1.5) : base;
}
function gainXp(turn, amount) {
  const c = turn.game.player.character;
  c.xp += amount;
  while (c.xp >= xpForNext(c.level)) {
    c.level++;
    c.points++;
    say(turn, `You reach level ${c.level}. Raise a stat: might, agility or endurance.`, "good");
  }
}
function wornItem(game, slot) {
  const id = game.player.character.gear[slot];
  return id === 0 ? void 0 : game.player.inventory.find((it) => it.id === id);
}
function wornDefs(game) {
  const out = [];
  for (const slot of GEAR_SLOTS) {
    const item = wornItem(game, slot);
    if (item !== void 0 && isGearItem(item.kind)) out.push(GEAR[item.kind]);
  }
  return out;
}
function sum(game, key) {
  let total = 0;
  for (const d of wornDefs(game)) total += d[key] ?? 0;
  return total;
}
function maxHpOf(game) {
  return PLAYER.hp + CHARACTER.enduranceHp * game.player.character.stats.endurance;
}
function maxOxygenOf(game) {
  return PLAYER.oxygen + CHARACTER.enduranceOxygen * game.player.character.stats.endurance + sum(game, "oxygen");
}
function maxEnergyOf(game) {
  return CHARACTER.energy + sum(game, "energy");
}
function packSize(game) {
  return PLAYER.inventorySize + CHARACTER.mightCarry * game.player.character.stats.might;
}
function meleeBonus(game) {
  return CHARACTER.mightMelee * game.player.character.stats.might + sum(game, "melee");
}
function dodged(game, accuracy) {
  const agi = game.player.character.stats.agility;
  return accuracy * Math.max(0.5, 1 - CHARACTER.agilityDodge * agi);
}
function aimChance(game, evasion) {
  const agi = game.player.character.stats.agility;
  return 1 - evasion * Math.max(0, 1 - CHARACTER.agilityAim * agi);
}
function guardOf(game) {
  return sum(game, "guard");
}
function pullChance(game) {
  return wornDefs(game).some((d) => d.grip === true) ? 0 : PLAYER_PULL_CHANCE;
}
function picksLocks(game) {
  return wornDefs(game).some((d) => d.picklock === true);
}
function refreshCharacter(game) {
  const p = game.player;
  p.maxHp = maxHpOf(game);
  p.maxOxygen = maxOxygenOf(game);
  p.hp = Math.min(p.hp, p.maxHp);
  p.oxygen = Math.min(p.oxygen, p.maxOxygen);
  p.character.energy = Math.min(p.character.energy, maxEnergyOf(game));
}
function rechargeEnergy(game) {
  const c = game.player.character;
  const max = maxEnergyOf(game);
  if (c.energy >= max) {
    c.charge = 0;
    return;
  }
  let every = CHARACTER.regenTurns;
  for (const d of wornDefs(game)) if (d.regenTurns !== void 0) every = Math.min(every, d.regenTurns);
  c.charge++;
  if (c.charge >= every) {
    c.charge = 0;
    c.energy++;
  }
}
function isStat(name) {
  return typeof name === "string" && STAT_KINDS.includes(name);
}
function raiseStat(turn, stat) {
  const { game } = turn;
  const c = game.player.character;
  if (!isStat(stat)) {
    say(turn, "There is no such stat.", "warn");
    return false;
  }
  if (c.points <= 0) {
    say(turn, "You have no level-up to spend yet.", "warn");
    return false;
  }
  if (c.stats[stat] >= CHARACTER.maxStat) {
    say(turn, `Your ${stat} is as high as it goes.`, "warn");
    return false;
  }
  c.points--;
  c.stats[stat]++;
  const p = game.player;
  if (stat === "endurance") {
    p.hp += CHARACTER.enduranceHp;
    p.oxygen += CHARACTER.enduranceOxygen;
  }
  refreshCharacter(game);
  const what = {
    might: "You feel stronger",
    agility: "You feel quicker",
    endurance: "You feel tougher"
  };
  say(turn, `${what[stat]} (${stat} ${c.stats[stat]}).`, "good");
  return true;
}
function equipItem(turn, slot) {
  const { game } = turn;
  const item = game.player.inventory[slot];
  if (item === void 0) return refusal(turn, "You have nothing in that slot.");
  if (!isGearItem(item.kind)) return refusal(turn, "You cannot wear that.");
  const gearSlot = GEAR[item.kind].slot;
  const c = game.player.character;
  if (c.gear[gearSlot] === item.id) return refusal(turn, `You already wear the ${ITEMS[item.kind].name}.`);
  const before = wornItem(game, gearSlot);
  c.gear[gearSlot] = item.id;
  refreshCharacter(game);
  say(
    turn,
    before === void 0 ? `You put on the ${ITEMS[item.kind].name}.` : `You swap the ${ITEMS[before.kind].name} for the ${ITEMS[item.kind].name}.`,
    "good"
  );
  return true;
}
function unequipSlot(turn, gearSlot) {
  const { game } = turn;
  if (typeof gearSlot !== "string" || !GEAR_SLOTS.includes(gearSlot))
    return refusal(turn, "There is no such equipment slot.");
  const item = wornItem(game, gearSlot);
  if (item === void 0) return refusal(turn, `You wear nothing on your ${gearSlot}.`);
  game.player.character.gear[gearSlot] = 0;
  refreshCharacter(game);
  say(turn, `You take off the ${ITEMS[item.kind].name}.`);
  return true;
}
function takeOff(game, itemId) {
  const c = game.player.character;
  for (const slot of GEAR_SLOTS) if (c.gear[slot] === itemId) c.gear[slot] = 0;
  refreshCharacter(game);
}
function refusal(turn, text) {
  say(turn, text, "warn");
  return false;
}
var EFFECTS = {
  might: `+${CHARACTER.mightMelee} melee damage and +${CHARACTER.mightCarry} pack slot a point`,
  agility: `monsters hit you ${Math.round(CHARACTER.agilityDodge * 100)}% less often a point; better aim at swift ones`,
  endurance: `+${CHARACTER.enduranceHp} max HP and +${CHARACTER.enduranceOxygen} max oxygen a point`
};
function characterView(game, itemView2) {
  const c = game.player.character;
  const stats = STAT_KINDS.map((stat) => ({ stat, value: c.stats[stat], effect: EFFECTS[stat] }));
  const gear = GEAR_SLOTS.map((slot) => {
    const item = wornItem(game, slot);
    return item === void 0 ? { slot } : { slot, item: itemView2(item) };
  });
  const abilities = Object.keys(ABILITIES).filter((which) => game.player.inventory.some((it) => it.kind === ABILITIES[which].device)).map((which) => {
    const a = ABILITIES[which];
    return {
      which,
      name: a.name,
      cost: a.cost,
      ready: c.energy >= a.cost,
      range: which === "blink" ? a.power : 1
    };
  });
  return {
    level: c.level,
    xp: c.xp,
    nextXp: xpForNext(c.level),
    points: c.points,
    stats,
    energy: c.energy,
    maxEnergy: maxEnergyOf(game),
    gear,
    abilities
  };
}

// packages/game/src/core/atmosphere.ts
var DX2 = [0, 1, 0, -1, 1, 1, -1, -1];
var DY2 = [-1, 0, 1, 0, -1, 1, 1, -1];
function diagonalOpen(floor, x, y, dx, dy) {
  if (dx === 0 || dy === 0) return true;
  const { width, terrain } = floor;
  return AIRTIGHT[terrain[y * width + x + dx]] === 0 || AIRTIGHT[terrain[(y + dy) * width + x]] === 0;
}
function buildFlow(floor) {
  const { width, height, terrain } = floor;
  const n = width * height;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (FLOORLESS[terrain[i]] !== 0) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  const firstInside = tail;
  while (head < tail) {
    const i = queue[head++];
    const x = i % width;
    const y = (i - x) / width;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX2[k];
      const ny = y + DY2[k];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (dist[j] >= 0 || AIRTIGHT[terrain[j]] !== 0) continue;
      if (!diagonalOpen(floor, x, y, DX2[k], DY2[k])) continue;
      dist[j] = dist[i] + 1;
      queue[tail++] = j;
    }
  }
  return {
    layout: floor.layout,
    settled: false,
    refilled: false,
    dist,
    order: queue.slice(firstInside, tail)
  };
}
function flowMap(floor) {
  const holder = cached(floor, "flow", () => ({ map: buildFlow(floor) }));
  if (holder.map.layout !== floor.layout) holder.map = buildFlow(floor);
  return holder.map;
}
function initialAir(floor) {
  const { dist } = flowMap(floor);
  const { terrain, air, flow } = floor;
  for (let i = 0; i < terrain.length; i++) {
    air[i] = AIRTIGHT[terrain[i]] !== 0 || dist[i] >= 0 ? 0 : FULL_AIR;
    flow[i] = 0;
  }
}
function pullTarget(floor, dist, i, free) {
  const { width, height } = floor;
  const x = i % width;
  const y = (i - x) / width;
  const d = dist[i];
  for (let k = 0; k < 8; k++) {
    const nx = x + DX2[k];
    const ny = y + DY2[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    if (dist[j] < 0 || dist[j] >= d || !diagonalOpen(floor, x, y, DX2[k], DY2[k])) continue;
    if (free(j)) return j;
  }
  return -1;
}
function updateAir(turn, pullPlayer) {
  const { game } = turn;
  const floor = game.floor;
  const { terrain, air, flow, occupant, width } = floor;
  const map = flowMap(floor);
  const { dist, order } = map;
  if (map.settled) return;
  if (!map.refilled) {
    for (let i = 0; i < terrain.length; i++) {
      flow[i] = 0;
      if (dist[i] < 0 && AIRTIGHT[terrain[i]] === 0 && air[i] < FULL_AIR) air[i] = FULL_AIR;
    }
    map.refilled = true;
  } else {
    for (let k = 0; k < order.length; k++) flow[order[k]] = 0;
  }
  if (order.length === 0) {
    map.settled = true;
    return;
  }
  const standFree = (j) => occupant[j] === 0 && (WALKABLE[terrain[j]] !== 0 || FLOORLESS[terrain[j]] !== 0);
  let itemsByCell;
  let bonesByCell;
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (air[i] === 0) continue;
    air[i]--;
    flow[i] = dist[i];
    if (floor.items.length > 0) {
      itemsByCell ??= indexItems(floor);
      const here = itemsByCell.get(i);
      if (here !== void 0) {
        const to2 = pullTarget(floor, dist, i, () => true);
        if (to2 >= 0) {
          for (const id of here) {
            const item = floor.items.find((it) => it.id === id);
            if (item !== void 0) moveItem(floor, item, to2 % width, (to2 - to2 % width) / width);
          }
          itemsByCell.delete(i);
        }
      }
    }
    bonesByCell ??= indexBones(floor);
    const heap = bonesByCell.get(i);
    if (heap !== void 0) {
      const to2 = pullTarget(floor, dist, i, () => true);
      if (to2 >= 0) {
        for (const m of heap) {
          m.x = to2 % width;
          m.y = (to2 - m.x) / width;
        }
        bonesByCell.delete(i);
      }
    }
    const who = occupant[i];
    if (who === 0 || who === -1 && !(pullPlayer && turn.rng.chance(pullChance(game)))) continue;
    if (who > 0 && MONSTERS[floor.monsters[who].kind].floats) continue;
    const to = pullTarget(floor, dist, i, standFree);
    if (to < 0) continue;
    const from = { x: i % width, y: (i - i % width) / width };
    const dest = { x: to % width, y: (to - to % width) / width };
    if (who === -1) {
      movePlayer(game, dest.x, dest.y);
      emit(turn, { type: "pulled", actor: -1, from, to: dest });
      say(turn, "The rushing air drags you toward the breach!", "bad");
    } else {
      moveMonster(floor, floor.monsters[who], dest.x, dest.y);
      emit(turn, { type: "pulled", actor: who, from, to: dest });
    }
  }
  dropIntoSpace(turn);
}
function indexItems(floor) {
  const map = /* @__PURE__ */ new Map();
  for (const it of floor.items) {
    const i = it.y * floor.width + it.x;
    const list2 = map.get(i);
    if (list2 === void 0) map.set(i, [it.id]);
    else list2.push(it.id);
  }
  return map;
}
function indexBones(floor) {
  const map = /* @__PURE__ */ new Map();
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode !== "bones") continue;
    const i = m.y * floor.width + m.x;
    const list2 = map.get(i);
    if (list2 === void 0) map.set(i, [m]);
    else list2.push(m);
  }
  return map;
}
function dropIntoSpace(turn) {
  const { game } = turn;
  const floor = game.floor;
  const { terrain, width } = floor;
  const gone = (x, y) => FLOORLESS[terrain[y * width + x]] !== 0;
  for (const it of floor.items.filter((item) => gone(item.x, item.y))) removeItem(floor, it);
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (!gone(m.x, m.y) || m.mode !== "bones" && MONSTERS[m.kind].floats) continue;
    removeMonster(floor, m);
    if (m.mode !== "bones") {
      game.stats.kills++;
      noteKill(game, m);
      if (floor.seen[m.y * width + m.x] !== 0)
        say(turn, `The ${MONSTERS[m.kind].name} tumbles out into space.`, "good");
    }
    emit(turn, { type: "died", actor: m.id, cause: "adrift" });
  }
  const p = game.player;
  if (game.outcome === "playing" && gone(p.x, p.y)) {
    game.outcome = "adrift";
    game.causeOfDeath = "pulled out into space";
    const through = floor.holes?.[p.y * width + p.x] ?? lastHole(floor);
    if (through !== void 0) game.lostThrough = through;
    say(turn, "The station spins away above you. You drift out among the stars.", "bad");
    emit(turn, { type: "died", actor: -1, cause: "adrift" });
  }
}
function isPressureWall(floor, i) {
  const { width, height, terrain, air, flow } = floor;
  const x = i % width;
  const y = (i - x) / width;
  let vacuum = false;
  let pressed = false;
  for (let k = 0; k < 4; k++) {
    const nx = x + DX2[k];
    const ny = y + DY2[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    const t = terrain[j];
    if (FLOORLESS[t] !== 0) vacuum = true;
    else if (AIRTIGHT[t] === 0) {
      if (air[j] === 0) vacuum = true;
      else if (flow[j] === 0) pressed = true;
    }
  }
  return vacuum && pressed;
}
function rubbleOf(floor, i) {
  const { width, height, terrain } = floor;
  const x = i % width;
  const y = (i - x) / width;
  for (let k = 0; k < 8; k++) {
    const nx = x + DX2[k];
    const ny = y + DY2[k];
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    if (FLOORLESS[terrain[ny * width + nx]] !== 0) return "breach";
  }
  return "floor";
}

// packages/game/src/core/fire.ts
function canBurn(floor, i) {
  return FLAMMABLE[floor.terrain[i]] !== 0 && floor.air[i] > 0;
}
function ignite(turn, i, turns = FIRE_TURNS) {
  const { game } = turn;
  const floor = game.floor;
  if (!canBurn(floor, i)) return false;
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  if (floor.fire[i] < turns) {
    if (floor.fire[i] === 0) emit(turn, { type: "ignite", at: { x, y } });
    setFire(floor, i, turns);
  }
  const who = floor.occupant[i];
  if (who === -1) {
    if (game.player.burning === 0) say(turn, "You are on fire!", "bad");
    game.player.burning = Math.max(game.player.burning, BURN_TURNS);
  } else if (who > 0) {
    const m = floor.monsters[who];
    if (m.burning === 0 && floor.seen[i] !== 0) say(turn, `The ${MONSTERS[m.kind].name} catches fire.`);
    m.burning = Math.max(m.burning, BURN_TURNS);
  }
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode === "bones" && m.x === x && m.y === y) {
      removeMonster(floor, m);
      game.stats.kills++;
      noteKill(game, m);
      if (floor.seen[i] !== 0)
        say(turn, "The bones blacken and crumble to ash. That one stays down.", "good");
    }
  }
  return true;
}
var DX3 = [0, 1, 0, -1];
var DY3 = [-1, 0, 1, 0];
function updateFire(turn) {
  const { game, rng } = turn;
  const floor = game.floor;
  const { width, height, fire, air } = floor;
  const burning = [];
  for (let i = 0; i < fire.length; i++) if (fire[i] !== 0) burning.push(i);
  for (const i of burning) {
    if (air[i] === 0) {
      setFire(floor, i, 0);
      continue;
    }
    ignite(turn, i, fire[i]);
    const left = fire[i] - 1;
    if (left > 0) {
      const x = i % width;
      const y = (i - x) / width;
      for (let k = 0; k < 4; k++) {
        const nx = x + DX3[k];
        const ny = y + DY3[k];
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const j = ny * width + nx;
        if (fire[j] === 0 && canBurn(floor, j) && rng.chance(FIRE_SPREAD)) ignite(turn, j, left);
      }
    }
    setFire(floor, i, Math.max(0, fire[i] - 1));
  }
  burnCreatures(turn);
}
function burnCreatures(turn) {
  const { game, rng } = turn;
  const floor = game.floor;
  const p = game.player;
  if (p.burning > 0 && game.outcome === "playing") {
    if (floor.air[p.y * floor.width + p.x] === 0) {
      p.burning = 0;
      say(turn, "The flames on you gutter out in the vacuum.", "good");
    } else {
      const damage = rng.dice(BURN_DAMAGE);
      say(turn, `You burn for ${damage}.`, "bad");
      hurtPlayer(turn, damage, "fire", "burned to death");
      p.burning--;
    }
  }
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode === "bones" || m.burning <= 0) continue;
    if (floor.air[m.y * floor.width + m.x] === 0) {
      m.burning = 0;
      continue;
    }
    m.burning--;
    hurtMonster(turn, m, rng.dice(BURN_DAMAGE), "fire");
  }
}

// packages/game/src/core/combat-text.ts
var NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
function count(n) {
  return n < NUMBERS.length ? NUMBERS[n] : String(n);
}
function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function the(name) {
  return name === void 0 ? "something" : `the ${name}`;
}
function list(parts) {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
function hitOn(name, damage) {
  return name === void 0 ? "something" : `the ${name} for ${damage}`;
}
var BLOW_VERB = {
  zombie: "bites",
  skeleton: "claws",
  bloat: "slams into",
  tank: "pounds"
};
function strikeLine(weapon, target, damage) {
  if (target === void 0) return { text: "You hit something in the dark.", tone: "info" };
  return weapon === "chainsaw" ? { text: `Your chainsaw bites into the ${target} for ${damage}.`, tone: "info" } : { text: `You hit the ${target} for ${damage}.`, tone: "info" };
}
function glanceLine(target) {
  return { text: `Your blow glances off ${the(target)}.`, tone: "warn" };
}
function soakLine(name, soaked) {
  return { text: `The ${name}'s shield soaks ${soaked} of it.`, tone: "info" };
}
function slipsAsideLine(name, from) {
  return {
    text: `${name === void 0 ? "Something" : `The ${name}`} slips aside from your ${from}.`,
    tone: "info"
  };
}
function blowLine(kind, name, damage) {
  const who = name === void 0 ? "Something" : `The ${name}`;
  return { text: `${who} ${name === void 0 ? "hits" : BLOW_VERB[kind]} you for ${damage}.`, tone: "bad" };
}
function missedYouLine(name) {
  return {
    text: name === void 0 ? "Something lunges at you and misses." : `The ${name} misses you.`,
    tone: "info"
  };
}
function armourLine(absorbed, wornThrough) {
  return wornThrough ? { text: `Your armour absorbs ${absorbed} and is worn through.`, tone: "warn" } : { text: `Your armour absorbs ${absorbed}.`, tone: "info" };
}
function lowHpLine(hp) {
  return { text: `HP low: ${hp} left.`, tone: "warn" };
}
function youDieLine() {
  return { text: "You die.", tone: "bad" };
}
function downLine(name, how) {
  if (how === "bones") return { text: `The ${name} clatters apart into a heap of bones.`, tone: "good" };
  if (how === "ruptured")
    return { text: `The ${name} ruptures and its gases catch: it is about to blow!`, tone: "warn" };
  return { text: `The ${name} goes down for good.`, tone: "good" };
}
function roundNoun(weapon) {
  return weapon === "shotgun" ? "pellet" : weapon === "rifle" ? "rifle round" : "round";
}
function pullLines(report) {
  return report.rounds.length === 1 ? singleRound(report, report.rounds[0]) : manyRounds(report);
}
function singleRound(report, r) {
  const out = [];
  if (r.hits.length === 1) {
    const h = r.hits[0];
    out.push({
      text: h.name === void 0 ? "Your shot hits something." : `You hit the ${h.name} for ${h.damage}.`,
      tone: "info"
    });
  } else if (r.hits.length > 1) {
    out.push({
      text: `The ${roundNoun(report.weapon)} pierces ${count(r.hits.length)}: ${list(r.hits.map((h) => hitOn(h.name, h.damage)))}.`,
      tone: "info"
    });
  }
  if (r.glanced !== void 0)
    out.push({ text: `The shot glances off ${the(r.glanced.name)}.`, tone: "warn" });
  if (r.hits.length > 0 || r.glanced !== void 0 || r.bones === true) return out;
  const aimed = report.aimedAt?.name;
  if (r.solid === void 0) {
    out.push(aimed === void 0 ? { text: "The shot hits nothing.", tone: "info" } : missLine(aimed));
  } else if (r.solid.name === "window") {
    if (!r.solid.broke)
      out.push({ text: "The shot is stopped by the window; the glass holds.", tone: "warn" });
  } else if (!r.solid.broke) {
    const what = r.solid.name === void 0 ? "something solid" : `the ${r.solid.name}`;
    out.push({
      text: aimed === void 0 ? `The shot hits ${what}.` : `The shot hits ${what} short of the ${aimed}.`,
      tone: aimed === void 0 ? "info" : "warn"
    });
  }
  return out;
}
function missLine(name) {
  return { text: `You miss the ${name}.`, tone: "info" };
}
function manyRounds(report) {
  const out = [];
  const noun = roundNoun(report.weapon);
  const plural = (n) => n === 1 ? `A ${noun}` : `${capital(count(n))} ${noun}s`;
  const hits = /* @__PURE__ */ new Map();
  const glances = /* @__PURE__ */ new Map();
  let windows = 0;
  let bones = false;
  let solid;
  for (const r of report.rounds) {
    for (const h of r.hits) {
      const key = h.name === void 0 ? 0 : h.id;
      const g = hits.get(key) ?? { name: h.name, n: 0, damage: 0 };
      g.n++;
      g.damage += h.damage;
      hits.set(key, g);
    }
    if (r.glanced !== void 0) {
      const key = r.glanced.name === void 0 ? 0 : r.glanced.id;
      const g = glances.get(key) ?? { name: r.glanced.name, n: 0 };
      g.n++;
      glances.set(key, g);
    }
    if (r.solid?.name === "window" && !r.solid.broke) windows++;
    if (r.solid !== void 0 && solid === void 0) solid = r.solid.name ?? "something solid";
    if (r.bones === true) bones = true;
  }
  for (const g of hits.values()) {
    const verb = g.n === 1 ? "hits" : "hit";
    out.push({
      text: g.name === void 0 ? `${plural(g.n)} ${verb} something.` : `${plural(g.n)} ${verb} the ${g.name} for ${g.damage}.`,
      tone: "info"
    });
  }
  for (const g of glances.values())
    out.push({ text: `${plural(g.n)} glance${g.n === 1 ? "s" : ""} off ${the(g.name)}.`, tone: "warn" });
  if (windows > 0)
    out.push({
      text: `The window stops ${windows === 1 ? `a ${noun}` : `${count(windows)} ${noun}s`}; the glass holds.`,
      tone: "warn"
    });
  const aimed = report.aimedAt;
  if (aimed !== void 0 && !hits.has(aimed.id) && !glances.has(aimed.id)) out.push(missLine(aimed.name));
  if (hits.size > 0 || glances.size > 0 || windows > 0 || bones || aimed !== void 0) return out;
  if (solid !== void 0)
    out.push({
      text: `The ${noun}s hit ${solid === "something solid" ? solid : `the ${solid}`}.`,
      tone: "info"
    });
  else out.push({ text: `The ${noun}s hit nothing.`, tone: "info" });
  return out;
}
function rocketLine(target, solid) {
  if (target !== void 0)
    return {
      text: target.name === void 0 ? "The rocket slams into something." : `The rocket slams into the ${target.name} for ${target.damage}.`,
      tone: "info"
    };
  if (solid === null) return { text: "The rocket bursts at the end of its flight.", tone: "info" };
  return {
    text: `The rocket bursts against ${solid === void 0 ? "something solid" : `the ${solid}`}.`,
    tone: "info"
  };
}
function searLine(name, damage) {
  return { text: `The flames sear the ${name} for ${damage}.`, tone: "info" };
}
function flamesDieLine() {
  return { text: "The flames die where the air runs out.", tone: "warn" };
}
function blastLine(seen) {
  return seen ? { text: "BOOM! A blast tears through the deck.", tone: "bad" } : { text: "A blast shakes the deck somewhere nearby.", tone: "warn" };
}
function blastHitLine(name, damage) {
  return name === null ? { text: `The blast hits you for ${damage}.`, tone: "bad" } : { text: `The blast hits the ${name} for ${damage}.`, tone: "info" };
}
function knockLine(name) {
  return name === null ? { text: "The blast throws you back.", tone: "warn" } : { text: `The blast knocks the ${name} back.`, tone: "info" };
}
function bonesBlastedLine() {
  return { text: "The bones are blasted to splinters. That one stays down.", tone: "good" };
}
function bonesShotLine() {
  return { text: "The bones burst into splinters. That one stays down.", tone: "good" };
}
function breakLine(what, breach) {
  const how = what === "window" ? "shatters" : "gives way";
  return breach ? { text: `The ${what} ${how}: a hole opens onto space!`, tone: "bad" } : {
    text: what === "window" ? "The window shatters." : `The ${what} is blown to scrap.`,
    tone: "warn"
  };
}

// packages/game/src/core/layers.ts
var FAMILIAR = {
  toStored: (v, t) => v === t ? 0 : v + 1,
  fromStored: (d, t) => d === 0 ? t : d - 1
};
var MEMORY = {
  toStored: (m, t) => m === 0 ? 0 : m === t + 1 ? 1 : m + 1,
  fromStored: (d, t) => d === 0 ? 0 : d === 1 ? t + 1 : d - 1
};
var TABLE2 = [
  { key: "terrain", array: "u8", fill: 0, since: 1 },
  { key: "familiar", array: "u8", fill: 0, since: 1, relative: FAMILIAR },
  { key: "memory", array: "u8", fill: 0, since: 1, relative: MEMORY },
  { key: "seenAt", array: "i32", fill: -1, since: 1 },
  { key: "visible", array: "u8", fill: 0 },
  { key: "seen", array: "u8", fill: 0 },
  { key: "occupant", array: "i32", fill: 0 },
  { key: "air", array: "u8", fill: 0, since: 1 },
  { key: "flow", array: "i32", fill: 0, since: 1 },
  { key: "fire", array: "u8", fill: 0, since: 1 },
  { key: "doorAge", array: "u8", fill: 0, since: 1 },
  { key: "stamp", array: "i32", fill: 0, since: 1 },
  { key: "lock", array: "u8", fill: 0, since: 1, optional: true }
];
var BUILT_IN = TABLE2.length;
var CELL_LAYERS = TABLE2;
function storedLayers() {
  return TABLE2.filter((l) => l.since !== void 0);
}
function chunkFormat() {
  let f = 1;
  for (const l of TABLE2) if (l.since !== void 0 && l.since > f) f = l.since;
  return f;
}
function newGrid(layer, n) {
  const g = layer.array === "u8" ? new Uint8Array(n) : new Int32Array(n);
  if (layer.fill !== 0) g.fill(layer.fill);
  return g;
}
function newGrids(n) {
  const out = {};
  for (const l of TABLE2) if (l.optional !== true) out[l.key] = newGrid(l, n);
  return out;
}
function gridOf(holder, layer) {
  return holder[layer.key];
}
function setGrid(holder, layer, grid) {
  holder[layer.key] = grid;
}

// packages/game/src/core/endless/codec.ts
var ByteWriter = class {
  buf = new Uint8Array(1024);
  len = 0;
  scratch = new DataView(new ArrayBuffer(8));
  room(n) {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }
  /** One byte (0..255). */
  byte(v) {
    this.room(1);
    this.buf[this.len++] = v & 255;
  }
  /** A non-negative integer (up to 2^53) in 7-bit groups. */
  uint(v) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`ByteWriter.uint: bad value ${v}`);
    this.room(8);
    while (v >= 128) {
      this.buf[this.len++] = v % 128 | 128;
      v = Math.floor(v / 128);
    }
    this.buf[this.len++] = v;
  }
  /** Any safe integer, small magnitudes in few bytes. */
  int(v) {
    this.uint(v >= 0 ? v * 2 : -v * 2 - 1);
  }
  /** A double, exactly. */
  float(v) {
    this.scratch.setFloat64(0, v, true);
    this.room(8);
    for (let k = 0; k < 8; k++) this.buf[this.len++] = this.scratch.getUint8(k);
  }
  /** A string (UTF-16 code units, each a varint: kinds and names are short ASCII). */
  text(s) {
    this.uint(s.length);
    for (let k = 0; k < s.length; k++) this.uint(s.charCodeAt(k));
  }
  /** A grid of integers as runs: (value change, run length) pairs, then a 0-length end. */
  runs(a) {
    let prev = 0;
    let k = 0;
    while (k < a.length) {
      const v = a[k];
      let end = k + 1;
      while (end < a.length && a[end] === v) end++;
      this.int(v - prev);
      this.uint(end - k);
      prev = v;
      k = end;
    }
    this.int(0);
    this.uint(0);
  }
  /** The bytes written so far (a copy of exactly that length). */
  bytes() {
    return this.buf.slice(0, this.len);
  }
};
var ByteReader = class {
  constructor(buf) {
    this.buf = buf;
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  buf;
  pos = 0;
  view;
  need(n) {
    if (this.pos + n > this.buf.length) throw new RangeError("stored chunk: the data ends too soon");
  }
  /** One byte. */
  byte() {
    this.need(1);
    return this.buf[this.pos++];
  }
  /** A non-negative integer. */
  uint() {
    let v = 0;
    let scale2 = 1;
    for (; ; ) {
      const b = this.byte();
      v += (b & 127) * scale2;
      if (b < 128) return v;
      scale2 *= 128;
      if (scale2 > 2 ** 56) throw new RangeError("stored chunk: a number is too long");
    }
  }
  /** A signed integer. */
  int() {
    const u = this.uint();
    return u % 2 === 0 ? u / 2 : -(u + 1) / 2;
  }
  /** A double. */
  float() {
    this.need(8);
    const v = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return v;
  }
  /** A string. */
  text() {
    const n = this.uint();
    let s = "";
    for (let k = 0; k < n; k++) s += String.fromCharCode(this.uint());
    return s;
  }
  /** A grid written by `runs`, into `out` (which must be exactly as long as the grid). */
  runs(out) {
    let prev = 0;
    let k = 0;
    for (; ; ) {
      const v = prev + this.int();
      const n = this.uint();
      if (n === 0) break;
      if (k + n > out.length) throw new RangeError("stored chunk: a grid runs past its end");
      out.fill(v, k, k + n);
      k += n;
      prev = v;
    }
    if (k !== out.length) throw new RangeError("stored chunk: a grid is too short");
  }
  /** True when every byte has been read. */
  done() {
    return this.pos === this.buf.length;
  }
};

// packages/game/src/core/endless/chunk.ts
var CHUNK = 32;
var CHUNK_CELLS = CHUNK * CHUNK;
function emptyChunk(cx, cy) {
  const grids = {};
  for (const l of storedLayers()) grids[l.key] = newGrid(l, CHUNK_CELLS);
  return {
    cx,
    cy,
    ...grids,
    changed: [],
    items: [],
    itemMemory: [],
    monsters: [],
    lights: [],
    notes: []
  };
}
function chunkGrid(c, layer) {
  const g = gridOf(c, layer);
  if (g === void 0) throw new RangeError(`chunk has no '${layer.key}' layer`);
  return g;
}
var MODES = ["hunting", "fleeing", "wandering", "bones"];
var MONSTER_FIELDS = /* @__PURE__ */ new Set([
  "id",
  "kind",
  "x",
  "y",
  "hp",
  "burning",
  "known",
  "seenAt",
  "walkKey",
  "lastKnown",
  "wander",
  "mode",
  "reformAt",
  "noticed"
]);
var ITEM_FIELDS = /* @__PURE__ */ new Set(["id", "kind", "x", "y", "loaded"]);
function extras(record2, known) {
  const rest = {};
  let any = false;
  for (const [k, v] of Object.entries(record2)) {
    if (known.has(k)) continue;
    rest[k] = v;
    any = true;
  }
  return any ? JSON.stringify(rest) : "";
}
function writeItem(w, it) {
  w.uint(it.id);
  w.text(it.kind);
  w.byte(it.x);
  w.byte(it.y);
  w.int(it.loaded);
  w.text(extras(it, ITEM_FIELDS));
}
function readItem(r) {
  const id = r.uint();
  const kind = r.text();
  const x = r.byte();
  const y = r.byte();
  const loaded = r.int();
  const more = r.text();
  const item = { id, kind, x, y, loaded };
  return more === "" ? item : { ...item, ...JSON.parse(more) };
}
function cellKeys(record2) {
  return Object.keys(record2).map(Number).sort((a, b) => a - b);
}
function writeMonster(w, { monster: m, delay }) {
  w.uint(m.id);
  w.text(m.kind);
  w.byte(m.x);
  w.byte(m.y);
  w.int(m.hp);
  w.uint(m.burning);
  const known = cellKeys(m.known);
  w.uint(known.length);
  for (const i of known) {
    w.uint(i);
    w.byte(m.known[i]);
  }
  const seen = cellKeys(m.seenAt);
  w.uint(seen.length);
  for (const i of seen) {
    w.uint(i);
    w.int(m.seenAt[i]);
  }
  w.text(m.walkKey);
  w.int(m.lastKnown);
  w.int(m.wander);
  w.byte(MODES.indexOf(m.mode));
  w.int(m.reformAt);
  w.byte(m.noticed ? 1 : 0);
  w.float(delay);
  w.text(extras(m, MONSTER_FIELDS));
}
function readMonster(r) {
  const id = r.uint();
  const kind = r.text();
  const x = r.byte();
  const y = r.byte();
  const hp = r.int();
  const burning = r.uint();
  const known = {};
  for (let n = r.uint(); n > 0; n--) {
    const i = r.uint();
    known[i] = r.byte();
  }
  const seenAt = {};
  for (let n = r.uint(); n > 0; n--) {
    const i = r.uint();
    seenAt[i] = r.int();
  }
  const walkKey = r.text();
  const lastKnown = r.int();
  const wander = r.int();
  const mode = MODES[r.byte()];
  if (mode === void 0) throw new RangeError("stored chunk: unknown monster mode");
  const reformAt = r.int();
  const noticed = r.byte() !== 0;
  const delay = r.float();
  const more = r.text();
  const base = {
    id,
    kind,
    x,
    y,
    hp,
    burning,
    known,
    seenAt,
    walkKey,
    lastKnown,
    wander,
    mode,
    reformAt,
    noticed
  };
  return { monster: more === "" ? base : { ...base, ...JSON.parse(more) }, delay };
}
function encodeChunk(c) {
  const w = new ByteWriter();
  w.byte(chunkFormat());
  w.int(c.cx);
  w.int(c.cy);
  const diff = new Int32Array(CHUNK_CELLS);
  for (const layer of storedLayers()) {
    const grid = chunkGrid(c, layer);
    const rel = layer.relative;
    if (rel === void 0) {
      w.runs(grid);
      continue;
    }
    for (let i = 0; i < CHUNK_CELLS; i++) diff[i] = rel.toStored(grid[i], c.terrain[i]);
    w.runs(diff);
  }
  w.uint(c.changed.length);
  for (const i of c.changed) w.uint(i);
  w.uint(c.items.length);
  for (const it of c.items) writeItem(w, it);
  w.uint(c.itemMemory.length);
  for (const it of c.itemMemory) writeItem(w, it);
  w.uint(c.monsters.length);
  for (const m of c.monsters) writeMonster(w, m);
  w.uint(c.lights.length);
  for (const l of c.lights) {
    w.byte(l.x);
    w.byte(l.y);
    w.uint(l.colour);
    w.uint(l.radius);
  }
  w.uint(c.notes.length);
  for (const n of c.notes) {
    w.byte(n.x);
    w.byte(n.y);
    w.text(n.text);
    w.byte(n.seen ? 1 : 0);
  }
  return w.bytes();
}
function decodeChunk(data) {
  const r = new ByteReader(data);
  const format = r.byte();
  if (format < 1 || format > chunkFormat()) throw new RangeError(`stored chunk: unknown format ${format}`);
  const c = emptyChunk(r.int(), r.int());
  const diff = new Int32Array(CHUNK_CELLS);
  for (const layer of storedLayers()) {
    if ((layer.since ?? 0) > format) continue;
    const grid = chunkGrid(c, layer);
    const rel = layer.relative;
    if (rel === void 0) {
      r.runs(grid);
      continue;
    }
    r.runs(diff);
    for (let i = 0; i < CHUNK_CELLS; i++) grid[i] = rel.fromStored(diff[i], c.terrain[i]);
  }
  for (let n = r.uint(); n > 0; n--) c.changed.push(r.uint());
  for (let n = r.uint(); n > 0; n--) c.items.push(readItem(r));
  for (let n = r.uint(); n > 0; n--) c.itemMemory.push(readItem(r));
  for (let n = r.uint(); n > 0; n--) c.monsters.push(readMonster(r));
  for (let n = r.uint(); n > 0; n--) {
    const x = r.byte();
    const y = r.byte();
    c.lights.push({ x, y, colour: r.uint(), radius: r.uint() });
  }
  for (let n = r.uint(); n > 0; n--) {
    const x = r.byte();
    const y = r.byte();
    const text = r.text();
    c.notes.push({ x, y, text, seen: r.byte() !== 0 });
  }
  if (!r.done()) throw new RangeError("stored chunk: bytes left over at the end");
  return c;
}
function memoryChunkSource() {
  const chunks = /* @__PURE__ */ new Map();
  return {
    chunks,
    load: (cx, cy) => chunks.get(`${cx},${cy}`),
    save: (cx, cy, data) => {
      chunks.set(`${cx},${cy}`, data);
    },
    bytes: () => {
      let n = 0;
      for (const d of chunks.values()) n += d.length;
      return n;
    }
  };
}

// packages/game/src/core/modes.ts
var CAMPAIGN = {
  id: "campaign",
  title: "campaign",
  remembersHoles: true,
  worldView: () => void 0,
  reached: (game) => `floor ${game.stats.deepestFloor}`,
  wonText: () => "Installed the core on the engine deck; the station climbs back to a safe orbit."
};
var ENDLESS = {
  id: "endless",
  title: "Endless",
  remembersHoles: false,
  worldView: (game) => {
    if (game.world === void 0) return void 0;
    const x = game.floor.originX + game.player.x;
    const y = game.floor.originY + game.player.y;
    const chunkX = Math.floor(x / CHUNK);
    const chunkY = Math.floor(y / CHUNK);
    const distance = Math.max(Math.abs(chunkX), Math.abs(chunkY));
    return { chunkX, chunkY, distance, farthest: Math.max(game.world.farthest, distance), x, y };
  },
  reached: (_game, v) => `${v.world?.farthest ?? 0} chunks from the start`,
  wonText: (v) => `Came through alive, ${v.world?.farthest ?? 0} chunks out.`
};
var MODES2 = {
  campaign: CAMPAIGN,
  endless: ENDLESS
};
function modeOf(game) {
  return MODES2[game.mode];
}

// packages/game/src/core/world.ts
function inBounds(floor, x, y) {
  return x >= 0 && y >= 0 && x < floor.width && y < floor.height;
}
function monsterAt(floor, x, y) {
  if (!inBounds(floor, x, y)) return void 0;
  const id = floor.occupant[y * floor.width + x];
  return id > 0 ? floor.monsters[id] : void 0;
}
function bonesAt(floor, x, y) {
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode === "bones" && m.x === x && m.y === y) return m;
  }
  return void 0;
}
function chebyshev(ax, ay, bx, by) {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
}

// packages/game/src/core/combat.ts
function wieldedItem(game) {
  const id = game.player.wielded;
  return id === 0 ? void 0 : game.player.inventory.find((i) => i.id === id);
}
function wieldedKind(game) {
  const item = wieldedItem(game);
  return item === void 0 ? "fists" : item.kind;
}
function tell(turn, l) {
  say(turn, l.text, l.tone);
}
function nameIfSeen(floor, m) {
  return floor.seen[m.y * floor.width + m.x] !== 0 ? monsterDef(m).name : void 0;
}
function hurtMonster(turn, m, damage, how) {
  const { game } = turn;
  const def = monsterDef(m);
  if (def.soak > 0 && damage > 0) {
    const soaked = Math.min(def.soak, damage);
    damage -= soaked;
    if (nameIfSeen(game.floor, m) !== void 0) tell(turn, soakLine(def.name, soaked));
  }
  m.hp -= damage;
  if (m.hp > 0) return;
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  const seen = floor.seen[i] !== 0;
  if (floor.occupant[i] === m.id) floor.occupant[i] = 0;
  if (m.kind === "skeleton" && how !== "fire" && how !== "blast") {
    m.mode = "bones";
    m.hp = 0;
    m.burning = 0;
    m.reformAt = game.turn + SKELETON_REFORM_TURNS;
    m.lastKnown = -1;
    if (seen) tell(turn, downLine(def.name, "bones"));
    return;
  }
  removeMonster(floor, m);
  game.stats.kills++;
  noteKill(game, m);
  emit(turn, { type: "died", actor: m.id, cause: how });
  if (def.blast > 0) {
    if (seen) tell(turn, downLine(def.name, "ruptured"));
    lightFuse(game, m.x, m.y, def.blast, def.name);
  } else if (seen) {
    tell(turn, downLine(def.name, "dead"));
  }
}
function lightFuse(game, x, y, radius, source) {
  const id = game.nextId++;
  game.fuses[id] = { x, y, radius, source };
}
function hurtPlayer(turn, damage, source, cause) {
  const { game } = turn;
  const p = game.player;
  const before = p.hp;
  const guard = guardOf(game);
  if (guard > 0 && damage > 1) damage = Math.max(1, damage - guard);
  const absorbed = Math.min(p.armour, Math.ceil(damage / 2));
  p.armour -= absorbed;
  if (absorbed > 0) tell(turn, armourLine(absorbed, p.armour === 0));
  const taken = damage - absorbed;
  p.hp -= taken;
  game.stats.damageTaken += taken;
  if (p.hp <= 0 && game.outcome === "playing") {
    p.hp = 0;
    game.outcome = "died";
    game.causeOfDeath = cause ?? `killed by a ${source}`;
    tell(turn, youDieLine());
    emit(turn, { type: "died", actor: -1, cause: game.causeOfDeath });
  } else if (game.outcome === "playing" && before > LOW_HP && p.hp <= LOW_HP) {
    tell(turn, lowHpLine(p.hp));
  }
}
function playerMelee(turn, m) {
  const { game, rng } = turn;
  const item = wieldedItem(game);
  let kind = "fists";
  if (item !== void 0 && item.kind === "chainsaw") {
    if (item.loaded > 0) {
      kind = "chainsaw";
      item.loaded--;
    } else {
      say(turn, "The chainsaw coughs: no fuel. You swing it like a club.", "warn");
    }
  }
  const w = WEAPONS[kind];
  const def = monsterDef(m);
  const name = nameIfSeen(game.floor, m);
  if (w.pen < def.armour) {
    emit(turn, { type: "attack", actor: -1, target: m.id, damage: 0, hit: false });
    tell(turn, glanceLine(name));
    return;
  }
  if (def.evasion > 0 && !rng.chance(aimChance(game, def.evasion))) {
    emit(turn, { type: "attack", actor: -1, target: m.id, damage: 0, hit: false });
    tell(turn, slipsAsideLine(name, "blow"));
    return;
  }
  const damage = rng.dice(w.damage) + meleeBonus(game);
  emit(turn, { type: "attack", actor: -1, target: m.id, damage, hit: true });
  tell(turn, strikeLine(kind, name, damage));
  hurtMonster(turn, m, damage, kind);
}
function monsterMelee(turn, m) {
  const { rng } = turn;
  const def = monsterDef(m);
  const name = nameIfSeen(turn.game.floor, m);
  if (!rng.chance(dodged(turn.game, def.accuracy))) {
    emit(turn, { type: "attack", actor: m.id, target: -1, damage: 0, hit: false });
    tell(turn, missedYouLine(name));
    return;
  }
  const damage = rng.dice(def.damage);
  emit(turn, { type: "attack", actor: m.id, target: -1, damage, hit: true });
  tell(turn, blowLine(m.kind, name, damage));
  hurtPlayer(turn, damage, def.name);
}
function projectilePath(from, to, range) {
  const out = [];
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return out;
  let a = from;
  let b = to;
  while (out.length < range) {
    const seg = line(a, b);
    for (let k = 1; k < seg.length && out.length < range; k++) out.push(seg[k]);
    a = b;
    b = { x: b.x + dx, y: b.y + dy };
  }
  return out;
}
function cannotFire(game, x, y) {
  const item = wieldedItem(game);
  if (item === void 0 || WEAPONS[item.kind].melee) return "You have no gun in your hands.";
  const w = WEAPONS[item.kind];
  if (item.loaded <= 0) return `The ${w.name} is empty. Reload it (r).`;
  if (x === game.player.x && y === game.player.y) return "You cannot shoot yourself.";
  const { floor, player } = game;
  if (w.shot === "flame" && floor.air[player.y * floor.width + player.x] === 0)
    return "The flamethrower only sprays cold fuel: nothing burns in vacuum.";
  return void 0;
}
function breakCell(turn, i, by) {
  const floor = turn.game.floor;
  const was = floor.terrain[i];
  const becomes = rubbleOf(floor, i) === "breach" ? Ter.Breach : Ter.Floor;
  setTerrain(floor, i, becomes);
  if (becomes === Ter.Breach && by !== void 0 && turn.game.rules !== void 0 && modeOf(turn.game).remembersHoles) {
    const what = was === Ter.Window ? "window" : was === Ter.Wall ? "wall" : "door";
    (floor.holes ??= {})[i] = `the ${what} ${by}`;
  }
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  emit(turn, { type: "breach", at: { x, y }, was: TERRAINS[was] });
  if (floor.seen[i] !== 0 || floor.visible[i] !== 0) {
    const what = was === Ter.Window ? "window" : was === Ter.Wall ? "wall" : "door";
    tell(turn, breakLine(what, becomes === Ter.Breach));
  }
}
function aimOf(turn, w, from, x, y) {
  if (w.spread === 0) return { x, y };
  const dx = x - from.x;
  const dy = y - from.y;
  const len = Math.max(Math.abs(dx), Math.abs(dy));
  const scale2 = w.pellets > 1 ? w.range / len : 1;
  const aim = {
    x: from.x + Math.round(dx * scale2) + turn.rng.int(-w.spread, w.spread),
    y: from.y + Math.round(dy * scale2) + turn.rng.int(-w.spread, w.spread)
  };
  return aim.x === from.x && aim.y === from.y ? { x, y } : aim;
}
function meetCreature(w, pen, armour) {
  if (w.shot === "flame") return { hurts: true, goesOn: true, pen };
  if (w.shot === "rocket") return { hurts: true, goesOn: false, pen };
  if (pen < armour) return { hurts: false, goesOn: false, pen };
  const left = pen - armour;
  return { hurts: true, goesOn: w.pierces && left > 0, pen: left };
}
function solidName(code) {
  const name = TERRAINS[code];
  return name.startsWith("door-") ? "door" : name.startsWith("switch") ? "switch plate" : name;
}
function knownSolid(floor, i) {
  if (floor.seen[i] !== 0 || floor.visible[i] !== 0) return solidName(floor.terrain[i]);
  const code = floor.memory[i] - 1;
  return code >= 0 && STOPS_SHOTS[code] !== 0 ? solidName(code) : void 0;
}
function fireAt(turn, x, y) {
  const { game } = turn;
  const item = wieldedItem(game);
  if (item === void 0) return;
  const kind = item.kind;
  const w = WEAPONS[kind];
  const floor = game.floor;
  game.stats.shotsFired++;
  const from = { x: game.player.x, y: game.player.y };
  floor.flashes.push({ x: from.x, y: from.y, ...MUZZLE_FLASH });
  const aimedId = inBounds(floor, x, y) ? floor.occupant[y * floor.width + x] : 0;
  const aimed = aimedId > 0 ? floor.monsters[aimedId] : void 0;
  const aimedName = aimed === void 0 ? void 0 : nameIfSeen(floor, aimed);
  const rounds2 = [];
  const flames = { seared: /* @__PURE__ */ new Map(), died: false };
  const release = holdMessages(turn);
  try {
    for (let b = 0; b < w.burst && item.loaded > 0; b++) {
      item.loaded--;
      for (let p = 0; p < w.pellets; p++) {
        const aim = aimOf(turn, w, from, x, y);
        if (w.shot === "flame") flame(turn, w, from, aim, flames);
        else if (w.shot === "rocket") rocket(turn, w, from, aim);
        else rounds2.push(bullet(turn, w, from, aim, { x, y }));
        if (game.outcome !== "playing") return;
      }
    }
  } finally {
    const first = [];
    if (rounds2.length > 0)
      first.push(
        ...pullLines({
          weapon: kind,
          rounds: rounds2,
          ...aimedName === void 0 ? {} : { aimedAt: { id: aimedId, name: aimedName } }
        })
      );
    for (const s of flames.seared.values()) first.push(searLine(s.name, s.damage));
    if (flames.died) first.push(flamesDieLine());
    release(first);
  }
}
function bullet(turn, w, from, aim, target) {
  const { game, rng } = turn;
  const floor = game.floor;
  let pen = w.pen;
  const path = [];
  const hits = [];
  let glanced;
  let solid;
  let bones = false;
  let stoppedBy = "range";
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    path.push(c);
    const t = floor.terrain[i];
    if (STOPS_SHOTS[t] !== 0) {
      stoppedBy = TERRAINS[t];
      const name = knownSolid(floor, i);
      let broke = false;
      if (BREAKABLE[t] !== 0 && isPressureWall(floor, i) && rng.chance(BULLET_BREAK_CHANCE)) {
        breakCell(turn, i, "you shot");
        broke = true;
      }
      solid = { name, broke };
      break;
    }
    const id = floor.occupant[i];
    if (id > 0) {
      const m = floor.monsters[id];
      const name = nameIfSeen(floor, m);
      stoppedBy = name ?? "something";
      const meet = meetCreature(w, pen, monsterDef(m).armour);
      if (!meet.hurts) {
        emit(turn, { type: "attack", actor: -1, target: m.id, damage: 0, hit: false });
        glanced = { id, name };
        break;
      }
      const evasion = monsterDef(m).evasion;
      if (evasion > 0 && !rng.chance(aimChance(game, evasion))) {
        emit(turn, { type: "attack", actor: -1, target: m.id, damage: 0, hit: false });
        if (name !== void 0) tell(turn, slipsAsideLine(name, "shot"));
        continue;
      }
      const damage = rng.dice(w.damage);
      emit(turn, { type: "attack", actor: -1, target: m.id, damage, hit: true });
      hits.push({ id, name, damage });
      hurtMonster(turn, m, damage, "bullet");
      if (!meet.goesOn) break;
      pen = meet.pen;
      continue;
    }
    if (c.x === target.x && c.y === target.y && scatterBones(turn, c.x, c.y)) {
      stoppedBy = "bones";
      bones = true;
      break;
    }
  }
  emit(turn, { type: "shot", weapon: w.name, path, stoppedBy });
  return {
    hits,
    ...glanced === void 0 ? {} : { glanced },
    ...solid === void 0 ? {} : { solid },
    ...bones ? { bones } : {}
  };
}
function scatterBones(turn, x, y) {
  const floor = turn.game.floor;
  const bones = bonesAt(floor, x, y);
  if (bones === void 0) return false;
  removeMonster(floor, bones);
  turn.game.stats.kills++;
  noteKill(turn.game, bones);
  tell(turn, bonesShotLine());
  return true;
}
function rocket(turn, w, from, aim) {
  const { game, rng } = turn;
  const floor = game.floor;
  const path = [];
  let burst = from;
  let stoppedBy = "range";
  let solid = null;
  let struck = false;
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    if (STOPS_SHOTS[floor.terrain[i]] !== 0) {
      stoppedBy = TERRAINS[floor.terrain[i]];
      solid = knownSolid(floor, i);
      break;
    }
    path.push(c);
    burst = c;
    const id = floor.occupant[i];
    if (id > 0) {
      const m = floor.monsters[id];
      const name = nameIfSeen(floor, m);
      stoppedBy = name ?? "something";
      const damage = rng.dice(w.damage);
      emit(turn, { type: "attack", actor: -1, target: m.id, damage, hit: true });
      tell(turn, rocketLine({ id, name, damage }, null));
      struck = true;
      hurtMonster(turn, m, damage, "blast");
      break;
    }
  }
  if (!struck) tell(turn, rocketLine(void 0, solid));
  emit(turn, { type: "shot", weapon: w.name, path, stoppedBy });
  explode(turn, burst.x, burst.y, ROCKET_BLAST, "rocket");
}
function flame(turn, w, from, aim, report) {
  const { game, rng } = turn;
  const floor = game.floor;
  const path = [];
  let stoppedBy = "range";
  for (const c of projectilePath(from, aim, w.range)) {
    if (!inBounds(floor, c.x, c.y)) break;
    const i = c.y * floor.width + c.x;
    if (STOPS_SHOTS[floor.terrain[i]] !== 0) {
      stoppedBy = TERRAINS[floor.terrain[i]];
      break;
    }
    if (floor.air[i] === 0) {
      stoppedBy = "vacuum";
      if (floor.seen[i] !== 0) report.died = true;
      break;
    }
    path.push(c);
    const id = floor.occupant[i];
    if (id > 0) {
      const m = floor.monsters[id];
      const damage = rng.dice(w.damage);
      emit(turn, { type: "attack", actor: -1, target: m.id, damage, hit: true });
      const name = nameIfSeen(floor, m);
      if (name !== void 0) {
        const s = report.seared.get(id) ?? { name, damage: 0 };
        s.damage += damage;
        report.seared.set(id, s);
      }
      hurtMonster(turn, m, damage, "fire");
    }
    ignite(turn, i);
  }
  emit(turn, { type: "shot", weapon: w.name, path, stoppedBy });
}
function lineOfFire(game, x, y) {
  const { floor, player } = game;
  const w = WEAPONS[wieldedKind(game)];
  const path = [];
  const stop = (at, by) => ({
    path,
    clear: false,
    stopsAt: at,
    stopsBy: by
  });
  if (!Number.isInteger(x) || !Number.isInteger(y) || x === player.x && y === player.y)
    return { path, clear: false, stopsAt: null, stopsBy: null };
  let pen = w.pen;
  for (const c of projectilePath(player, { x, y }, w.range)) {
    if (!inBounds(floor, c.x, c.y)) return stop(path.length > 0 ? path[path.length - 1] : null, "range");
    const i = c.y * floor.width + c.x;
    path.push(c);
    const code = floor.memory[i] - 1;
    if (code >= 0 && STOPS_SHOTS[code] !== 0) return stop(c, solidName(code));
    if (w.shot === "flame" && floor.seen[i] !== 0 && floor.air[i] === 0) return stop(c, "vacuum");
    if (c.x === x && c.y === y) return { path, clear: true, stopsAt: null, stopsBy: null };
    const id = floor.occupant[i];
    if (id > 0 && floor.seen[i] !== 0) {
      const m = floor.monsters[id];
      const meet = meetCreature(w, pen, monsterDef(m).armour);
      if (!meet.goesOn) return stop(c, `a ${monsterDef(m).name}`);
      pen = meet.pen;
    }
  }
  return stop(path.length > 0 ? path[path.length - 1] : null, "range");
}
function blastMask(turn) {
  const floor = turn.game.floor;
  const holder = cached(floor, "blastMask", () => ({
    layout: -1,
    mask: new Uint8Array(floor.terrain.length)
  }));
  if (holder.layout !== floor.layout) {
    for (let i = 0; i < floor.terrain.length; i++) holder.mask[i] = STOPS_SHOTS[floor.terrain[i]];
    holder.layout = floor.layout;
  }
  return holder.mask;
}
function explode(turn, x, y, radius, source) {
  const { game, rng } = turn;
  const floor = game.floor;
  const { width, height } = floor;
  emit(turn, { type: "explosion", at: { x, y }, radius });
  floor.flashes.push({ x, y, colour: BLAST_FLASH.colour, radius: radius + BLAST_FLASH.radius });
  const centre = y * width + x;
  tell(turn, blastLine(floor.seen[centre] !== 0 || floor.visible[centre] !== 0));
  const reach = computeFov({ width, height, opaque: blastMask(turn) }, { x, y }, radius, {
    algorithm: "symmetric"
  });
  const cells = [];
  for (let i = 0; i < reach.length; i++) if (reach[i] !== 0) cells.push(i);
  cells.sort((a, b) => dist2(a, centre, width) - dist2(b, centre, width) || a - b);
  for (let k = cells.length - 1; k >= 0; k--) {
    const i = cells[k];
    const cx = i % width;
    const cy = (i - cx) / width;
    for (const key in floor.monsters) {
      const m = floor.monsters[key];
      if (m.mode === "bones" && m.x === cx && m.y === cy) {
        removeMonster(floor, m);
        game.stats.kills++;
        noteKill(game, m);
        if (floor.seen[i] !== 0) tell(turn, bonesBlastedLine());
      }
    }
    const who = floor.occupant[i];
    if (who === 0) continue;
    const damage = rng.dice(BLAST_DAMAGE);
    if (who === -1) {
      tell(turn, blastHitLine(null, damage));
      hurtPlayer(
        turn,
        damage,
        source,
        source === "rocket" ? "killed by your own rocket" : `blown apart by a ${source}`
      );
      if (knockBack(turn, i, x, y) && game.outcome === "playing") tell(turn, knockLine(null));
    } else {
      const m = floor.monsters[who];
      const name = nameIfSeen(floor, m);
      if (name !== void 0) tell(turn, blastHitLine(name, damage));
      hurtMonster(turn, m, damage, "blast");
      const thrown = knockBack(turn, i, x, y);
      if (thrown && (name !== void 0 || nameIfSeen(floor, m) !== void 0))
        tell(turn, knockLine(monsterDef(m).name));
    }
  }
  for (const i of cells) {
    if (BREAKABLE[floor.terrain[i]] !== 0 && rng.chance(BLAST_BREAK_CHANCE))
      breakCell(turn, i, source === "rocket" ? "your rocket blew open" : `a bursting ${source} blew open`);
  }
}
function dist2(a, b, width) {
  const dx = a % width - b % width;
  const dy = Math.floor(a / width) - Math.floor(b / width);
  return dx * dx + dy * dy;
}
function knockBack(turn, i, x, y) {
  const { game } = turn;
  const floor = game.floor;
  const who = floor.occupant[i];
  if (who === 0) return false;
  const cx = i % floor.width;
  const cy = (i - cx) / floor.width;
  const nx = cx + Math.sign(cx - x);
  const ny = cy + Math.sign(cy - y);
  if (nx === cx && ny === cy || !inBounds(floor, nx, ny)) return false;
  const j = ny * floor.width + nx;
  const t = floor.terrain[j];
  if (floor.occupant[j] !== 0 || WALKABLE[t] === 0 && FLOORLESS[t] === 0) return false;
  if (who === -1) movePlayer(game, nx, ny);
  else moveMonster(floor, floor.monsters[who], nx, ny);
  emit(turn, { type: "pulled", actor: who, from: { x: cx, y: cy }, to: { x: nx, y: ny } });
  return true;
}

// packages/game/src/core/knowledge.ts
var SIGHTINGS = {
  zombie: "A zombie shuffles into view.",
  skeleton: "A skeleton clicks into view.",
  bloat: "A bloat drifts into view. Kill it from a distance: it bursts.",
  tank: "A tank lumbers into view. Small rounds will not stop it."
};
var SEEN_THRESHOLD = 0.12;
function fovOf(floor) {
  return cached(floor, "fov", createFov);
}
function opacityOf(floor) {
  const holder = cached(floor, "opacity", () => ({ layout: -1, mask: new Uint8Array(floor.terrain.length) }));
  if (holder.layout !== floor.layout) {
    const { terrain } = floor;
    for (let i = 0; i < terrain.length; i++) holder.mask[i] = OPAQUE[terrain[i]];
    holder.layout = floor.layout;
  }
  return holder.mask;
}
var ROUND_LAMP = { cone: false, facing: 0 };
function lampOf(game) {
  return game.rules?.lamp === "cone" ? { cone: true, facing: game.player.facing ?? 0 } : ROUND_LAMP;
}
function lightsOf(floor, px, py, lamp = ROUND_LAMP) {
  const lights = [
    lamp.cone ? { x: px, y: py, color: LAMP.colour, radius: LAMP_CONE.haloRadius, intensity: LAMP_CONE.haloIntensity } : { x: px, y: py, color: LAMP.colour, radius: LAMP.radius }
  ];
  const reach = PLAYER.sight;
  const near = (x, y, r) => Math.abs(x - px) <= reach + r && Math.abs(y - py) <= reach + r;
  for (const l of [...floor.lights, ...floor.flashes])
    if (near(l.x, l.y, l.radius)) lights.push({ x: l.x, y: l.y, color: l.colour, radius: l.radius });
  const { fire, width } = floor;
  for (let i = 0; i < fire.length; i++) {
    if (fire[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (near(x, y, FIRE_LIGHT.radius))
      lights.push({ x, y, color: FIRE_LIGHT.colour, radius: FIRE_LIGHT.radius });
  }
  return lights;
}
function lightHolder(floor) {
  return cached(floor, "light", () => ({}));
}
function computeLight(floor, px, py, lamp) {
  const holder = lightHolder(floor);
  holder.cache ??= { lighting: createLighting(), out: new Float32Array(floor.terrain.length * 3) };
  const cache = holder.cache;
  const { width, height } = floor;
  const map = { width, height, opaque: opacityOf(floor) };
  const viewer = { x: px, y: py, visible: floor.visible };
  const out = cache.lighting.compute(map, lightsOf(floor, px, py, lamp), { out: cache.out, viewer });
  if (!lamp.cone) return out;
  cache.beam ??= { lighting: createLighting(), out: new Float32Array(floor.terrain.length * 3) };
  const beam = cache.beam.lighting.compute(map, [{ x: px, y: py, color: LAMP.colour, radius: LAMP.radius }], {
    out: cache.beam.out,
    viewer
  });
  const cone = coneOf(floor, px, py, lamp.facing);
  for (let i = 0; i < cone.length; i++) {
    if (cone[i] === 0) continue;
    out[3 * i] += beam[3 * i];
    out[3 * i + 1] += beam[3 * i + 1];
    out[3 * i + 2] += beam[3 * i + 2];
  }
  return out;
}
function coneOf(floor, px, py, facing) {
  const holder = cached(floor, "cone", () => ({ mask: new Uint8Array(floor.terrain.length) }));
  const { width, height } = floor;
  return fovOf(floor).computeFov({ width, height, opaque: opacityOf(floor) }, { x: px, y: py }, LAMP.radius, {
    algorithm: "symmetric",
    direction: facing,
    angle: LAMP_CONE.angle,
    out: holder.mask
  });
}
function relight(game) {
  return computeLight(game.floor, game.player.x, game.player.y, lampOf(game));
}
function lightOf(game) {
  const { floor, player } = game;
  return lightHolder(floor).cache?.out ?? computeLight(floor, player.x, player.y, lampOf(game));
}
function observe(turn) {
  const { game } = turn;
  const { floor, player } = game;
  const { width, terrain, memory, seenAt, stamp } = floor;
  updateView(game);
  const light = computeLight(floor, player.x, player.y, lampOf(game));
  const { visible, seen } = floor;
  const eager = game.eagerKnowledge;
  let itemsByCell;
  for (let i = 0; i < visible.length; i++) {
    if (visible[i] === 0) {
      seen[i] = 0;
      continue;
    }
    const lit = light[3 * i] + light[3 * i + 1] + light[3 * i + 2] > SEEN_THRESHOLD;
    seen[i] = lit || terrain[i] === Ter.Void ? 1 : 0;
    if (seen[i] === 0) continue;
    if (!eager && seenAt[i] >= 0 && stamp[i] <= seenAt[i]) continue;
    memory[i] = terrain[i] + 1;
    seenAt[i] = floor.clock;
    turn.reobserved++;
    itemsByCell ??= countItems(floor);
    if (itemsByCell.has(i) || floor.itemMemory.some((m) => m.y * width + m.x === i)) {
      floor.itemMemory = floor.itemMemory.filter((m) => m.y * width + m.x !== i);
      for (const item of floor.items) {
        if (item.y * width + item.x === i) floor.itemMemory.push({ ...item });
      }
      floor.itemMemory.sort((a, b) => a.id - b.id);
    }
  }
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (!m.noticed && m.mode !== "bones" && seen[m.y * width + m.x] !== 0) {
      m.noticed = true;
      turn.reobserved++;
      say(turn, SIGHTINGS[m.kind], "warn");
    }
  }
  for (const note of floor.notes) {
    if (!note.seen && seen[note.y * width + note.x] !== 0) {
      note.seen = true;
      say(turn, note.text, "warn");
    }
  }
}
function updateView(game) {
  const { floor, player } = game;
  const { width, height } = floor;
  fovOf(floor).computeFov(
    { width, height, opaque: opacityOf(floor) },
    { x: player.x, y: player.y },
    PLAYER.sight,
    {
      algorithm: "symmetric",
      out: floor.visible
    }
  );
}
function countItems(floor) {
  const map = /* @__PURE__ */ new Map();
  for (const it of floor.items) {
    const i = it.y * floor.width + it.x;
    map.set(i, (map.get(i) ?? 0) + 1);
  }
  return map;
}
function playerSees(floor, x, y) {
  return floor.seen[y * floor.width + x] !== 0;
}
function monsterBelief(floor, m, i) {
  const known = m.known[i];
  return known === void 0 ? floor.familiar[i] : known;
}
function reSee(turn, floor, m, i) {
  const real = floor.terrain[i];
  const before = PLANNABLE[monsterBelief(floor, m, i)];
  if (real === floor.familiar[i]) delete m.known[i];
  else m.known[i] = real;
  if (floor.stamp[i] > 0) m.seenAt[i] = floor.clock;
  if (PLANNABLE[real] !== before) m.walkKey = walkKeyOf(floor, m);
  turn.reobserved++;
}
function monsterObserve(turn, m) {
  const floor = turn.game.floor;
  const { width, height } = floor;
  const r = MONSTERS[m.kind].sight;
  const eager = turn.game.eagerKnowledge;
  const dirty = [];
  if (!eager) {
    const { changed, stamp } = floor;
    for (let k = 0; k < changed.length; k++) {
      const i = changed[k];
      const x = i % width;
      const dx = x - m.x;
      const dy = (i - x) / width - m.y;
      if (dx * dx + dy * dy > r * r) continue;
      if (stamp[i] > (m.seenAt[i] ?? 0)) dirty.push(i);
    }
    if (dirty.length === 0) return;
  }
  const view2 = fovOf(floor).computeFov({ width, height, opaque: opacityOf(floor) }, { x: m.x, y: m.y }, r, {
    algorithm: "symmetric"
  });
  if (eager) {
    for (let i = 0; i < view2.length; i++) if (view2[i] !== 0) reSee(turn, floor, m, i);
  } else {
    for (const i of dirty) if (view2[i] !== 0) reSee(turn, floor, m, i);
  }
}
function walkKeyOf(floor, m) {
  let key = "";
  for (const k in m.known) {
    const i = Number(k);
    if (PLANNABLE[m.known[i]] !== PLANNABLE[floor.familiar[i]]) key += `${i}:${PLANNABLE[m.known[i]]},`;
  }
  return key;
}

// packages/game/src/core/maps.ts
var CACHE_LIMIT = 96;
var FLEE_NUM = -6;
var FLEE_DEN = 5;
function cacheOf2(floor, key) {
  const all = cached(floor, "maps", () => /* @__PURE__ */ new Map());
  let cache = all.get(key);
  if (cache === void 0) {
    const walk = new Uint8Array(floor.familiar.length);
    for (let i = 0; i < walk.length; i++) walk[i] = PLANNABLE[floor.familiar[i]];
    for (const part of key.split(",")) {
      if (part === "") continue;
      const [cell, value] = part.split(":").map(Number);
      walk[cell] = value;
    }
    cache = { walk, approach: /* @__PURE__ */ new Map(), flee: /* @__PURE__ */ new Map(), waypoints: void 0 };
    all.set(key, cache);
  }
  return cache;
}
function remember(map, key, value) {
  map.set(key, value);
  if (map.size > CACHE_LIMIT) {
    const oldest = map.keys().next().value;
    map.delete(oldest);
  }
  return value;
}
function recall(map, key) {
  const value = map.get(key);
  if (value !== void 0) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}
function approachMap(floor, key, goal) {
  const cache = cacheOf2(floor, key);
  const hit = recall(cache.approach, goal);
  if (hit !== void 0) return hit;
  const { width, height } = floor;
  const map = dijkstraMap(
    { width, height, walkable: cache.walk },
    [{ x: goal % width, y: Math.floor(goal / width) }],
    {
      topology: 8
    }
  );
  return remember(cache.approach, goal, map);
}
function fleeMap(floor, key, goal) {
  const cache = cacheOf2(floor, key);
  const hit = recall(cache.flee, goal);
  if (hit !== void 0) return hit;
  const approach = approachMap(floor, key, goal);
  const { width, height } = floor;
  const goals = [];
  for (let i = 0; i < approach.length; i++) {
    const a = approach[i];
    if (cache.walk[i] !== 0 && Number.isFinite(a))
      goals.push({ x: i % width, y: (i - i % width) / width, cost: Math.floor(a * FLEE_NUM / FLEE_DEN) });
  }
  const map = dijkstraMap({ width, height, walkable: cache.walk }, goals, { topology: 8 });
  return remember(cache.flee, goal, map);
}
function waypoints(floor) {
  const cache = cacheOf2(floor, "");
  if (cache.waypoints === void 0) {
    const list2 = [];
    const { width, height } = floor;
    const npcWalk = cache.walk;
    for (let y = 2; y < height; y += 6) {
      for (let x = 2; x < width; x += 6) {
        let found = -1;
        for (let r = 0; r < 3 && found < 0; r++) {
          for (let yy = y - r; yy <= y + r && found < 0; yy++) {
            for (let xx = x - r; xx <= x + r && found < 0; xx++) {
              if (xx >= 0 && yy >= 0 && xx < width && yy < height && npcWalk[yy * width + xx] !== 0)
                found = yy * width + xx;
            }
          }
        }
        if (found >= 0) list2.push(found);
      }
    }
    cache.waypoints = list2;
  }
  return cache.waypoints;
}

// packages/game/src/core/ai.ts
function sightOf(game, m) {
  const own = monsterDef(m).sight;
  if (m.kind !== "tank" || game.rules === void 0) return own;
  return DIFFICULTY[game.rules.difficulty].tankSight + own - MONSTERS.tank.sight;
}
function monsterSeesPlayer(game, m) {
  const { player, floor } = game;
  const dx = m.x - player.x;
  const dy = m.y - player.y;
  const r = sightOf(game, m);
  return dx * dx + dy * dy <= r * r && floor.visible[m.y * floor.width + m.x] !== 0;
}
function stepDownhill(turn, m, map) {
  const { game, rng } = turn;
  const floor = game.floor;
  const { width, height, terrain, occupant, fire } = floor;
  const here = map[m.y * width + m.x];
  let best = here;
  let count2 = 0;
  const candidates = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x2 = m.x + dx;
      const y2 = m.y + dy;
      if (x2 < 0 || y2 < 0 || x2 >= width || y2 >= height) continue;
      const j2 = y2 * width + x2;
      const v = map[j2];
      if (PLANNABLE[monsterBelief(floor, m, j2)] === 0 || !(v <= best)) continue;
      const t = terrain[j2];
      if (t !== Ter.DoorClosed && (WALKABLE[t] === 0 || occupant[j2] !== 0)) continue;
      if (t === Ter.DoorClosed && floor.lock !== void 0 && floor.lock[j2] > 0) continue;
      if (fire[j2] !== 0 && m.burning === 0) continue;
      if (v < best) {
        best = v;
        count2 = 0;
      }
      if (v < here) candidates[count2++] = j2;
    }
  }
  if (count2 === 0) return false;
  const j = count2 === 1 ? candidates[0] : candidates[rng.int(0, count2 - 1)];
  const x = j % width;
  const y = (j - x) / width;
  if (terrain[j] === Ter.DoorClosed) {
    setTerrain(floor, j, Ter.DoorOpen);
    emit(turn, { type: "door", actor: m.id, at: { x, y }, open: true });
    if (floor.seen[j] !== 0)
      say(
        turn,
        floor.seen[m.y * width + m.x] !== 0 ? `The ${monsterDef(m).name} opens a door.` : "A door opens.",
        "warn"
      );
    return true;
  }
  const from = { x: m.x, y: m.y };
  moveMonster(floor, m, x, y);
  emit(turn, { type: "moved", actor: m.id, from, to: { x, y } });
  return true;
}
function bonesTurn(turn, m) {
  const { game } = turn;
  const floor = game.floor;
  const i = m.y * floor.width + m.x;
  if (game.turn < m.reformAt || floor.occupant[i] !== 0) return;
  m.mode = "wandering";
  m.hp = monsterDef(m).hp;
  floor.occupant[i] = m.id;
  if (floor.seen[i] !== 0) say(turn, "The bones rattle and pull themselves back into a skeleton.", "warn");
}
function monsterTurn(turn, m) {
  if (m.mode === "bones") {
    bonesTurn(turn, m);
    return;
  }
  const { game, rng } = turn;
  const { player, floor } = game;
  monsterObserve(turn, m);
  const w = floor.width;
  const def = monsterDef(m);
  const key = m.walkKey;
  const playerCell = player.y * w + player.x;
  const sees = monsterSeesPlayer(game, m);
  if (sees) m.lastKnown = playerCell;
  const hurt = def.flee > 0 && m.hp < def.flee * def.hp;
  if (sees && hurt) {
    m.mode = "fleeing";
    if (!stepDownhill(turn, m, fleeMap(floor, key, playerCell)) && chebyshev(m.x, m.y, player.x, player.y) === 1) {
      monsterMelee(turn, m);
    }
    return;
  }
  if (sees && chebyshev(m.x, m.y, player.x, player.y) === 1) {
    m.mode = "hunting";
    monsterMelee(turn, m);
    return;
  }
  if (m.lastKnown >= 0) {
    if (m.lastKnown === m.y * w + m.x) {
      m.lastKnown = -1;
    } else {
      m.mode = "hunting";
      if (!stepDownhill(turn, m, approachMap(floor, key, m.lastKnown)) && !sees) m.lastKnown = -1;
      return;
    }
  }
  m.mode = "wandering";
  const points = waypoints(floor);
  if (points.length === 0) return;
  if (m.wander < 0 || m.wander === m.y * w + m.x) m.wander = rng.pick(points);
  if (!stepDownhill(turn, m, approachMap(floor, key, m.wander)) && rng.chance(0.3)) m.wander = -1;
}

// packages/game/src/core/abilities.ts
function isAbility(name) {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(ABILITIES, name);
}
function loseStunnedAction(game, m) {
  if (m.stunnedUntil === void 0) return false;
  if (game.turn < m.stunnedUntil) return true;
  delete m.stunnedUntil;
  return false;
}
function refuse(turn, text) {
  say(turn, text, "warn");
  return false;
}
function useAbility(turn, which, x, y) {
  const { game } = turn;
  if (!isAbility(which)) return refuse(turn, "There is no such ability.");
  const def = ABILITIES[which];
  const c = game.player.character;
  if (!game.player.inventory.some((it) => it.kind === def.device))
    return refuse(turn, `You carry no ${ITEMS[def.device].name}.`);
  if (c.energy < def.cost)
    return refuse(turn, `Not enough energy for the ${def.name} (${c.energy}/${def.cost}).`);
  const done = which === "blink" ? blink(turn, x, y) : which === "stun" ? stun(turn) : patch(turn, x, y);
  if (done) c.energy -= def.cost;
  return done;
}
function blinkRefusal(game, x, y) {
  const { floor, player } = game;
  if (x === void 0 || y === void 0 || !Number.isInteger(x) || !Number.isInteger(y))
    return "Blink where? Pick a floor cell you can see.";
  if (!inBounds(floor, x, y)) return "That is off the map.";
  if (x === player.x && y === player.y) return "You are already there.";
  if (chebyshev(x, y, player.x, player.y) > ABILITIES.blink.power)
    return `Too far: the blink pack reaches ${ABILITIES.blink.power} cells.`;
  const i = y * floor.width + x;
  if (floor.seen[i] === 0) return "You can only blink to a place you can see.";
  const t = floor.terrain[i];
  if (WALKABLE[t] === 0 || FLOORLESS[t] !== 0) return "There is no floor to land on there.";
  if (floor.occupant[i] !== 0) return "Something is standing there.";
  return void 0;
}
function blink(turn, x, y) {
  const { game } = turn;
  const why = blinkRefusal(game, x, y);
  if (why !== void 0) return refuse(turn, why);
  const to = { x, y };
  const from = { x: game.player.x, y: game.player.y };
  movePlayer(game, to.x, to.y);
  emit(turn, { type: "moved", actor: -1, from, to });
  say(turn, "The blink pack whines, and the world jumps: you are somewhere else.", "good");
  const floor = game.floor;
  const here = floor.items.filter((it) => it.x === to.x && it.y === to.y);
  if (here.length > 0) say(turn, `You see here: ${here.map((it) => ITEMS[it.kind].name).join(", ")}.`);
  if (floor.fire[to.y * floor.width + to.x] !== 0) say(turn, "You land in the flames!", "bad");
  return true;
}
function stun(turn) {
  const { game } = turn;
  const { floor, player } = game;
  const hit = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = player.x + dx;
      const y = player.y + dy;
      if (!inBounds(floor, x, y)) continue;
      const id = floor.occupant[y * floor.width + x];
      if (id > 0) hit.push(floor.monsters[id]);
    }
  }
  if (hit.length === 0) return refuse(turn, "There is nothing next to you to jolt.");
  for (const m of hit) m.stunnedUntil = game.turn + 1 + ABILITIES.stun.power;
  const names = hit.map((m) => monsterDef(m).name);
  say(
    turn,
    hit.length === 1 ? `The pulse cracks: the ${names[0]} twitches and stands stunned.` : `The pulse cracks: ${hit.length} of them stand stunned.`,
    "good"
  );
  return true;
}
function patch(turn, x, y) {
  const { game } = turn;
  const { floor, player } = game;
  let target = -1;
  if (x !== void 0 && y !== void 0) {
    if (!Number.isInteger(x) || !Number.isInteger(y) || !inBounds(floor, x, y))
      return refuse(turn, "That is off the map.");
    if (chebyshev(x, y, player.x, player.y) !== 1)
      return refuse(turn, "The patch kit reaches only next to you.");
    if (floor.terrain[y * floor.width + x] !== Ter.Breach) return refuse(turn, "There is no breach there.");
    target = y * floor.width + x;
  } else {
    for (let dy = -1; dy <= 1 && target < 0; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = player.x + dx;
        const ny = player.y + dy;
        if (dx === 0 && dy === 0 || !inBounds(floor, nx, ny)) continue;
        if (floor.terrain[ny * floor.width + nx] === Ter.Breach) {
          target = ny * floor.width + nx;
          break;
        }
      }
    }
    if (target < 0) return refuse(turn, "There is no breach next to you to seal.");
  }
  setTerrain(floor, target, Ter.Wall);
  say(turn, "Foam hisses into the hole and sets hard: the breach is sealed.", "good");
  return true;
}

// packages/game/src/core/doors.ts
function doorwayBlocked(floor, i) {
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  return floor.occupant[i] !== 0 || bonesAt(floor, x, y) !== void 0 || floor.items.some((it) => it.x === x && it.y === y);
}
function thingsLying(floor) {
  const cells = /* @__PURE__ */ new Set();
  for (const it of floor.items) cells.add(it.y * floor.width + it.x);
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode === "bones") cells.add(m.y * floor.width + m.x);
  }
  return cells;
}
function updateDoors(turn) {
  const floor = turn.game.floor;
  const { terrain, doorAge, width } = floor;
  let blocked;
  for (let i = 0; i < terrain.length; i++) {
    if (terrain[i] !== Ter.DoorOpen) {
      doorAge[i] = 0;
      continue;
    }
    blocked ??= thingsLying(floor);
    if (floor.occupant[i] !== 0 || blocked.has(i)) {
      doorAge[i] = 0;
      continue;
    }
    if (++doorAge[i] < DOOR_CLOSE_TURNS) continue;
    doorAge[i] = 0;
    setTerrain(floor, i, Ter.DoorClosed);
    const at = { x: i % width, y: Math.floor(i / width) };
    emit(turn, { type: "door", actor: 0, at, open: false });
    if (floor.seen[i] !== 0) say(turn, "A pressure door slides shut.");
  }
}

// packages/game/src/core/explore.ts
function isJourney(command) {
  return command.kind === "explore" || command.kind === "travel";
}
var VENT_NOTICE = 6;
function scratchOf(floor) {
  const n = floor.width * floor.height;
  const make = () => ({
    finder: createPathfinder(),
    walk: new Uint8Array(n),
    cost: new Uint8Array(n),
    dist: new Float64Array(n)
  });
  const holder = cached(floor, "journey", () => ({ scratch: make() }));
  if (holder.scratch.walk.length !== n) holder.scratch = make();
  return holder.scratch;
}
function knownPassable(floor, i) {
  const m = floor.memory[i];
  if (m === 0) return false;
  const code = m - 1;
  return WALKABLE[code] !== 0 || code === Ter.DoorClosed;
}
function seenBad(floor, i) {
  if (floor.seen[i] === 0) return false;
  if (floor.fire[i] !== 0 || floor.flow[i] > 0) return true;
  return AIRTIGHT[floor.terrain[i]] === 0 && floor.air[i] === 0;
}
function seenUnsafe(floor, i) {
  if (seenBad(floor, i)) return true;
  if (floor.memory[i] - 1 !== Ter.DoorClosed) return false;
  const { width, height } = floor;
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if ((dx !== 0 || dy !== 0) && nx >= 0 && ny >= 0 && nx < width && ny < height) {
        if (seenBad(floor, ny * width + nx)) return true;
      }
    }
  return false;
}
function fillWalk(game, s, safe) {
  const { floor, player } = game;
  const { walk, cost } = s;
  const { memory } = floor;
  for (let i = 0; i < memory.length; i++) {
    const ok = knownPassable(floor, i) && !(safe && seenUnsafe(floor, i));
    walk[i] = ok ? 1 : 0;
    cost[i] = memory[i] - 1 === Ter.DoorClosed ? 2 : 1;
  }
  walk[player.y * floor.width + player.x] = 1;
}
function frontier2(floor, px, py) {
  const { width, height, memory } = floor;
  const out = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x === px && y === py || !knownPassable(floor, i)) continue;
      let edge = false;
      for (let dy = -1; dy <= 1 && !edge; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1 && !edge; dx++) {
          const nx = x + dx;
          if (nx >= 0 && nx < width && memory[ny * width + nx] === 0) edge = true;
        }
      }
      if (edge) out.push({ x, y });
    }
  }
  return out;
}
function unvisitedItems(floor, px, py) {
  const visited = floor.visitedItems ??= [];
  for (const it of floor.items)
    if (it.x === px && it.y === py && !visited.includes(it.id)) visited.push(it.id);
  const out = [];
  for (const m of floor.itemMemory)
    if (!(m.x === px && m.y === py) && !visited.includes(m.id) && knownPassable(floor, m.y * floor.width + m.x))
      out.push({ x: m.x, y: m.y });
  return out;
}
function downhill2(game, s) {
  const { floor, player } = game;
  const { width, height } = floor;
  let best = s.dist[player.y * width + player.x];
  let step2;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = player.x + dx;
      const y = player.y + dy;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = y * width + x;
      if (s.walk[i] === 0) continue;
      if (s.dist[i] < best) {
        best = s.dist[i];
        step2 = { dx, dy };
      }
    }
  }
  return step2;
}
function mapTo(game, s, goals, safe) {
  const { width, height } = game.floor;
  fillWalk(game, s, safe);
  for (const g of goals)
    s.walk[g.y * width + g.x] = safe && seenUnsafe(game.floor, g.y * width + g.x) ? 0 : 1;
  s.finder.dijkstraMap({ width, height, walkable: s.walk }, goals, { cost: s.cost, out: s.dist });
}
function withArticle(name) {
  return /^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`;
}
function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
function monstersInView(game) {
  const { floor, player } = game;
  const out = [];
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (m.mode !== "bones" && floor.seen[m.y * floor.width + m.x] !== 0) out.push(m);
  }
  const d = (m) => Math.max(Math.abs(m.x - player.x), Math.abs(m.y - player.y));
  return out.sort((a, b) => d(a) - d(b) || a.id - b.id);
}
function planJourney(game, command) {
  const { floor, player } = game;
  const { width, height } = floor;
  if (command.kind === "travel") {
    const { x, y } = command;
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height)
      return { stop: "That is off the map." };
    if (x === player.x && y === player.y) return { stop: "You are already there." };
    const i = y * width + x;
    if (floor.memory[i] === 0) return { stop: "You do not know that place." };
    if (!knownPassable(floor, i) && floor.memory[i] - 1 !== Ter.Console)
      return { stop: "You cannot stand there." };
  }
  const seen = monstersInView(game);
  if (seen.length > 0) return { stop: `Not with ${withArticle(MONSTERS[seen[0].kind].name)} in view.` };
  const s = scratchOf(floor);
  const goals = command.kind === "travel" ? [{ x: command.x, y: command.y }] : [...frontier2(floor, player.x, player.y), ...unvisitedItems(floor, player.x, player.y)];
  if (goals.length === 0) return { stop: "Explored everything you can reach." };
  mapTo(game, s, goals, true);
  const step2 = downhill2(game, s);
  if (step2 !== void 0) return { step: step2 };
  mapTo(game, s, goals, false);
  const risky = downhill2(game, s) !== void 0;
  if (command.kind === "travel")
    return { stop: risky ? "The only way there is through vacuum or fire." : "You know no way there." };
  return {
    stop: risky ? "The only way on is through vacuum or fire." : "Explored everything you can reach."
  };
}
function flowingNear(floor, px, py) {
  let n = 0;
  const { width, height } = floor;
  for (let y = Math.max(0, py - VENT_NOTICE); y <= Math.min(height - 1, py + VENT_NOTICE); y++)
    for (let x = Math.max(0, px - VENT_NOTICE); x <= Math.min(width - 1, px + VENT_NOTICE); x++) {
      const i = y * width + x;
      if (floor.seen[i] !== 0 && floor.flow[i] > 0) n++;
    }
  return n;
}
function startJourneyStep(game, command) {
  const { floor, player } = game;
  const plan = planJourney(game, command);
  const noticed = /* @__PURE__ */ new Set();
  for (const key in floor.monsters) if (floor.monsters[key].noticed) noticed.add(floor.monsters[key].id);
  return {
    ...plan,
    hp: player.hp,
    oxygen: player.oxygen,
    x: player.x,
    y: player.y,
    items: new Set(floor.itemMemory.map((m) => m.id)),
    noticed,
    flowing: flowingNear(floor, player.x, player.y)
  };
}
function nearPlayer(game, at) {
  const { floor, player } = game;
  const { x, y } = at;
  if (x < 0 || y < 0 || x >= floor.width || y >= floor.height) return false;
  return floor.seen[y * floor.width + x] !== 0 || Math.max(Math.abs(x - player.x), Math.abs(y - player.y)) <= VENT_NOTICE;
}
function listNames(names) {
  const shown = names.slice(0, 3).map(withArticle);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
function endJourneyStep(turn, command, start, result) {
  const { game } = turn;
  const { floor, player } = game;
  if (!result.tookTurn) {
    if (start.stop === void 0) return "Something blocks the way.";
    say(turn, start.stop, "warn");
    return start.stop;
  }
  if (game.outcome !== "playing") return "The run is over.";
  const tell2 = (text, tone = "warn") => {
    say(turn, text, tone);
    return text;
  };
  if (player.hp < start.hp) return tell2("You are hurt.");
  const seen = monstersInView(game);
  if (seen.length > 0) {
    const m = seen[0];
    const text = `${capitalise(withArticle(MONSTERS[m.kind].name))} comes into view.`;
    return start.noticed.has(m.id) ? tell2(text) : text;
  }
  const vented = result.events.some(
    (e) => (e.type === "breach" || e.type === "explosion") && nearPlayer(game, e.at) || e.type === "pulled" && e.actor === -1
  );
  if (vented || start.flowing === 0 && flowingNear(floor, player.x, player.y) > 0)
    return tell2("A breach vents nearby.");
  if (player.oxygen < start.oxygen) return tell2("Your oxygen is dropping.");
  const found = floor.itemMemory.filter((m) => !start.items.has(m.id));
  if (found.length > 0) return tell2(`You see ${listNames(found.map((m) => ITEMS[m.kind].name))}.`, "info");
  const moved = player.x !== start.x || player.y !== start.y;
  if (moved) {
    const here = floor.items.filter((it) => it.x === player.x && it.y === player.y);
    if (here.length > 0) return `Something here: ${listNames(here.map((it) => ITEMS[it.kind].name))}.`;
  }
  if (command.kind === "travel" && player.x === command.x && player.y === command.y)
    return tell2("You arrive.", "info");
  const next = planJourney(game, command);
  if (next.step === void 0) return tell2(next.stop ?? "You stop.", "info");
  return void 0;
}
function knownExit(game) {
  const { floor, player } = game;
  const { width, memory } = floor;
  const want = floor.depth >= LAST_FLOOR ? Ter.Console : Ter.Stairs;
  const exits = [];
  for (let i = 0; i < memory.length; i++)
    if (memory[i] - 1 === want) exits.push({ x: i % width, y: (i - i % width) / width });
  if (exits.length <= 1) return exits[0];
  const s = scratchOf(floor);
  mapTo(game, s, [{ x: player.x, y: player.y }], false);
  const steps = (p) => {
    let best2 = s.dist[p.y * width + p.x];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = p.x + dx;
        const y = p.y + dy;
        if (x >= 0 && y >= 0 && x < width && y < floor.height)
          best2 = Math.min(best2, s.dist[y * width + x] + 1);
      }
    return best2;
  };
  const straight = (p) => Math.max(Math.abs(p.x - player.x), Math.abs(p.y - player.y));
  let best = exits[0];
  for (const e of exits) {
    const a = steps(e);
    const b = steps(best);
    if (a < b || a === b && straight(e) < straight(best)) best = e;
  }
  return best;
}

// packages/game/src/core/schedule-ids.ts
var SYSTEM_IDS = ["air", "fire", "doors"];
function fuseId(key) {
  return `fuse:${key}`;
}
var SYSTEMS = new Set(SYSTEM_IDS);
function scheduled(id) {
  if (typeof id === "number") return { kind: "monster", id };
  if (id === "player") return { kind: "player" };
  if (SYSTEMS.has(id)) return { kind: "system", id };
  if (id.startsWith("fuse:")) {
    const key = Number(id.slice(5));
    if (Number.isInteger(key)) return { kind: "fuse", key };
  }
  throw new RangeError(`the schedule holds an unknown id '${id}'`);
}

// packages/game/src/core/floor.ts
var WARNING_TEXT = 'Scratched deep into the door, in something dark: "SEALED. THEY STILL WALK. DO NOT OPEN."';
function floorLevel(seed, depth) {
  const size = FLOOR_SIZES[depth];
  const floorSeed = hashSeed(seed, "floor", depth);
  return generate("station", {
    width: size.width,
    height: size.height,
    seed: floorSeed,
    ...depth === 0 ? bayOptions(floorSeed) : STATION_SPLITS[depth]
  });
}
function bayOptions(floorSeed) {
  const rng = createRng(hashSeed(floorSeed, "bay"));
  return {
    small: true,
    bayWidth: rng.int(BAY_SIZES.minWidth, BAY_SIZES.maxWidth),
    bayHeight: rng.int(BAY_SIZES.minHeight, BAY_SIZES.maxHeight)
  };
}
function emptyFloor(depth, width, height) {
  const rest = {
    clock: 0,
    layout: 0,
    changed: [],
    lights: [],
    flashes: [],
    items: [],
    itemMemory: [],
    monsters: {},
    notes: [],
    innerDoor: -1
  };
  const head = { depth, width, height, originX: 0, originY: 0 };
  return { ...head, ...newGrids(width * height), ...rest };
}
function learnLayout(floor) {
  floor.familiar.set(floor.terrain);
  initialAir(floor);
}
function floorFromLevel(level, depth) {
  const floor = emptyFloor(depth, level.width, level.height);
  const t = floor.terrain;
  for (let i = 0; i < t.length; i++) {
    const tile = level.tiles[i];
    t[i] = tile === Tile.Floor || tile === Tile.StairsUp ? Ter.Floor : tile === Tile.Wall ? Ter.Wall : tile === Tile.Door ? Ter.DoorClosed : tile === Tile.Window ? Ter.Window : tile === Tile.StairsDown ? Ter.Stairs : Ter.Void;
  }
  const start = level.start ?? firstCell(floor, Ter.Floor);
  const exit = level.exit ?? lastCell(floor, Ter.Floor);
  for (let i = 0; i < t.length; i++) if (t[i] === Ter.Stairs) t[i] = Ter.Floor;
  t[exit.y * level.width + exit.x] = depth >= LAST_FLOOR ? Ter.Console : Ter.Stairs;
  learnLayout(floor);
  placeLights(floor, level, exit, depth);
  return { floor, start, exit };
}
function placeLights(floor, level, exit, depth) {
  const every = FLOOR_TABLES[depth].lightEvery;
  level.rooms.forEach((room, k) => {
    if (k % every !== 0) return;
    const cx = Math.floor(room.x + room.width / 2);
    const cy = Math.floor(room.y + room.height / 2);
    let best = -1;
    let bestD = Infinity;
    for (let y = room.y; y < room.y + room.height; y++) {
      for (let x = room.x; x < room.x + room.width; x++) {
        const i = y * floor.width + x;
        if (floor.terrain[i] !== Ter.Floor) continue;
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      }
    }
    if (best >= 0)
      floor.lights.push({
        x: best % floor.width,
        y: Math.floor(best / floor.width),
        colour: LIGHT_COLOURS.emergency,
        radius: 6
      });
  });
  floor.lights.push({
    x: exit.x,
    y: exit.y,
    colour: depth >= LAST_FLOOR ? LIGHT_COLOURS.console : LIGHT_COLOURS.stairs,
    radius: 5
  });
}
function firstCell(floor, code) {
  const i = floor.terrain.indexOf(code);
  if (i < 0) throw new RangeError("the level has no floor");
  return { x: i % floor.width, y: Math.floor(i / floor.width) };
}
function lastCell(floor, code) {
  const i = floor.terrain.lastIndexOf(code);
  if (i < 0) throw new RangeError("the level has no floor");
  return { x: i % floor.width, y: Math.floor(i / floor.width) };
}
function makeMonster(id, kind, x, y) {
  return {
    id,
    kind,
    x,
    y,
    hp: MONSTERS[kind].hp,
    burning: 0,
    known: {},
    seenAt: {},
    walkKey: "",
    lastKnown: -1,
    wander: -1,
    mode: "wandering",
    reformAt: 0,
    noticed: false
  };
}
function makeItem(id, kind, x, y, loaded) {
  return { id, kind, x, y, loaded };
}
function buildFloor(seed, depth, difficulty = "normal") {
  const bare = floorFromLevel(floorLevel(seed, depth), depth);
  const rng = createRng(hashSeed(seed, "population", depth));
  populate(bare, rng, difficulty);
  return bare;
}
function populate(bare, rng, difficulty) {
  const { floor, start, exit } = bare;
  const w = floor.width;
  const table = tableFor(FLOOR_TABLES[floor.depth], floor.depth, difficulty);
  const walkable = floor.familiar.map((t) => PLANNABLE[t]);
  const dist = dijkstraMap({ width: w, height: floor.height, walkable }, [start]);
  const free = [];
  for (let i = 0; i < floor.terrain.length; i++) {
    if (floor.terrain[i] === Ter.Floor && Number.isFinite(dist[i]) && i !== start.y * w + start.x)
      free.push(i);
  }
  rng.shuffle(free);
  let nextId = (floor.depth + 1) * 1e5 + 1;
  const taken = /* @__PURE__ */ new Set();
  const takeCell = (ok) => {
    for (const i of free) {
      if (!taken.has(i) && ok(i)) {
        taken.add(i);
        return i;
      }
    }
    return -1;
  };
  const place = (kind, loaded, ok = () => true) => {
    const i = takeCell(ok);
    if (i >= 0) floor.items.push(makeItem(nextId++, kind, i % w, Math.floor(i / w), loaded));
  };
  const partLoaded = (kind) => {
    const cap = WEAPONS[kind].capacity;
    return kind === "chainsaw" ? cap : rng.int(Math.ceil(cap / 2), cap);
  };
  if (floor.depth === 0) {
    const kind = rng.chance(0.5) ? "shotgun" : "rifle";
    place(kind, WEAPONS[kind].capacity, (i) => dist[i] >= 2 && dist[i] <= 4);
    markInnerDoor(bare);
  }
  const kinds = [
    ["zombie", table.zombies],
    ["skeleton", table.skeletons],
    ["bloat", table.bloats],
    ["tank", table.tanks]
  ];
  const farEnough = (i) => dist[i] >= 9;
  for (const [kind, count2] of kinds) {
    for (let k = 0; k < count2; k++) {
      const i = takeCell(farEnough);
      if (i >= 0) addMonster(floor, makeMonster(nextId++, kind, i % w, Math.floor(i / w)));
    }
  }
  const nearExit = (i) => i !== exit.y * w + exit.x;
  for (let k = 0; k < table.medkits; k++) place("medkit", 0, nearExit);
  for (let k = 0; k < table.oxygen; k++) place("oxygen-canister", 0, nearExit);
  for (let k = 0; k < table.armour; k++) place("armour", 0, nearExit);
  const weapons = [];
  for (let k = 0; k < table.weapons; k++) weapons.push(rng.pick(table.weaponPool));
  const ammoKinds = ["ammo-bullets", "ammo-bullets", "ammo-shells", "ammo-slugs"];
  for (const kind of weapons) {
    const ammo = WEAPONS[kind].ammo;
    if (ammo !== void 0 && AMMO_KINDS.includes(ammo)) ammoKinds.push(`ammo-${ammo}`);
  }
  for (let k = 0; k < table.ammo; k++) place(rng.pick(ammoKinds), 0, nearExit);
  for (const kind of weapons) place(kind, partLoaded(kind), nearExit);
  if (GEAR_DEPTHS.includes(floor.depth)) place(rng.pick(CAMPAIGN_GEAR), 0, nearExit);
}
function markInnerDoor(bare) {
  const { floor, start, exit } = bare;
  const w = floor.width;
  const walkable = floor.familiar.map((t) => PLANNABLE[t]);
  const path = findPath({ width: w, height: floor.height, walkable }, start, exit);
  let door = -1;
  if (path !== null) {
    for (const p of path) {
      if (floor.terrain[p.y * w + p.x] === Ter.DoorClosed) {
        door = p.y * w + p.x;
        break;
      }
    }
  }
  if (door < 0) door = floor.terrain.indexOf(Ter.DoorClosed);
  if (door < 0) return;
  floor.innerDoor = door;
  floor.notes.push({ x: door % w, y: Math.floor(door / w), text: WARNING_TEXT, seen: false });
}
var ASCII_TERRAIN = {
  " ": Ter.Void,
  ".": Ter.Floor,
  "#": Ter.Wall,
  "+": Ter.DoorClosed,
  "'": Ter.DoorOpen,
  "%": Ter.Window,
  ">": Ter.Stairs,
  "&": Ter.Console,
  "*": Ter.Breach
};
function floorFromAscii(rows, depth = 1) {
  const height = rows.length;
  const width = Math.max(...rows.map((r) => r.length));
  const floor = emptyFloor(depth, width, height);
  let start = { x: 0, y: 0 };
  let exit = { x: 0, y: 0 };
  const monsters = [];
  let id = 1;
  const codes = { z: "zombie", s: "skeleton", b: "bloat", T: "tank" };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x] ?? " ";
      const i = y * width + x;
      if (ch === "@") {
        start = { x, y };
        floor.terrain[i] = Ter.Floor;
      } else if (ch in codes) {
        floor.terrain[i] = Ter.Floor;
        monsters.push(makeMonster(id++, codes[ch], x, y));
      } else {
        const code = ASCII_TERRAIN[ch];
        if (code === void 0) throw new RangeError(`unknown map character "${ch}"`);
        floor.terrain[i] = code;
        if (code === Ter.Stairs || code === Ter.Console) exit = { x, y };
      }
    }
  }
  learnLayout(floor);
  for (const m of monsters) addMonster(floor, m);
  return { floor, start, exit, monsters };
}

// packages/game/src/core/vaults.ts
var VAULT_KINDS = ["card", "pressure", "switches"];
var VAULT_REGION = { width: 9, height: 8 };
var PRIZES = [
  "pressure-helmet",
  "plated-suit",
  "grip-gloves",
  "power-gloves",
  "multitool",
  "power-cell",
  "blink-pack",
  "stun-pulser",
  "patch-kit"
];
var SUPPLIES = ["medkit", "medkit", "armour", "oxygen-canister"];
var LAYOUTS = {
  card: ["#######", "#.....#", "#.....#", "#.....#", "#.....#", "###C###"],
  pressure: ["#######", "#*....#", "#.....#", "####P##", "#*%...#", "####+##"],
  switches: ["##s####", "#.....#", "#.....s", "s.....#", "#.....#", "###D###"]
};
var CELL = {
  "#": Ter.Wall,
  ".": Ter.Floor,
  "*": Ter.Void,
  "%": Ter.Window,
  C: Ter.CardDoor,
  P: Ter.PressureDoor,
  D: Ter.SealedDoor,
  "+": Ter.DoorClosed,
  s: Ter.Switch
};
var CARD_NOTE = (code) => `A card lock. Its plate reads VAULT-${code}.`;
var SWITCH_NOTE = (n) => `A switch plate stamped ${n}.`;
var SEALED_NOTE = "A sealed vault door. The switch plates in the walls around it open it, pressed in the order stamped on them; a wrong one resets them all.";
var PRESSURE_NOTE = "A pressure door. Its interlock opens only when the air on both sides matches: vacuum beyond means vacuum here first.";
function regionIsOpen(site, r) {
  if (r.x < 0 || r.y < 0 || r.x + r.width > site.width || r.y + r.height > site.height) return false;
  for (let y = r.y; y < r.y + r.height; y++)
    for (let x = r.x; x < r.x + r.width; x++)
      if (site.terrain[y * site.width + x] !== Ter.Floor) return false;
  return true;
}
function openRegions(site, ok = () => true) {
  const out = [];
  const { width, height } = VAULT_REGION;
  for (let y = 0; y + height <= site.height; y++) {
    for (let x = 0; x + width <= site.width; x++) {
      const r = { x, y, width, height };
      if (regionIsOpen(site, r) && ok(r)) out.push(r);
    }
  }
  return out;
}
function inRegion(r, x, y) {
  return x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;
}
function placeVault(site, region, rng, kind) {
  if (region.width !== VAULT_REGION.width || region.height !== VAULT_REGION.height)
    throw new RangeError(
      `placeVault: the region must be ${VAULT_REGION.width}x${VAULT_REGION.height}, got ${region.width}x${region.height}`
    );
  if (!regionIsOpen(site, region)) return void 0;
  const k = kind ?? rng.pick(VAULT_KINDS);
  const w = site.width;
  let card;
  if (k === "card") {
    const at = site.takeCell((i) => !inRegion(region, i % w, Math.floor(i / w)));
    if (at < 0) return void 0;
    const code = `${rng.int(1, 9)}${"ABCDEFGHJKLMNPRSTUVWXYZ"[rng.int(0, 22)]}`;
    card = { id: site.nextId(), kind: "key-card", x: at % w, y: Math.floor(at / w), loaded: 0, code };
    site.items.push(card);
  }
  const layout = LAYOUTS[k];
  const ox = region.x + 1;
  const oy = region.y + 1;
  let door = { x: 0, y: 0 };
  let window;
  let airlockDoor;
  const switches = [];
  const inside = [];
  const vaultRows = k === "pressure" ? 3 : 5;
  layout.forEach((row, dy) => {
    for (let dx = 0; dx < row.length; dx++) {
      const x = ox + dx;
      const y = oy + dy;
      const ch = row[dx];
      const i = y * w + x;
      site.terrain[i] = CELL[ch];
      if (site.familiar !== void 0) site.familiar[i] = CELL[ch];
      if (ch === "C" || ch === "P" || ch === "D") door = { x, y };
      else if (ch === "%") window = { x, y };
      else if (ch === "+") airlockDoor = { x, y };
      else if (ch === "s") switches.push({ x, y });
      else if (ch === "." && dy < vaultRows) inside.push({ x, y });
    }
  });
  if (k === "card" && card !== void 0)
    site.notes.push({ ...door, text: CARD_NOTE(card.code ?? ""), seen: false });
  if (k === "pressure") site.notes.push({ ...door, text: PRESSURE_NOTE, seen: false });
  if (k === "switches") {
    site.notes.push({ ...door, text: SEALED_NOTE, seen: false });
    rng.shuffle(switches);
    switches.forEach((p, n) => site.notes.push({ ...p, text: SWITCH_NOTE(n + 1), seen: false }));
  }
  if (site.air !== void 0) fillVaultAir(site, region);
  rng.shuffle(inside);
  const loot = [];
  const kinds = [rng.pick(PRIZES), rng.pick(SUPPLIES), rng.pick([...PRIZES, ...SUPPLIES])];
  kinds.forEach((kindOf, n) => {
    const p = inside[n];
    const item = { id: site.nextId(), kind: kindOf, x: p.x, y: p.y, loaded: 0 };
    loot.push(item);
    site.items.push(item);
  });
  return {
    kind: k,
    door,
    loot,
    ...card === void 0 ? {} : { card },
    switches,
    ...window === void 0 ? {} : { window },
    ...airlockDoor === void 0 ? {} : { airlockDoor }
  };
}
function fillVaultAir(site, r) {
  const air = site.air;
  if (air === void 0) return;
  const { width, terrain } = site;
  const joined = new Uint8Array(r.width * r.height);
  const stack = [];
  const local = (x, y) => (y - r.y) * r.width + (x - r.x);
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      if (FLOORLESS[terrain[y * width + x]] !== 0) {
        joined[local(x, y)] = 1;
        stack.push(x, y);
      }
    }
  }
  while (stack.length > 0) {
    const y = stack.pop();
    const x = stack.pop();
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (!inRegion(r, nx, ny) || joined[local(nx, ny)] !== 0) continue;
        if (AIRTIGHT[terrain[ny * width + nx]] !== 0) continue;
        if (dx !== 0 && dy !== 0 && AIRTIGHT[terrain[y * width + nx]] !== 0 && AIRTIGHT[terrain[ny * width + x]] !== 0)
          continue;
        joined[local(nx, ny)] = 1;
        stack.push(nx, ny);
      }
    }
  }
  for (let y = r.y; y < r.y + r.height; y++) {
    for (let x = r.x; x < r.x + r.width; x++) {
      const i = y * width + x;
      air[i] = AIRTIGHT[terrain[i]] !== 0 || joined[local(x, y)] !== 0 ? 0 : FULL_AIR;
    }
  }
}
function noteAt(floor, x, y) {
  return floor.notes.find((n) => n.x === x && n.y === y);
}
function cardCodeAt(floor, x, y) {
  const m = /VAULT-(\w+)/.exec(noteAt(floor, x, y)?.text ?? "");
  return m === null ? void 0 : m[1];
}
function switchNumberAt(floor, x, y) {
  const m = /stamped (\d+)/.exec(noteAt(floor, x, y)?.text ?? "");
  return m === null ? void 0 : Number(m[1]);
}
var SWITCH_REACH = 7;
function sealedDoorNear(floor, x, y) {
  let best = -1;
  let bestD = Infinity;
  for (let ny = Math.max(0, y - SWITCH_REACH); ny <= Math.min(floor.height - 1, y + SWITCH_REACH); ny++) {
    for (let nx = Math.max(0, x - SWITCH_REACH); nx <= Math.min(floor.width - 1, x + SWITCH_REACH); nx++) {
      const i = ny * floor.width + nx;
      if (floor.terrain[i] !== Ter.SealedDoor) continue;
      const d = Math.max(Math.abs(nx - x), Math.abs(ny - y));
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
  }
  return best;
}
function platesOf(floor, door) {
  const dx0 = door % floor.width;
  const dy0 = Math.floor(door / floor.width);
  const out = [];
  for (let y = Math.max(0, dy0 - SWITCH_REACH); y <= Math.min(floor.height - 1, dy0 + SWITCH_REACH); y++) {
    for (let x = Math.max(0, dx0 - SWITCH_REACH); x <= Math.min(floor.width - 1, dx0 + SWITCH_REACH); x++) {
      const i = y * floor.width + x;
      const t = floor.terrain[i];
      if ((t === Ter.Switch || t === Ter.SwitchOn) && sealedDoorNear(floor, x, y) === door) out.push(i);
    }
  }
  return out;
}
function pressureMatches(floor, i) {
  const { width, height, terrain, air } = floor;
  const x = i % width;
  const y = (i - x) / width;
  let withAir = 0;
  let without = 0;
  const sides = [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1]
  ];
  for (const [nx, ny] of sides) {
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    const j = ny * width + nx;
    if (AIRTIGHT[terrain[j]] !== 0) continue;
    if (FLOORLESS[terrain[j]] !== 0 || air[j] === 0) without++;
    else withAir++;
  }
  return withAir === 0 || without === 0;
}
function isVaultCell(code) {
  return code === Ter.CardDoor || code === Ter.PressureDoor || code === Ter.SealedDoor || code === Ter.Switch || code === Ter.SwitchOn;
}
function openDoor(turn, i) {
  const floor = turn.game.floor;
  setTerrain(floor, i, Ter.DoorOpen);
  const x = i % floor.width;
  emit(turn, { type: "door", actor: -1, at: { x, y: (i - x) / floor.width }, open: true });
}
function vaultBump(turn, i) {
  const { game } = turn;
  const floor = game.floor;
  const x = i % floor.width;
  const y = (i - x) / floor.width;
  const t = floor.terrain[i];
  if (t === Ter.CardDoor) {
    const code = cardCodeAt(floor, x, y);
    const inv = game.player.inventory;
    const k = inv.findIndex((it) => it.kind === "key-card" && it.code === code);
    if (k < 0) {
      const other = inv.some((it) => it.kind === "key-card");
      say(
        turn,
        other ? `The card lock blinks red: your card is not for VAULT-${code ?? "?"}.` : `A card lock marked VAULT-${code ?? "?"}. You have no card for it.`,
        "warn"
      );
      return false;
    }
    inv.splice(k, 1);
    openDoor(turn, i);
    say(turn, "The card lock swallows the card and blinks green. The vault door slides open.", "good");
    return true;
  }
  if (t === Ter.PressureDoor) {
    if (!pressureMatches(floor, i)) {
      say(
        turn,
        "The pressure door will not budge: its interlock reads vacuum on one side and air on the other.",
        "warn"
      );
      return false;
    }
    openDoor(turn, i);
    say(turn, "The interlock reads equal pressure. The door grinds open.", "good");
    return true;
  }
  if (t === Ter.SealedDoor) {
    say(turn, "The door is sealed. The switch plates around it work it.", "warn");
    return false;
  }
  if (t === Ter.SwitchOn) {
    say(turn, "That plate is already pressed in.", "warn");
    return false;
  }
  if (t !== Ter.Switch) return false;
  const door = sealedDoorNear(floor, x, y);
  const n = switchNumberAt(floor, x, y);
  if (door < 0 || n === void 0) {
    say(turn, "You press the plate. Nothing happens.", "info");
    return true;
  }
  const plates = platesOf(floor, door);
  const pressed = plates.filter((j) => floor.terrain[j] === Ter.SwitchOn).length;
  if (n !== pressed + 1) {
    for (const j of plates) setTerrain(floor, j, Ter.Switch);
    say(turn, "The plate sinks, a buzzer sounds, and every plate springs back out. Wrong order.", "warn");
    return true;
  }
  setTerrain(floor, i, Ter.SwitchOn);
  if (pressed + 1 < plates.length) {
    say(turn, `The plate sinks with a click and stays down (${pressed + 1} of ${plates.length}).`, "info");
    return true;
  }
  openDoor(turn, door);
  say(turn, "The last plate clicks home. Somewhere close, a sealed door slides open.", "good");
  return true;
}
function vaultChance(d) {
  return d < 1 ? 0 : Math.min(0.5, 0.25 + d * 0.02);
}
var EDGE_MARGIN = 3;
function chunkVault(site, occupied, distance, rng) {
  if (!rng.chance(vaultChance(distance))) return void 0;
  const clear = (r) => {
    if (r.x < EDGE_MARGIN || r.y < EDGE_MARGIN) return false;
    if (r.x + r.width > site.width - EDGE_MARGIN || r.y + r.height > site.height - EDGE_MARGIN) return false;
    for (let y = r.y; y < r.y + r.height; y++)
      for (let x = r.x; x < r.x + r.width; x++) if (occupied.has(y * site.width + x)) return false;
    return true;
  };
  const regions = openRegions(site, clear);
  if (regions.length === 0) return void 0;
  return placeVault(site, rng.pick(regions), rng);
}

// packages/game/src/core/game.ts
var ACTION_TIME = 10;
var AIR_TIME = 5;
var FUSE_TIME = 1;
var FLOOR_SYSTEMS = {
  // Every AIR_TIME, starting half a period in: both of a turn's updates fall between two actions of
  // the player (the first of them is the one that moves things).
  air: {
    every: AIR_TIME,
    first: AIR_TIME / 2,
    run: (turn, time) => updateAir(turn, time % ACTION_TIME < AIR_TIME)
  },
  fire: { every: ACTION_TIME, run: (turn) => updateFire(turn) },
  doors: { every: ACTION_TIME, run: (turn) => updateDoors(turn) }
};
function scheduleFloor(game, turn) {
  const sched = createScheduler();
  sched.add("player", { delay: 0 });
  for (const key in game.floor.monsters) {
    const m = game.floor.monsters[key];
    sched.add(m.id, { delay: 1 + turn.rng.int(0, ACTION_TIME - 1) });
  }
  for (const id of SYSTEM_IDS) {
    const system = FLOOR_SYSTEMS[id];
    sched.add(id, { delay: system.every, repeat: true });
    if (system.first !== void 0) sched.reschedule(id, system.first);
  }
  game.schedule = sched.getState();
}
function createGame(seed, options = {}) {
  const rules = options.rules;
  const bare = options.floor ?? buildFloor(seed, 0, rules?.difficulty);
  const pistolId = 1;
  const ammo = Object.fromEntries(AMMO_KINDS.map((k) => [k, 0]));
  const level = rules === void 0 ? void 0 : DIFFICULTY[rules.difficulty];
  ammo.bullets = level?.startBullets ?? PLAYER.startBullets;
  const oxygen = level?.oxygen ?? PLAYER.oxygen;
  const game = {
    version: 2,
    mode: "campaign",
    seed,
    ...rules === void 0 ? {} : { rules: { ...rules } },
    turn: 0,
    rng: createRng(seed).fork("gameplay").getState(),
    // Replaced by the first floor's schedule below (the key keeps its place in the state).
    schedule: { time: 0, seq: 0, actors: [] },
    fuses: {},
    eagerKnowledge: options.eagerKnowledge ?? false,
    outcome: "playing",
    causeOfDeath: null,
    player: {
      x: bare.start.x,
      y: bare.start.y,
      hp: PLAYER.hp,
      maxHp: PLAYER.hp,
      oxygen,
      maxOxygen: oxygen,
      armour: 0,
      burning: 0,
      inventory: [makeItem(pistolId, "pistol", -1, -1, WEAPONS.pistol.capacity)],
      wielded: pistolId,
      ammo,
      character: newCharacter()
    },
    floor: bare.floor,
    nextId: 2,
    log: [],
    stats: { turns: 0, kills: 0, deepestFloor: bare.floor.depth, damageTaken: 0, shotsFired: 0 }
  };
  movePlayer(game, bare.start.x, bare.start.y);
  if (rules !== void 0) faceInto(game);
  const rng = createRng(0);
  rng.setState(game.rng);
  const turn = beginTurn(game, rng);
  if (options.floor === void 0) {
    say(turn, "The shuttle seals behind you. The Kestrel is dark, and falling.", "info");
    say(
      turn,
      "Carry the core down to the engine deck on floor 5. Bump into things to open or hit them.",
      "info"
    );
  }
  scheduleFloor(game, turn);
  observe(turn);
  runUntilPlayer(turn);
  game.rng = rng.getState();
  return game;
}
function faceInto(game) {
  const { player, floor } = game;
  player.facing = facingOf(Math.round(floor.width / 2) - player.x, Math.round(floor.height / 2) - player.y) ?? 0;
}
function face(game, dx, dy) {
  if (game.rules === void 0) return;
  const deg = facingOf(dx, dy);
  if (deg !== void 0) game.player.facing = deg;
}
function perform(game, command) {
  if (game.outcome !== "playing")
    return {
      tookTurn: false,
      events: [],
      reobserved: 0,
      ...isJourney(command) ? { stop: "The run is over." } : {}
    };
  const journey = isJourney(command) ? startJourneyStep(game, command) : void 0;
  const rng = createRng(0);
  rng.setState(game.rng);
  const turn = beginTurn(game, rng);
  game.floor.flashes = [];
  const depth = game.floor.depth;
  const floorBefore = game.floor;
  const roster = Object.values(game.floor.monsters);
  const took = journey === void 0 ? act(turn, command) : journey.step === void 0 ? false : move(turn, journey.step.dx, journey.step.dy);
  if (took) {
    game.turn++;
    game.stats.turns = game.turn;
    if (game.floor.depth === depth) {
      const sched = loadSchedule(game);
      sched.add("player", { delay: ACTION_TIME });
    }
    breathe(turn);
    dropIntoSpace(turn);
    updateView(game);
    runUntilPlayer(turn);
    rechargeEnergy(game);
  }
  if (game.floor === floorBefore) {
    let xp = 0;
    for (const m of roster) if (game.floor.monsters[m.id] === void 0) xp += killXp(m);
    if (xp > 0 && game.outcome === "playing") gainXp(turn, xp);
  }
  const stop = journey !== void 0 && isJourney(command) ? endJourneyStep(turn, command, journey, { tookTurn: took, events: turn.events }) : void 0;
  game.rng = rng.getState();
  return {
    tookTurn: took,
    events: turn.events,
    reobserved: turn.reobserved,
    ...stop === void 0 ? {} : { stop }
  };
}
function loadSchedule(game) {
  const holder = cached(game.floor, "schedule", () => ({
    state: void 0
  }));
  if (holder.sched === void 0 || holder.state !== game.schedule) {
    holder.sched = createScheduler();
    holder.sched.setState(game.schedule);
    holder.state = game.schedule;
  }
  return holder.sched;
}
function saveSchedule(game, sched) {
  game.schedule = sched.getState();
  const holder = cached(game.floor, "schedule", () => ({
    state: void 0
  }));
  holder.sched = sched;
  holder.state = game.schedule;
}
function runUntilPlayer(turn) {
  const { game } = turn;
  const sched = loadSchedule(game);
  if (!sched.has("player")) throw new Error("the schedule has lost the player");
  for (; ; ) {
    for (const key in game.fuses) {
      const id = fuseId(Number(key));
      if (!sched.has(id)) sched.add(id, { delay: FUSE_TIME });
    }
    const next = sched.next();
    if (next === void 0) break;
    const who = scheduled(next.id);
    if (who.kind === "player") break;
    if (who.kind === "system") {
      FLOOR_SYSTEMS[who.id].run(turn, next.time);
    } else if (who.kind === "fuse") {
      const key = who.key;
      const fuse = game.fuses[key];
      delete game.fuses[key];
      if (fuse !== void 0) {
        explode(turn, fuse.x, fuse.y, fuse.radius, fuse.source);
        dropIntoSpace(turn);
      }
    } else {
      const m = game.floor.monsters[who.id];
      if (m === void 0) continue;
      if (!loseStunnedAction(game, m)) monsterTurn(turn, m);
      if (game.floor.monsters[m.id] !== void 0) sched.add(m.id, { delay: monsterDef(m).delay });
    }
    if (game.outcome !== "playing") break;
  }
  saveSchedule(game, sched);
  if (game.outcome === "playing") observe(turn);
}
function breathe(turn) {
  const { game } = turn;
  const { player, floor } = game;
  const before = player.oxygen;
  if (floor.air[player.y * floor.width + player.x] > 0) {
    player.oxygen = Math.min(player.maxOxygen, player.oxygen + 1);
    return;
  }
  if (player.oxygen > 0) {
    player.oxygen--;
    if (before > LOW_OXYGEN && player.oxygen <= LOW_OXYGEN)
      say(turn, `Oxygen low: ${player.oxygen} left. Find air or a canister.`, "warn");
    else if (player.oxygen === 0) say(turn, "Your oxygen is gone. You are suffocating!", "bad");
    return;
  }
  say(turn, "You are suffocating!", "bad");
  hurtPlayer(turn, 1, "vacuum", "suffocated in vacuum");
}
function refuse2(turn, text) {
  say(turn, text, "warn");
  return false;
}
function isStep(dx, dy) {
  return Number.isInteger(dx) && Number.isInteger(dy) && Math.abs(dx) <= 1 && Math.abs(dy) <= 1 && (dx !== 0 || dy !== 0);
}
function act(turn, command) {
  const { game } = turn;
  switch (command.kind) {
    case "move":
      return move(turn, command.dx, command.dy);
    case "wait":
      return true;
    case "close":
      return close(turn, command.dx, command.dy);
    case "pickup":
      return pickUp(turn);
    case "fire": {
      const why = cannotFire(game, command.x, command.y);
      if (why !== void 0) return refuse2(turn, why);
      if (!inBounds(game.floor, command.x, command.y)) return refuse2(turn, "That is off the map.");
      face(game, command.x - game.player.x, command.y - game.player.y);
      fireAt(turn, command.x, command.y);
      return true;
    }
    case "reload":
      return reload(turn);
    case "descend":
      return descend(turn);
    case "use":
      return use(turn, command.slot);
    case "wield":
      return wield(turn, command.slot);
    case "drop":
      return drop(turn, command.slot);
    case "raise":
      raiseStat(turn, command.stat);
      return false;
    case "equip":
      return equipItem(turn, command.slot);
    case "unequip":
      return unequipSlot(turn, command.gear);
    case "ability":
      return useAbility(turn, command.which, command.x, command.y);
    default:
      return false;
  }
}
function move(turn, dx, dy) {
  if (!isStep(dx, dy)) return false;
  const { game } = turn;
  const { player, floor } = game;
  const x = player.x + dx;
  const y = player.y + dy;
  if (!inBounds(floor, x, y)) return refuse2(turn, "There is nothing that way.");
  face(game, dx, dy);
  const m = monsterAt(floor, x, y);
  if (m !== void 0) {
    playerMelee(turn, m);
    return true;
  }
  const i = y * floor.width + x;
  const t = floor.terrain[i];
  if (t === Ter.Console) {
    game.outcome = "won";
    say(
      turn,
      "You lock the core into the engine console. Deep below, the drives wake and the station begins to climb.",
      "good"
    );
    return true;
  }
  if (isVaultCell(t)) return vaultBump(turn, i);
  if (t === Ter.DoorClosed && floor.lock !== void 0 && floor.lock[i] > 0) {
    floor.lock[i] = picksLocks(game) ? 0 : floor.lock[i] - 1;
    if (floor.lock[i] > 0) {
      say(turn, `The door is locked. You work at the lock (${floor.lock[i]} more to go).`, "info");
      return true;
    }
    say(turn, "The lock gives.", "good");
  }
  if (t === Ter.DoorClosed) {
    setTerrain(floor, i, Ter.DoorOpen);
    emit(turn, { type: "door", actor: -1, at: { x, y }, open: true });
    if (i === floor.innerDoor) {
      floor.innerDoor = -1;
      say(turn, "The door grinds open. Whoever wrote that warning is not here to argue.", "warn");
    } else {
      say(turn, "You open the door.");
    }
    return true;
  }
  if (!isStandable(t)) {
    return refuse2(
      turn,
      t === Ter.Window ? "Thick glass; stars beyond." : t === Ter.Void || t === Ter.Breach ? "Only space out there. You hold on to the frame." : "A wall blocks the way."
    );
  }
  const from = { x: player.x, y: player.y };
  movePlayer(game, x, y);
  emit(turn, { type: "moved", actor: -1, from, to: { x, y } });
  const here = floor.items.filter((it) => it.x === x && it.y === y);
  const left = rulesOf(game).autopickup ? autoPickUp(turn, here) : here;
  if (left.length > 0) say(turn, `You see here: ${left.map((it) => ITEMS[it.kind].name).join(", ")}.`);
  if (t === Ter.Stairs) say(turn, "A stairwell leads down. Descend from here; there is no coming back.");
  if (floor.fire[i] !== 0) say(turn, "You step into the flames!", "bad");
  return true;
}
function close(turn, dx, dy) {
  if (!isStep(dx, dy)) return false;
  const { player, floor } = turn.game;
  const x = player.x + dx;
  const y = player.y + dy;
  if (!inBounds(floor, x, y) || floor.terrain[y * floor.width + x] !== Ter.DoorOpen) {
    return refuse2(turn, "There is no open door there.");
  }
  const i = y * floor.width + x;
  if (doorwayBlocked(floor, i)) return refuse2(turn, "Something is in the doorway; the door will not shut.");
  face(turn.game, dx, dy);
  setTerrain(floor, i, Ter.DoorClosed);
  emit(turn, { type: "door", actor: -1, at: { x, y }, open: false });
  say(turn, "You close the door.");
  return true;
}
function pickUp(turn) {
  const { player, floor } = turn.game;
  const item = floor.items.find((it) => it.x === player.x && it.y === player.y);
  if (item === void 0) return refuse2(turn, "There is nothing here to pick up.");
  const ammo = ammoOfItem(item.kind);
  if (ammo !== void 0) {
    removeItem(floor, item);
    const rounds2 = AMMO_BOX[ammo];
    player.ammo[ammo] += rounds2;
    say(turn, `You pocket ${rounds2} ${AMMO_NAMES[ammo]}.`, "good");
    return true;
  }
  if (isWeaponItem(item.kind) && item.kind !== "chainsaw") {
    const same = player.inventory.find((it) => it.kind === item.kind);
    if (same !== void 0) {
      const ammoKind = WEAPONS[item.kind].ammo;
      if (ammoKind !== void 0) {
        removeItem(floor, item);
        player.ammo[ammoKind] += item.loaded;
        say(
          turn,
          `You already have a ${ITEMS[item.kind].name}; you strip ${item.loaded} ${AMMO_NAMES[ammoKind]} from this one.`,
          "good"
        );
        return true;
      }
    }
  }
  if (player.inventory.length >= packSize(turn.game)) return refuse2(turn, "Your pack is full.");
  removeItem(floor, item);
  item.x = -1;
  item.y = -1;
  player.inventory.push(item);
  say(turn, `You pick up the ${ITEMS[item.kind].name}.`, "good");
  if (isWeaponItem(item.kind) && player.wielded === 0) player.wielded = item.id;
  return true;
}
function autoPicked(kind) {
  return kind === "medkit" || kind === "oxygen-canister" || ammoOfItem(kind) !== void 0;
}
function autoPickUp(turn, here) {
  const { player, floor } = turn.game;
  const left = [];
  for (const item of here) {
    if (!autoPicked(item.kind)) {
      left.push(item);
      continue;
    }
    const ammo = ammoOfItem(item.kind);
    if (ammo !== void 0) {
      removeItem(floor, item);
      player.ammo[ammo] += AMMO_BOX[ammo];
      say(turn, `You pocket ${AMMO_BOX[ammo]} ${AMMO_NAMES[ammo]}.`, "good");
    } else if (player.inventory.length < packSize(turn.game)) {
      removeItem(floor, item);
      item.x = -1;
      item.y = -1;
      player.inventory.push(item);
      say(turn, `You pick up the ${ITEMS[item.kind].name}.`, "good");
    } else {
      left.push(item);
    }
  }
  return left;
}
function reload(turn) {
  const { game } = turn;
  const item = wieldedItem(game);
  if (item === void 0) return refuse2(turn, "Your fists need no reloading.");
  const w = WEAPONS[item.kind];
  if (w.ammo === void 0) return refuse2(turn, `The ${w.name} takes no ammunition.`);
  if (item.loaded >= w.capacity) return refuse2(turn, `The ${w.name} is already full.`);
  const reserve = game.player.ammo[w.ammo];
  if (reserve <= 0) return refuse2(turn, `You have no ${AMMO_NAMES[w.ammo]}.`);
  const n = Math.min(w.capacity - item.loaded, reserve);
  item.loaded += n;
  game.player.ammo[w.ammo] -= n;
  say(turn, `You reload the ${w.name}.`);
  return true;
}
function descend(turn) {
  const { game } = turn;
  const { player, floor } = game;
  if (floor.terrain[player.y * floor.width + player.x] !== Ter.Stairs)
    return refuse2(turn, "There are no stairs here.");
  const depth = floor.depth + 1;
  const bare = buildFloor(game.seed, Math.min(depth, LAST_FLOOR), game.rules?.difficulty);
  game.floor = bare.floor;
  game.fuses = {};
  player.burning = 0;
  movePlayer(game, bare.start.x, bare.start.y);
  if (game.rules !== void 0) faceInto(game);
  game.stats.deepestFloor = Math.max(game.stats.deepestFloor, depth);
  say(
    turn,
    depth >= LAST_FLOOR ? "Floor 5: the engine deck. The console must be close." : `You climb down to floor ${depth}.`,
    "info"
  );
  scheduleFloor(game, turn);
  const sched = loadSchedule(game);
  sched.next();
  sched.add("player", { delay: ACTION_TIME });
  saveSchedule(game, sched);
  return true;
}
function use(turn, slot) {
  const { player } = turn.game;
  const item = player.inventory[slot];
  if (item === void 0) return refuse2(turn, "You have nothing in that slot.");
  if (isWeaponItem(item.kind)) return wield(turn, slot);
  if (isGearItem(item.kind)) return equipItem(turn, slot);
  if (item.kind === "medkit") {
    if (player.hp >= player.maxHp) return refuse2(turn, "You are not hurt.");
    const healed = Math.min(PLAYER.medkitHeal, player.maxHp - player.hp);
    player.hp += healed;
    player.inventory.splice(slot, 1);
    say(turn, `You patch yourself up (+${healed} HP).`, "good");
    return true;
  }
  if (item.kind === "armour") {
    if (player.armour >= PLAYER.maxArmour) return refuse2(turn, "You cannot strap on any more plating.");
    player.armour = Math.min(PLAYER.maxArmour, player.armour + PLAYER.armourPlate);
    player.inventory.splice(slot, 1);
    say(turn, "You strap the plate on.", "good");
    return true;
  }
  if (item.kind === "oxygen-canister") {
    if (player.oxygen >= player.maxOxygen) return refuse2(turn, "Your oxygen is already full.");
    const gained = Math.min(CANISTER_OXYGEN, player.maxOxygen - player.oxygen);
    player.oxygen += gained;
    player.inventory.splice(slot, 1);
    say(turn, `You breathe from the canister (+${gained} oxygen).`, "good");
    return true;
  }
  const ability = Object.values(ABILITIES).find((a) => a.device === item.kind);
  if (ability !== void 0)
    return refuse2(
      turn,
      `The ${ITEMS[item.kind].name} works from your pack: use its ${ability.name} (${ability.cost} energy).`
    );
  if (item.kind === "key-card") return refuse2(turn, "Walk into the card lock it fits while you carry it.");
  return refuse2(turn, "You cannot use that.");
}
function wield(turn, slot) {
  const { player } = turn.game;
  const item = player.inventory[slot];
  if (item === void 0) return refuse2(turn, "You have nothing in that slot.");
  if (!isWeaponItem(item.kind)) return refuse2(turn, "That is not a weapon.");
  if (player.wielded === item.id) return refuse2(turn, `You already hold the ${ITEMS[item.kind].name}.`);
  player.wielded = item.id;
  say(turn, `You ready the ${ITEMS[item.kind].name}.`);
  return true;
}
function drop(turn, slot) {
  const { player, floor } = turn.game;
  const item = player.inventory[slot];
  if (item === void 0) return refuse2(turn, "You have nothing in that slot.");
  player.inventory.splice(slot, 1);
  if (player.wielded === item.id) player.wielded = 0;
  takeOff(turn.game, item.id);
  item.x = player.x;
  item.y = player.y;
  placeItem(floor, item);
  say(turn, `You drop the ${ITEMS[item.kind].name}.`);
  return true;
}

// packages/game/src/core/view.ts
function worldView(game) {
  return modeOf(game).worldView(game);
}
var AMMO_WEAPON = {
  bullets: "pistol",
  shells: "shotgun",
  slugs: "rifle",
  belts: "machine-gun",
  rockets: "rocket-launcher",
  fuel: "flamethrower"
};
function itemDetail(kind, loaded) {
  if (!isWeaponItem(kind)) return void 0;
  const w = WEAPONS[kind];
  return w.ammo === "fuel" || kind === "chainsaw" ? `fuel ${loaded}/${w.capacity}` : `${loaded}/${w.capacity}`;
}
function itemView(id, kind, x, y, loaded, code) {
  const def = ITEMS[kind];
  const detail = code !== void 0 ? `VAULT-${code}` : itemDetail(kind, loaded);
  return {
    id,
    kind,
    name: def.name,
    glyph: def.glyph,
    colour: def.colour,
    x,
    y,
    ...detail === void 0 ? {} : { detail }
  };
}
function actorView(game, m) {
  const def = monsterDef(m);
  const bones = m.mode === "bones";
  const status = bones ? `bones (re-forms in ${Math.max(0, m.reformAt - game.turn)})` : m.mode;
  return {
    id: m.id,
    kind: bones ? "bones" : m.kind,
    name: bones ? "pile of bones" : def.name,
    glyph: bones ? BONES_GLYPH : def.glyph,
    colour: def.colour,
    x: m.x,
    y: m.y,
    hp: m.hp,
    maxHp: def.hp,
    status,
    ...def.variant === void 0 ? {} : { variant: def.variant },
    description: bones ? "A heap of bones that will not stay still. Shoot them apart, or stand on them." : def.description
  };
}
function weaponView(game, item) {
  const kind = item === void 0 ? "fists" : item.kind;
  const w = WEAPONS[kind];
  return {
    name: w.name,
    kind,
    melee: w.melee,
    loaded: item === void 0 ? 0 : item.loaded,
    capacity: w.capacity,
    reserve: w.ammo === void 0 ? 0 : game.player.ammo[w.ammo],
    range: w.range
  };
}
function view(game) {
  const { floor, player } = game;
  const { width, height } = floor;
  const inside = (x, y) => Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
  const seen = (x, y) => inside(x, y) && floor.seen[y * width + x] !== 0;
  const visibleActors = () => monsterList(floor).filter((m) => floor.seen[m.y * width + m.x] !== 0).map((m) => actorView(game, m));
  const world = worldView(game);
  return {
    seed: game.seed,
    mode: game.mode,
    ...game.rules === void 0 ? {} : { rules: game.rules },
    ...game.player.facing === void 0 ? {} : { facing: game.player.facing },
    ...world === void 0 ? {} : { world },
    depth: floor.depth,
    turn: game.turn,
    width,
    height,
    outcome: game.outcome,
    ...game.causeOfDeath === null ? {} : { causeOfDeath: game.causeOfDeath },
    player: {
      x: player.x,
      y: player.y,
      hp: player.hp,
      maxHp: player.maxHp,
      oxygen: player.oxygen,
      maxOxygen: player.maxOxygen,
      breathing: floor.air[player.y * width + player.x] > 0,
      burning: player.burning > 0,
      armour: player.armour,
      weapon: weaponView(game, wieldedItem(game)),
      inventory: player.inventory.map(
        (it) => itemView(it.id, it.kind, player.x, player.y, it.loaded, it.code)
      ),
      ammo: AMMO_KINDS.map((kind) => ({
        kind,
        name: AMMO_NAMES[kind],
        weapon: AMMO_WEAPON[kind],
        count: player.ammo[kind]
      })),
      character: characterView(
        game,
        (it) => itemView(it.id, it.kind, player.x, player.y, it.loaded, it.code)
      )
    },
    knownTerrain(x, y) {
      if (!inside(x, y)) return void 0;
      const code = floor.memory[y * width + x];
      return code === 0 ? void 0 : TERRAINS[code - 1];
    },
    isVisible: seen,
    airAt(x, y) {
      if (!seen(x, y)) return void 0;
      const i = y * width + x;
      if (AIRTIGHT[floor.terrain[i]] !== 0) return void 0;
      return floor.air[i] === 0 ? "vacuum" : floor.flow[i] > 0 ? "flowing" : "air";
    },
    isBurning(x, y) {
      return seen(x, y) && floor.fire[y * width + x] !== 0;
    },
    lightAt(x, y) {
      if (!seen(x, y)) return void 0;
      const light = lightOf(game);
      const k = 3 * (y * width + x);
      return [light[k], light[k + 1], light[k + 2]];
    },
    visibleActors,
    knownItems() {
      return floor.itemMemory.map((m) => itemView(m.id, m.kind, m.x, m.y, m.loaded));
    },
    targets() {
      return monsterList(floor).filter((m) => m.mode !== "bones" && floor.seen[m.y * width + m.x] !== 0).sort(
        (a, b) => chebyshev(a.x, a.y, player.x, player.y) - chebyshev(b.x, b.y, player.x, player.y) || (a.x - player.x) ** 2 + (a.y - player.y) ** 2 - ((b.x - player.x) ** 2 + (b.y - player.y) ** 2) || a.id - b.id
      ).map((m) => actorView(game, m));
    },
    knownNotes() {
      return floor.notes.filter((n) => n.seen).map((n) => ({ x: n.x, y: n.y, text: n.text }));
    },
    knownExit: () => knownExit(game),
    lineOfFire: (x, y) => lineOfFire(game, x, y),
    log: game.log.map((e) => ({ text: e.text, turn: e.turn, count: e.count, tone: e.tone })),
    stats: {
      seed: game.seed,
      turns: game.stats.turns,
      kills: game.stats.kills,
      deepestFloor: game.stats.deepestFloor,
      damageTaken: game.stats.damageTaken,
      shotsFired: game.stats.shotsFired,
      ...world === void 0 ? {} : { farthest: world.farthest }
    }
  };
}

// packages/game/src/core/serialize.ts
function isTagged(value) {
  return typeof value === "object" && value !== null && "$typed" in value && "data" in value;
}
function toPlain(value) {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Uint8Array) return { $typed: "u8", data: Array.from(value) };
  if (value instanceof Int32Array) return { $typed: "i32", data: Array.from(value) };
  if (Array.isArray(value)) return value.map(toPlain);
  const out = {};
  for (const key of Object.keys(value)) out[key] = toPlain(value[key]);
  return out;
}
function fromPlain(value) {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fromPlain(value[i]);
    return value;
  }
  if (isTagged(value))
    return value.$typed === "u8" ? Uint8Array.from(value.data) : Int32Array.from(value.data);
  const record2 = value;
  for (const key of Object.keys(record2)) record2[key] = fromPlain(record2[key]);
  return record2;
}
var SAVE_MIGRATIONS = [
  {
    to: 3,
    why: "version 2 saves from before the Endless world lack the mode and the world origin, and those from before the character lack it; the save version moves into the text",
    up: (save) => {
      save.mode ??= "campaign";
      save.floor.originX ??= 0;
      save.floor.originY ??= 0;
      save.player.character ??= newCharacter();
    }
  }
];
var SAVE_VERSION = SAVE_MIGRATIONS[SAVE_MIGRATIONS.length - 1].to;
var UNVERSIONED = 2;
function serialize(game) {
  return `{"save":${SAVE_VERSION},${JSON.stringify(toPlain(game)).slice(1)}`;
}
function deserialize(text) {
  const parsed = fromPlain(JSON.parse(text));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new RangeError("not a saved game: the text is not an object");
  const version = parsed.save ?? UNVERSIONED;
  if (typeof version !== "number" || !Number.isInteger(version) || version < UNVERSIONED)
    throw new RangeError(`unsupported save version ${String(version)}`);
  if (version > SAVE_VERSION)
    throw new RangeError(`save version ${version} is newer than this game reads (up to ${SAVE_VERSION})`);
  delete parsed.save;
  if (parsed.version !== 2) throw new RangeError(`unsupported state version ${String(parsed.version)}`);
  if (typeof parsed.floor !== "object" || parsed.floor === null || typeof parsed.player !== "object")
    throw new RangeError("not a saved game: no floor or player");
  const save = parsed;
  for (const step2 of SAVE_MIGRATIONS) if (step2.to > version) step2.up(save);
  const floor = save.floor;
  const cells = floor.width * floor.height;
  for (const layer of CELL_LAYERS)
    if (layer.optional !== true && gridOf(floor, layer) === void 0)
      setGrid(floor, layer, newGrid(layer, cells));
  return save;
}
var Hasher = class {
  a = 2166136261 | 0;
  b = 625341585 | 0;
  /** Scratch for reading a double's two 32-bit words. */
  f64 = new Float64Array(1);
  f64Words = new Int32Array(this.f64.buffer);
  word(w) {
    this.a = Math.imul(this.a ^ w, 16777619);
    this.b = Math.imul(this.b ^ w, 1540483477);
    this.b ^= this.b >>> 15;
  }
  text(s) {
    this.word(s.length | 1073741824);
    for (let i = 0; i < s.length; i++) this.word(s.charCodeAt(i));
  }
  value(v) {
    if (v === null || v === void 0) {
      this.word(v === null ? 1853189228 : 1970168934);
    } else if (typeof v === "number") {
      if (Number.isInteger(v) && v >= -2147483648 && v <= 2147483647) {
        this.word(17);
        this.word(v | 0);
      } else {
        this.f64[0] = v;
        this.word(18);
        this.word(this.f64Words[0]);
        this.word(this.f64Words[1]);
      }
    } else if (typeof v === "string") {
      this.text(v);
    } else if (typeof v === "boolean") {
      this.word(v ? 29810 : 26209);
    } else if (v instanceof Uint8Array || v instanceof Int32Array) {
      this.word(v instanceof Uint8Array ? 1966604288 : 1764950016);
      this.word(v.length);
      for (let i = 0; i < v.length; i++) this.word(v[i]);
    } else if (Array.isArray(v)) {
      this.word(1526726656 | v.length);
      for (const e of v) this.value(e);
    } else if (typeof v === "object") {
      const keys = Object.keys(v).sort();
      this.word(2063597568 | keys.length);
      for (const k of keys) {
        this.text(k);
        this.value(v[k]);
      }
    }
  }
  hex() {
    const h = (n) => (n >>> 0).toString(16).padStart(8, "0");
    return h(Math.imul(this.a ^ this.b >>> 13, 2246822507)) + h(Math.imul(this.b ^ this.a >>> 16, 3266489909));
  }
};
function stateHash(game) {
  const hasher = new Hasher();
  hasher.value(game);
  return hasher.hex();
}

// packages/game/src/core/bot.ts
var TRAIL = 24;
var SWAY_PAUSE = 40;
var MAX_SHUTS = 3;
var REFUSAL_PAUSE = 5;
var FLOOR_BUDGET = 700;
var GUN_PREFERENCE = [
  { kind: "rocket-launcher", min: 4, max: 20 },
  { kind: "flamethrower", min: 2, max: 5 },
  { kind: "shotgun", min: 1, max: 6 },
  { kind: "machine-gun", min: 1, max: 14 },
  { kind: "rifle", min: 1, max: 20 },
  { kind: "pistol", min: 1, max: 12 }
];
var TANK_KILLERS = ["shotgun", "rifle", "machine-gun", "rocket-launcher", "flamethrower"];
function passable(t) {
  return t === "floor" || t === "door-open" || t === "door-closed" || t === "stairs-down";
}
function chebyshev2(a, b) {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}
function clearShot(v, from, to, others) {
  const cells = line(from, to);
  for (let k = 1; k < cells.length - 1; k++) {
    const c = cells[k];
    const t = v.knownTerrain(c.x, c.y);
    if (t !== "floor" && t !== "door-open" && t !== "stairs-down") return false;
    if (others.some((a) => a.kind !== "bones" && a.x === c.x && a.y === c.y)) return false;
  }
  return true;
}
function downhill3(v, dist, blocked) {
  const { x, y } = v.player;
  let best = dist[y * v.width + x];
  let step2;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= v.width || ny >= v.height || blocked(nx, ny)) continue;
      const d = dist[ny * v.width + nx];
      if (d < best) {
        best = d;
        step2 = { kind: "move", dx, dy };
      }
    }
  }
  return step2;
}
function knownWalkable(v, sealed = []) {
  const walkable = new Uint8Array(v.width * v.height);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (passable(v.knownTerrain(x, y))) walkable[y * v.width + x] = 1;
  for (const i of sealed)
    if (v.knownTerrain(i % v.width, Math.floor(i / v.width)) === "door-closed") walkable[i] = 0;
  return walkable;
}
function breathableWalkable(v, sealed) {
  const walkable = knownWalkable(v, sealed);
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (!safeAir(v, x, y)) walkable[y * v.width + x] = 0;
  walkable[v.player.y * v.width + v.player.x] = 1;
  return walkable;
}
function travel(v, goals, actors, goalsWalkable = false, sealed = []) {
  if (goals.length === 0) return void 0;
  const { width, height } = v;
  const occupied = new Set(actors.filter((a) => a.kind !== "bones").map((a) => a.y * width + a.x));
  const stepOn = (walkable) => {
    if (goalsWalkable) for (const g of goals) walkable[g.y * width + g.x] = 1;
    const dist = dijkstraMap({ width, height, walkable }, goals);
    return downhill3(
      v,
      dist,
      (x, y) => occupied.has(y * width + x) && !goals.some((g) => g.x === x && g.y === y)
    );
  };
  const p = v.player;
  if (p.oxygen >= p.maxOxygen - 2 || !safeAir(v, p.x, p.y)) return stepOn(knownWalkable(v, sealed));
  return stepOn(breathableWalkable(v, sealed));
}
function walkDistance(v, from, to) {
  const { width, height } = v;
  const walkable = knownWalkable(v);
  walkable[to.y * width + to.x] = 1;
  return dijkstraMap({ width, height, walkable }, [to])[from.y * width + from.x];
}
function frontier3(v) {
  const out = [];
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < v.width; x++) {
      if (!passable(v.knownTerrain(x, y))) continue;
      let open = false;
      for (let dy = -1; dy <= 1 && !open; dy++) {
        for (let dx = -1; dx <= 1 && !open; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < v.width && ny < v.height && v.knownTerrain(nx, ny) === void 0)
            open = true;
        }
      }
      if (open) out.push({ x, y });
    }
  }
  return out;
}
function findTerrain(v, kind) {
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) if (v.knownTerrain(x, y) === kind) return { x, y };
  return void 0;
}
function wanted(v, item) {
  const inv = v.player.inventory;
  if (item.kind.startsWith("ammo-")) return true;
  if (inv.length >= 10) return false;
  if (item.kind === "chainsaw") return !inv.some((i) => i.kind === "chainsaw");
  if (item.kind === "oxygen-canister") return inv.filter((i) => i.kind === "oxygen-canister").length < 2;
  return !UNUSED_BY_BOT.has(item.kind) && !isGearItem(item.kind);
}
var UNUSED_BY_BOT = /* @__PURE__ */ new Set(["blink-pack", "stun-pulser", "patch-kit", "key-card"]);
function safeAir(v, x, y) {
  const air = v.airAt(x, y);
  return air === void 0 || air === "air";
}
function slotOf(v, kind) {
  return v.player.inventory.findIndex((i) => i.kind === kind);
}
function rounds(item) {
  return item.detail === void 0 ? 0 : Number.parseInt(item.detail.replace(/^fuel /, ""), 10);
}
function reserveFor(v, kind) {
  return v.player.ammo.find((a) => a.weapon === kind)?.count ?? 0;
}
function pickWeapon(v, target, d) {
  const w = v.player.weapon;
  const usable = (kind) => {
    const slot = slotOf(v, kind);
    if (slot < 0) return false;
    const item = v.player.inventory[slot];
    if (target.kind === "tank" && !TANK_KILLERS.includes(kind)) return false;
    if (kind === "flamethrower" && !v.player.breathing) return false;
    return rounds(item) > 0 || w.kind === kind && w.reserve > 0 || reserveFor(v, kind) > 0;
  };
  if (d === 1 && slotOf(v, "chainsaw") >= 0 && rounds(v.player.inventory[slotOf(v, "chainsaw")]) > 0) {
    const current = w.kind;
    const currentOk = current !== "fists" && current !== "chainsaw" && w.loaded > 0 && !(current === "pistol" && target.kind === "tank");
    if (!currentOk && current !== "chainsaw") return slotOf(v, "chainsaw");
    if (current === "chainsaw") return void 0;
  }
  for (const { kind, min, max } of GUN_PREFERENCE) {
    if (d < min || d > max) continue;
    if (usable(kind)) return w.kind === kind ? void 0 : slotOf(v, kind);
  }
  return void 0;
}
function canHurtTank(v) {
  return v.player.inventory.some((i) => {
    if (i.kind === "chainsaw") return rounds(i) > 0;
    if (TANK_KILLERS.includes(i.kind)) return rounds(i) > 0 || reserveFor(v, i.kind) > 0;
    return false;
  });
}
function avoid(v, threats, actors, stairs) {
  const p = v.player;
  if (stairs !== void 0 && stairs.x === p.x && stairs.y === p.y) return { kind: "descend" };
  const near = (x, y) => threats.some((t) => chebyshev2(t, { x, y }) <= 1);
  const { width } = v;
  const walkable = new Uint8Array(width * v.height);
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < width; x++)
      if (passable(v.knownTerrain(x, y)) && !near(x, y)) walkable[y * width + x] = 1;
  }
  walkable[p.y * width + p.x] = 1;
  const goals = stairs !== void 0 ? [stairs] : frontier3(v).filter((g) => !near(g.x, g.y));
  const occupied = new Set(actors.filter((a) => a.kind !== "bones").map((a) => a.y * width + a.x));
  if (goals.length > 0) {
    const dist = dijkstraMap({ width, height: v.height, walkable }, goals);
    const step2 = downhill3(v, dist, (x, y) => occupied.has(y * width + x) || walkable[y * width + x] === 0);
    if (step2 !== void 0) return step2;
  }
  let best;
  let bestGap = Math.min(...threats.map((t) => chebyshev2(t, p)));
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = p.x + dx;
      const y = p.y + dy;
      const t = v.knownTerrain(x, y);
      if (dx === 0 && dy === 0 || t !== "floor" && t !== "door-open" && t !== "stairs-down" || occupied.has(y * width + x))
        continue;
      const gap = Math.min(...threats.map((th) => chebyshev2(th, { x, y })));
      if (gap > bestGap) {
        bestGap = gap;
        best = { kind: "move", dx, dy };
      }
    }
  }
  return best;
}
function breachDistance(v, without = -1) {
  const { width, height } = v;
  const holes = [];
  const walkable = knownWalkable(v);
  if (without >= 0) walkable[without] = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (v.knownTerrain(x, y) === "breach") {
        holes.push({ x, y });
        walkable[y * width + x] = 1;
      }
  return holes.length === 0 ? void 0 : dijkstraMap({ width, height, walkable }, holes);
}
function sealBreach(v, actors, holes, shuts) {
  const p = v.player;
  const here = p.y * v.width + p.x;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const x = p.x + dx;
      const y = p.y + dy;
      if (v.knownTerrain(x, y) !== "door-open") continue;
      if ((shuts[y * v.width + x] ?? 0) >= MAX_SHUTS) continue;
      if (actors.some((a) => a.x === x && a.y === y)) continue;
      if (v.knownItems().some((i) => i.x === x && i.y === y)) continue;
      let leaking = false;
      for (let ey = -1; ey <= 1; ey++)
        for (let ex = -1; ex <= 1; ex++) {
          const air = v.airAt(x + ex, y + ey);
          if (air === "flowing" || air === "vacuum") leaking = true;
        }
      if (!leaking) continue;
      const cuts = holes !== void 0 && holes[y * v.width + x] < holes[here] && !Number.isFinite(breachDistance(v, y * v.width + x)?.[here] ?? Infinity);
      if (holes !== void 0 ? cuts : safeAir(v, p.x, p.y)) return { kind: "close", dx, dy };
    }
  }
  return void 0;
}
function escapeVacuum(v, actors, holes, sealed) {
  const p = v.player;
  const here = holes?.[p.y * v.width + p.x] ?? 0;
  const air = [];
  const flowing = [];
  const away = [];
  const doors = [];
  for (let y = 0; y < v.height; y++) {
    for (let x = 0; x < v.width; x++) {
      const t = v.knownTerrain(x, y);
      if (!passable(t)) continue;
      const far = holes === void 0 || holes[y * v.width + x] > here;
      if (!far) continue;
      const a = v.airAt(x, y);
      if (a === "air") air.push({ x, y });
      else if (a === "flowing" && holes !== void 0 && holes[y * v.width + x] >= here + 3)
        flowing.push({ x, y });
      else if (t === "door-closed") doors.push({ x, y });
      else if (holes !== void 0 && holes[y * v.width + x] >= here + 6) away.push({ x, y });
    }
  }
  for (const goals of [air, flowing, doors, away]) {
    const step2 = travel(v, goals, actors, false, sealed);
    if (step2 !== void 0) return step2;
  }
  return void 0;
}
function swaying(trail, here) {
  trail.push(here);
  if (trail.length > TRAIL) trail.shift();
  if (trail.length < TRAIL) return false;
  const cells = new Set(trail).size;
  if (cells < 2 || cells > 3) return false;
  trail.length = 0;
  return true;
}
function mayJourney(memory, actors) {
  if (memory.journeys !== true) return false;
  if (memory.refusedAt !== void 0 && memory.floorTurns - memory.refusedAt <= REFUSAL_PAUSE) return false;
  if (memory.swayAt !== void 0 && memory.floorTurns - memory.swayAt <= SWAY_PAUSE) return false;
  return !actors.some((a) => a.kind !== "bones");
}
function journeyTo(v, items, edge) {
  if (items.length === 0) return { kind: "explore" };
  const { width, height } = v;
  const dist = dijkstraMap({ width, height, walkable: knownWalkable(v) }, [{ x: v.player.x, y: v.player.y }]);
  const nearest = (goals) => {
    let best;
    let d = Infinity;
    for (const g of goals) {
      const e = dist[g.y * width + g.x];
      if (e < d) {
        d = e;
        best = g;
      }
    }
    return [d, best];
  };
  const [di, item] = nearest(items);
  const [de] = nearest(edge);
  if (item !== void 0 && di <= de) return { kind: "travel", x: item.x, y: item.y };
  return { kind: "explore" };
}
function botCommand(v, memory) {
  if (v.depth !== memory.depth) {
    memory.depth = v.depth;
    memory.floorTurns = 0;
    memory.sealed = [];
    memory.shuts = {};
    memory.trail = [];
    memory.swayAt = void 0;
  }
  if (memory.floorTurns - (memory.sealedAt ?? 0) > 30) memory.sealed = [];
  const sealed = memory.sealed ??= [];
  memory.floorTurns++;
  const p = v.player;
  if (swaying(memory.trail ??= [], p.y * v.width + p.x)) memory.swayAt = memory.floorTurns;
  const me = { x: p.x, y: p.y };
  const medkit = slotOf(v, "medkit");
  const enemies = v.targets();
  if (medkit >= 0 && p.hp <= p.maxHp * (enemies.length > 0 ? 0.4 : 0.6)) return { kind: "use", slot: medkit };
  const plate = slotOf(v, "armour");
  if (plate >= 0 && p.armour <= 6) return { kind: "use", slot: plate };
  const canister = slotOf(v, "oxygen-canister");
  if (canister >= 0 && !p.breathing && p.oxygen <= 6) return { kind: "use", slot: canister };
  const actors = v.visibleActors();
  const holes = breachDistance(v);
  const shuts = memory.shuts ??= {};
  const seal = sealBreach(v, actors, holes, shuts);
  if (seal !== void 0 && seal.kind === "close") {
    const door = (p.y + seal.dy) * v.width + p.x + seal.dx;
    shuts[door] = (shuts[door] ?? 0) + 1;
    sealed.push(door);
    memory.sealedAt = memory.floorTurns;
    return seal;
  }
  if (v.airAt(p.x, p.y) === "flowing" || !safeAir(v, p.x, p.y) && p.oxygen <= p.maxOxygen / 2) {
    const step3 = escapeVacuum(v, actors, holes, sealed);
    if (step3 !== void 0) return step3;
  }
  if (p.breathing && p.oxygen < p.maxOxygen - 4 && enemies.length === 0 && safeAir(v, p.x, p.y)) {
    return { kind: "wait" };
  }
  const stairs = findTerrain(v, "stairs-down");
  const dangerous = enemies.filter((e2) => e2.kind === "tank" && !canHurtTank(v));
  if (dangerous.length > 0 && chebyshev2(me, dangerous[0]) <= 6) {
    const escape = avoid(v, dangerous, actors, stairs);
    if (escape !== void 0) return escape;
  }
  const e = enemies.find(
    (x) => clearShot(v, me, x, actors) || walkDistance(v, me, x) <= 2 * chebyshev2(me, x) + 8
  );
  if (e !== void 0 && e.kind === "bloat" && chebyshev2(me, e) <= 2) {
    const escape = avoid(v, [e], actors, void 0);
    if (escape !== void 0) return escape;
  }
  if (e !== void 0) {
    const d = chebyshev2(me, e);
    const swap = pickWeapon(v, e, d);
    if (swap !== void 0) return { kind: "wield", slot: swap };
    const w2 = p.weapon;
    const blastSafe = w2.kind !== "rocket-launcher" || d >= 4;
    const flameSafe = w2.kind !== "flamethrower" || p.breathing && d >= 2;
    if (!w2.melee && w2.loaded > 0 && d <= w2.range && blastSafe && flameSafe && clearShot(v, me, e, actors) && !(e.kind === "tank" && !TANK_KILLERS.includes(w2.kind))) {
      return { kind: "fire", x: e.x, y: e.y };
    }
    if (!w2.melee && w2.loaded === 0 && w2.reserve > 0 && d >= 2) return { kind: "reload" };
    if (d === 1) return { kind: "move", dx: e.x - p.x, dy: e.y - p.y };
    const step3 = travel(v, [{ x: e.x, y: e.y }], actors, true, sealed);
    if (step3 !== void 0) return step3;
    return { kind: "wait" };
  }
  const w = p.weapon;
  const bones = actors.find(
    (a) => a.kind === "bones" && chebyshev2(me, a) <= w.range && clearShot(v, me, a, actors)
  );
  if (bones !== void 0 && !w.melee && w.loaded > 0 && (bones.x !== p.x || bones.y !== p.y)) {
    return { kind: "fire", x: bones.x, y: bones.y };
  }
  if (!w.melee && w.loaded < w.capacity && w.reserve > 0) return { kind: "reload" };
  const items = v.knownItems();
  if (items.some((i) => i.x === p.x && i.y === p.y && wanted(v, i))) return { kind: "pickup" };
  const console = findTerrain(v, "console");
  const journey = mayJourney(memory, actors);
  if (console !== void 0) {
    if (chebyshev2(me, console) === 1) return { kind: "move", dx: console.x - p.x, dy: console.y - p.y };
    if (journey) return { kind: "travel", x: console.x, y: console.y };
    const step3 = travel(v, [console], actors, true, sealed);
    if (step3 !== void 0) return step3;
  }
  const edge = frontier3(v);
  const goals = items.filter((i) => wanted(v, i)).map((i) => ({ x: i.x, y: i.y }));
  const leaving = stairs !== void 0 && (edge.length === 0 || memory.floorTurns > FLOOR_BUDGET);
  if (leaving && stairs !== void 0 && goals.length === 0) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: "descend" };
    if (journey) return { kind: "travel", x: stairs.x, y: stairs.y };
    const step3 = travel(v, [stairs], actors, false, sealed);
    if (step3 !== void 0) return step3;
  }
  const step2 = travel(v, [...goals, ...edge], actors, false, sealed);
  if (step2 !== void 0) return journey ? journeyTo(v, goals, edge) : step2;
  if (stairs !== void 0) {
    if (stairs.x === p.x && stairs.y === p.y) return { kind: "descend" };
    if (journey) return { kind: "travel", x: stairs.x, y: stairs.y };
    const toStairs = travel(v, [stairs], actors, false, sealed);
    if (toStairs !== void 0) return toStairs;
  }
  return { kind: "wait" };
}
function botTurn(game, memory, onCommand) {
  const send = (command2) => {
    const depth = game.floor.depth;
    const result2 = perform(game, command2);
    onCommand?.(command2, result2, depth);
    return result2;
  };
  const command = botCommand(view(game), memory);
  let result = send(command);
  if (!result.tookTurn && (command.kind === "explore" || command.kind === "travel")) {
    memory.floorTurns--;
    memory.refusedAt = memory.floorTurns;
    result = send(botCommand(view(game), memory));
  }
  if (!result.tookTurn) result = send({ kind: "wait" });
  return result;
}
function autoplayGame(seed, maxTurns = 2e4, options = {}) {
  const game = createGame(seed, options.rules === void 0 ? {} : { rules: options.rules });
  const memory = { depth: -1, floorTurns: 0, journeys: options.journeys ?? true };
  while (game.outcome === "playing" && game.turn < maxTurns) botTurn(game, memory, options.onCommand);
  return game;
}
function autoplay(seed, maxTurns = 2e4, options = {}) {
  const game = autoplayGame(seed, maxTurns, options);
  return {
    seed,
    outcome: game.outcome === "playing" ? "turn-limit" : game.outcome,
    depth: game.floor.depth,
    turns: game.turn,
    kills: game.stats.kills,
    stateHash: stateHash(game)
  };
}
function botStats(seeds, maxTurns = 2e4, options = {}) {
  const depths = [0, 0, 0, 0, 0, 0];
  let won = 0;
  let died = 0;
  let adrift = 0;
  let turnLimit = 0;
  let turns = 0;
  const causes = {};
  for (const seed of seeds) {
    const g = autoplayGame(seed, maxTurns, options);
    depths[g.floor.depth]++;
    turns += g.turn;
    if (g.outcome === "won") won++;
    else if (g.outcome === "died") died++;
    else if (g.outcome === "adrift") adrift++;
    else turnLimit++;
    if (g.causeOfDeath !== null) causes[g.causeOfDeath] = (causes[g.causeOfDeath] ?? 0) + 1;
  }
  return {
    runs: seeds.length,
    won,
    died,
    adrift,
    turnLimit,
    depths,
    meanTurns: seeds.length === 0 ? 0 : turns / seeds.length,
    causes
  };
}

// packages/game/src/core/morgue.ts
var MAP_GLYPHS = {
  void: " ",
  floor: ".",
  wall: "#",
  "door-closed": "+",
  "door-open": "'",
  window: "%",
  "stairs-down": ">",
  console: "&",
  breach: "*",
  "door-card": "+",
  "door-pressure": "+",
  "door-sealed": "+",
  switch: "#",
  "switch-on": "#"
};
function placeOf(v) {
  return v.world !== void 0 ? `chunk ${v.world.chunkX},${v.world.chunkY}` : `floor ${v.depth}`;
}
function causeInWords(game, end) {
  const v = view(game);
  const ended = end ?? (game.outcome === "playing" ? "abandoned" : game.outcome);
  const where = placeOf(v);
  switch (ended) {
    case "won":
      return modeOf(game).wonText(v);
    case "adrift":
      return game.lostThrough !== void 0 ? `Pulled out through ${game.lostThrough} on ${where}.` : `Pulled out into space on ${where}.`;
    case "died": {
      const cause = game.causeOfDeath ?? "died";
      return `${cause.charAt(0).toUpperCase()}${cause.slice(1)} on ${where}.`;
    }
    case "turn-limit":
      return `Still going on ${where} when the turns ran out.`;
    default:
      return `Abandoned on ${where}.`;
  }
}
function rememberedMap(v) {
  let left = v.width;
  let right = -1;
  let top = v.height;
  let bottom = -1;
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) {
      const t = v.knownTerrain(x, y);
      if (t === void 0 || t === "void") continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  if (right < 0) return ["(nothing remembered)"];
  const items = /* @__PURE__ */ new Map();
  for (const it of v.knownItems()) items.set(it.y * v.width + it.x, it.glyph);
  const rows = [];
  for (let y = top; y <= bottom; y++) {
    let row = "";
    for (let x = left; x <= right; x++) {
      const t = v.knownTerrain(x, y);
      row += x === v.player.x && y === v.player.y ? "@" : items.get(y * v.width + x) ?? (t === void 0 ? " " : MAP_GLYPHS[t]);
    }
    rows.push(row.trimEnd());
  }
  return rows;
}
function morgueText(game, options = {}) {
  const v = view(game);
  const rules = game.rules ?? CLASSIC_RULES;
  const p = v.player;
  const ch = p.character;
  const daily = options.daily ?? dailyDateOf(game.seed);
  const out = [];
  out.push(`Hullbreach morgue (rules version ${RULES_VERSION})`);
  out.push("");
  out.push(`Seed:       ${String(game.seed)}${daily !== void 0 ? ` (seed of the day ${daily})` : ""}`);
  out.push(`Mode:       ${modeOf(game).title}`);
  out.push(
    `Difficulty: ${rules.difficulty} (${rules.lamp} lamp, autopickup ${rules.autopickup ? "on" : "off"})`
  );
  out.push(`Turns:      ${game.turn}`);
  out.push(`Reached:    ${modeOf(game).reached(game, v)}`);
  out.push(`End:        ${causeInWords(game, options.end)}`);
  out.push("");
  out.push("Character");
  if (ch !== void 0) {
    out.push(
      `  Level ${ch.level} (${ch.xp} xp) \xB7 ${ch.stats.map((s) => `${s.stat} ${s.value}`).join(" \xB7 ")}`
    );
  }
  out.push(
    `  HP ${p.hp}/${p.maxHp} \xB7 oxygen ${p.oxygen}/${p.maxOxygen} \xB7 armour ${p.armour}` + (ch !== void 0 ? ` \xB7 energy ${ch.energy}/${ch.maxEnergy}` : "")
  );
  const w = p.weapon;
  out.push(`  Wielding:   ${w.name}${w.melee ? "" : ` (${w.loaded}/${w.capacity})`}`);
  if (ch !== void 0) {
    const worn = ch.gear.filter((g) => g.item !== void 0).map((g) => `${g.slot}: ${g.item?.name ?? ""}`);
    out.push(`  Worn:       ${worn.length > 0 ? worn.join(", ") : "nothing"}`);
  }
  out.push(`  Pack:       ${p.inventory.length > 0 ? p.inventory.map((i) => i.name).join(", ") : "empty"}`);
  const ammo = p.ammo.filter((a) => a.count > 0).map((a) => `${a.count} ${a.name}`);
  out.push(`  Ammunition: ${ammo.length > 0 ? ammo.join(", ") : "none"}`);
  out.push(`  Shots fired ${game.stats.shotsFired} \xB7 damage taken ${game.stats.damageTaken}`);
  out.push("");
  const killed = Object.entries(game.stats.killed ?? {}).sort(
    (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)
  );
  out.push(`Kills: ${game.stats.kills}`);
  if (killed.length > 0)
    out.push(`  ${killed.map(([kind, n]) => `${n} ${kind}${n > 1 ? "s" : ""}`).join(", ")}`);
  out.push("");
  const lines = options.lines ?? 20;
  out.push(`Last messages`);
  for (const entry of v.log.slice(-lines))
    out.push(`  ${String(entry.turn).padStart(5)}  ${formatEntry(entry)}`);
  out.push("");
  out.push(`${placeOf(v).charAt(0).toUpperCase()}${placeOf(v).slice(1)} as remembered`);
  for (const row of rememberedMap(v)) out.push(`  ${row}`.trimEnd());
  return out.join("\n") + "\n";
}

// packages/game/src/core/endless/populate.ts
var MAX_MONSTERS = 10;
var WEAPON_BANDS = [
  ["shotgun", "rifle", "chainsaw"],
  ["shotgun", "rifle", "machine-gun", "flamethrower"],
  ["rifle", "machine-gun", "flamethrower", "rocket-launcher"]
];
function monsterKind(rng, d) {
  const weights = [
    ["zombie", 6],
    ["skeleton", d >= 3 ? 1 + d / 4 : 0],
    ["bloat", d >= 4 ? 1 + d / 5 : 0],
    ["tank", d >= 8 ? Math.min(3, (d - 6) / 4) : 0]
  ];
  let total = 0;
  for (const [, w] of weights) total += w;
  let roll = rng.next() * total;
  for (const [kind, w] of weights) {
    roll -= w;
    if (roll < 0) return kind;
  }
  return "zombie";
}
function populateChunk(chunk, ctx) {
  const { rng, distance: d } = ctx;
  const at = (i) => ({ x: i % CHUNK, y: Math.floor(i / CHUNK) });
  const count2 = d === 0 ? 0 : Math.min(MAX_MONSTERS, Math.floor(d / 3) + rng.int(0, 1));
  for (let k = 0; k < count2; k++) {
    const i = ctx.takeCell();
    if (i < 0) break;
    const { x, y } = at(i);
    const monster = makeMonster(ctx.nextId(), monsterKind(rng, d), x, y);
    chunk.monsters.push({ monster, delay: 1 + rng.int(0, 8) });
  }
  const band = WEAPON_BANDS[Math.min(WEAPON_BANDS.length - 1, Math.floor(d / 4))];
  const put = (kind, loaded = 0) => {
    const i = ctx.takeCell();
    if (i < 0) return;
    const { x, y } = at(i);
    chunk.items.push(makeItem(ctx.nextId(), kind, x, y, loaded));
  };
  const ammoKinds = ["ammo-bullets", "ammo-bullets", "ammo-shells", "ammo-slugs"];
  if (d >= 4) ammoKinds.push("ammo-belts", "ammo-fuel");
  if (d >= 8) ammoKinds.push("ammo-rockets");
  const boxes = 1 + (rng.chance(Math.min(0.8, 0.3 + d * 0.05)) ? 1 : 0);
  for (let k = 0; k < boxes; k++) put(rng.pick(ammoKinds));
  if (d === 0 || rng.chance(0.45 + Math.min(0.3, d * 0.03))) put("medkit");
  if (rng.chance(0.25)) put("oxygen-canister");
  if (rng.chance(Math.min(0.4, 0.08 + d * 0.03))) put("armour");
  if (d > 0 && rng.chance(Math.min(0.5, 0.08 + d * 0.04))) {
    const kind = rng.pick(band);
    const cap = WEAPONS[kind].capacity;
    put(kind, kind === "chainsaw" ? cap : rng.int(Math.ceil(cap / 2), cap));
  }
  if (rng.chance(0.5)) {
    const i = ctx.takeCell((j) => chunk.terrain[j] === Ter.Floor);
    if (i >= 0) {
      const { x, y } = at(i);
      chunk.lights.push({ x, y, colour: LIGHT_COLOURS.emergency, radius: 6 });
    }
  }
  applyChunkVariants(
    chunk.monsters.map((s) => s.monster),
    ctx.seed,
    ctx.cx,
    ctx.cy
  );
  const occupied = /* @__PURE__ */ new Set();
  for (const s of chunk.monsters) occupied.add(s.monster.y * CHUNK + s.monster.x);
  for (const it of chunk.items) occupied.add(it.y * CHUNK + it.x);
  for (const l of chunk.lights) occupied.add(l.y * CHUNK + l.x);
  const site = { width: CHUNK, height: CHUNK, ...chunk, nextId: ctx.nextId, takeCell: ctx.takeCell };
  chunkVault(site, occupied, d, rng);
}

// packages/game/src/core/endless/make.ts
var LOCK_TURNS = 4;
var ID_BASE = 1e6;
var IDS_PER_CHUNK = 64;
var ID_SLOTS = Math.floor((2147483647 - ID_BASE) / IDS_PER_CHUNK);
function chunkDistance(cx, cy) {
  return Math.max(Math.abs(cx), Math.abs(cy));
}
function chunkIdBase(cx, cy) {
  const a = cx >= 0 ? 2 * cx : -2 * cx - 1;
  const b = cy >= 0 ? 2 * cy : -2 * cy - 1;
  const pair = a >= b ? a * a + a + b : a + b * b;
  return ID_BASE + pair % ID_SLOTS * IDS_PER_CHUNK;
}
function startCell(chunk) {
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < CHUNK_CELLS; i++) {
    if (chunk.terrain[i] !== Ter.Floor) continue;
    const x = i % CHUNK;
    const y = (i - x) / CHUNK;
    const d = (x - 15.5) ** 2 + (y - 15.5) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  if (best < 0) throw new RangeError("makeChunk: the chunk has no floor");
  return best;
}
function makeChunk(seed, cx, cy) {
  const level = generate("chunk", { width: CHUNK, height: CHUNK, seed, cx, cy });
  const chunk = emptyChunk(cx, cy);
  const { terrain, air, lock } = chunk;
  for (let i = 0; i < CHUNK_CELLS; i++) {
    const t = level.tiles[i];
    terrain[i] = t === Tile.Floor ? Ter.Floor : t === Tile.Door ? Ter.DoorClosed : Ter.Wall;
    air[i] = AIRTIGHT[terrain[i]] !== 0 ? 0 : FULL_AIR;
  }
  for (const p of level.lockedDoors) lock[p.y * CHUNK + p.x] = LOCK_TURNS;
  chunk.familiar.set(terrain);
  const reserved = new Uint8Array(CHUNK_CELLS);
  for (const d of level.doors) {
    for (let y = d.y - 2; y <= d.y + 2; y++)
      for (let x = d.x - 2; x <= d.x + 2; x++)
        if (x >= 0 && y >= 0 && x < CHUNK && y < CHUNK) reserved[y * CHUNK + x] = 1;
  }
  if (cx === 0 && cy === 0) {
    const s = startCell(chunk);
    const sx = s % CHUNK;
    const sy = (s - sx) / CHUNK;
    for (let y = sy - 3; y <= sy + 3; y++)
      for (let x = sx - 3; x <= sx + 3; x++)
        if (x >= 0 && y >= 0 && x < CHUNK && y < CHUNK) reserved[y * CHUNK + x] = 1;
  }
  const rng = createRng(hashSeed(seed, "endless-population", cx, cy));
  const free = [];
  for (let i = 0; i < CHUNK_CELLS; i++) if (terrain[i] === Ter.Floor && reserved[i] === 0) free.push(i);
  rng.shuffle(free);
  const taken = new Uint8Array(CHUNK_CELLS);
  const base = chunkIdBase(cx, cy);
  let used = 0;
  populateChunk(chunk, {
    seed,
    cx,
    cy,
    distance: chunkDistance(cx, cy),
    rng,
    nextId: () => {
      if (used >= IDS_PER_CHUNK) throw new RangeError(`makeChunk: chunk (${cx}, ${cy}) ran out of ids`);
      return base + used++;
    },
    takeCell: (ok = () => true) => {
      for (const i of free) {
        if (taken[i] === 0 && ok(i)) {
          taken[i] = 1;
          return i;
        }
      }
      return -1;
    }
  });
  return chunk;
}

// packages/game/src/core/endless/window.ts
var WINDOW_CHUNKS = 3;
var WINDOW = WINDOW_CHUNKS * CHUNK;
function chunkOf(w) {
  return Math.floor(w / CHUNK);
}
function shiftGrid(a, w, h, ox, oy, fill) {
  const out = a instanceof Uint8Array ? new Uint8Array(a.length) : new Int32Array(a.length);
  if (fill !== 0) out.fill(fill);
  const x0 = Math.max(0, -ox);
  const x1 = Math.min(w, w - ox);
  if (x1 <= x0) return out;
  for (let y = Math.max(0, -oy); y < Math.min(h, h - oy); y++) {
    out.set(a.subarray(y * w + x0, y * w + x1), (y + oy) * w + x0 + ox);
  }
  return out;
}
function shiftRecord(record2, move2) {
  const out = {};
  for (const k in record2) {
    const j = move2(Number(k));
    if (j >= 0) out[j] = record2[k];
  }
  return out;
}
function moveMemory(m, move2) {
  m.known = shiftRecord(m.known, move2);
  m.seenAt = shiftRecord(m.seenAt, move2);
  m.lastKnown = m.lastKnown < 0 ? -1 : move2(m.lastKnown);
  m.wander = m.wander < 0 ? -1 : move2(m.wander);
}
function shiftWindow(game, ox, oy) {
  const floor = game.floor;
  const { width: w, height: h } = floor;
  const inside = (x, y) => x >= 0 && y >= 0 && x < w && y < h;
  const move2 = (i) => {
    const x = i % w + ox;
    const y = Math.floor(i / w) + oy;
    return inside(x, y) ? y * w + x : -1;
  };
  const keep = (list2) => list2.filter((p) => {
    p.x += ox;
    p.y += oy;
    return inside(p.x, p.y);
  });
  for (const layer of CELL_LAYERS) {
    const grid = gridOf(floor, layer);
    if (grid !== void 0) setGrid(floor, layer, shiftGrid(grid, w, h, ox, oy, layer.fill));
  }
  const changed = [];
  for (const i of floor.changed) {
    const j = move2(i);
    if (j >= 0) changed.push(j);
  }
  floor.changed = changed;
  floor.innerDoor = floor.innerDoor < 0 ? -1 : move2(floor.innerDoor);
  floor.items = keep(floor.items);
  floor.itemMemory = keep(floor.itemMemory);
  floor.lights = keep(floor.lights);
  floor.flashes = keep(floor.flashes);
  floor.notes = keep(floor.notes);
  const monsters = {};
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    m.x += ox;
    m.y += oy;
    if (!inside(m.x, m.y)) continue;
    moveMemory(m, move2);
    monsters[m.id] = m;
  }
  floor.monsters = monsters;
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    m.walkKey = walkKeyOf(floor, m);
  }
  for (const key in game.fuses) {
    const f = game.fuses[key];
    f.x += ox;
    f.y += oy;
    if (!inside(f.x, f.y)) delete game.fuses[key];
  }
  game.player.x += ox;
  game.player.y += oy;
  clearCaches(floor);
}
function clearCaches(floor) {
  const cache = cacheOf(floor);
  for (const key of Object.keys(cache)) delete cache[key];
  floor.layout++;
}
function extractChunk(floor, sched, sx, sy) {
  const w = floor.width;
  const x0 = sx * CHUNK;
  const y0 = sy * CHUNK;
  const c = emptyChunk(chunkOf(floor.originX) + sx, chunkOf(floor.originY) + sy);
  for (const layer of storedLayers()) {
    const from = gridOf(floor, layer);
    if (from === void 0) continue;
    const to = chunkGrid(c, layer);
    for (let y = 0; y < CHUNK; y++)
      to.set(from.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + CHUNK), y * CHUNK);
  }
  const inRect = (x, y) => x >= x0 && y >= y0 && x < x0 + CHUNK && y < y0 + CHUNK;
  const local = (i) => {
    const x = i % w;
    const y = (i - x) / w;
    return inRect(x, y) ? (y - y0) * CHUNK + x - x0 : -1;
  };
  for (const i of floor.changed) {
    const l = local(i);
    if (l >= 0) c.changed.push(l);
  }
  const here = (list2) => list2.filter((p) => inRect(p.x, p.y)).map((p) => ({ ...p, x: p.x - x0, y: p.y - y0 }));
  c.items.push(...here(floor.items));
  c.itemMemory.push(...here(floor.itemMemory));
  c.lights.push(...here(floor.lights));
  c.notes.push(...here(floor.notes));
  for (const key in floor.monsters) {
    const m = floor.monsters[key];
    if (!inRect(m.x, m.y)) continue;
    const copy = { ...m, x: m.x - x0, y: m.y - y0, walkKey: "" };
    moveMemory(copy, local);
    const at = sched?.timeOf(m.id);
    c.monsters.push({ monster: copy, delay: at === void 0 || sched === void 0 ? 0 : at - sched.time });
  }
  return c;
}
function installChunk(floor, sched, sx, sy, c) {
  const w = floor.width;
  const x0 = sx * CHUNK;
  const y0 = sy * CHUNK;
  for (const layer of storedLayers()) {
    let to = gridOf(floor, layer);
    if (to === void 0) {
      to = newGrid(layer, floor.terrain.length);
      setGrid(floor, layer, to);
    }
    const from = chunkGrid(c, layer);
    for (let y = 0; y < CHUNK; y++) to.set(from.subarray(y * CHUNK, (y + 1) * CHUNK), (y0 + y) * w + x0);
  }
  const cell = (l) => (y0 + Math.floor(l / CHUNK)) * w + x0 + l % CHUNK;
  for (const l of c.changed) floor.changed.push(cell(l));
  const placed = (list2) => list2.map((p) => ({ ...p, x: p.x + x0, y: p.y + y0 }));
  floor.items.push(...placed(c.items));
  floor.itemMemory.push(...placed(c.itemMemory));
  floor.itemMemory.sort((a, b) => a.id - b.id);
  floor.lights.push(...placed(c.lights));
  floor.notes.push(...placed(c.notes));
  for (const { monster, delay } of c.monsters) {
    const m = { ...monster, x: monster.x + x0, y: monster.y + y0 };
    moveMemory(m, (l) => l >= 0 && l < CHUNK_CELLS ? cell(l) : -1);
    m.walkKey = walkKeyOf(floor, m);
    addMonster(floor, m);
    sched?.add(m.id, { delay });
  }
}
function loadOrMake(seed, source, cx, cy, made) {
  const data = source.load(cx, cy);
  if (data !== void 0) return decodeChunk(data);
  const chunk = makeChunk(seed, cx, cy);
  source.save(cx, cy, encodeChunk(chunk));
  made?.();
  return chunk;
}
function liveScheduler(game) {
  const sched = createScheduler();
  sched.setState(game.schedule);
  return sched;
}
function recentre(game, source, ncx, ncy) {
  const world = game.world;
  if (world === void 0) throw new RangeError("recentre: not an Endless game");
  const { cx, cy } = world;
  if (ncx === cx && ncy === cy) return;
  const sched = liveScheduler(game);
  const near = (ax, ay, bx, by) => Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++) {
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++) {
      const wx = cx - 1 + sx;
      const wy = cy - 1 + sy;
      if (near(wx, wy, ncx, ncy)) continue;
      const c = extractChunk(game.floor, sched, sx, sy);
      source.save(wx, wy, encodeChunk(c));
      for (const { monster } of c.monsters) sched.remove(monster.id);
    }
  }
  const ox = (cx - ncx) * CHUNK;
  const oy = (cy - ncy) * CHUNK;
  const floor = game.floor;
  const fusesBefore = Object.keys(game.fuses);
  shiftWindow(game, ox, oy);
  for (const key of fusesBefore) if (game.fuses[Number(key)] === void 0) sched.remove(fuseId(Number(key)));
  floor.originX -= ox;
  floor.originY -= oy;
  world.cx = ncx;
  world.cy = ncy;
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++) {
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++) {
      const wx = ncx - 1 + sx;
      const wy = ncy - 1 + sy;
      if (near(wx, wy, cx, cy)) continue;
      const chunk = loadOrMake(game.seed, source, wx, wy, () => world.generated++);
      installChunk(floor, sched, sx, sy, chunk);
    }
  }
  world.farthest = Math.max(world.farthest, chunkDistance(ncx, ncy));
  game.schedule = sched.getState();
}
function flushWindow(game, source) {
  const world = game.world;
  if (world === void 0) return;
  const sched = liveScheduler(game);
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++)
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++)
      source.save(world.cx - 1 + sx, world.cy - 1 + sy, encodeChunk(extractChunk(game.floor, sched, sx, sy)));
}
function playerChunk(game) {
  const { floor, player } = game;
  return { cx: chunkOf(floor.originX + player.x), cy: chunkOf(floor.originY + player.y) };
}

// packages/game/src/core/endless/endless.ts
var INTRO = [
  "The hulk goes on for ever: deck after deck, welded together in the dark.",
  "Go as far as you can. The farther from here, the worse it gets, and the better the pickings."
];
function createEndlessGame(seed, source, rules) {
  const floor = emptyFloor(0, WINDOW, WINDOW);
  floor.originX = -CHUNK;
  floor.originY = -CHUNK;
  floor.lock = new Uint8Array(WINDOW * WINDOW);
  let generated = 0;
  let start = -1;
  for (let sy = 0; sy < WINDOW_CHUNKS; sy++) {
    for (let sx = 0; sx < WINDOW_CHUNKS; sx++) {
      const chunk = loadOrMake(seed, source, sx - 1, sy - 1, () => generated++);
      if (sx === 1 && sy === 1) start = startCell(chunk);
      installChunk(floor, void 0, sx, sy, chunk);
    }
  }
  const at = { x: CHUNK + start % CHUNK, y: CHUNK + Math.floor(start / CHUNK) };
  const game = createGame(seed, {
    floor: { floor, start: at, exit: at },
    ...rules === void 0 ? {} : { rules }
  });
  game.mode = "endless";
  game.world = { cx: 0, cy: 0, generated, farthest: 0 };
  game.stats.deepestFloor = 0;
  const intro = INTRO.map((text) => ({ text, turn: 0, count: 1, tone: "info" }));
  game.log.unshift(...intro);
  return game;
}
function performEndless(game, source, command) {
  const result = perform(game, command);
  settleWindow(game, source);
  return result;
}
function settleWindow(game, source) {
  const world = game.world;
  if (game.mode !== "endless" || world === void 0) return;
  const { cx, cy } = playerChunk(game);
  if (cx !== world.cx || cy !== world.cy) recentre(game, source, cx, cy);
  world.farthest = Math.max(world.farthest, chunkDistance(cx, cy));
}

// packages/game/src/core/endless/bot.ts
function passable2(t) {
  return t === "floor" || t === "door-open" || t === "door-closed";
}
var DX4 = [0, 1, 0, -1, 1, 1, -1, -1];
var DY4 = [-1, 0, 1, 0, -1, 1, 1, -1];
function outwardStep(v, originX, originY) {
  const { width: w, height: h } = v;
  const n = w * h;
  const known = new Uint8Array(n);
  const walk = new Uint8Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = v.knownTerrain(x, y);
      if (t !== void 0) known[y * w + x] = 1;
      if (passable2(t)) walk[y * w + x] = 1;
    }
  }
  const occupied = new Set(v.visibleActors().map((a) => a.y * w + a.x));
  const start = v.player.y * w + v.player.x;
  const parent = new Int32Array(n).fill(-1);
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  const loot = new Set(
    v.knownItems().filter((it) => wanted2(v, it.kind)).map((it) => it.y * w + it.x)
  );
  let best = -1;
  let bestScore = -Infinity;
  while (head < tail) {
    const i = queue[head++];
    const x = i % w;
    const y = (i - x) / w;
    let edge = false;
    for (let k = 0; k < 8; k++) {
      const nx = x + DX4[k];
      const ny = y + DY4[k];
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const j = ny * w + nx;
      if (known[j] === 0) edge = true;
      if (dist[j] >= 0 || walk[j] === 0 || occupied.has(j)) continue;
      dist[j] = dist[i] + 1;
      parent[j] = i;
      queue[tail++] = j;
    }
    if (loot.has(i) && i !== start && dist[i] <= LOOT_REACH) {
      best = i;
      break;
    }
    if (edge && i !== start) {
      const score = Math.hypot(originX + x, originY + y) - dist[i] / 2;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
  }
  if (best < 0) return void 0;
  let cell = best;
  while (parent[cell] !== start) cell = parent[cell];
  const cx = cell % w;
  return { kind: "move", dx: cx - v.player.x, dy: (cell - cx) / w - v.player.y };
}
var LOOT_REACH = 15;
function wanted2(v, kind) {
  const inv = v.player.inventory;
  if (kind.startsWith("ammo-")) return true;
  if (inv.length >= PLAYER.inventorySize) return false;
  if (kind === "chainsaw") return !inv.some((i) => i.kind === "chainsaw");
  if (kind === "oxygen-canister") return inv.filter((i) => i.kind === "oxygen-canister").length < 2;
  return true;
}
function busy(v) {
  const p = v.player;
  if (v.targets().length > 0) return true;
  if (!p.breathing || p.oxygen < p.maxOxygen - 4) return true;
  if (v.airAt(p.x, p.y) === "flowing") return true;
  if (p.hp <= p.maxHp * 0.6 && p.inventory.some((it) => it.kind === "medkit")) return true;
  if (!p.weapon.melee && p.weapon.loaded < p.weapon.capacity && p.weapon.reserve > 0) return true;
  return p.hp < p.maxHp * 0.6 && !p.inventory.some((it) => it.kind === "medkit");
}
function endlessBotCommand(game, memory) {
  const v = view(game);
  if (!busy(v)) {
    const p = v.player;
    if (v.knownItems().some((it) => it.x === p.x && it.y === p.y && wanted2(v, it.kind)))
      return { kind: "pickup" };
    const step2 = outwardStep(v, game.floor.originX, game.floor.originY);
    if (step2 !== void 0) return step2;
  }
  return botCommand(v, memory.inner);
}
function autoplayEndlessGame(seed, turns, source, onTurn, onCommand, rules) {
  const game = createEndlessGame(seed, source, rules);
  const memory = { inner: { depth: -1, floorTurns: 0 } };
  const act2 = (command) => {
    onCommand?.(command);
    return performEndless(game, source, command).tookTurn;
  };
  while (game.outcome === "playing" && game.turn < turns) {
    if (!act2(endlessBotCommand(game, memory))) act2({ kind: "wait" });
    onTurn?.(game);
  }
  flushWindow(game, source);
  return game;
}
function autoplayEndless(seed, turns, source, rules) {
  return endlessAutoplayLine(seed, autoplayEndlessGame(seed, turns, source, void 0, void 0, rules));
}
function endlessAutoplayLine(seed, game) {
  return {
    seed,
    outcome: game.outcome === "playing" || game.outcome === "won" ? "turn-limit" : game.outcome,
    turns: game.turn,
    kills: game.stats.kills,
    chunks: game.world?.generated ?? 0,
    distance: game.world?.farthest ?? 0,
    stateHash: stateHash(game)
  };
}

// packages/game/src/core/endless/session.ts
function endlessSession(game, source) {
  if (game.mode !== "endless" || game.world === void 0)
    throw new RangeError("endlessSession: the state is not an Endless game");
  return {
    game,
    view: () => view(game),
    perform: (command) => performEndless(game, source, command),
    hash: () => stateHash(game),
    save: () => {
      flushWindow(game, source);
      return serialize(game);
    },
    distance: () => game.world?.farthest ?? 0,
    morgue: (end) => morgueText(game, end === void 0 ? {} : { end })
  };
}
function startEndlessSession(seed, source, rules) {
  return endlessSession(createEndlessGame(seed, source, rules), source);
}
function resumeEndlessSession(text, source) {
  return endlessSession(deserialize(text), source);
}

// packages/game/src/ui/session.ts
function recordSession(inner, options) {
  const inputs = options.log ?? [];
  inputs.push(...options.inputs ?? []);
  const recorded = {
    runId: options.runId,
    seed: options.seed,
    mode: options.mode,
    inputs,
    view: () => inner.view(),
    perform: (command) => {
      inputs.push(command);
      return inner.perform(command);
    },
    hash: () => inner.hash()
  };
  const save = inner.save;
  const distance = inner.distance;
  const morgue = inner.morgue;
  return {
    ...recorded,
    ...save !== void 0 ? { save: () => save.call(inner) } : {},
    ...distance !== void 0 ? { distance: () => distance.call(inner) } : {},
    ...morgue !== void 0 ? { morgue: (end) => morgue.call(inner, end) } : {}
  };
}
var startCoreGame = (seed, rules) => sessionOfGame(createGame(seed, rules === void 0 ? {} : { rules }));
function resumeCoreGame(text) {
  return sessionOfGame(deserialize(text));
}
function sessionOfGame(game) {
  return {
    view: () => view(game),
    perform: (command) => perform(game, command),
    hash: () => stateHash(game),
    save: () => serialize(game),
    morgue: (end) => morgueText(game, end === void 0 ? {} : { end })
  };
}
function parseSeed(text) {
  const t = text.trim();
  return t === "" ? void 0 : parseSeedText(t);
}

// packages/game/src/ui/persistence.ts
var AUTOSAVE_TURNS = 50;
function summariseRun(session, outcome) {
  const v = session.view();
  const ended = outcome ?? (v.outcome === "playing" ? "abandoned" : v.outcome);
  const daily = dailyDateOf(session.seed);
  const morgue = session.morgue?.(ended);
  const place = PLACES[session.mode].reached(session, v);
  return {
    seed: session.seed,
    mode: session.mode,
    outcome: ended,
    ...v.causeOfDeath !== void 0 && (ended === "died" || ended === "adrift") ? { cause: v.causeOfDeath } : {},
    ...place,
    turns: v.stats.turns,
    kills: v.stats.kills,
    stateHash: session.hash(),
    rulesVersion: RULES_VERSION,
    ...v.rules === void 0 ? {} : { rules: v.rules, difficulty: v.rules.difficulty },
    ...daily === void 0 ? {} : { daily },
    ...morgue === void 0 ? {} : { morgue }
  };
}
function savePlace(session) {
  return PLACES[session.mode].now(session);
}
var PLACES = {
  campaign: {
    reached: (_session, v) => ({ depth: Math.max(v.stats.deepestFloor, v.depth) }),
    now: (session) => session.view().depth
  },
  endless: {
    reached: (session) => ({ distance: session.distance?.() ?? 0 }),
    now: (session) => session.distance?.() ?? 0
  }
};

// packages/game/src/ui/text.ts
var TITLE = "H U L L B R E A C H";
var PREMISE = "Nobody on the relay station Kestrel has answered a hail in eleven days, and its orbit is sagging toward the atmosphere. You are the salvage engineer sent aboard with a fresh reactor core. Haul it down to the engine deck on floor 5 and seat it, and the Kestrel climbs back to a safe height. Take too long and you both burn. The crew never left; they just stopped being people.";
function helpKeyRows(keys = DEFAULT_KEYS, scheme = "all") {
  const k = (action) => keysLabel(keys[action]);
  const does = (action) => ({
    keys: k(action),
    text: BINDABLE_ACTIONS.find((a) => a.action === action)?.does ?? action
  });
  const fire = keys.fire.map(keyLabel).join(" or ");
  return [
    { text: "Moving" },
    { keys: "arrows, numpad", text: "move in 8 directions (Num Lock on or off)" },
    ...scheme === "all" ? [{ keys: "h j k l y u b n", text: "the same, vi-style (unless a letter is bound to an action)" }] : [],
    { keys: "(walk into it)", text: "attack a creature, open a door, use the console" },
    does("explore"),
    does("descend"),
    { keys: "  any key", text: "stops a walk (exploring or travelling); that key does nothing else" },
    does("wait"),
    { text: "Acting" },
    does("close"),
    does("pickup"),
    does("inventory"),
    does("fire"),
    { keys: "  Tab / Shift-Tab", text: "next / previous target" },
    { keys: "  direction keys", text: "move the aim by hand" },
    {
      keys: `  Enter or ${fire}`,
      text: `fire; when glass, a wall or a door is in the way it asks first (${fire} or y fires anyway)`
    },
    { keys: "  Escape", text: "put the gun down (only that: it never opens the pause menu)" },
    does("reload"),
    does("examine"),
    { keys: "  Tab / Shift-Tab", text: "jump to the next / previous thing seen" },
    { keys: "  Enter", text: "walk to the spot under the cursor" },
    { keys: "  Escape", text: "stop examining" },
    does("look"),
    { text: "Screens" },
    does("history"),
    does("character"),
    does("abilities"),
    does("help"),
    does("pause")
  ];
}
function helpRows(keys = DEFAULT_KEYS, scheme = "all") {
  return [...helpKeyRows(keys, scheme), ...STAYING_ALIVE];
}
var STAYING_ALIVE = [
  { text: "Staying alive" },
  {
    text: "Bullets that hit a wall with air on one side and space on the other can punch through it; blasts break any wall, window or door. Through a breach the air rushes out: the floor turns red where it is moving and blue where it is gone, and the rush drags you, creatures and loose gear toward the hole. Drift through it and you are lost."
  },
  {
    text: "Without air your oxygen falls every turn, and at zero you lose health instead. Close a door between you and the breach and the sealed side fills with air again at once. An oxygen canister (use it from the inventory) refills your tank anywhere."
  },
  {
    text: "The machine gun fires a burst of rounds per pull. A rocket explodes on whatever it hits, hull included. The flamethrower sprays fire through every body in its reach."
  },
  {
    text: "Bloats burst when they die and the blast tears walls open: kill them from a distance. Fire spreads across the deck and hurts whoever stands in it, but dies where there is no air. The flamethrower will not light without air."
  },
  {
    text: "Skeletons pull themselves back together unless their bones are burned or blown apart. Tanks shrug off ordinary bullets."
  },
  {
    text: "The station is dark: you see by your lamp and what else shines. A creature standing in the dark is not shown."
  },
  { text: "No time passes while a menu or this screen is open." }
];
var EPILOGUE_TITLE = "The Kestrel climbs";
var EPILOGUE = "The core drops into its cradle with a sound like a held breath let go. Far below your boots the engines stammer, catch, and settle into a roar. The deck tilts, the long fall flattens out, and for the first time in days the Kestrel is climbing.\n\nBy the time the burn ends the station hangs steady in high orbit, quiet and dim. You sit with your back against the console and let the hum of the reactor fill the room.\n\nThen the comms board lights up. With power restored, the relay has started transmitting again: a calm, friendly voice inviting every ship in range to dock and take on supplies. It is your voice. You have not said a word.";
var ENDING_HEADLINE = {
  won: "The Kestrel holds its orbit",
  died: "You are dead",
  adrift: "You drift away from the Kestrel"
};
var ENDLESS_HEADLINE = {
  died: "You are dead",
  adrift: "You drift away from the hulk"
};
function endingLine(outcome, cause, endless = false) {
  const known = cause !== void 0 && cause.length > 0;
  if (outcome === "adrift") {
    if (endless)
      return known ? `${capitalise2(cause)}. The hulk turns away beneath you while you keep on going.` : "Pulled out through the breach, you tumble into the dark. The hulk goes on without you.";
    return known ? `${capitalise2(cause)}. The station turns away beneath you, falling, while you keep on going.` : "Pulled out through the breach, you tumble into the dark. The station keeps falling without you.";
  }
  if (known) return `${capitalise2(cause)}.`;
  return endless ? "The hulk goes on, one more body aboard." : "The Kestrel keeps falling, one more body aboard.";
}
function capitalise2(s) {
  const t = s.replace(/\.$/, "");
  return t.charAt(0).toUpperCase() + t.slice(1);
}

// packages/game/src/ui/help-screen.ts
var KEY_COLUMN = 18;
function helpLines(width, keys, scheme) {
  const out = [];
  for (const row of helpRows(keys, scheme)) {
    if (row.keys === void 0) {
      if (out.length > 0) out.push({ text: "" });
      const heading = ["Moving", "Acting", "Screens", "Staying alive"].includes(row.text);
      for (const text of wrapText(row.text, width)) out.push({ text, fg: heading ? ACCENT : TEXT });
      continue;
    }
    const wrapped = wrapText(row.text, Math.max(10, width - KEY_COLUMN));
    const label = row.keys;
    const ownRow = textWidth(label) >= KEY_COLUMN - 1;
    if (ownRow) out.push({ text: label, fg: TEXT });
    wrapped.forEach(
      (text, i) => out.push({ text: (i === 0 && !ownRow ? label : "").padEnd(KEY_COLUMN) + text, fg: TEXT })
    );
  }
  return out;
}
function helpLayer(keys, scheme, onClose) {
  return pagerLayer({
    title: "Help",
    minWidth: 66,
    lines: (width) => helpLines(width, keys, scheme),
    onClose
  });
}

// packages/game/src/ui/options-screen.ts
var VIEW_NAMES = { glyphs: "characters", tiles: "3x3 tiles" };
var SCHEME_NAMES = {
  all: "arrows, numpad, vi-keys",
  "no-vi": "arrows and numpad"
};
var COLOUR_MODES = ["truecolor", "256", "16", "grey"];
var COLOUR_NAMES = {
  truecolor: "truecolour",
  "256": "256 colours",
  "16": "16 colours",
  grey: "greyscale"
};
function openOptions(host, selected = 0) {
  const reopen = (hotkey) => () => {
    host.pop();
    openOptions(
      host,
      Math.max(
        0,
        items.findIndex((i) => i.hotkey === hotkey)
      )
    );
  };
  const items = [
    ...host.colourChoice ? [
      {
        hotkey: "c",
        label: "Colours",
        detail: COLOUR_NAMES[host.colourMode],
        value: () => {
          host.colourMode = COLOUR_MODES[(COLOUR_MODES.indexOf(host.colourMode) + 1) % COLOUR_MODES.length];
          reopen("c")();
        }
      }
    ] : [],
    {
      hotkey: "k",
      label: "Movement keys",
      detail: SCHEME_NAMES[host.keyScheme],
      value: () => {
        host.keyScheme = KEY_SCHEMES[(KEY_SCHEMES.indexOf(host.keyScheme) + 1) % KEY_SCHEMES.length];
        reopen("k")();
      }
    },
    {
      hotkey: "l",
      label: "Lamp",
      detail: host.rules.lamp === "cone" ? "a cone where you face" : "round",
      value: () => {
        host.setRules({ ...host.rules, lamp: host.rules.lamp === "cone" ? "round" : "cone" });
        reopen("l")();
      }
    },
    {
      hotkey: "a",
      label: "Autopickup",
      detail: host.rules.autopickup ? "on" : "off",
      value: () => {
        host.setRules({ ...host.rules, autopickup: !host.rules.autopickup });
        reopen("a")();
      }
    },
    ...host.tileView ? [
      {
        hotkey: "v",
        label: "Map view",
        detail: VIEW_NAMES[host.mapView],
        value: () => {
          host.mapView = host.mapView === "tiles" ? "glyphs" : "tiles";
          reopen("v")();
        }
      }
    ] : [],
    { hotkey: "b", label: "Back", value: () => host.pop() }
  ];
  host.push(
    menuLayer({
      title: "Options",
      lines: [
        ...host.colourChoice ? [{ text: "Colours: how the terminal is told to paint.", fg: TEXT_DIM }] : [],
        { text: "Movement keys: which keys walk you around.", fg: TEXT_DIM },
        { text: "Lamp and autopickup: for the runs you start next.", fg: TEXT_DIM }
      ],
      items,
      selected,
      minWidth: 52,
      footer: "Enter or the hotkey changes, Esc goes back",
      onCancel: () => host.pop()
    })
  );
}

// packages/game/src/ui/inventory-screen.ts
var LETTERS = "abcdefghijklmnopqrstuvwxyz";
function openInventory(host, v) {
  const inv = v.player.inventory;
  const spare = v.player.ammo.filter((a) => a.count > 0).map((a) => `${a.name} ${a.count}`);
  const lines = [];
  if (inv.length === 0) lines.push({ text: "Nothing but the reactor core on your back.", fg: TEXT_DIM });
  lines.push({ text: `In hand: ${v.player.weapon.name}`, fg: ACCENT });
  const hand = v.player.weapon.kind;
  if (Object.prototype.hasOwnProperty.call(WEAPONS, hand))
    for (const text of wrapText(weaponFacts(hand), 56)) lines.push({ text, fg: TEXT });
  if (v.player.armour > 0 || inv.some((i) => i.kind === "armour"))
    for (const text of wrapText(`Armour ${v.player.armour}/${PLAYER.maxArmour}. ${ARMOUR_RULE}`, 56))
      lines.push({ text, fg: TEXT_DIM });
  lines.push({
    text: spare.length > 0 ? `Spare: ${spare.join(", ")}` : "Spare: no ammunition",
    fg: TEXT_DIM
  });
  host.push(
    menuLayer({
      title: "Inventory",
      lines,
      items: inv.slice(0, LETTERS.length).map((item, slot) => ({
        hotkey: LETTERS[slot],
        label: item.name,
        detail: wornOn(wornSlot(v.player.character, item)) ?? item.detail,
        value: () => openItem(host, v, item, slot)
      })),
      minWidth: 40,
      footer: "a letter picks an item, Esc closes",
      onCancel: () => host.pop()
    })
  );
}
function openItem(host, v, item, slot) {
  const act2 = (command) => () => host.act(command);
  const worn = wornSlot(v.player.character, item);
  const items = isWeaponItem(item.kind) ? [{ hotkey: "w", label: "Wield", value: act2({ kind: "wield", slot }) }] : wearable(item.kind) ? [
    worn === void 0 ? { hotkey: "w", label: "Wear", value: act2({ kind: "equip", slot }) } : { hotkey: "t", label: "Take off", value: act2({ kind: "unequip", gear: worn }) }
  ] : [{ hotkey: "u", label: "Use", value: act2({ kind: "use", slot }) }];
  items.push({ hotkey: "d", label: "Drop", value: act2({ kind: "drop", slot }) });
  const about = [
    Object.prototype.hasOwnProperty.call(ITEMS, item.kind) ? ITEMS[item.kind].description : "",
    itemFacts(item.kind) ?? ""
  ].filter((t) => t !== "");
  host.push(
    menuLayer({
      title: item.name + (worn !== void 0 ? ` (${wornOn(worn)})` : item.detail !== void 0 ? ` (${item.detail})` : ""),
      lines: about.flatMap((t) => wrapText(t, 56)).map((text) => ({ text, fg: TEXT })),
      items,
      minWidth: about.length > 0 ? 60 : 30,
      onCancel: () => host.pop()
    })
  );
}

// packages/game/src/ui/end-screen.ts
function statLines(v, playMs) {
  const s = v.stats;
  const rows = [
    ["Seed", String(s.seed)],
    ["Turns", String(s.turns)],
    ["Kills", String(s.kills)],
    v.world === void 0 ? ["Deepest floor", floorLabel(s.deepestFloor)] : ["Farthest out", distanceLabel(s.farthest ?? v.world.farthest)],
    ["Damage taken", String(s.damageTaken)],
    ["Shots fired", String(s.shotsFired)],
    ["Time", formatTime(playMs)]
  ];
  return rows.map(([k, val]) => ({ text: `${k.padEnd(16, ".")} ${val}` }));
}
function openEnding(host, v, playMs, morgue) {
  const outcome = v.outcome === "playing" ? "died" : v.outcome;
  const endless = v.world !== void 0;
  const stats = statLines(v, playMs);
  const choices = [
    ...morgue === void 0 ? [] : [{ hotkey: "m", label: "Morgue", value: () => openMorgue(host, morgue) }],
    { hotkey: "n", label: "New run", value: () => host.newRun() },
    { hotkey: "s", label: "Same seed again", value: () => host.sameSeed() },
    { hotkey: "t", label: "Title screen", value: () => host.toTitle() },
    { hotkey: "q", label: "Quit", value: () => host.quit() }
  ];
  const statsLayer = (lead) => menuLayer({
    title: endless && outcome !== "won" ? ENDLESS_HEADLINE[outcome] : ENDING_HEADLINE[outcome],
    lines: [...lead, ...stats],
    items: choices,
    minWidth: 50,
    onCancel: () => host.toTitle()
  });
  if (outcome === "won") {
    const next = () => {
      host.pop();
      host.push(statsLayer([]));
    };
    host.push(
      menuLayer({
        title: EPILOGUE_TITLE,
        lines: wrapText(EPILOGUE, 62).map((text) => ({ text })),
        items: [{ hotkey: "c", label: "Continue", value: next }],
        minWidth: 64,
        onCancel: next
      })
    );
  } else {
    const lead = wrapText(endingLine(outcome, v.causeOfDeath, endless), 54).map((text) => ({
      text,
      fg: TONE_COLOUR.bad
    }));
    host.push(statsLayer([...lead, { text: "" }]));
  }
}
function openMorgue(host, text) {
  host.push(
    pagerLayer({
      title: "Morgue",
      minWidth: 66,
      lines: () => text.trimEnd().split("\n").map((line2) => ({ text: line2, fg: TEXT })),
      onClose: () => host.pop()
    })
  );
}

// packages/game/src/ui/pause-screen.ts
function confirmLayer(question, yes, no) {
  return menuLayer({
    title: question,
    items: [
      { hotkey: "y", label: "Yes", value: yes },
      { hotkey: "n", label: "No", value: no }
    ],
    minWidth: 30,
    onCancel: no
  });
}
function openPause(host) {
  const confirm = (question, yes) => host.push(confirmLayer(question, yes, () => host.pop()));
  host.push(
    menuLayer({
      title: "Paused",
      lines: [{ text: "No time passes while this is open.", fg: TEXT_DIM }],
      items: [
        { hotkey: "r", label: "Resume", value: () => host.pop() },
        { hotkey: "h", label: "Help", value: () => host.help() },
        { hotkey: "o", label: "Options", value: () => host.options() },
        {
          hotkey: "n",
          label: "New game",
          value: () => confirm("Abandon this run and start anew?", () => host.abandonAndStartAnew())
        },
        host.saves ? {
          hotkey: "t",
          label: "Save, title screen",
          value: () => {
            host.save();
            host.toTitle();
          }
        } : {
          hotkey: "t",
          label: "Title screen",
          value: () => confirm("Abandon this run?", () => host.toTitle())
        },
        host.saves ? {
          hotkey: "q",
          label: "Save and quit",
          value: () => confirm("Save and quit?", () => {
            host.save();
            host.quit();
          })
        } : {
          hotkey: "q",
          label: "Quit",
          value: () => confirm("Abandon this run and quit?", () => host.quit())
        }
      ],
      minWidth: 36,
      onCancel: () => host.pop()
    })
  );
}

// packages/game/src/ui/app.ts
var MIN_WIDTH = 80;
var MIN_HEIGHT = 24;
var JOURNEY_MS = 60;
var WALK_MS = 30;
var WALK_STEPS_PER_TICK = 4;
var TERRAIN_STOPS = /* @__PURE__ */ new Set(["window", "wall", "door", "console", "vacuum", "range"]);
function playLayout(width, height) {
  const mapW = Math.max(1, width - HUD_WIDTH - 1);
  const logH = Math.max(4, Math.min(8, Math.floor(height / 5)));
  const mapH = Math.max(1, height - logH - 1);
  return {
    map: { x: 0, y: 0, width: mapW, height: mapH },
    log: { x: 0, y: mapH + 1, width: mapW, height: logH },
    hud: { x: mapW + 1, y: 0, width: HUD_WIDTH, height }
  };
}
var EFFECT_MS = 300;
var HullbreachApp = class {
  done = false;
  colourMode;
  keyScheme;
  mapView;
  tileView;
  colourChoice;
  /** The known map cell under the mouse, examined while nothing else is going on. */
  hover;
  /** A walk (a click's travel, exploring, the way to the stairs): one step every `everyMs` until the core says stop. */
  journey;
  keys;
  /** The last frame asked for was too small to play in: keys do nothing until one is big enough. */
  tooSmall = false;
  /**
   * True right after an aimed shot took its target down: the next key, if it is Escape, only
   * puts the gun down instead of opening the pause menu (however long the player looked first).
   */
  escapeGrace = false;
  screen = "title";
  session;
  persistence;
  startEndless;
  /** What went wrong with the saves, shown on the title screen once. */
  problem;
  /** Where the last autosave was made: its floor and its turn. */
  saved = { depth: -1, turn: 0 };
  layers = [];
  mode = { kind: "normal" };
  notice;
  playMs = 0;
  /** Cosmetic clock of the playing screen (fires flicker with it); stands still under menus. */
  animMs = 0;
  /** The last turn's events worth flashing, and how long they have been shown. */
  effects;
  backdrop;
  seeds;
  startGame;
  lastSize = { width: MIN_WIDTH, height: MIN_HEIGHT };
  /** The rules new runs start under. */
  rules;
  onRulesChange;
  today;
  /** The morgue of the run that just ended (the end screen shows it; front ends may offer it as a file). */
  morgue;
  constructor(options) {
    this.colourMode = options.colourMode ?? "truecolor";
    this.keyScheme = options.keyScheme ?? "all";
    this.tileView = options.tileView === true;
    this.colourChoice = options.colourChoice !== false;
    this.mapView = this.tileView ? options.mapView ?? "glyphs" : "glyphs";
    const entropy = options.entropy ?? 0;
    this.seeds = createRng(hashSeed("hullbreach-new-game-seeds", entropy));
    this.backdrop = createBackdrop(hashSeed("hullbreach-title", entropy));
    this.startGame = options.startGame ?? startCoreGame;
    this.persistence = options.persistence;
    this.startEndless = options.startEndless;
    this.keys = options.keys ?? DEFAULT_KEYS;
    this.rules = options.rules ?? DEFAULT_RULES;
    this.onRulesChange = options.onRulesChange;
    this.today = options.today;
    if (options.continueRun === true) this.continueRun();
    else if (options.seed !== void 0) this.startRun(options.seed, options.mode);
    else this.openTitle();
    if (options.startNotice !== void 0) this.tell("Settings", options.startNotice);
  }
  // ---- input -------------------------------------------------------------------------------
  press(key) {
    if (this.done || this.tooSmall) return;
    this.journey = void 0;
    const grace = this.escapeGrace;
    this.escapeGrace = false;
    if (grace && key === "escape") return;
    const top = this.layers[this.layers.length - 1];
    if (top !== void 0) {
      top.press(key);
      return;
    }
    if (this.screen === "playing") this.pressPlaying(key);
  }
  tick(ms) {
    if (!(ms > 0)) return;
    if (this.screen === "title") tickBackdrop(this.backdrop, ms);
    else if (this.screen === "playing" && this.layers.length === 0) {
      this.playMs += ms;
      this.animMs += ms;
      const j = this.journey;
      if (j !== void 0) {
        j.waitMs += ms;
        for (let n = 0; n < WALK_STEPS_PER_TICK && this.journey === j && j.waitMs >= j.everyMs; n++) {
          j.waitMs -= j.everyMs;
          this.journeyStep();
        }
        j.waitMs = Math.min(j.waitMs, j.everyMs);
      }
      if (this.effects !== void 0) {
        this.effects.shownMs += ms;
        if (this.effects.shownMs >= EFFECT_MS) this.effects = void 0;
      }
    }
  }
  pressPlaying(key) {
    const session = this.session;
    if (session === void 0) return;
    if (this.mode.kind === "aim") return this.pressAim(key, session);
    if (this.mode.kind === "examine") return this.pressExamine(key, session.view());
    if (this.mode.kind === "blink") return this.pressBlink(key, session.view());
    const action = playAction(key, this.keyScheme, this.keys);
    if (action === void 0) return;
    this.notice = void 0;
    switch (action.kind) {
      case "command":
        this.run(action.command);
        return;
      case "explore":
        this.walk({ kind: "explore" });
        return;
      case "descend":
        this.stairs(session.view());
        return;
      case "close":
        this.close(session.view());
        return;
      case "inventory":
        openInventory(this, session.view());
        return;
      case "fire":
        this.startAim(session.view());
        return;
      case "examine": {
        const v = session.view();
        this.mode = { kind: "examine", cursor: { x: v.player.x, y: v.player.y }, index: -1 };
        return;
      }
      case "look":
        this.openLook(session.view());
        return;
      case "help":
        this.openHelp();
        return;
      case "history":
        this.openHistory(session.view());
        return;
      case "character":
        this.openCharacter(session.view());
        return;
      case "abilities":
        this.openAbilities(session.view());
        return;
      case "pause":
        this.openPause();
        return;
    }
  }
  /** Sends a command to the core and moves to the end screen when the run is over. */
  run(command) {
    const session = this.session;
    if (session === void 0) return void 0;
    this.notice = void 0;
    const points = session.view().player.character?.points ?? 0;
    const result = session.perform(command);
    const events = result.events.filter((e) => e.type === "shot" || e.type === "explosion");
    this.effects = events.length > 0 ? { events, shownMs: 0 } : void 0;
    const v = session.view();
    if (v.outcome !== "playing") {
      this.finishRun(session);
      this.openEnding(v);
    } else if (v.depth !== this.saved.depth || v.turn - this.saved.turn >= AUTOSAVE_TURNS) this.autosave();
    else this.keep((p) => p.record?.(session, this.playMs));
    if (v.outcome === "playing") this.notice = this.arrivalHint(v, result) ?? this.notice;
    const waiting = v.player.character?.points ?? 0;
    if (v.outcome === "playing" && waiting > points && this.keys.character.length > 0)
      this.notice = `A level-up is waiting: press ${keysLabel(this.keys.character)} to spend it.`;
    return result;
  }
  /** The key to press where the player has just stepped, as bound: the stairs say which key descends. */
  arrivalHint(v, result) {
    const p = v.player;
    const arrived = result.events.some(
      (e) => e.type === "moved" && e.actor === -1 && e.to.x === p.x && e.to.y === p.y
    );
    if (!arrived || v.knownTerrain(p.x, p.y) !== "stairs-down" || this.keys.descend.length === 0)
      return void 0;
    return `Press ${keysLabel(this.keys.descend)} to go down.`;
  }
  // ---- mouse -------------------------------------------------------------------------------
  /**
   * The mouse over frame cell (x, y): hovering a known map cell examines it; clicking an enemy in
   * view fires at it (or strikes it when next to you with no gun); clicking another known cell
   * walks there one travel step at a time until the core says stop. Only on the bare playing screen.
   */
  pointer(x, y, kind) {
    const session = this.session;
    const idle = !this.tooSmall && this.screen === "playing" && this.layers.length === 0 && this.mode.kind === "normal";
    if (kind === "leave" || session === void 0 || !idle) {
      this.hover = void 0;
      return;
    }
    const v = session.view();
    const { vp, scale: scale2 } = this.viewport(v);
    const cell = cellAt(vp, scale2, x, y);
    const known = cell !== void 0 && cell.x >= 0 && cell.y >= 0 && cell.x < v.width && cell.y < v.height && v.knownTerrain(cell.x, cell.y) !== void 0;
    if (kind === "hover") {
      this.hover = known ? cell : void 0;
      return;
    }
    this.journey = void 0;
    if (!known || cell.x === v.player.x && cell.y === v.player.y) return;
    const enemy = v.visibleActors().find((a) => a.x === cell.x && a.y === cell.y && v.isVisible(a.x, a.y));
    if (enemy !== void 0) {
      const dx = cell.x - v.player.x;
      const dy = cell.y - v.player.y;
      if (!v.player.weapon.melee) this.run({ kind: "fire", x: cell.x, y: cell.y });
      else if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) this.run({ kind: "move", dx, dy });
      else
        this.notice = `You have no gun in hand (${v.player.weapon.name}). Wield one from the inventory (${keysLabel(this.keys.inventory)}).`;
      return;
    }
    this.walk({ kind: "travel", x: cell.x, y: cell.y }, JOURNEY_MS);
  }
  /** Starts a walk (explore or travel): the first step now, the next ones on ticks, any key stops it. */
  walk(command, everyMs = WALK_MS) {
    this.journey = { command, everyMs, waitMs: 0 };
    this.journeyStep();
  }
  /** One step of the walk under way; the walk ends when the core says stop (or a screen opens). */
  journeyStep() {
    const j = this.journey;
    if (j === void 0) return;
    const result = this.run(j.command);
    if (result === void 0 || result.stop !== void 0 || !result.tookTurn || this.screen !== "playing" || this.layers.length > 0) {
      this.journey = void 0;
      const said = this.session?.view().log.at(-1)?.text;
      if (result !== void 0 && !result.tookTurn && result.stop !== void 0 && result.stop !== said)
        this.notice = result.stop;
    }
  }
  /** The map's viewport and how many characters wide a map cell is drawn, for the frame size last drawn. */
  viewport(v) {
    const map = playLayout(this.lastSize.width, this.lastSize.height).map;
    return this.mapView === "tiles" ? { vp: followPlayerTiles(v, map), scale: TILE } : { vp: followPlayer(v, map), scale: 1 };
  }
  /**
   * The screen as text for the page around a canvas (screen readers): HUD (with the where line),
   * log, open menu, and the aiming, examining or hover panel. Nothing once the player has quit.
   */
  pageText() {
    if (this.done) return { hud: [], log: [], screen: [], panel: [], wantsTab: false };
    const top = this.layers[this.layers.length - 1];
    const screen = [];
    if (top !== void 0) {
      const c = top.content(this.lastSize.width, this.lastSize.height);
      if (c.title !== void 0) screen.push(c.title);
      for (const l of c.lines) if (l.text.trim() !== "") screen.push(l.text.trim());
      (c.items ?? []).forEach(
        (item, i) => screen.push(itemText(item, 0) + (i === c.selected ? " (selected)" : ""))
      );
      if (c.footer !== void 0) screen.push(c.footer);
    }
    const session = this.session;
    if (session === void 0 || this.screen === "title")
      return { hud: [], log: [], screen, panel: [], wantsTab: false };
    const v = session.view();
    const readable = (text) => text.replace(/[\u2580-\u259f]+/g, "").trim();
    const hud = hudRows(v, this.playMs).map((r) => readable(r.text)).filter((t) => t !== "");
    if (this.screen === "playing") hud.push(whereLine(v));
    const log = condense(v.log).map(messageText);
    if (this.notice !== void 0) log.push(this.notice);
    const bare = this.screen === "playing" && top === void 0;
    const lines = bare ? this.modeLines(v, 200) ?? [] : [];
    const mode = this.mode;
    const cursor = mode.kind === "normal" ? this.hover : mode.cursor;
    const panel = lines.length > 0 && cursor !== void 0 && mode.kind !== "aim" ? [`Cursor: ${fromPlayer(v, cursor.x, cursor.y)}.`, ...lines] : lines;
    const wantsTab = bare && (mode.kind === "aim" || mode.kind === "examine");
    return { hud, log: log.slice(-100), screen, panel, wantsTab };
  }
  // ---- saving ------------------------------------------------------------------------------
  /** Calls the persistence; a failure is shown once and saving stops for the rest of the program. */
  keep(fn) {
    const p = this.persistence;
    if (p === void 0) return void 0;
    try {
      return fn(p);
    } catch (error) {
      this.persistence = void 0;
      const text = error instanceof Error ? error.message : String(error);
      this.problem = `${text} The game goes on without saving.`;
      this.notice = this.problem;
      return void 0;
    }
  }
  /** Saves the run being played (floor change, every 50 turns, quitting, leaving for the title). */
  autosave() {
    const session = this.session;
    if (session === void 0 || this.screen !== "playing") return;
    const v = session.view();
    this.saved = { depth: v.depth, turn: v.turn };
    this.keep((p) => p.save(session, this.playMs));
  }
  finishRun(session, outcome) {
    this.keep((p) => p.finish(session, outcome ?? session.view().outcome));
  }
  /** Gives up the run being played (it enters the history as abandoned). */
  abandonRun() {
    const session = this.session;
    if (session !== void 0 && this.screen === "playing") this.finishRun(session, "abandoned");
  }
  /** Loads the newest live save and plays on from it. */
  continueRun() {
    const session = this.keep((p) => p.resume());
    if (session === void 0) this.openTitle();
    else this.enterRun(session, session.playedMs);
  }
  /** The descend key: down the stairs when on them, else walk to the nearest known way down. */
  stairs(v) {
    if (v.knownTerrain(v.player.x, v.player.y) === "stairs-down") {
      this.run({ kind: "descend" });
      return;
    }
    const exit = v.knownExit();
    if (exit === void 0) {
      this.notice = `You know of no way down yet. Explore (${keysLabel(this.keys.explore)}) to find one.`;
      return;
    }
    this.walk({ kind: "travel", x: exit.x, y: exit.y });
  }
  close(v) {
    const open = [];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx !== 0 || dy !== 0) && v.knownTerrain(v.player.x + dx, v.player.y + dy) === "door-open")
          open.push({ dx, dy });
      }
    }
    if (open.length === 0) {
      this.notice = "There is no open door next to you.";
      return;
    }
    if (open.length === 1) {
      this.run({ kind: "close", dx: open[0].dx, dy: open[0].dy });
      return;
    }
    this.push(
      directionLayer({
        title: "Close a door",
        onStep: (s) => {
          this.pop();
          this.run({ kind: "close", dx: s.dx, dy: s.dy });
        },
        onCancel: () => this.pop()
      })
    );
  }
  startAim(v) {
    const w = v.player.weapon;
    if (w.melee) {
      this.notice = `You have no gun in hand (${w.name}). Wield one from the inventory (${keysLabel(this.keys.inventory)}).`;
      return;
    }
    const targets = v.targets();
    const first = targets[0];
    this.mode = {
      kind: "aim",
      targets,
      index: 0,
      cursor: first !== void 0 ? { x: first.x, y: first.y } : { x: v.player.x, y: v.player.y },
      armed: false
    };
    if (first === void 0) this.notice = "Nothing in sight to shoot. Aim by hand with the direction keys.";
    else if (targets.every((t) => blockedByTerrain(v.lineOfFire(t.x, t.y)))) {
      const lof = v.lineOfFire(first.x, first.y);
      const fire = keysLabel(this.keys.fire);
      this.notice = (targets.length === 1 ? `The ${first.name} is out of your line of fire: ${stopWords(lof)}.` : `No enemy in view is in your line of fire: ${stopWords(lof)} before the nearest.`) + ` ${fire} or y fires anyway.`;
      this.mode.armed = true;
    }
  }
  pressAim(key, session) {
    const mode = this.mode;
    if (mode.kind !== "aim") return;
    const v = session.view();
    if (key === "escape") {
      this.mode = { kind: "normal" };
      this.notice = void 0;
      return;
    }
    if (key === "tab" || key === "backtab") {
      const n = mode.targets.length;
      if (n === 0) return;
      mode.index = ((mode.index + (key === "tab" ? 1 : -1)) % n + n) % n;
      const t = mode.targets[mode.index];
      mode.cursor = { x: t.x, y: t.y };
      mode.armed = false;
      this.notice = void 0;
      return;
    }
    const fireKey = key === "enter" || this.keys.fire.includes(key);
    if (fireKey || key === "y" && mode.armed) {
      const { x, y } = mode.cursor;
      if (x === v.player.x && y === v.player.y) {
        this.notice = "Aim somewhere first (direction keys), or Escape.";
        return;
      }
      const lof = v.lineOfFire(x, y);
      if (!mode.armed && blockedByTerrain(lof)) {
        mode.armed = true;
        const fire = keysLabel(this.keys.fire);
        this.notice = `${capitalise3(stopWords(lof))}. ${fire} or y fires anyway; Escape puts the gun down.`;
        return;
      }
      const target = mode.targets.find((a) => a.x === x && a.y === y && v.isVisible(a.x, a.y));
      this.mode = { kind: "normal" };
      this.run({ kind: "fire", x, y });
      const after = this.session?.view();
      if (target !== void 0 && after !== void 0 && !after.targets().some((a) => a.id === target.id))
        this.escapeGrace = true;
      return;
    }
    const step2 = directionOf(key, this.keyScheme);
    if (step2 !== void 0) {
      mode.cursor = this.moveCursor(v, mode.cursor, step2);
      mode.armed = false;
      this.notice = void 0;
    }
  }
  pressExamine(key, v) {
    const mode = this.mode;
    if (mode.kind !== "examine") return;
    if (key === "escape" || this.keys.examine.includes(key)) {
      this.mode = { kind: "normal" };
      return;
    }
    if (key === "enter") {
      const { x, y } = mode.cursor;
      this.mode = { kind: "normal" };
      if (x === v.player.x && y === v.player.y) return;
      if (v.knownTerrain(x, y) === void 0) {
        this.notice = "You have not seen that spot, so you know no way there.";
        return;
      }
      this.walk({ kind: "travel", x, y });
      return;
    }
    if (key === "tab" || key === "backtab") {
      const cells = interestingCells(v);
      if (cells.length === 0) return;
      const n = cells.length;
      mode.index = key === "tab" ? (mode.index + 1) % n : ((mode.index - 1) % n + n) % n;
      mode.cursor = { ...cells[mode.index] };
      return;
    }
    const step2 = directionOf(key, this.keyScheme);
    if (step2 !== void 0) mode.cursor = this.moveCursor(v, mode.cursor, step2);
  }
  /** Moves a cursor one step, keeping it on the map and inside the map viewport. */
  moveCursor(v, c, s) {
    const { vp, scale: scale2 } = this.viewport(v);
    const x = c.x + s.dx;
    const y = c.y + s.dy;
    const ok = x >= 0 && y >= 0 && x < v.width && y < v.height && x >= vp.originX && y >= vp.originY && x < vp.originX + Math.floor(vp.rect.width / scale2) && y < vp.originY + Math.floor(vp.rect.height / scale2);
    return ok ? { x, y } : c;
  }
  // ---- screens and layers ------------------------------------------------------------------
  /** Opens a box on top of the screen. */
  push(layer) {
    this.layers.push(layer);
  }
  /** Closes the top box. */
  pop() {
    this.layers.pop();
  }
  /** Closes every box and sends a command to the core. */
  act(command) {
    this.layers = [];
    this.run(command);
  }
  newSeed() {
    return this.seeds.int(1, 999999999);
  }
  startRun(seed, mode = "campaign") {
    const start = mode === "endless" ? this.startEndless ?? this.startGame : this.startGame;
    const runId = this.keep((p) => p.newRunId()) ?? "";
    this.enterRun(recordSession(start(seed, this.rules), { runId, seed, mode }));
  }
  enterRun(session, playedMs = 0) {
    this.session = session;
    this.morgue = void 0;
    this.saved = { depth: -1, turn: 0 };
    this.screen = "playing";
    this.layers = [];
    this.mode = { kind: "normal" };
    this.notice = this.problem;
    this.playMs = playedMs;
    this.effects = void 0;
    const v = session.view();
    if (v.outcome !== "playing") this.openEnding(v);
    else this.autosave();
  }
  openTitle() {
    this.screen = "title";
    this.session = void 0;
    this.morgue = void 0;
    this.mode = { kind: "normal" };
    this.layers = [
      menuLayer({
        title: TITLE,
        lines: [...wrapText(PREMISE, 56).map((text) => ({ text, fg: TEXT }))],
        items: [
          ...this.titleRunChoices(),
          { hotkey: "n", label: "New game", value: () => this.startRun(this.newSeed()) },
          { hotkey: "s", label: "New game with a seed", value: () => this.openSeedEntry() },
          ...this.dailyChoices(),
          {
            hotkey: "d",
            label: "Difficulty",
            detail: this.rules.difficulty,
            value: () => {
              const next = DIFFICULTIES[(DIFFICULTIES.indexOf(this.rules.difficulty) + 1) % DIFFICULTIES.length];
              this.setRules({ ...this.rules, difficulty: next });
              this.openTitle();
            }
          },
          { hotkey: "h", label: "Help", value: () => this.openHelp() },
          { hotkey: "o", label: "Options", value: () => openOptions(this) },
          { hotkey: "q", label: "Quit", value: () => this.done = true }
        ],
        minWidth: 58,
        onCancel: () => void 0
      })
    ];
    if (this.problem !== void 0) this.showTitleNotice(this.problem);
  }
  /** Changes the rules new runs start under, and tells the front end to keep them. */
  setRules(rules) {
    this.rules = rules;
    this.onRulesChange?.(rules);
  }
  /** The seed of the day (when the front end gave today's date), with today's best run so far. */
  dailyChoices() {
    const today = this.today;
    if (today === void 0) return [];
    let seed;
    try {
      seed = dailySeed(today);
    } catch {
      return [];
    }
    const best = this.keep((p) => p.bestOfDay?.(today));
    const detail = best === void 0 ? today : `best: ${best.outcome === "won" ? "won" : `${best.outcome}, floor ${best.depth ?? best.distance ?? 0}`} in ${best.turns} turns`;
    return [{ hotkey: "y", label: "Seed of the day", detail, value: () => this.startRun(seed) }];
  }
  /** Continue (when a live save exists) and Endless (when the front end gives a world). */
  titleRunChoices() {
    const choices = [];
    const live = this.keep((p) => p.liveSave());
    if (live !== void 0) {
      const where = live.mode === "endless" ? `Endless, ${distanceLabel(live.depth)}` : floorLabel(live.depth);
      choices.push({
        hotkey: "c",
        label: "Continue",
        detail: `${where}, turn ${live.turn}`,
        value: () => this.continueRun()
      });
    }
    if (this.startEndless !== void 0)
      choices.push({ hotkey: "e", label: "Endless", value: () => this.startRun(this.newSeed(), "endless") });
    return choices;
  }
  /** Something the player must read before going on: a box over whatever screen is up. */
  tell(title, text) {
    this.push(
      menuLayer({
        title,
        lines: wrapText(text, 60).map((line2) => ({ text: line2, fg: TONE_COLOUR.warn })),
        items: [{ hotkey: "o", label: "OK", value: () => this.pop() }],
        minWidth: 64,
        onCancel: () => this.pop()
      })
    );
  }
  /** A title screen that says what went wrong with the saves on top. */
  showTitleNotice(text) {
    this.notice = void 0;
    this.problem = void 0;
    this.push(
      menuLayer({
        title: "Saves",
        lines: wrapText(text, 60).map((line2) => ({ text: line2, fg: TONE_COLOUR.warn })),
        items: [{ hotkey: "o", label: "OK", value: () => this.pop() }],
        minWidth: 64,
        onCancel: () => this.pop()
      })
    );
  }
  openSeedEntry() {
    this.push(
      seedEntryLayer({
        onSubmit: (text) => {
          const seed = parseSeed(text) ?? this.newSeed();
          this.startRun(seed);
        },
        onCancel: () => this.pop()
      })
    );
  }
  openHelp() {
    this.push(helpLayer(this.keys, this.keyScheme, () => this.pop()));
  }
  /** The look key: where the player is, the ways out, and everything known with distance and direction. */
  openLook(v) {
    this.push(
      pagerLayer({
        title: "Look",
        minWidth: 66,
        lines: (width) => lookLines(v).flatMap((line2) => {
          const indent = line2.startsWith("  ") ? "    " : "";
          return wrapText(line2.trimStart(), width - indent.length).map((text, i) => ({
            text: (i === 0 && indent !== "" ? "  " : indent) + text,
            fg: TEXT
          }));
        }),
        onClose: () => this.pop()
      })
    );
  }
  openCharacter(v) {
    const c = v.player.character;
    if (c === void 0) {
      this.notice = "This run has no character sheet.";
      return;
    }
    const choose = (choice) => {
      this.pop();
      if (choice.kind === "raise") {
        this.run({ kind: "raise", stat: choice.stat });
        this.openCharacter(this.session?.view() ?? v);
      } else this.useAbility(choice.which);
    };
    this.push(
      menuLayer({
        title: "Character",
        lines: characterLines(c),
        items: characterChoices(c, choose),
        minWidth: 60,
        footer: "A hotkey or Enter chooses, Esc goes back",
        onCancel: () => this.pop()
      })
    );
  }
  /** The ability key: the carried devices with their energy cost. */
  openAbilities(v) {
    const c = v.player.character;
    if (c === void 0) return;
    this.push(
      menuLayer({
        title: "Devices",
        lines: abilityLines(c),
        items: abilityChoices(c, (which) => {
          this.pop();
          this.useAbility(which);
        }),
        minWidth: 56,
        footer: "A hotkey or Enter uses it, Esc goes back",
        onCancel: () => this.pop()
      })
    );
  }
  /** Uses an ability: short of energy, says so (no turn); blink aims a cursor, patch asks a direction. */
  useAbility(which) {
    const v = this.session?.view();
    const c = v?.player.character;
    if (v === void 0 || c === void 0) return;
    const short = abilityShortfall(c, which);
    if (short !== void 0) this.notice = short;
    else if (which === "stun") this.run({ kind: "ability", which });
    else if (which === "blink") {
      const range = c.abilities.find((a) => a.which === "blink")?.range ?? 0;
      this.mode = { kind: "blink", cursor: { x: v.player.x, y: v.player.y }, range };
    } else
      this.push(
        directionLayer({
          title: "Patch which way?",
          onStep: (s) => {
            this.pop();
            this.run({ kind: "ability", which: "patch", x: v.player.x + s.dx, y: v.player.y + s.dy });
          },
          onCancel: () => this.pop()
        })
      );
  }
  /** Keys while choosing where to blink: directions move the cursor, Enter jumps, Escape gives up. */
  pressBlink(key, v) {
    const mode = this.mode;
    if (mode.kind !== "blink") return;
    if (key === "escape") {
      this.mode = { kind: "normal" };
      return;
    }
    if (key === "enter") {
      const { x, y } = mode.cursor;
      if (x === v.player.x && y === v.player.y) return;
      this.mode = { kind: "normal" };
      this.run({ kind: "ability", which: "blink", x, y });
      return;
    }
    const step2 = directionOf(key, this.keyScheme);
    if (step2 !== void 0) mode.cursor = this.moveCursor(v, mode.cursor, step2);
  }
  openHistory(v) {
    this.push(
      pagerLayer({
        title: "Message history",
        atEnd: true,
        minWidth: 66,
        lines: (width) => {
          const lines = logLines(v.log, width, v.turn);
          return lines.length === 0 ? [{ text: "Nothing has happened yet.", fg: TEXT_DIM }] : lines;
        },
        onClose: () => this.pop()
      })
    );
  }
  openPause() {
    openPause({
      push: (layer) => this.push(layer),
      pop: () => this.pop(),
      saves: this.persistence !== void 0,
      help: () => this.openHelp(),
      options: () => openOptions(this),
      abandonAndStartAnew: () => {
        this.abandonRun();
        this.startRun(this.newSeed());
      },
      save: () => this.autosave(),
      toTitle: () => this.openTitle(),
      quit: () => {
        this.done = true;
      }
    });
  }
  openEnding(v) {
    this.screen = "ended";
    this.mode = { kind: "normal" };
    this.layers = [];
    const runMode = this.session?.mode;
    this.morgue ??= this.session?.morgue?.();
    openEnding(
      {
        push: (layer) => this.push(layer),
        pop: () => this.pop(),
        newRun: () => this.startRun(this.newSeed(), runMode),
        sameSeed: () => this.startRun(v.seed, runMode),
        toTitle: () => this.openTitle(),
        quit: () => {
          this.done = true;
        }
      },
      v,
      this.playMs,
      this.morgue
    );
  }
  // ---- drawing -----------------------------------------------------------------------------
  render(width, height) {
    const w = Math.max(0, Math.floor(width));
    const h = Math.max(0, Math.floor(height));
    const frame = createFrame(w, h);
    this.tooSmall = w < MIN_WIDTH || h < MIN_HEIGHT;
    if (this.tooSmall) {
      this.journey = void 0;
      drawTooSmall(frame);
      return frame;
    }
    this.lastSize = { width: w, height: h };
    if (this.screen === "title") drawBackdrop(frame, this.backdrop);
    else if (this.session !== void 0) this.drawPlaying(frame, this.session.view());
    const top = this.layers[this.layers.length - 1];
    if (top !== void 0) drawDialog(frame, top.content(w, h));
    return frame;
  }
  drawPlaying(frame, v) {
    const layout = playLayout(frame.width, frame.height);
    const { vp, scale: scale2 } = this.viewport(v);
    const marks = this.marks(v);
    if (scale2 === TILE) drawTileMap(frame, v, vp, marks);
    else drawMap(frame, v, vp, marks);
    for (let x = 0; x < layout.map.width; x++) putText(frame, x, layout.map.height, "\u2500", 4212824);
    for (let y = 0; y < frame.height; y++)
      putText(frame, layout.map.width, y, y === layout.map.height ? "\u2524" : "\u2502", 4212824);
    const log = this.notice !== void 0 ? [...v.log, { text: this.notice, turn: v.turn, count: 1, tone: "warn" }] : v.log;
    drawLog(frame, layout.log, log, v.turn);
    drawHud(frame, layout.hud, v, this.playMs);
    this.drawModeBar(frame, layout, v);
  }
  marks(v) {
    const tint2 = this.screen === "ended" ? v.outcome === "adrift" ? 7377151 : v.outcome === "won" ? 16777215 : 16732240 : void 0;
    const base = { tint: tint2, time: this.animMs, events: this.effects?.events };
    const mode = this.mode;
    if (mode.kind === "aim") {
      const path = v.lineOfFire(mode.cursor.x, mode.cursor.y).path.filter((c) => c.x !== mode.cursor.x || c.y !== mode.cursor.y);
      return { ...base, cursor: mode.cursor, highlight: path };
    }
    if (mode.kind === "examine" || mode.kind === "blink") return { ...base, cursor: mode.cursor };
    if (this.hover !== void 0 && this.layers.length === 0) return { ...base, cursor: this.hover };
    return base;
  }
  /**
   * The aiming or examining header: at the end of the map away from the rows it talks about (the
   * cursor, and the player when aiming), or over the log when the map has no such room.
   */
  drawModeBar(frame, layout, v) {
    const map = layout.map;
    const lines = this.modeLines(v, map.width - 2);
    if (lines === void 0) return;
    const mode = this.mode;
    const cursor = mode.kind === "normal" ? this.hover : mode.cursor;
    if (cursor === void 0) return;
    const { vp, scale: scale2 } = this.viewport(v);
    const rowOf = (y) => vp.rect.y + (y - vp.originY) * scale2;
    const rows = [rowOf(cursor.y)];
    if (mode.kind === "aim") rows.push(rowOf(v.player.y));
    const top = Math.max(map.y, Math.min(...rows));
    const bottom = Math.min(map.y + map.height - 1, Math.max(...rows) + scale2 - 1);
    const freeTop = top - map.y;
    const freeBottom = map.y + map.height - 1 - bottom;
    const cap = Math.max(2, Math.floor(map.height / 3));
    const want = Math.min(lines.length, cap);
    let rect;
    if (Math.max(freeTop, freeBottom) >= Math.min(want, 2)) {
      const h = Math.min(want, Math.max(freeTop, freeBottom));
      rect = freeBottom > freeTop ? { x: map.x, y: map.y + map.height - h, width: map.width, height: h } : { x: map.x, y: map.y, width: map.width, height: h };
    } else rect = { ...layout.log, height: Math.min(want, layout.log.height) };
    const shown = lines.length <= rect.height ? lines : [...lines.slice(0, rect.height - 1), lines[lines.length - 1]];
    fillRect(frame, rect, 32, TEXT, 1052696);
    shown.forEach(
      (text, i) => putText(
        frame,
        rect.x + 1,
        rect.y + i,
        text,
        i === shown.length - 1 ? TEXT_DIM : TEXT,
        1052696,
        rect.width - 2
      )
    );
  }
  /** The header's lines for the mode (the key hint last), or undefined when there is none. */
  modeLines(v, width) {
    const mode = this.mode;
    const fire = this.keys.fire.map(keyLabel).join("/");
    if (mode.kind === "aim") {
      const t = mode.targets.find((a) => a.x === mode.cursor.x && a.y === mode.cursor.y);
      const what = t !== void 0 ? `at ${t.name} (${t.status}, ${t.hp}/${t.maxHp}, ${fromPlayer(v, t.x, t.y)})` : `by hand (${fromPlayer(v, mode.cursor.x, mode.cursor.y)})`;
      const here = mode.cursor.x === v.player.x && mode.cursor.y === v.player.y;
      const lof = here ? void 0 : v.lineOfFire(mode.cursor.x, mode.cursor.y);
      const status = lof === void 0 ? "Move the aim with the direction keys." : lof.clear ? "Line of fire: clear." : `Line of fire blocked: ${stopWords(lof)}.`;
      return [
        ...wrapText(`Aiming ${v.player.weapon.name} ${what}. ${status}`, width),
        `Tab: next \xB7 arrows: aim \xB7 Enter/${fire}${mode.armed ? "/y" : ""}: fire \xB7 Esc: cancel`
      ];
    }
    if (mode.kind === "examine") {
      const known = v.knownTerrain(mode.cursor.x, mode.cursor.y) !== void 0;
      return [
        ...describeCell(v, mode.cursor.x, mode.cursor.y, this.keys).flatMap((l) => wrapText(l, width)),
        `arrows: move \xB7 Tab: next thing seen${known ? " \xB7 Enter: walk there" : ""} \xB7 Esc: done`
      ];
    }
    if (mode.kind === "blink") {
      const problem = blinkProblem(v, mode.cursor.x, mode.cursor.y, mode.range);
      return [
        ...wrapText(`Blink to where? ${problem ?? "You can land here."}`, width),
        "arrows: move \xB7 Enter: jump \xB7 Esc: cancel"
      ];
    }
    if (this.hover !== void 0 && this.layers.length === 0)
      return [
        ...describeCell(v, this.hover.x, this.hover.y, this.keys).flatMap((l) => wrapText(l, width)),
        "click: walk there (or fire at a creature in view)"
      ];
    return void 0;
  }
};
function blockedByTerrain(lof) {
  return !lof.clear && lof.stopsBy !== null && TERRAIN_STOPS.has(lof.stopsBy);
}
function stopWords(lof) {
  if (lof.clear || lof.stopsBy === null) return "the line of fire is clear";
  const cells = lof.path.length;
  const out = `${cells} cell${cells === 1 ? "" : "s"} out`;
  switch (lof.stopsBy) {
    case "range":
      return "the aim is out of range";
    case "vacuum":
      return `the flame dies in vacuum ${out}`;
    case "window":
      return `the window ${out} would take the shot (it may crack)`;
    default: {
      const what = /^(a|an|the) /.test(lof.stopsBy) ? lof.stopsBy : `the ${lof.stopsBy}`;
      return `${what} ${out} stops the shot`;
    }
  }
}
function capitalise3(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
function drawTooSmall(frame) {
  const msg = `Hullbreach needs a terminal of at least ${MIN_WIDTH}x${MIN_HEIGHT}; this one is ${frame.width}x${frame.height}. Please enlarge it.`;
  const lines = wrapText(msg, Math.max(1, frame.width - 2));
  const top = Math.max(0, Math.floor((frame.height - lines.length) / 2));
  lines.forEach(
    (l, i) => putText(frame, Math.max(0, Math.floor((frame.width - l.length) / 2)), top + i, l, TONE_COLOUR.warn)
  );
}
function createApp(options = {}) {
  return new HullbreachApp(options);
}

// packages/game/src/ui/replay.ts
var REPLAY_SPEEDS = [1, 2, 4, 8, 16, 32, 64, 128];
var START_SPEED = 3;
var Replay = class {
  constructor(options) {
    this.options = options;
    this.colourMode = options.colourMode ?? "truecolor";
    if (options.inputs.length === 0) this.finish();
  }
  options;
  done = false;
  colourMode;
  step = 0;
  paused = false;
  speedIndex = START_SPEED;
  due = 0;
  playMs = 0;
  events;
  verdict;
  get speed() {
    return REPLAY_SPEEDS[this.speedIndex];
  }
  press(key) {
    if (key === "q" || key === "escape") this.done = true;
    else if (key === "space" || key === " ") this.paused = !this.paused;
    else if (key === "+" || key === "=")
      this.speedIndex = Math.min(REPLAY_SPEEDS.length - 1, this.speedIndex + 1);
    else if (key === "-" || key === "_") this.speedIndex = Math.max(0, this.speedIndex - 1);
    else if ((key === "." || key === "right") && this.paused) this.advance();
  }
  tick(ms) {
    if (!(ms > 0)) return;
    this.playMs += ms;
    if (this.paused || this.verdict !== void 0) return;
    this.due += ms * this.speed / 1e3;
    while (this.due >= 1 && this.verdict === void 0) {
      this.due -= 1;
      this.advance();
    }
    if (this.verdict !== void 0) this.due = 0;
  }
  advance() {
    const command = this.options.inputs[this.step];
    if (command === void 0) return;
    const events = this.options.session.perform(command).events;
    this.events = events.filter((e) => e.type === "shot" || e.type === "explosion");
    this.step++;
    if (this.step >= this.options.inputs.length) this.finish();
  }
  finish() {
    const recorded = this.options.recordedHash;
    if (recorded === void 0) this.verdict = "End of the run.";
    else
      this.verdict = this.options.session.hash() === recorded ? "End of the run: the replay arrived at the recorded state." : "End of the run: the replay did NOT arrive at the recorded state.";
  }
  render(width, height) {
    const w = Math.max(0, Math.floor(width));
    const h = Math.max(0, Math.floor(height));
    const frame = createFrame(w, h);
    if (w < MIN_WIDTH || h < MIN_HEIGHT) {
      putText(frame, 0, 0, `The replay needs at least ${MIN_WIDTH}x${MIN_HEIGHT}.`, TONE_COLOUR.warn);
      return frame;
    }
    const v = this.options.session.view();
    const layout = playLayout(w, h);
    drawMap(frame, v, followPlayer(v, layout.map), { time: this.playMs, events: this.events });
    for (let x = 0; x < layout.map.width; x++) putText(frame, x, layout.map.height, "\u2500", 4212824);
    for (let y = 0; y < h; y++)
      putText(frame, layout.map.width, y, y === layout.map.height ? "\u2524" : "\u2502", 4212824);
    drawLog(frame, layout.log, v.log, v.turn);
    drawHud(frame, layout.hud, v, this.playMs);
    const total = this.options.inputs.length;
    const state = this.paused ? "paused (. steps)" : `${this.speed}/s`;
    const bar2 = `REPLAY ${this.options.title} \xB7 ${this.step}/${total} \xB7 ${state} \xB7 space pause \xB7 +/- speed \xB7 q quit`;
    const second = this.verdict ?? (this.paused ? "Paused" : void 0);
    const rows = second === void 0 ? 1 : 2;
    fillRect(frame, { x: 0, y: 0, width: layout.map.width, height: rows }, 32, TEXT, 1052696);
    putText(frame, 1, 0, bar2, ACCENT, 1052696, layout.map.width - 2);
    if (second !== void 0) {
      const tone = this.verdict === void 0 ? TEXT_DIM : this.verdict.includes("NOT") ? TONE_COLOUR.bad : TEXT;
      putText(frame, 1, 1, second, tone, 1052696, layout.map.width - 2);
    }
    return frame;
  }
};
function createReplayApp(options) {
  return new Replay(options);
}

// packages/game/src/ui/ascii-view.ts
var LEGEND = {
  "#": "wall",
  ".": "floor",
  "@": "floor",
  "+": "door-closed",
  "'": "door-open",
  "%": "window",
  ">": "stairs-down",
  "&": "console",
  " ": "void",
  "*": "breach"
};
var SOLID = /* @__PURE__ */ new Set(["wall", "door-closed", "window", "console"]);
var WHITE = [1, 1, 1];
function asciiView(spec) {
  const height = spec.map.length;
  const width = Math.max(0, ...spec.map.map((r) => r.length));
  let px = 0;
  let py = 0;
  spec.map.forEach((row, y) => {
    const x = row.indexOf("@");
    if (x >= 0) {
      px = x;
      py = y;
    }
  });
  const know = (x, y) => spec.knowledge === void 0 ? "v" : spec.knowledge[y]?.[x] ?? " ";
  const inside = (x, y) => x >= 0 && y >= 0 && x < width && y < height;
  const isVisible = (x, y) => inside(x, y) && know(x, y) === "v";
  const knownTerrain = (x, y) => {
    if (!inside(x, y)) return void 0;
    const k = know(x, y);
    if (k !== "v" && k !== "r") return void 0;
    return LEGEND[spec.map[y][x] ?? " "] ?? "floor";
  };
  const player = {
    x: px,
    y: py,
    hp: 20,
    maxHp: 20,
    oxygen: 20,
    maxOxygen: 20,
    breathing: true,
    burning: false,
    armour: 0,
    weapon: { name: "pistol", melee: false, loaded: 6, capacity: 6, reserve: 16, kind: "pistol", range: 10 },
    inventory: [],
    ammo: [],
    ...spec.player
  };
  const visibleActors = () => (spec.actors ?? []).filter((a) => isVisible(a.x, a.y));
  const seed = spec.seed ?? 1;
  const depth = spec.depth ?? 1;
  const turn = spec.turn ?? 0;
  return {
    seed,
    mode: spec.world === void 0 ? "campaign" : "endless",
    ...spec.world === void 0 ? {} : { world: spec.world },
    depth,
    turn,
    width,
    height,
    outcome: spec.outcome ?? "playing",
    causeOfDeath: spec.causeOfDeath,
    player,
    knownTerrain,
    isVisible,
    airAt: (x, y) => {
      if (!isVisible(x, y)) return void 0;
      const t = LEGEND[spec.map[y][x] ?? " "] ?? "floor";
      if (SOLID.has(t)) return void 0;
      const a = spec.air?.[y]?.[x];
      if (a === "v") return "vacuum";
      if (a === "f") return "flowing";
      return t === "void" || t === "breach" ? "vacuum" : "air";
    },
    isBurning: (x, y) => isVisible(x, y) && spec.fire?.[y]?.[x] === "^",
    lightAt: (x, y) => isVisible(x, y) ? spec.light?.(x, y) ?? WHITE : void 0,
    visibleActors,
    knownItems: () => (spec.items ?? []).filter((i) => knownTerrain(i.x, i.y) !== void 0),
    targets: () => [...visibleActors()].sort(
      (a, b) => Math.max(Math.abs(a.x - px), Math.abs(a.y - py)) - Math.max(Math.abs(b.x - px), Math.abs(b.y - py))
    ),
    knownNotes: () => spec.notes ?? [],
    knownExit: () => {
      let best;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const t = knownTerrain(x, y);
          if (t !== "stairs-down" && t !== "console") continue;
          const d = Math.max(Math.abs(x - px), Math.abs(y - py));
          if (best === void 0 || d < Math.max(Math.abs(best.x - px), Math.abs(best.y - py)))
            best = { x, y };
        }
      return best;
    },
    lineOfFire: (x, y) => {
      const path = [];
      if (x === px && y === py) return { path, clear: false, stopsAt: null, stopsBy: null };
      for (const c of line({ x: px, y: py }, { x, y }).slice(1)) {
        path.push(c);
        const t = knownTerrain(c.x, c.y);
        if (t !== void 0 && SOLID.has(t))
          return { path, clear: false, stopsAt: c, stopsBy: t === "door-closed" ? "door" : t };
      }
      return { path, clear: true, stopsAt: null, stopsBy: null };
    },
    log: spec.log ?? [],
    stats: { seed, turns: turn, kills: 0, deepestFloor: depth, damageTaken: 0, shotsFired: 0, ...spec.stats }
  };
}
function asciiActor(x, y, kind = "zombie", glyph = "z", colour = 8367706) {
  return {
    id: x * 1e3 + y,
    kind,
    name: kind,
    glyph,
    colour,
    x,
    y,
    hp: 5,
    maxHp: 9,
    status: "hunting",
    description: `A ${kind}.`
  };
}

// packages/game/src/scenario/parse.ts
var ScenarioError = class extends Error {
  /** The file name as given to the parser. */
  file;
  /** The 1-based line the problem is on. */
  line;
  /** What is wrong, without the place. */
  reason;
  /** Creates the error for `reason` at `file`:`line`. */
  constructor(file, line2, reason) {
    super(`${file}:${line2}: ${reason}`);
    this.name = "ScenarioError";
    this.file = file;
    this.line = line2;
    this.reason = reason;
  }
};
var DIRECTIONS2 = {
  n: { dx: 0, dy: -1 },
  ne: { dx: 1, dy: -1 },
  e: { dx: 1, dy: 0 },
  se: { dx: 1, dy: 1 },
  s: { dx: 0, dy: 1 },
  sw: { dx: -1, dy: 1 },
  w: { dx: -1, dy: 0 },
  nw: { dx: -1, dy: -1 }
};
var MAP_LEGEND = " .#%+'>&*@zsbT";
var SETTINGS = [
  "hp",
  "oxygen",
  "armour",
  "wield",
  "carry",
  "ammo",
  "item",
  "depth",
  "lamp",
  "facing"
];
var COMMANDS = [
  "move",
  "wait",
  "close",
  "fire",
  "reload",
  "pickup",
  "descend",
  "use",
  "wield",
  "drop",
  "explore",
  "travel"
];
var ITEM_KINDS = Object.keys(ITEMS);
var WEAPON_KINDS = ITEM_KINDS.filter((k) => isWeaponItem(k));
var MAX_NUMBER = 9999;
var MAX_WAIT = 1e4;
function linesOf(text) {
  const raw = text.split("\n");
  if (raw.length > 0 && raw[raw.length - 1] === "") raw.pop();
  return raw.map((t, k) => ({ n: k + 1, text: t.endsWith("\r") ? t.slice(0, -1) : t }));
}
function isBlankOrComment(text) {
  const t = text.trim();
  return t === "" || t.startsWith(";");
}
function parseScenario(text, fileName) {
  const lines = linesOf(text);
  const fail3 = (line2, reason) => {
    throw new ScenarioError(fileName, line2, reason);
  };
  const cuts = lines.filter((l) => l.text === "---").map((l) => l.n);
  const lastLine = Math.max(1, lines.length);
  if (cuts.length === 0)
    fail3(lastLine, "missing ---: a scenario is settings, a line ---, the map, a line ---, then the script");
  if (cuts.length === 1)
    fail3(lastLine, `missing the --- that ends the map (the map starts after the --- on line ${cuts[0]})`);
  const [first, second] = cuts;
  const settingLines = lines.slice(0, first - 1);
  const mapLines = lines.slice(first, second - 1);
  const scriptLines = lines.slice(second);
  const pending = parseSettings(settingLines, fail3);
  const map = parseMap(mapLines, second, fail3);
  const width = map.rows[0].length;
  const height = map.rows.length;
  const inMap = (line2, x, y) => {
    if (x >= width || y >= height)
      fail3(
        line2,
        `${x},${y} is outside the ${width}x${height} map (X from 0 to ${width - 1}, Y from 0 to ${height - 1})`
      );
  };
  for (const stack of pending.items) {
    inMap(stack.line, stack.x, stack.y);
    const ch = map.rows[stack.y][stack.x];
    const code = charTerrain(ch);
    if (!TERRAIN2[code].walkable)
      fail3(
        stack.line,
        `${stack.x},${stack.y} is "${ch}", not open deck; items lie on floor, doors or stairs`
      );
  }
  const script = parseScript(scriptLines, fail3, inMap);
  const settings = pending;
  const floor = floorFromAscii(map.rows, settings.depth);
  return { fileName, settings, map: map.rows, floor, script };
}
function scenarioFloor(scenario) {
  return floorFromAscii(scenario.map, scenario.settings.depth);
}
function wholeNumber(fail3, line2, what, text, min, max) {
  if (text === void 0 || !/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max)
    fail3(
      line2,
      `${what} must be a whole number from ${min} to ${max}, got ${text === void 0 ? "nothing" : `"${text}"`}`
    );
  return Number(text);
}
function coordinate(fail3, line2, text) {
  const m = text === void 0 ? null : /^([0-9]+),([0-9]+)$/.exec(text);
  if (m === null)
    fail3(
      line2,
      `expected a cell as X,Y (column and row from 0, e.g. 4,2), got ${text === void 0 ? "nothing" : `"${text}"`}`
    );
  return { x: Number(m[1]), y: Number(m[2]) };
}
function itemKind(fail3, line2, text) {
  if (text === void 0) fail3(line2, `missing an item kind; known: ${ITEM_KINDS.join(", ")}`);
  if (!ITEM_KINDS.includes(text))
    fail3(line2, `unknown item "${text}"; known: ${ITEM_KINDS.join(", ")}`);
  return text;
}
function arity(fail3, line2, words, min, max, usage) {
  if (words.length - 1 < min || words.length - 1 > max)
    fail3(line2, `expected "${usage}", got "${words.join(" ")}"`);
}
function parseSettings(lines, fail3) {
  const s = { wield: "pistol", carry: [], ammo: {}, items: [], depth: 1 };
  const setOn = /* @__PURE__ */ new Map();
  const once = (line2, key) => {
    const before = setOn.get(key);
    if (before !== void 0) fail3(line2, `${key} is set twice (also on line ${before}); give it once`);
    setOn.set(key, line2);
  };
  for (const { n, text } of lines) {
    if (isBlankOrComment(text)) continue;
    const words = text.trim().split(/\s+/);
    const [name] = words;
    switch (name) {
      case "hp":
        arity(fail3, n, words, 1, 1, "hp N");
        once(n, "hp");
        s.hp = wholeNumber(fail3, n, "hp", words[1], 1, MAX_NUMBER);
        break;
      case "oxygen":
        arity(fail3, n, words, 1, 1, "oxygen N");
        once(n, "oxygen");
        s.oxygen = wholeNumber(fail3, n, "oxygen", words[1], 0, MAX_NUMBER);
        break;
      case "armour":
        arity(fail3, n, words, 1, 1, "armour N");
        once(n, "armour");
        s.armour = wholeNumber(fail3, n, "armour", words[1], 0, MAX_NUMBER);
        break;
      case "depth":
        arity(fail3, n, words, 1, 1, "depth N");
        once(n, "depth");
        s.depth = wholeNumber(fail3, n, "depth", words[1], 0, LAST_FLOOR);
        break;
      case "wield": {
        arity(fail3, n, words, 1, 1, "wield KIND");
        once(n, "wield");
        const kind = words[1];
        if (kind !== "fists" && !WEAPON_KINDS.includes(kind))
          fail3(n, `unknown weapon "${kind}"; known: fists, ${WEAPON_KINDS.join(", ")}`);
        s.wield = kind;
        break;
      }
      case "carry": {
        arity(fail3, n, words, 1, 2, "carry KIND [COUNT]");
        const kind = itemKind(fail3, n, words[1]);
        const count2 = words[2] === void 0 ? 1 : wholeNumber(fail3, n, "COUNT", words[2], 1, MAX_NUMBER);
        s.carry.push({ kind, count: count2, line: n });
        break;
      }
      case "ammo": {
        arity(fail3, n, words, 2, 2, "ammo TYPE N");
        const type = words[1];
        if (!AMMO_KINDS.includes(type))
          fail3(n, `unknown ammo type "${type}"; known: ${AMMO_KINDS.join(", ")}`);
        once(n, `ammo ${type}`);
        s.ammo[type] = wholeNumber(fail3, n, "N", words[2], 0, MAX_NUMBER);
        break;
      }
      case "item": {
        arity(fail3, n, words, 2, 3, "item X,Y KIND [COUNT]");
        const { x, y } = coordinate(fail3, n, words[1]);
        const kind = itemKind(fail3, n, words[2]);
        const count2 = words[3] === void 0 ? 1 : wholeNumber(fail3, n, "COUNT", words[3], 1, MAX_NUMBER);
        s.items.push({ kind, count: count2, x, y, line: n });
        break;
      }
      case "lamp": {
        arity(fail3, n, words, 1, 1, "lamp cone|round");
        once(n, "lamp");
        const shape = words[1];
        if (shape !== "cone" && shape !== "round") fail3(n, `unknown lamp "${shape}"; known: cone, round`);
        s.lamp = shape;
        break;
      }
      case "facing": {
        arity(fail3, n, words, 1, 1, "facing DIR");
        once(n, "facing");
        const step2 = DIRECTIONS2[words[1]];
        if (step2 === void 0)
          fail3(n, `unknown direction "${words[1]}"; known: ${Object.keys(DIRECTIONS2).join(", ")}`);
        s.facing = facingOf(step2.dx, step2.dy);
        break;
      }
      default:
        fail3(n, `unknown setting "${name}"; known: ${SETTINGS.join(", ")}`);
    }
  }
  const carried = s.carry.filter((c) => !c.kind.startsWith("ammo-"));
  const held = s.wield === "fists" ? 0 : 1;
  let total = held;
  for (const c of carried) {
    total += c.count;
    if (total > PLAYER.inventorySize)
      fail3(
        c.line,
        `the pack holds ${PLAYER.inventorySize} items${held === 1 ? " (the wielded weapon counts)" : ""}; this makes ${total}`
      );
  }
  return s;
}
function charTerrain(ch) {
  switch (ch) {
    case " ":
      return Ter.Void;
    case "#":
      return Ter.Wall;
    case "+":
      return Ter.DoorClosed;
    case "'":
      return Ter.DoorOpen;
    case "%":
      return Ter.Window;
    case ">":
      return Ter.Stairs;
    case "&":
      return Ter.Console;
    case "*":
      return Ter.Breach;
    default:
      return Ter.Floor;
  }
}
function parseMap(lines, closing, fail3) {
  if (lines.length === 0) fail3(closing, "the map is empty: put its rows between the two --- lines");
  let player;
  for (const { n, text } of lines) {
    for (let x = 0; x < text.length; x++) {
      const ch = text[x];
      if (!MAP_LEGEND.includes(ch)) {
        const shown = ch === "	" ? "a tab" : `"${ch}"`;
        fail3(
          n,
          `unknown map character ${shown} at column ${x}; the legend is: ${[...MAP_LEGEND].map((c) => c === " " ? "space" : c).join(" ")}`
        );
      }
      if (ch === "@") {
        if (player !== void 0)
          fail3(n, `a second @ (the first is on line ${player}); a map has exactly one`);
        player = n;
      }
    }
  }
  if (player === void 0) fail3(lines[0].n, "the map has no @: put the player on one floor cell");
  const width = Math.max(...lines.map((l) => l.text.length));
  return { rows: lines.map((l) => l.text.padEnd(width, " ")) };
}
function parseScript(lines, fail3, inMap) {
  const steps = [];
  for (const { n, text } of lines) {
    if (isBlankOrComment(text)) continue;
    const words = text.trim().split(/\s+/);
    const [name] = words;
    const tidy = words.join(" ");
    const push2 = (action) => {
      steps.push({ line: n, text: tidy, action });
    };
    const simple = (command) => {
      arity(fail3, n, words, 0, 0, name);
      push2({ kind: "command", command });
    };
    const direction = () => {
      const d = DIRECTIONS2[words[1]];
      if (d === void 0)
        fail3(n, `unknown direction "${words[1]}"; known: ${Object.keys(DIRECTIONS2).join(", ")}`);
      return d;
    };
    switch (name) {
      case "move":
      case "close": {
        arity(fail3, n, words, 1, 1, `${name} DIR`);
        const { dx, dy } = direction();
        push2({ kind: "command", command: { kind: name, dx, dy } });
        break;
      }
      case "wait": {
        arity(fail3, n, words, 0, 1, "wait [N]");
        const turns = words[1] === void 0 ? 1 : wholeNumber(fail3, n, "N", words[1], 1, MAX_WAIT);
        push2({ kind: "wait", turns });
        break;
      }
      case "fire": {
        arity(fail3, n, words, 1, 1, "fire X,Y");
        const { x, y } = coordinate(fail3, n, words[1]);
        inMap(n, x, y);
        push2({ kind: "command", command: { kind: "fire", x, y } });
        break;
      }
      case "reload":
      case "pickup":
      case "descend":
        simple({ kind: name });
        break;
      case "use":
      case "wield":
      case "drop": {
        arity(fail3, n, words, 1, 1, `${name} KIND`);
        push2({ kind: "item", verb: name, item: itemKind(fail3, n, words[1]) });
        break;
      }
      case "explore":
        arity(fail3, n, words, 0, 0, "explore");
        push2({ kind: "journey", command: { kind: "explore" } });
        break;
      case "travel": {
        arity(fail3, n, words, 1, 1, "travel X,Y");
        const { x, y } = coordinate(fail3, n, words[1]);
        inMap(n, x, y);
        push2({ kind: "journey", command: { kind: "travel", x, y } });
        break;
      }
      default:
        fail3(n, `unknown command "${name}"; known: ${COMMANDS.join(", ")}`);
    }
  }
  return steps;
}

// packages/game/src/scenario/run.ts
var DEFAULT_SCENARIO_SEED = 1;
var MAX_JOURNEY = 1e3;
var TERRAIN_CHARS = " .#+'%>&*";
function loadedFull(kind) {
  return isWeaponItem(kind) ? WEAPONS[kind].capacity : 0;
}
function startScenario(scenario, seed = DEFAULT_SCENARIO_SEED) {
  const s = scenario.settings;
  const bare = scenarioFloor(scenario);
  let nextId = 1;
  for (const m of monsterList(bare.floor)) nextId = Math.max(nextId, m.id);
  nextId++;
  for (const stack of s.items) {
    for (let k = 0; k < stack.count; k++)
      bare.floor.items.push(makeItem(nextId++, stack.kind, stack.x, stack.y, loadedFull(stack.kind)));
  }
  const game = createGame(seed, {
    floor: bare,
    ...s.lamp === void 0 ? {} : { rules: { ...CLASSIC_RULES, lamp: s.lamp } }
  });
  const p = game.player;
  if (s.facing !== void 0 && game.rules !== void 0) p.facing = s.facing;
  if (s.hp !== void 0) {
    p.hp = s.hp;
    p.maxHp = Math.max(p.maxHp, s.hp);
  }
  if (s.oxygen !== void 0) {
    p.oxygen = s.oxygen;
    p.maxOxygen = Math.max(p.maxOxygen, s.oxygen);
  }
  if (s.armour !== void 0) p.armour = s.armour;
  p.inventory = [];
  p.wielded = 0;
  if (s.wield !== "fists") {
    const held = makeItem(nextId++, s.wield, -1, -1, loadedFull(s.wield));
    p.inventory.push(held);
    p.wielded = held.id;
  }
  for (const [type, count2] of Object.entries(s.ammo)) p.ammo[type] = count2;
  for (const stack of s.carry) {
    const ammo = ammoOfItem(stack.kind);
    if (ammo !== void 0) {
      p.ammo[ammo] += AMMO_BOX[ammo] * stack.count;
      continue;
    }
    for (let k = 0; k < stack.count; k++)
      p.inventory.push(makeItem(nextId++, stack.kind, -1, -1, loadedFull(stack.kind)));
  }
  game.nextId = Math.max(game.nextId, nextId);
  return game;
}
function countCells(game) {
  const { terrain, air, flow, fire } = game.floor;
  let airless = 0;
  let flowing = 0;
  let burning = 0;
  for (let i = 0; i < terrain.length; i++) {
    if (AIRTIGHT[terrain[i]] === 0 && FLOORLESS[terrain[i]] === 0 && air[i] === 0) airless++;
    if (flow[i] > 0) flowing++;
    if (fire[i] > 0) burning++;
  }
  return { airless, flowing, burning };
}
function record(game, command, result, extraLog = []) {
  const { player, floor } = game;
  const log = [...extraLog];
  for (const e of result.events) if (e.type === "message") log.push(e.text);
  return {
    turn: game.turn,
    command,
    tookTurn: result.tookTurn,
    player: { x: player.x, y: player.y, hp: player.hp, oxygen: player.oxygen, armour: player.armour },
    outcome: game.outcome,
    monsters: monsterList(floor).map((m) => ({
      id: m.id,
      kind: m.mode === "bones" ? "bones" : m.kind,
      x: m.x,
      y: m.y,
      hp: m.hp
    })),
    items: floor.items.map((it) => ({ kind: it.kind, x: it.x, y: it.y })),
    ...countCells(game),
    log,
    ...game.rules === void 0 ? {} : {
      sees: monsterList(floor).filter((m) => m.mode !== "bones" && playerSees(floor, m.x, m.y)).map((m) => m.id)
    },
    ...result.stop === void 0 ? {} : { stop: result.stop }
  };
}
function finalRecord(game) {
  const { floor, player } = game;
  const { width, height, terrain, air } = floor;
  const map = [];
  const airRows = [];
  for (let y = 0; y < height; y++) {
    const row = [];
    let airRow = "";
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = terrain[i];
      row.push(TERRAIN_CHARS[t] ?? "?");
      airRow += AIRTIGHT[t] !== 0 ? "#" : FLOORLESS[t] !== 0 ? " " : air[i] > 0 ? "." : "~";
    }
    map.push(row);
    airRows.push(airRow);
  }
  for (const m of monsterList(floor)) if (m.mode !== "bones") map[m.y][m.x] = MONSTERS[m.kind].glyph;
  if (FLOORLESS[terrain[player.y * width + player.x]] === 0) map[player.y][player.x] = "@";
  return {
    final: true,
    turn: game.turn,
    outcome: game.outcome,
    map: map.map((r) => r.join("")),
    air: airRows
  };
}
function runStep(game, step2, out) {
  const { action } = step2;
  switch (action.kind) {
    case "command":
      out.push(record(game, step2.text, perform(game, action.command)));
      return;
    case "wait":
      for (let k = 0; k < action.turns && game.outcome === "playing"; k++)
        out.push(record(game, step2.text, perform(game, { kind: "wait" })));
      return;
    case "item": {
      const slot = game.player.inventory.findIndex((it) => it.kind === action.item);
      if (slot < 0) {
        const refused = { tookTurn: false, events: [], reobserved: 0 };
        out.push(record(game, step2.text, refused, [`You carry no ${ITEMS[action.item].name}.`]));
        return;
      }
      out.push(record(game, step2.text, perform(game, { kind: action.verb, slot })));
      return;
    }
    case "journey":
      for (let k = 0; k < MAX_JOURNEY && game.outcome === "playing"; k++) {
        const result = perform(game, action.command);
        out.push(record(game, step2.text, result));
        if (result.stop !== void 0 || !result.tookTurn) return;
      }
      return;
  }
}
function playScenario(scenario, seed = DEFAULT_SCENARIO_SEED) {
  const game = startScenario(scenario, seed);
  const records = [];
  for (const step2 of scenario.script) {
    if (game.outcome !== "playing") break;
    runStep(game, step2, records);
  }
  return { records, final: finalRecord(game), game };
}
function textReport(scenario, seed, run) {
  const { final, game } = run;
  const p = game.player;
  const counts = countCells(game);
  const living = monsterList(game.floor);
  const monsters = living.length === 0 ? "none" : living.map((m) => `${m.mode === "bones" ? "bones" : m.kind} ${m.id} at ${m.x},${m.y} (hp ${m.hp})`).join(", ");
  return [
    `${scenario.fileName}, seed ${String(seed)}: ${run.records.length} lines, turn ${final.turn}, ${final.outcome}`,
    "",
    "Map:",
    ...final.map,
    "",
    "Air (. air, ~ none, # solid, blank: open space):",
    ...final.air,
    "",
    `Player: ${p.x},${p.y}, hp ${p.hp}/${p.maxHp}, oxygen ${p.oxygen}/${p.maxOxygen}, armour ${p.armour}`,
    `Monsters: ${monsters}`,
    `Cells: ${counts.airless} airless, ${counts.flowing} flowing, ${counts.burning} burning`
  ];
}
function runScenario(scenario, options = {}) {
  const seed = options.seed ?? DEFAULT_SCENARIO_SEED;
  const run = playScenario(scenario, seed);
  if (options.format === "text") return textReport(scenario, seed, run);
  return [...run.records.map((r) => JSON.stringify(r)), JSON.stringify(run.final)];
}
export {
  ACTION_TIME,
  AMMO_KINDS,
  AMMO_NAMES,
  AUTOSAVE_TURNS,
  BINDABLE_ACTIONS,
  CHUNK,
  CLASSIC_RULES,
  DEFAULT_KEYS,
  DEFAULT_RULES,
  DEFAULT_SCENARIO_SEED,
  DIFFICULTIES,
  DIFFICULTY,
  DIRECTIONS2 as DIRECTIONS,
  FLOOR_SIZES,
  FLOOR_TABLES,
  FULL_AIR,
  ITEMS,
  LAST_FLOOR,
  LOCK_TURNS,
  LOW_HP,
  LOW_OXYGEN,
  MAP_LEGEND,
  MAX_JOURNEY,
  MENU_DIM,
  MIN_HEIGHT,
  MIN_WIDTH,
  MONSTERS,
  REPLAY_SPEEDS,
  RULES_VERSION,
  ScenarioError,
  TERRAINS,
  TILE,
  Ter,
  WARNING_TEXT,
  WEAPONS,
  WINDOW,
  addMonster,
  asciiActor,
  asciiView,
  autoplay,
  autoplayEndless,
  autoplayEndlessGame,
  autoplayGame,
  botCommand,
  botStats,
  botTurn,
  buildFloor,
  causeInWords,
  cellAt,
  chunkDistance,
  createApp,
  createEndlessGame,
  createFrame,
  createGame,
  createReplayApp,
  dailyDateOf,
  dailySeed,
  decodeChunk,
  deserialize,
  dialogRect,
  dim,
  dimFrame,
  drawDialog,
  drawMap,
  drawTileMap,
  encodeChunk,
  endlessAutoplayLine,
  endlessBotCommand,
  endlessSession,
  floorFromAscii,
  floorLevel,
  flushWindow,
  followPlayer,
  followPlayerTiles,
  formatEntry,
  frameText,
  isDifficulty,
  isWeaponItem,
  keyLabel,
  keysLabel,
  makeChunk,
  makeItem,
  makeMonster,
  memoryChunkSource,
  monsterList,
  morgueText,
  parseKeyMap,
  parseScenario,
  parseSeed,
  perform,
  performEndless,
  playLayout,
  playScenario,
  populateChunk,
  recentre,
  recordSession,
  relight,
  resumeCoreGame,
  resumeEndlessSession,
  rgb,
  rowText,
  runScenario,
  savePlace,
  scenarioFloor,
  serialize,
  sessionOfGame,
  settleWindow,
  startCoreGame,
  startEndlessSession,
  startScenario,
  stateHash,
  summariseRun,
  view
};
