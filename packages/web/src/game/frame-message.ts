/** The message that carries a frame from the game worker to the page. */
import type { Frame, MapView, PageText } from '@hullbreach/game';
import type { FromWorker } from './protocol.js';

type FrameMessage = Extract<FromWorker, { type: 'frame' }>;

/**
 * A frame message: copies of the frame's cells (the painter keeps what it was sent, to compare the
 * next frame with), transferred; the page text when it changed; the last key it answers; and, for
 * a key's frame, its timing.
 */
export function frameMessage(
  frame: Frame,
  text: PageText | undefined,
  keyId: number,
  mapView: MapView | undefined,
  step?: FrameMessage['step'],
): { message: FrameMessage; transfer: Transferable[] } {
  const cells = {
    width: frame.width,
    height: frame.height,
    glyph: frame.glyph.slice(),
    fg: frame.fg.slice(),
    bg: frame.bg.slice(),
  };
  return {
    message: {
      type: 'frame',
      frame: cells,
      ...(text !== undefined ? { text } : {}),
      keyId,
      ...(step !== undefined ? { step } : {}),
      mapView: mapView ?? 'glyphs',
    },
    transfer: [cells.glyph.buffer, cells.fg.buffer, cells.bg.buffer],
  };
}
