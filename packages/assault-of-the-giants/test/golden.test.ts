import { runGoldens } from '@skald/testing';
import { gameModule } from '../src/index.js';

runGoldens(gameModule, new URL('./golden/', import.meta.url));
