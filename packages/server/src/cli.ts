#!/usr/bin/env node
// `pnpm start` / `skald-server`: serve every registered game; configuration from the environment.
import { runFromEnv } from './main.js';

void runFromEnv();
