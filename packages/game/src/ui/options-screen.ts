import type { RunRules } from '../core/run-rules.js';
import type { ColourMode, MapView, ZoomSteps } from './app-types.js';
import { KEY_SCHEMES, type KeyScheme } from './game-keys.js';
import { menuLayer, type Choice, type Layer } from './layers.js';
import { TEXT_DIM } from './palette.js';

const VIEW_NAMES: Readonly<Record<MapView, string>> = { glyphs: 'characters', tiles: '3x3 tiles' };

const SCHEME_NAMES: Readonly<Record<KeyScheme, string>> = {
  all: 'arrows, numpad, vi-keys',
  'no-vi': 'arrows and numpad',
};

const COLOUR_MODES: readonly ColourMode[] = ['truecolor', '256', '16', 'grey'];
const COLOUR_NAMES: Readonly<Record<ColourMode, string>> = {
  truecolor: 'truecolour',
  '256': '256 colours',
  '16': '16 colours',
  grey: 'greyscale',
};

/** What the options screen reads and changes: the app's settings and its stack of boxes. */
export interface OptionsHost {
  /** The front end encodes colour modes (a terminal): Colours is offered. */
  readonly colourChoice: boolean;
  /** The front end can paint 3x3 tiles: the map view is offered. */
  readonly tileView: boolean;
  colourMode: ColourMode;
  keyScheme: KeyScheme;
  mapView: MapView;
  readonly rules: RunRules;
  /** Changes the rules new runs start under (and tells the front end). */
  setRules(rules: RunRules): void;
  /** The front end can zoom (a canvas): the letter size is offered, within these steps. */
  readonly zoomSteps?: ZoomSteps;
  /** Asks the front end for another zoom step (it applies it and keeps it). */
  setZoom?(zoom: number): void;
  push(layer: Layer): void;
  pop(): void;
}

/** How a zoom step reads: the usual size, or so many sizes larger or smaller. */
export function zoomName(zoom: number): string {
  if (zoom === 0) return 'usual';
  const n = Math.abs(zoom);
  return `${n} size${n === 1 ? '' : 's'} ${zoom > 0 ? 'larger' : 'smaller'}`;
}

/** The letter size item where the front end zooms: each choice one size larger, past the largest back to the smallest. */
function zoomItem(host: OptionsHost, reopen: () => void): Choice[] {
  const steps = host.zoomSteps;
  const setZoom = host.setZoom?.bind(host);
  if (steps === undefined || setZoom === undefined || steps.max <= steps.min) return [];
  return [
    {
      hotkey: 'z',
      label: 'Letter size',
      detail: zoomName(steps.zoom),
      value: () => {
        setZoom(steps.zoom >= steps.max ? steps.min : Math.max(steps.min, steps.zoom + 1));
        reopen();
      },
    },
  ];
}

/** Opens the options box on `host`, with item `selected` highlighted; each change reopens it on that item. */
export function openOptions(host: OptionsHost, selected = 0): void {
  // Reopened on the item just changed, found by its hotkey (the list differs between front ends).
  const reopen = (hotkey: string) => (): void => {
    host.pop();
    openOptions(
      host,
      Math.max(
        0,
        items.findIndex((i) => i.hotkey === hotkey),
      ),
    );
  };
  const items: Choice[] = [
    ...(host.colourChoice
      ? [
          {
            hotkey: 'c',
            label: 'Colours',
            detail: COLOUR_NAMES[host.colourMode],
            value: () => {
              host.colourMode =
                COLOUR_MODES[(COLOUR_MODES.indexOf(host.colourMode) + 1) % COLOUR_MODES.length];
              reopen('c')();
            },
          },
        ]
      : []),
    {
      hotkey: 'k',
      label: 'Movement keys',
      detail: SCHEME_NAMES[host.keyScheme],
      value: () => {
        host.keyScheme = KEY_SCHEMES[(KEY_SCHEMES.indexOf(host.keyScheme) + 1) % KEY_SCHEMES.length];
        reopen('k')();
      },
    },
    {
      hotkey: 'l',
      label: 'Lamp',
      detail: host.rules.lamp === 'cone' ? 'a cone where you face' : 'round',
      value: () => {
        host.setRules({ ...host.rules, lamp: host.rules.lamp === 'cone' ? 'round' : 'cone' });
        reopen('l')();
      },
    },
    {
      hotkey: 'a',
      label: 'Autopickup',
      detail: host.rules.autopickup ? 'on' : 'off',
      value: () => {
        host.setRules({ ...host.rules, autopickup: !host.rules.autopickup });
        reopen('a')();
      },
    },
    ...(host.tileView
      ? [
          {
            hotkey: 'v',
            label: 'Map view',
            detail: VIEW_NAMES[host.mapView],
            value: () => {
              host.mapView = host.mapView === 'tiles' ? 'glyphs' : 'tiles';
              reopen('v')();
            },
          },
        ]
      : []),
    ...zoomItem(host, reopen('z')),
    { hotkey: 'b', label: 'Back', value: () => host.pop() },
  ];
  host.push(
    menuLayer({
      title: 'Options',
      lines: [
        ...(host.colourChoice ? [{ text: 'Colours: how the terminal is told to paint.', fg: TEXT_DIM }] : []),
        { text: 'Movement keys: which keys walk you around.', fg: TEXT_DIM },
        { text: 'Lamp and autopickup: for the runs you start next.', fg: TEXT_DIM },
        ...(host.zoomSteps !== undefined && host.setZoom !== undefined
          ? [{ text: 'Letter size: larger letters, fewer cells of the map.', fg: TEXT_DIM }]
          : []),
      ],
      items,
      selected,
      minWidth: 52,
      footer: 'Enter or the hotkey changes, Esc goes back',
      onCancel: () => host.pop(),
    }),
  );
}
