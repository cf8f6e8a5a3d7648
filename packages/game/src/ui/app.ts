/**
 * The app: routing between the title, a run's playing screen and its end screen, with the boxes
 * opened over them; the session of the run; autosave. Each screen is its own module (*-screen.ts).
 */
import { createRng, hashSeed, type Rng } from '@hullbreach/toolkit';
import type { AppOptions } from './app-options.js';
import type { Command, GameView } from '../core/api.js';
import { DEFAULT_RULES, type RunRules } from '../core/run-rules.js';
import type { App, ColourMode, MapView, PageText, PointerKind, RunMorgue, ZoomSteps } from './app-types.js';
import { dialogText, drawDialog } from './dialog.js';
import { openEnding as openEndScreen, runMorgue, type EndHost } from './end-screen.js';
import type { Frame } from './frame.js';
import type { KeyScheme } from './game-keys.js';
import { helpLayer } from './help-screen.js';
import { openInventory, type InventoryHost } from './inventory-screen.js';
import { DEFAULT_KEYS, type KeyMap } from './key-map.js';
import type { Key } from './keys.js';
import type { Layer } from './layers.js';
import { openOptions, type OptionsHost } from './options-screen.js';
import { openPause as openPauseMenu } from './pause-screen.js';
import { AUTOSAVE_TURNS, type Persistence, type RunOutcome } from './persistence.js';
import { PlayScreen, type PlayHost } from './play-screen.js';
import { recordSession, startCoreGame } from './session.js';
import type { RecordedSession, RunMode, StartGame } from './session.js';
import { drawBackdrop, titleBackdrop, type Backdrop } from './title-backdrop.js';
import { tickBackdrop } from './title-station.js';
import { noticeLayer, openTitle as openTitleMenu } from './title-screen.js';
import { MIN_HEIGHT, MIN_WIDTH, screenFrame } from './too-small.js';

class HullbreachApp implements App, OptionsHost, InventoryHost, PlayHost {
  done = false;
  colourMode: ColourMode;
  keyScheme: KeyScheme;
  mapView: MapView;
  readonly tileView: boolean;
  readonly colourChoice: boolean;
  readonly keys: KeyMap;
  /** The rules new runs start under. */
  rules: RunRules;
  /** The morgue of the run that just ended (the end screen shows it; front ends may offer it as a file). */
  morgue: RunMorgue | undefined;
  /** The zoom steps the front end offers (none: no letter size in the options). */
  zoomSteps: ZoomSteps | undefined;
  /** The playing screen of the run under way (kept under its end screen); undefined on the title. */
  private play: PlayScreen | undefined;
  /** The boxes open over the screen, the top one last. */
  layers: Layer[] = [];
  /** The last frame asked for was too small to play in: keys do nothing until one is big enough. */
  private tooSmall = false;
  /** The size of the frame last drawn that was big enough to play in. */
  lastSize = { width: MIN_WIDTH, height: MIN_HEIGHT };
  private persistence: Persistence | undefined;
  /** What went wrong with the saves, shown on the title screen once. */
  private problem: string | undefined;
  /** Where the last autosave was made: its floor and its turn. */
  private saved = { depth: -1, turn: 0 };
  private readonly backdrop: Backdrop;
  private readonly seeds: Rng;
  private readonly starts: { readonly campaign: StartGame; readonly endless?: StartGame };

  constructor(private readonly options: AppOptions) {
    this.colourMode = options.colourMode ?? 'truecolor';
    this.keyScheme = options.keyScheme ?? 'all';
    this.tileView = options.tileView === true;
    this.colourChoice = options.colourChoice !== false;
    this.mapView = this.tileView ? (options.mapView ?? 'glyphs') : 'glyphs';
    const entropy = options.entropy ?? 0;
    this.seeds = createRng(hashSeed('hullbreach-new-game-seeds', entropy));
    this.backdrop = titleBackdrop(entropy);
    this.starts = { campaign: options.startGame ?? startCoreGame, endless: options.startEndless };
    this.persistence = options.persistence;
    this.keys = options.keys ?? DEFAULT_KEYS;
    this.rules = options.rules ?? DEFAULT_RULES;
    this.zoomSteps = options.zoom;
    if (options.continueRun === true) this.continueRun();
    else if (options.seed !== undefined) this.startRun(options.seed, options.mode);
    else this.openTitle();
    if (options.startNotice !== undefined)
      this.push(noticeLayer('Settings', options.startNotice, () => this.pop()));
  }

