/**
 * A light's brightness at distance d, for a lamp at height H with focus F:
 * I(d) = H² / (d² + 2·F·H·d + H²), which is 1 under the lamp and falls smoothly (no flat disc, no
 * cliff). It never reaches 0 by itself, so it is lowered by its value E = I(R) at the radius and
 * stretched back to 1 at d = 0: brightness(d) = (I(d) - E) / (1 - E) up to R, 0 beyond.
 * A mutable record, so that a caller can refill one per light instead of allocating.
 */
export interface Falloff {
  /** H². */
  h2: number;
  /** 2·F·H; 0 for a bare bulb, which spares a square root per cell. */
  twoFH: number;
  /** E = I(R). */
  edge: number;
  /** 1 / (1 - E). */
  scale: number;
  /** R². */
  r2: number;
}

/** The default lamp height for a radius: I(R) = 0.1 before the taper, about OD's player lamp. */
export function defaultHeight(radius: number): number {
  return radius / 3;
}

/** An empty falloff record (a light of radius 0) to fill with `setFalloff`. */
export function createFalloff(): Falloff {
  return { h2: 1, twoFH: 0, edge: 0, scale: 1, r2: 0 };
}

/** Fills `f` with the constants of a light of this radius, height (> 0) and focus; returns it. */
export function setFalloff(f: Falloff, radius: number, height: number, focus: number): Falloff {
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

/** Brightness at squared distance `d2` (0..1) under the falloff `f`. */
export function brightnessAt(f: Falloff, d2: number): number {
  if (d2 === 0) return 1;
  if (d2 >= f.r2) return 0;
  const bend = f.twoFH === 0 ? 0 : f.twoFH * Math.sqrt(d2);
  const value = (f.h2 / (d2 + bend + f.h2) - f.edge) * f.scale;
  return value > 0 ? value : 0;
}

/** The lamp's shape for {@link lightFalloff}, as on a `Light`. */
export interface FalloffOptions {
  /** Height H of the lamp above the floor, in cells; radius / 3 when absent. */
  readonly height?: number;
  /** Focus F in [0, 1]; 0 when absent. */
  readonly focus?: number;
}

/**
 * How bright a light of `radius` is at `distance` (0..1): 1 at distance 0, strictly decreasing up
 * to exactly 0 at the radius, 0 beyond. `height` defaults to radius / 3, `focus` to 0.
 */
export function lightFalloff(distance: number, radius: number, options: FalloffOptions = {}): number {
  const { height, focus = 0 } = options;
  if (!(distance >= 0) || !(radius >= 0) || !Number.isFinite(radius)) {
    throw new RangeError(
      `lightFalloff: distance and radius must be numbers >= 0 (radius finite), got ${distance}, ${radius}`,
    );
  }
  if (height !== undefined && !(height > 0 && Number.isFinite(height))) {
    throw new RangeError(`lightFalloff: height must be a finite number > 0, got ${height}`);
  }
  if (!(focus >= 0 && focus <= 1))
    throw new RangeError(`lightFalloff: focus must be in [0, 1], got ${focus}`);
  if (distance === 0) return 1;
  if (distance >= radius) return 0;
  return brightnessAt(
    setFalloff(createFalloff(), radius, height ?? defaultHeight(radius), focus),
    distance * distance,
  );
}
