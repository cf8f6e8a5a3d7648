/** Where a run stands, in the words the HUD, the title and the run list use. */

/** The deepest floor of the campaign (shown as "Floor n/5"). */
export const LAST_FLOOR = 5;

/** "Floor n/5", naming the docking bay on floor 0. */
export function floorLabel(depth: number): string {
  return depth === 0 ? `Docking bay 0/${LAST_FLOOR}` : `Floor ${depth}/${LAST_FLOOR}`;
}

/** How far out an Endless run is, in words: "1 chunk out", "3 chunks out". */
export function distanceLabel(chunks: number): string {
  return chunks === 1 ? '1 chunk out' : `${chunks} chunks out`;
}
