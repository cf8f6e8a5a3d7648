import { GENERATOR_KINDS } from '@hullbreach/toolkit';
import { DEFAULT_GEN_SEED, DEFAULT_SIZES } from './gen-defaults.js';

/** The names of the subcommands, in the order `--help` lists them. */
export const SUBCOMMANDS = ['play', 'gen', 'fov', 'autoplay'] as const;

/** One of the subcommand names. */
export type Subcommand = (typeof SUBCOMMANDS)[number];

const MAIN = `hullbreach: a roguelike aboard a breached station, and the tools it is built with.

Usage:
  hullbreach [play] [--seed S] [--colors truecolor|256|16|grey]
  hullbreach gen KIND [--seed S] [--width W] [--height H] [--format ascii|json] [--stages] [--param NAME=VALUE]...
  hullbreach fov --map FILE|- --at X,Y --radius R [--algorithm recursive|symmetric|raycast]
  hullbreach autoplay --seed S [--turns N]
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
  const sizes = GENERATOR_KINDS.map((kind) => {
    const size = DEFAULT_SIZES[kind];
    return `  ${kind.padEnd(9)} ${size.width}x${size.height}`;
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

const FOV = `Usage: hullbreach fov --map FILE|- --at X,Y --radius R [--algorithm recursive|symmetric|raycast]

Reads an ASCII map (the legend of "hullbreach gen"), then prints it with every cell that X,Y
cannot see blanked out and the origin shown as @. "#" (wall) and "+" (closed door) block
sight; everything else lets it through. Short lines are padded with empty space.

Options:
  --map FILE    the map file, or - to read it from standard input
  --at X,Y      the origin: column and row, counted from 0
  --radius R    how far sight reaches (a cell at dx,dy is in range when dx*dx + dy*dy <= R*R)
  --algorithm   recursive (default), symmetric or raycast
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
  }
}
