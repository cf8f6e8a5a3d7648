import { BINDABLE_ACTIONS, DEFAULT_KEYS, DEFAULT_SCENARIO_SEED, keysLabel } from '@hullbreach/game';
import { GENERATOR_KINDS } from '@hullbreach/toolkit';
import { DEFAULT_GEN_SEED, DEFAULT_SIZES } from './gen-defaults.js';

/** The names of the subcommands, in the order `--help` lists them. */
export const SUBCOMMANDS = [
  'play',
  'gen',
  'fov',
  'autoplay',
  'scenario',
  'endless',
  'world',
  'runs',
  'replay',
] as const;

/** One of the subcommand names. */
export type Subcommand = (typeof SUBCOMMANDS)[number];

const MAIN = `hullbreach: a roguelike aboard a breached station, and the tools it is built with.

Usage:
  hullbreach [play] [--seed S | --daily | --continue] [--difficulty LEVEL] [--data-dir DIR] [--content DIR] [--colors MODE]
  hullbreach gen KIND [--seed S] [--width W] [--height H] [--format ascii|json] [--stages] [--param NAME=VALUE]...
  hullbreach fov --map FILE|- --at X,Y --radius R [--algorithm NAME]
  hullbreach autoplay --seed S|--daily [--difficulty LEVEL] [--turns N] [--mode campaign|endless] [--data-dir DIR] [--content DIR]
  hullbreach scenario FILE|- [--seed S] [--format json|text] [--content DIR]
  hullbreach endless [--seed S | --daily] [--difficulty LEVEL] [--data-dir DIR] [--content DIR] [--colors MODE]
  hullbreach world --seed S --chunk CX,CY [--data-dir DIR]
  hullbreach runs [--format text|json] [--best] [--morgue RUN] [--data-dir DIR]
  hullbreach replay RUN [--verify] [--data-dir DIR] [--content DIR]
  hullbreach help [COMMAND]
  hullbreach --version

Run "hullbreach COMMAND --help" for the details of one command.
Seeds are digits (a number) or any word (kestrel-9). Usage errors exit with status 2.
Mods: the .json files of content/ in the data folder, and of --content DIR, add or change
monsters, items, variants and floor tables (docs/mods.md; schema: docs/content-schema.json).
`;

/** The rebindable actions with their default keys, for play's help (and the README). */
const KEY_ACTIONS = BINDABLE_ACTIONS.map(
  ({ action }) => `  ${action.padEnd(10)} ${keysLabel(DEFAULT_KEYS[action])}`,
).join('\n');

