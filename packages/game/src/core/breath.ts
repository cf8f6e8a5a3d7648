import { hurtPlayer } from './combat.js';
import { LOW_OXYGEN } from './content.js';
import { say, type Turn } from './log.js';

/** The player breathes: oxygen refills in air and drains in vacuum; at none, suffocation hurts. */
export function breathe(turn: Turn): void {
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
      say(turn, `Oxygen low: ${player.oxygen} left. Find air or a canister.`, 'warn');
    else if (player.oxygen === 0) say(turn, 'Your oxygen is gone. You are suffocating!', 'bad');
    return;
  }
  say(turn, 'You are suffocating!', 'bad');
  // Armour keeps out blows, not the lack of air.
  hurtPlayer(turn, 1, 'vacuum', 'suffocated in vacuum', true);
}
