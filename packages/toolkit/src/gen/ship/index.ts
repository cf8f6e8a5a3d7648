export {
  generateShip,
  SHIP_DEFAULT_SIZE,
  SHIP_MAX_ATTEMPTS,
  SHIP_MAX_SIZE,
  SHIP_MIN_SIZE,
  type ShipLevel,
} from './ship.js';