const PLAY = `Usage: hullbreach [play] [--seed S | --daily | --continue] [--difficulty easy|normal|hard]
                       [--data-dir DIR] [--content DIR] [--colors truecolor|256|16|grey]

Plays the game full screen in this terminal (it needs a real terminal on stdin and stdout).

Options:
  --seed S       the run's seed: digits or any word; a random one when omitted
  --daily        the seed of the day (daily-YYYY-MM-DD, from today's UTC date: the same run for
                 everyone that day); the title screen offers it too, with the day's best run
  --difficulty L easy, normal (default) or hard: how many creatures, how much ammunition and
                 how many medkits lie on each floor, the oxygen and spare rounds you start with,
                 and how far tanks see; the title screen chooses it too
  --continue     goes straight on with the newest saved run (the title screen's Continue)
  --data-dir DIR where saves and the history live (default: $HULLBREACH_DATA, else
                 $XDG_DATA_HOME/hullbreach, else ~/.local/share/hullbreach)
  --content DIR  mods to play with besides those of content/ in the data folder (see Mods)
  --colors MODE  truecolor (24-bit), 256 (xterm palette), 16 (standard ANSI colours) or grey
                 (the xterm palette's greys); default: truecolor when COLORTERM says so,
                 256 when TERM mentions 256color, else 16
  -h, --help     shows this help

Without --colors, a non-empty NO_COLOR turns colour off: the screen uses only dim and reverse
video until you pick a colour mode in the game's options. FORCE_COLOR=0 does the same, and
FORCE_COLOR=1, 2 or 3 asks for at least 16, 256 or 24-bit colour, whatever NO_COLOR says.

The run is saved in the data folder's hullbreach.sqlite on every floor change, every 50 turns,
when you save and quit from the pause menu (Esc), and when the program is told to stop
(Ctrl-C, SIGTERM, SIGHUP). A run that ends (won, died, adrift) loses its save and goes into the
history ("hullbreach runs"). A save file that cannot be used is named in one message and left
as it is; the game is then played without saving.

Ctrl-C saves and quits at once; the terminal is restored however the program ends.

Keys: keys.json in the data folder rebinds the playing screen's keys. It is one JSON object
from an action to a key or a list of keys, for example {"explore": "e", "fire": ["f", "t"]}.
A key is one character or one of enter, escape, tab, backtab, backspace, delete, space, begin
(the numpad's 5 with Num Lock off); the arrows and the numpad always move, and a vi-key bound
to an action stops moving. A bad entry is named in one message (in the game and after it) and
keeps its default key; the help screen (?) shows the keys as bound. The actions, with their
default keys:
${KEY_ACTIONS}

Mods: every .json file of content/ in the data folder, then of --content DIR (each folder's
files in name order), adds or changes monsters, items, variants and floor tables (docs/mods.md).
A file with problems is named with every problem (file, JSON path, what was expected) on the
title screen and after the game, and the game is played with the built-in content: a mod is
applied whole or not at all. Each run records the hash of the content it played with.
`;

const RUNS = `Usage: hullbreach runs [--format text|json] [--best] [--morgue RUN] [--data-dir DIR]

Lists the finished runs of the data folder's history, newest first: the run number (for
"hullbreach replay"), when it ended, the mode, the seed ("(daily)" for a seed of the day), the
difficulty (LEVEL; - for runs from before difficulties), how it ended, how far it got, turns,
kills and the cause of death.

Options:
  --format text   a table (default)
  --format json   one JSON array, newest first, each run with id, seed, mode (campaign|endless),
                  outcome, cause (when there is one), depth (campaign) or distance (endless),
                  turns, kills, endedAt (ISO 8601) and stateHash, and when known difficulty,
                  rulesVersion, daily (the date of a seed of the day) and contentHash (the
                  content it was played with: the built-in records and the mods)
  --best          only the best run of each seed (a win first, then the farthest, then the
                  fewest turns), best first
  --morgue RUN    prints the morgue of run RUN instead: seed, mode, difficulty, turns, how it
                  ended, the character and gear, kills by kind, the last 20 messages and the
                  floor as remembered
  --data-dir DIR  the data folder (default as for hullbreach play)
  -h, --help      shows this help
`;

const REPLAY = `Usage: hullbreach replay RUN [--verify] [--data-dir DIR] [--content DIR]

Plays finished run number RUN (see "hullbreach runs") back on screen from its seed and the
commands it recorded: space pauses (. then steps one command), + and - change the speed, q quits.
At the end it says whether the replay reached the state the run ended in.

Options:
  --verify        replays without a screen and prints one JSON line, {"run", "match", "recorded",
                  "replayed"}, the state hashes compared; exits 0 when they match, 3 when not.
                  A run played under another version of the rules that does not match is said
                  in one line instead (exit 0)
  --data-dir DIR  the data folder (default as for hullbreach play)
  --content DIR   mods to replay with besides those of content/ in the data folder
  -h, --help      shows this help

A run is replayed only with the content it was played with (the mods of content/ and
--content; runs recorded before mods, the built-in content): under other content it says so in
one line and exits 2. Mods with problems are named one line each, and exit 2.
`;

