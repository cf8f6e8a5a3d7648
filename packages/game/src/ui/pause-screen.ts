import { menuLayer, type Layer } from './layers.js';
import { TEXT_DIM } from './palette.js';

/** What the pause menu needs of the app: its stack of boxes and where each choice leads. */
export interface PauseHost {
  push(layer: Layer): void;
  pop(): void;
  /** Runs are saved: leaving saves the run instead of abandoning it. */
  readonly saves: boolean;
  help(): void;
  options(): void;
  /** Gives up the run (it enters the history as abandoned) and starts a new one. */
  abandonAndStartAnew(): void;
  /** Saves the run being played. */
  save(): void;
  toTitle(): void;
  quit(): void;
}

/** A yes/no question: yes runs `yes`, no and Escape close it. */
export function confirmLayer(question: string, yes: () => void, no: () => void): Layer {
  return menuLayer({
    title: question,
    items: [
      { hotkey: 'y', label: 'Yes', value: yes },
      { hotkey: 'n', label: 'No', value: no },
    ],
    minWidth: 30,
    onCancel: no,
  });
}

/** Opens the pause menu over the playing screen: resume, help, options, a new game, leave (saving when runs are saved). */
export function openPause(host: PauseHost): void {
  const confirm = (question: string, yes: () => void): void =>
    host.push(confirmLayer(question, yes, () => host.pop()));
  host.push(
    menuLayer({
      title: 'Paused',
      lines: [{ text: 'No time passes while this is open.', fg: TEXT_DIM }],
      items: [
        { hotkey: 'r', label: 'Resume', value: () => host.pop() },
        { hotkey: 'h', label: 'Help', value: () => host.help() },
        { hotkey: 'o', label: 'Options', value: () => host.options() },
        {
          hotkey: 'n',
          label: 'New game',
          value: () => confirm('Abandon this run and start anew?', () => host.abandonAndStartAnew()),
        },
        host.saves
          ? {
              hotkey: 't',
              label: 'Save, title screen',
              value: () => {
                host.save();
                host.toTitle();
              },
            }
          : {
              hotkey: 't',
              label: 'Title screen',
              value: () => confirm('Abandon this run?', () => host.toTitle()),
            },
        host.saves
          ? {
              hotkey: 'q',
              label: 'Save and quit',
              value: () =>
                confirm('Save and quit?', () => {
                  host.save();
                  host.quit();
                }),
            }
          : {
              hotkey: 'q',
              label: 'Quit',
              value: () => confirm('Abandon this run and quit?', () => host.quit()),
            },
      ],
      minWidth: 36,
      onCancel: () => host.pop(),
    }),
  );
}
