#!/usr/bin/env node
import { createRng, hashSeed } from '@hullbreach/toolkit';

// Temporary entry point until the real command lands.
const rng = createRng(hashSeed('hullbreach'));
process.stdout.write(`hullbreach: ${rng.int(1, 6)}\n`);
