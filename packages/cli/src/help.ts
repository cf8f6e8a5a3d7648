import { DEFAULT_SCENARIO_SEED } from '@hullbreach/game';
import { GENERATOR_KINDS } from '@hullbreach/toolkit';
import { DEFAULT_GEN_SEED, DEFAULT_SIZES } from './gen-defaults.js';

/** The names of the subcommands, in the order `--help` lists them. */
export const SUBCOMMANDS = ['play', 'gen', 'fov', 'autoplay', 'scenario'] as const;

/** One of the subcommand names. */
export type Subcommand = (typeof SUBCOMMANDS)[number];

const MAIN = `hullbreach: a roguelike aboard a breached station, and the tools it is built with.

Usage:
  hullbreach [play] [--seed S] [--colors truecolor|256|16|grey]
  hullbreach gen KIND [--seed S] [--width W] [--height H] [--format ascii|json] [--stages] [--param NAME=VALUE]...
  hullbreach fov --map FILE|- --at X,Y --radius R [--algorithm NAME]
  hullbreach autoplay --seed S [--turns N]
  hullbreach scenario FILE|- [--seed S] [--format json|text]
  hullbreach help [COMMAND]
  hullbreach --version

Run "hullbreach COMMAND --help" for the details of one command.
Seeds are digits (a number) or any word (kestrel-9). Usage errors exit with status 2.
`;

const PLAY = `Usage: hullbreach [play] [--seed S] [--colors truecolor|256|16|grey]

Plays the game full screen in this terminal (it needs a real terminal on stdin and stdout).

Options:
  --seed S       the run's seed: digits or any word; a random one when omitted
  --colors MODE  truecolor (24-bit), 256 (xterm palette), 16 (standard ANSI colours) or grey
                 (greys only, sent as 24-bit); default: truecolor when COLORTERM says so,
                 256 when TERM mentions 256color, else 16
  -h, --help     shows this help

Without --colors, a non-empty NO_COLOR turns colour off: the screen uses only dim and reverse
video until you pick a colour mode in the game's options. FORCE_COLOR=0 does the same, and
FORCE_COLOR=1, 2 or 3 asks for at least 16, 256 or 24-bit colour, whatever NO_COLOR says.

Ctrl-C quits at once; the terminal is restored however the program ends.
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

const AUTOPLAY = `Usage: hullbreach autoplay --seed S [--turns N]

A built-in bot plays one whole game without a screen. The last line printed is one JSON object:
{"seed", "outcome": "won|died|adrift|turn-limit", "depth", "turns", "kills", "stateHash"}.
The same seed and N always print the same line.

Options:
  --seed S      digits (printed back as a number) or any word
  --turns N     stop after N turns (default 20000)
  -h, --help    shows this help
`;

const SCENARIO = `Usage: hullbreach scenario FILE|- [--seed S] [--format json|text]

Plays a scenario: a small hand-made floor, a few settings for the player and a script of
commands, run with the game's real rules. The same file and seed always print the same bytes.
The scenarios/ folder of the repository holds one for each rule of the station.

The file has three parts, separated by lines holding exactly ---:
  settings  hp N, oxygen N, armour N, wield KIND, carry KIND [COUNT], ammo TYPE N,
            item X,Y KIND [COUNT], depth N (one a line; ; starts a comment)
  map       rows of: space (open space) . floor # wall % window + closed door ' open door
            > stairs & console * breach @ the player (exactly one) z s b T monsters
  script    move DIR, wait [N], close DIR, fire X,Y, reload, pickup, descend, use KIND,
            wield KIND, drop KIND (DIR: n ne e se s sw w nw; X,Y: column and row from 0)

Options:
  --seed S         digits or any word (default ${DEFAULT_SCENARIO_SEED}); random outcomes follow it
  --format json    one JSON object a line: after each command (each turn of wait N) the turn,
                   the player, every monster and item, counts of cells without air ("airless"),
                   with air moving toward a breach ("flowing") and on fire ("burning"), and the
                   messages; the last line holds the final map and an air map (default)
  --format text    the final map, the air map and a short summary
  -h, --help       shows this help

A malformed file prints one line, FILE:LINE: what is wrong, and exits with status 2.

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
  }
}
