export { generateChunk, CHUNK_COORD_LIMIT, type ChunkLevel } from './chunk.js';
export {
  CHUNK_SIZE,
  LOCK_CHANCE,
  chunkEdges,
  chunkSeed,
  edgeDoor,
  type ChunkEdges,
  type EdgeDoor,
  type WorldSeed,
} from './edges.js';
