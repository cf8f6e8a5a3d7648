import type { CommandIo } from './io.js';

/** A CommandIo for tests that collects stdout and stderr and serves files from a map. */
export function memoryIo(files: Record<string, string> = {}): CommandIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
    readText: async (path: string) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
  };
  return io;
}