function genHelp(): string {
  const column = Math.max(...GENERATOR_KINDS.map((kind) => kind.length)) + 1;
  const sizes = GENERATOR_KINDS.map((kind) => {
    const size = DEFAULT_SIZES[kind];
    return `  ${kind.padEnd(column)} ${size.width}x${size.height}`;
  }).join('\n');
  return `Usage: hullbreach gen KIND [--seed S] [--width W] [--height H] [--format ascii|json] [--stages] [--param NAME=VALUE]...

Prints one generated level. The same arguments always print the same bytes.

KIND and its default size (when --width/--height are not given):
${sizes}

Options:
  --seed S            digits or any word (default ${DEFAULT_GEN_SEED})
  --width W           level width in cells
  --height H          level height in cells
  --format ascii      the level as ASCII (# wall, . floor, + door, % window, > exit, @ start) (default)
  --format json       one JSON object: kind, seed, width, height, rows, rooms, doors, windows, start, exit
  --stages            each generation stage under a heading line, rows numbered like " 0: ####";
                      the finished level closes the list; with --format json, adds "stages": [{name, rows}]
  --param NAME=VALUE  a generator parameter (repeatable); VALUE becomes a number, true/false, or text
  -h, --help          shows this help

Example: hullbreach gen rooms --seed 7 --param maxRooms=12
`;
}

const FOV = `Usage: hullbreach fov --map FILE|- --at X,Y --radius R [--algorithm NAME]

Reads an ASCII map (the legend of "hullbreach gen"), then prints it with every cell that X,Y
cannot see blanked out and the origin shown as @. "#" (wall) and "+" (closed door) block
sight; everything else lets it through. Short lines are padded with empty space.

Options:
  --map FILE    the map file, or - to read it from standard input
  --at X,Y      the origin: column and row, counted from 0
  --radius R    how far sight reaches (a cell at dx,dy is in range when dx*dx + dy*dy <= R*R)
  --algorithm   recursive (default), symmetric, raycast, permissive, mrpas or diamond
  -h, --help    shows this help

Example: hullbreach gen station --seed 3 | hullbreach fov --map - --at 10,5 --radius 8
`;

const AUTOPLAY = `Usage: hullbreach autoplay --seed S|--daily [--difficulty easy|normal|hard] [--turns N]
                         [--mode campaign|endless] [--data-dir DIR] [--content DIR]

A built-in bot plays one whole game without a screen. The last line printed is one JSON object:
{"seed", "outcome": "won|died|adrift|turn-limit", "depth", "turns", "kills", "stateHash"}.
The same seed and N always print the same line.

With --mode endless the bot explores the Endless world outward until it dies or the turns run
out; its "depth" is 0 (the world is one deck), and the line adds "chunks" (chunks generated) and
"distance" (the farthest chunk reached, counted in chunks from the start in the longer direction).

Options:
  --seed S          digits (printed back as a number) or any word
  --daily           the seed of the day (daily-YYYY-MM-DD, from today's UTC date)
  --difficulty L    easy, normal (default) or hard; the bot plays with the cone lamp and
                    autopickup, as a new run starts
  --turns N         stop after N turns (default 20000)
  --mode MODE       campaign (the station's five floors, default) or endless
  --data-dir DIR    the finished run goes into DIR's history ("hullbreach runs",
                    "hullbreach replay RUN --verify", "hullbreach runs --morgue RUN"); the line
                    printed is the same as without
                    endless: the world is stored in DIR's database too (replacing that seed's
                    stored world; refused while a saved, unfinished run plays that world);
                    without it, in a temporary database removed at exit;
                    the mods of DIR's content/ folder are played (as with --content)
  --content DIR     plays with the mods of DIR's .json files (docs/mods.md); a mod with
                    problems prints each (FILE: PATH: expected WHAT) and exits 2
  -h, --help        shows this help
`;

