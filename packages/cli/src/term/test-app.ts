import { createFrame, type App, type ColourMode, type Frame, type Key } from '@hullbreach/game';

/**
 * A tiny App for testing the terminal layer: it writes the last key pressed and a tick counter on
 * row 0, quits on `q`, throws on `!`, and switches to grey on `g`.
 */
export class TestApp implements App {
  readonly pressed: Key[] = [];
  ticked = 0;
  renders = 0;
  done = false;
  colourMode: ColourMode = 'truecolor';

  /** Records the key. */
  press(key: Key): void {
    if (key === '!') throw new Error('boom\nsecond line');
    this.pressed.push(key);
    if (key === 'q') this.done = true;
    if (key === 'g') this.colourMode = 'grey';
  }

  /** Counts ticks longer than 50 ms as one animation step. */
  tick(ms: number): void {
    if (ms >= 50) this.ticked++;
  }

  /** Draws `key:<last> t:<ticks>` in red on row 0 of a blank frame. */
  render(width: number, height: number): Frame {
    this.renders++;
    const frame = createFrame(width, height);
    const text = `key:${this.pressed[this.pressed.length - 1] ?? '-'} t:${this.ticked}`;
    Array.from(text).forEach((ch, x) => {
      if (x < width) {
        frame.glyph[x] = ch.codePointAt(0) ?? 32;
        frame.fg[x] = 0xff0000;
      }
    });
    return frame;
  }
}
