import type { Key, MapView, PageText, PointerKind } from '@hullbreach/game';
import type { Cells as FrameCells } from '@hullbreach/display/grid';

/** What the page asks of the game worker. */
export type ToWorker =
  | {
      readonly type: 'start';
      readonly cols: number;
      readonly rows: number;
      readonly seed?: string;
      readonly mode?: 'campaign' | 'endless';
      readonly mapView?: MapView;
      readonly entropy: number;
    }
  | { readonly type: 'key'; readonly key: Key; readonly id: number }
  | { readonly type: 'pointer'; readonly x: number; readonly y: number; readonly kind: PointerKind }
  | { readonly type: 'resize'; readonly cols: number; readonly rows: number }
  | { readonly type: 'hide' };

/** What the game worker sends the page. */
export type FromWorker =
  | {
      readonly type: 'frame';
      readonly frame: FrameCells;
      /** The page text when it changed since the last frame. */
      readonly text?: PageText;
      /** The id of the last key this frame answers (keypress-to-paint timing). */
      readonly keyId: number;
      readonly mapView: MapView;
    }
  | { readonly type: 'storage'; readonly saves: boolean }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };
