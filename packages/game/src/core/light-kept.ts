/**
 * The player's light with each light's field of view kept with the floor (issue 18.8). A lamp on
 * the wall or a fire lights the same cells turn after turn while no opacity changes near it; only
 * what the viewer sees of that light changes as the player moves. The toolkit's lighting does the
 * keeping (`createLighting({ keep: true })`); the floor's calculator is told, from the opacity
 * track's log, which cells changed opacity since its last call, so a kept view is computed again
 * only when a change lies within its light's reach.
 */
import { createLighting, type Light, type Lighting } from '@hullbreach/toolkit';
import { cached } from './cells.js';
import { opacityTrack } from './incremental.js';
import type { FloorState } from './state.js';

/** The floor's keeping calculator and how much of the opacity log it has been told. */
interface KeptLights {
  readonly lighting: Lighting;
  told: number;
}

/** A keeping calculator for the floor, told nothing yet (its views are made on first use). */
function newKeptLights(floor: FloorState): KeptLights {
  return { lighting: createLighting({ keep: true }), told: opacityTrack(floor).log.length };
}

/**
 * Lights `out` (3 floats per cell, cleared first) with `lights` as the viewer at (vx, vy) with
 * field of view `seen` is shown them: the toolkit's lighting with that viewer, each light's field
 * of view kept from earlier calls while no opacity change reaches it.
 */
export function lightKept(
  floor: FloorState,
  lights: readonly Light[],
  seen: Uint8Array,
  vx: number,
  vy: number,
  out: Float32Array,
): Float32Array {
  const kept = cached(floor, 'kept-lights', newKeptLights);
  const track = opacityTrack(floor);
  const { width, height } = floor;
  const { log, mask } = track;
  for (let k = kept.told; k < log.length; k++) {
    const i = log[k];
    const x = i % width;
    kept.lighting.update(x, (i - x) / width);
  }
  kept.told = log.length;
  return kept.lighting.compute({ width, height, opaque: mask }, lights, {
    out,
    viewer: { x: vx, y: vy, visible: seen },
  });
}
