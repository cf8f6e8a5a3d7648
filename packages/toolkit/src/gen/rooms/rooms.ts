import type { Level } from '../level.js';
import type { GenerateOptions } from '../options.js';
import type { StageRecorder } from '../stages.js';

/** PLACEHOLDER: replaced by the real generator. */
export function generateRooms(_options: GenerateOptions, _stages?: StageRecorder): Level {
  throw new RangeError('generator "rooms" is not built yet');
}