const ENDLESS = `Usage: hullbreach endless [--seed S | --daily] [--difficulty easy|normal|hard] [--data-dir DIR]
                        [--content DIR] [--colors truecolor|256|16|grey]

Plays the Endless mode full screen in this terminal: a world of 32x32 decks without end, made
as you walk and kept in the data folder's database (hullbreach.sqlite), with every door you
open, every item you take and every monster you leave behind. The farther from the start, the
more and the worse the monsters, and the better the loot. Locked doors give after a few turns
of forcing them (walk into them).

The run is saved like a campaign run (every 50 turns and on quit, the world's chunks and the
run in one transaction): Continue on the title screen, or "hullbreach play --continue", takes it
up again, and when it ends it goes into the history ("hullbreach runs"). A new run on a seed
replaces the world stored for that seed once it is first saved.

Options:
  --seed S         the world's seed: digits or any word; a random one when omitted
  --daily          the seed of the day, as for hullbreach play
  --difficulty L   easy, normal (default) or hard: your oxygen, spare rounds and tanks' sight
  --data-dir DIR   the data folder (default: $HULLBREACH_DATA, else $XDG_DATA_HOME/hullbreach,
                   else ~/.local/share/hullbreach)
  --content DIR    mods, as for hullbreach play
  --colors MODE    as for hullbreach play
  -h, --help       shows this help
`;

const WORLD = `Usage: hullbreach world --seed S --chunk CX,CY [--data-dir DIR]

Prints one stored chunk of the Endless world of seed S as ASCII, as the player left it
(# wall, . floor, + door, open or shut, space for a breach). Chunk 0,0 is where runs start;
x grows to the east and y to the south.

Options:
  --seed S         the world's seed
  --chunk CX,CY    the chunk's coordinates, two integers
  --data-dir DIR   the data folder (default as for hullbreach endless)
  -h, --help       shows this help
`;

const SCENARIO = `Usage: hullbreach scenario FILE|- [--seed S] [--format json|text] [--content DIR]

Plays a scenario: a small hand-made floor, a few settings for the player and a script of
commands, run with the game's real rules. The same file and seed always print the same bytes.
The scenarios/ folder of the repository holds one for each rule of the station.

The file has three parts, separated by lines holding exactly ---:
  settings  hp N, oxygen N, armour N, wield KIND, carry KIND [COUNT], ammo TYPE N,
            item X,Y KIND [COUNT], depth N, lamp cone|round (play under rules with that
            lamp: cone lights only where the player faces), facing DIR (one a line; ;
            starts a comment)
  map       rows of: space (open space) . floor # wall % window + closed door ' open door
            > stairs & console * breach @ the player (exactly one) z s b T monsters
  script    move DIR, wait [N], close DIR, fire X,Y, reload, pickup, descend, use KIND,
            wield KIND, drop KIND (DIR: n ne e se s sw w nw; X,Y: column and row from 0),
            explore, travel X,Y (a step and a line a turn until the journey stops; its
            last line has "stop": why it stopped)

Options:
  --seed S         digits or any word (default ${DEFAULT_SCENARIO_SEED}); random outcomes follow it
  --format json    one JSON object a line: after each command (each turn of wait N) the turn,
                   the player, every monster and item, counts of cells without air ("airless"),
                   with air moving toward a breach ("flowing") and on fire ("burning"), and the
                   messages (with a lamp setting, "sees": the ids of the monsters the player
                   sees); the last line holds the final map and an air map (default)
  --format text    the final map, the air map and a short summary
  --content DIR    plays with the mods of DIR's .json files (docs/mods.md): their monsters
                   are letters of the map by their glyphs
  -h, --help       shows this help

A malformed file prints one line, FILE:LINE: what is wrong, and exits with status 2. A mod with
problems prints one line for each (FILE: PATH: expected WHAT) and exits with status 2.

Example: hullbreach scenario scenarios/v2-window-vents.scn --seed 3 --format text
`;

/** The `--help` text of the command (no subcommand) or of one subcommand. */
export function helpText(command?: Subcommand): string {
  switch (command) {
    case undefined:
      return MAIN;
    case 'play':
      return PLAY;
    case 'gen':
      return genHelp();
    case 'fov':
      return FOV;
    case 'autoplay':
      return AUTOPLAY;
    case 'scenario':
      return SCENARIO;
    case 'endless':
      return ENDLESS;
    case 'world':
      return WORLD;
    case 'runs':
      return RUNS;
    case 'replay':
      return REPLAY;
  }
}