  press(key: Key): void {
    if (this.done || this.tooSmall) return;
    // The Escape meant to put the gun down after the target died must not open the pause menu.
    if (this.play?.beforeKey(key) === true) return;
    const top = this.layers[this.layers.length - 1];
    if (top !== undefined) top.press(key);
    else if (this.play?.ended === false) this.play.press(key);
  }

  tick(ms: number): void {
    if (!(ms > 0)) return;
    if (this.play === undefined) tickBackdrop(this.backdrop, ms);
    else if (!this.play.ended && this.layers.length === 0) this.play.tick(ms);
  }

  render(width: number, height: number): Frame {
    const { frame, tooSmall } = screenFrame(width, height);
    const { width: w, height: h } = frame;
    this.tooSmall = tooSmall;
    if (tooSmall) {
      this.play?.stopWalk();
      return frame;
    }
    this.lastSize = { width: w, height: h };
    if (this.play === undefined) drawBackdrop(frame, this.backdrop);
    else this.play.draw(frame);
    const top = this.layers[this.layers.length - 1];
    if (top !== undefined) drawDialog(frame, top.content(w, h));
    return frame;
  }

  /** The mouse over frame cell (x, y): only the bare playing screen hears it; elsewhere it leaves. */
  pointer(x: number, y: number, kind: PointerKind): void {
    const idle = !this.tooSmall && this.play?.ended === false && this.layers.length === 0;
    this.play?.pointer(x, y, idle ? kind : 'leave');
  }

  /** The screen as text for the page around a canvas (screen readers); nothing once the player has quit. */
  pageText(): PageText {
    if (this.done) return { hud: [], log: [], screen: [], panel: [], wantsTab: false };
    const top = this.layers[this.layers.length - 1];
    const screen =
      top === undefined ? [] : dialogText(top.content(this.lastSize.width, this.lastSize.height));
    if (this.play === undefined) return { hud: [], log: [], screen, panel: [], wantsTab: false };
    return { ...this.play.pageText(), screen };
  }

  /** Opens a box on top of the screen. */
  readonly push = (layer: Layer): void => void this.layers.push(layer);

  /** Closes the top box. */
  readonly pop = (): void => void this.layers.pop();

  /** Closes every box and sends a command to the core. */
  act(command: Command): void {
    this.layers = [];
    this.play?.run(command);
  }

  /** Changes the rules new runs start under, and tells the front end to keep them. */
  setRules(rules: RunRules): void {
    this.rules = rules;
    this.options.onRulesChange?.(rules);
  }

  /** The options picked another zoom step: shown at once, and the front end is asked to apply it. */
  setZoom(zoom: number): void {
    const steps = this.zoomSteps;
    if (steps === undefined) return;
    this.zoomSteps = { ...steps, zoom: Math.min(steps.max, Math.max(steps.min, Math.trunc(zoom))) };
    this.options.onZoomChange?.(this.zoomSteps.zoom);
  }

  /** The front end's zoom now and its range (after a zoom key or a resize). */
  readonly setZoomSteps = (steps: ZoomSteps): void => void (this.zoomSteps = steps);

  private openTitle(): void {
    this.play = undefined;
    this.morgue = undefined;
    this.layers = [];
    openTitleMenu({
      push: this.push,
      pop: this.pop,
      rules: this.rules,
      setRules: (rules) => this.setRules(rules),
      today: this.options.today,
      modes: this.starts.endless !== undefined ? ['endless'] : [],
      liveSave: () => this.keep((p) => p.liveSave()),
      bestOfDay: (date) => this.keep((p) => p.bestOfDay?.(date)),
      newRun: (seed, mode) => this.startRun(seed ?? this.newSeed(), mode),
      continueRun: () => this.continueRun(),
      help: this.help,
      options: () => openOptions(this),
      quit: () => void (this.done = true),
      reopen: () => this.openTitle(),
    });
    if (this.problem !== undefined) {
      // What went wrong with the saves, said once over the title.
      this.push(noticeLayer('Saves', this.problem, () => this.pop()));
      this.problem = undefined;
    }
  }

