import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { frameText } from './draw.js';

const text = (app: ReturnType<typeof createApp>): string => frameText(app.render(100, 40));

describe('the letter size in the app', () => {
  it('the options show the zoom the front end gives, and picking another tells the front end', () => {
    const heard: number[] = [];
    const app = createApp({ zoom: { zoom: 0, min: -1, max: 1 }, onZoomChange: (z) => heard.push(z) });
    app.press('o');
    expect(text(app)).toMatch(/Letter size\s+usual/);
    app.press('z');
    expect(heard).toEqual([1]);
    expect(text(app)).toMatch(/Letter size\s+1 size larger/);
    // Past the largest, the smallest.
    app.press('z');
    expect(heard).toEqual([1, -1]);
    expect(text(app)).toMatch(/Letter size\s+1 size smaller/);
  });

  it('a zoom changed by the front end (a zoom key, a resize) is what the options show next', () => {
    const app = createApp({ zoom: { zoom: 0, min: -1, max: 3 } });
    app.setZoomSteps?.({ zoom: 2, min: -2, max: 4 });
    app.press('o');
    expect(text(app)).toMatch(/Letter size\s+2 sizes larger/);
  });

  it('a front end that does not zoom (a terminal) gets no letter size', () => {
    const app = createApp({});
    app.press('o');
    expect(text(app)).toMatch(/Movement keys/);
    expect(text(app)).not.toMatch(/Letter size/);
  });
});
