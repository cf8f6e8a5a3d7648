import { describe, expect, it } from 'vitest';
import { asciiActor, asciiView } from './ascii-view.js';
import { describeCell, interestingCells } from './describe.js';

const v = asciiView({
  map: ['#####', '#@z.#', '#####'],
  knowledge: ['vvvrr', 'vvvrr', 'vvv  '],
  actors: [{ ...asciiActor(2, 1), description: 'Slow and hungry.' }, asciiActor(3, 1, 'tank', 'T')],
  items: [{ id: 1, kind: 'medkit', name: 'medkit', glyph: '!', colour: 1, x: 3, y: 1 }],
  notes: [{ x: 0, y: 1, text: 'DO NOT OPEN' }],
});

describe('examine', () => {
  it('describes a creature in view with its status and description', () => {
    const lines = describeCell(v, 2, 1);
    expect(lines[0]).toContain('zombie (hunting, 5/9)');
    expect(lines[0]).toContain('Slow and hungry.');
  });

  it('never describes creatures out of sight; remembered items are marked as such', () => {
    const lines = describeCell(v, 3, 1).join(' ');
    expect(lines).not.toContain('tank');
    expect(lines).toContain('medkit, when you last looked.');
    expect(lines).toContain('(remembered)');
  });

  it('reveals nothing about unseen cells, and reads notes', () => {
    expect(describeCell(v, 4, 2)).toEqual(['You have not seen this spot.']);
    expect(describeCell(v, 0, 1)).toContain('DO NOT OPEN');
  });

  it('lists interesting cells nearest first, leaving out unseen creatures', () => {
    expect(interestingCells(v)).toEqual([
      { x: 2, y: 1 },
      { x: 0, y: 1 },
      { x: 3, y: 1 },
    ]);
  });

  it('names breaches, fire and the air of cells in view, and nothing of it for remembered cells', () => {
    const w = asciiView({
      map: ['##*##', '#.@.#', '#...#', '#####'],
      air: ['     ', ' ffv ', ' v.. ', '     '],
      fire: ['     ', '     ', '   ^ ', '     '],
      knowledge: ['vvvvv', 'vvvvv', 'vvvvr', 'vvvvv'],
    });
    expect(describeCell(w, 2, 0).join(' ')).toContain('A hole in the hull: open space');
    expect(describeCell(w, 1, 1).join(' ')).toContain('Air rushing toward the breach');
    expect(describeCell(w, 3, 1).join(' ')).toContain('No air');
    expect(describeCell(w, 3, 2).join(' ')).toContain('on fire');
    expect(describeCell(w, 2, 2).join(' ')).not.toMatch(/air|fire/i);
    const hidden = asciiView({ map: ['@.'], air: [' v'], fire: [' ^'], knowledge: ['vr'] });
    expect(describeCell(hidden, 1, 0).join(' ')).not.toMatch(/air|fire/i);
    expect(describeCell(w, 0, 0).join(' ')).not.toMatch(/air|fire/i);
  });
});