  /** Opens the inventory over the playing screen. */
  readonly inventory = (v: GameView): void => openInventory(this, v);

  /** Opens the help over whatever screen is up. */
  readonly help = (): void => this.push(helpLayer(this.keys, this.keyScheme, this.pop));

  /** Opens the pause menu over the playing screen. */
  pause(): void {
    openPauseMenu({
      push: this.push,
      pop: this.pop,
      saves: this.persistence !== undefined,
      help: this.help,
      options: () => openOptions(this),
      abandonAndStartAnew: () => {
        this.abandonRun();
        this.startRun(this.newSeed());
      },
      save: () => this.autosave(),
      toTitle: () => this.openTitle(),
      quit: () => void (this.done = true),
    });
  }

  private openEnding(play: PlayScreen, v: GameView): void {
    play.end();
    this.layers = [];
    const runMode = play.session.mode;
    this.morgue ??= runMorgue(play.session, v.seed);
    const end: EndHost = {
      push: this.push,
      pop: this.pop,
      newRun: () => this.startRun(this.newSeed(), runMode),
      sameSeed: () => this.startRun(v.seed, runMode),
      toTitle: () => this.openTitle(),
      quit: () => void (this.done = true),
    };
    openEndScreen(end, v, play.playMs, this.morgue?.text);
  }

  private readonly newSeed = (): number => this.seeds.int(1, 999_999_999);

  private startRun(seed: number | string, mode: RunMode = 'campaign'): void {
    const start = this.starts[mode] ?? this.starts.campaign;
    const runId = this.keep((p) => p.newRunId()) ?? '';
    this.enterRun(recordSession(start(seed, this.rules), { runId, seed, mode }));
  }

  /** Loads the newest live save and plays on from it. */
  private continueRun(): void {
    const session = this.keep((p) => p.resume());
    if (session === undefined) this.openTitle();
    else this.enterRun(session, session.playedMs);
  }

  private enterRun(session: RecordedSession, playedMs = 0): void {
    this.morgue = undefined;
    this.saved = { depth: -1, turn: 0 };
    this.layers = [];
    // A run that cannot be saved says so as it starts (a run started from the command line or an address too).
    const play = new PlayScreen(this, session, playedMs, this.problem);
    this.play = play;
    const v = session.view();
    if (v.outcome !== 'playing') this.openEnding(play, v);
    else this.autosave();
  }

  /** After every command: an ended run enters the history; a run going on is saved or recorded. */
  afterTurn(v: GameView): void {
    const play = this.play;
    if (play === undefined) return;
    const session = play.session;
    if (v.outcome !== 'playing') {
      this.keep((p) => p.finish(session, v.outcome as RunOutcome));
      this.openEnding(play, v);
    } else if (v.depth !== this.saved.depth || v.turn - this.saved.turn >= AUTOSAVE_TURNS) this.autosave();
    else this.keep((p) => p.record?.(session, play.playMs));
  }

  /** Calls the persistence; a failure is shown once and saving stops for the rest of the program. */
  private keep<T>(fn: (p: Persistence) => T): T | undefined {
    const p = this.persistence;
    if (p === undefined) return undefined;
    try {
      return fn(p);
    } catch (error) {
      this.persistence = undefined;
      const text = error instanceof Error ? error.message : String(error);
      this.problem = `${text} The game goes on without saving.`;
      if (this.play !== undefined) this.play.notice = this.problem;
      return undefined;
    }
  }

  /** Saves the run being played (floor change, every 50 turns, quitting, leaving for the title). */
  private autosave(): void {
    const play = this.play;
    if (play === undefined || play.ended) return;
    const v = play.session.view();
    this.saved = { depth: v.depth, turn: v.turn };
    this.keep((p) => p.save(play.session, play.playMs));
  }

  /** Gives up the run being played (it enters the history as abandoned). */
  private abandonRun(): void {
    const play = this.play;
    if (play !== undefined && !play.ended) this.keep((p) => p.finish(play.session, 'abandoned'));
  }
}

/** Creates the whole interactive game: title screen, runs, menus and end screens. Pure and deterministic. */
export function createApp(options: AppOptions = {}): App {
  return new HullbreachApp(options);
}
