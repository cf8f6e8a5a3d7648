/** Brightness left in a lit cell far from the lamp (so the edge of vision stays readable). */
export const LAMP_FLOOR = 0.35;
/** The lamp's height H in cells: intensity falls as 1 / (d² / H² + 1). */
export const LAMP_HEIGHT = 6;

/**
 * The player's lamp at distance d (cells): 1 at the player, fading smoothly and without a
 * plateau (the fixed formula of techniques §1.7), never below LAMP_FLOOR. Presentation only.
 */
export function lampFactor(d: number): number {
  const i = 1 / ((d * d) / (LAMP_HEIGHT * LAMP_HEIGHT) + 1);
  return LAMP_FLOOR + (1 - LAMP_FLOOR) * i;
}
