// A new monster for the mods tests: every field a new kind must give. The name matches the game
// package's `!**/*.test.*` files rule, so it is never shipped, and vitest does not run it alone.

/** A complete new monster record as a pack writes it. */
export const GHOUL = {
  id: 'ghoul',
  name: 'ghoul',
  glyph: 'g',
  colour: '#a0c040',
  hp: 7,
  armour: 1,
  damage: '1d3+1',
  accuracy: 0.7,
  delay: 15,
  flee: 0,
  sight: 8,
  floats: false,
  blast: 0,
  xp: 4,
  verb: 'claws',
  sighting: 'A ghoul lopes into view.',
  description: 'A crew member who went hungry.',
};
