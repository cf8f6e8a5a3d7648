import { Tile, type Level } from '@hullbreach/toolkit';
import { TimingQueue } from './workers.js';
import { labSettingsQuery, type GenSettings, type LabSettings, type ViewSettings } from './settings.js';

/** The map the field-of-view and pathfinding panes work on: the shown level, with walls edited by hand. */
export interface WorkMap {
  readonly width: number;
  readonly height: number;
  /** Tile codes; the FOV pane's wall editing writes here. */
  readonly tiles: Uint8Array;
  readonly start?: { x: number; y: number };
}

/** What the panes share: the settings the URL carries, the shown level and the working map. */
export class LabContext {
  private listeners: (() => void)[] = [];
  private mapListeners: (() => void)[] = [];
  /** The level the generator pane shows (its selected stage); undefined after an error. */
  level: Level | undefined;
  work: WorkMap = { width: 1, height: 1, tiles: new Uint8Array(1) };
  /** The worker the panes' timings queue for, one at a time. */
  readonly timing = new TimingQueue();

  constructor(
    public settings: LabSettings,
    private readonly writeUrl: (query: string) => void,
  ) {}

  /** Changes generator settings and writes the URL; cells drawn by hand over the old level are dropped. */
  setGen(gen: Partial<GenSettings>): void {
    this.settings = {
      ...this.settings,
      gen: { ...this.settings.gen, ...gen },
      view: { ...this.settings.view, edits: [] },
    };
    this.writeUrl(labSettingsQuery(this.settings));
  }

  /** Changes one pane's settings and writes the URL. */
  set<K extends Exclude<keyof LabSettings, 'gen'>>(key: K, changes: Partial<LabSettings[K]>): void {
    this.settings = { ...this.settings, [key]: { ...this.settings[key], ...changes } };
    this.writeUrl(labSettingsQuery(this.settings));
  }

  /** Changes view settings (eye, goals...) and writes the URL. */
  setView(view: Partial<ViewSettings>): void {
    this.settings = { ...this.settings, view: { ...this.settings.view, ...view } };
    this.writeUrl(labSettingsQuery(this.settings));
  }

  /** Shows a new level: the working map becomes a copy of it with the hand-drawn cells, and every pane redraws. */
  showLevel(level: Level | undefined): void {
    this.level = level;
    if (level !== undefined) {
      this.work = {
        width: level.width,
        height: level.height,
        tiles: level.tiles.slice(),
        ...(level.start === undefined ? {} : { start: level.start }),
      };
      for (const e of this.settings.view.edits) {
        if (e.x < level.width && e.y < level.height) {
          this.work.tiles[e.y * level.width + e.x] = e.tile === 'wall' ? Tile.Wall : Tile.Floor;
        }
      }
    }
    for (const listener of this.listeners) listener();
  }

  /** Draws a wall or floor on cell (x, y) of the working map, keeps it in the URL, and tells the panes. */
  editCell(x: number, y: number, tile: 'wall' | 'floor'): void {
    const edits = this.settings.view.edits.filter((e) => e.x !== x || e.y !== y);
    this.setView({ edits: [...edits, { x, y, tile }] });
    this.work.tiles[y * this.work.width + x] = tile === 'wall' ? Tile.Wall : Tile.Floor;
    this.mapEdited();
  }

  /** Tells the panes that the working map was edited. */
  mapEdited(): void {
    for (const listener of this.mapListeners) listener();
  }

  /** Calls `listener` after each new level. */
  onLevel(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Calls `listener` after each edit of the working map. */
  onMapEdit(listener: () => void): void {
    this.mapListeners.push(listener);
  }
}

/** A cell to start from on a map: the level's start, else the open cell nearest the middle. */
export function defaultCell(work: WorkMap, open: (tile: number) => boolean): { x: number; y: number } {
  if (work.start !== undefined) return work.start;
  const cx = work.width >> 1;
  const cy = work.height >> 1;
  let best = { x: cx, y: cy };
  let bestD = Infinity;
  for (let y = 0; y < work.height; y++) {
    for (let x = 0; x < work.width; x++) {
      if (!open(work.tiles[y * work.width + x])) continue;
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d < bestD) {
        bestD = d;
        best = { x, y };
      }
    }
  }
  return best;
}

/** The width the panes' canvases may take in CSS pixels. */
export function paneWidth(): number {
  return Math.max(240, Math.min(1100, document.documentElement.clientWidth - 48));
}
