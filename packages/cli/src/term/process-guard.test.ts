import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardProcess } from './process-guard.js';

function setup() {
  const proc = new EventEmitter();
  const log: string[] = [];
  const uninstall = guardProcess(proc, {
    restore: () => log.push('restore'),
    report: (line) => log.push(`report ${line}`),
    exit: (code) => log.push(`exit ${code}`),
  });
  return { proc, log, uninstall };
}

describe('guardProcess', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])('%s restores the terminal, then exits %i', (signal, code) => {
    const { proc, log } = setup();
    proc.emit(signal);
    expect(log).toEqual(['restore', `exit ${code}`]);
  });

  it('an uncaught exception restores first, then prints one line and exits 1', () => {
    const { proc, log } = setup();
    proc.emit('uncaughtException', new Error('bad thing\n    at frame (x.js:1:1)'));
    expect(log).toEqual([
      'restore',
      'report hullbreach: the game stopped on an internal error: bad thing',
      'exit 1',
    ]);
  });

  it('an unhandled rejection of a non-error does the same', () => {
    const { proc, log } = setup();
    proc.emit('unhandledRejection', 'nope');
    expect(log[0]).toBe('restore');
    expect(log[2]).toBe('exit 1');
  });

  it('removes every handler it added', () => {
    const { proc, uninstall } = setup();
    expect(proc.eventNames().length).toBe(5);
    uninstall();
    expect(proc.eventNames().length).toBe(0);
  });

  it('still exits when restoring fails (the terminal hung up)', () => {
    const proc = new EventEmitter();
    const exits: number[] = [];
    guardProcess(proc, {
      restore: () => {
        throw new Error('EIO');
      },
      report: () => {},
      exit: (code) => exits.push(code),
    });
    proc.emit('SIGHUP');
    proc.emit('uncaughtException', new Error('write EIO'));
    expect(exits).toEqual([129, 1]);
  });
});
