/**
 * boardgame.io's runtime, loaded through `createRequire`: the package has no `exports` map and its server is
 * CJS only, so plain Node ESM cannot `import` it (reference §1.3). Types come from the normal paths.
 */
import { createRequire } from 'node:module';
import type * as Core from 'boardgame.io/core';
import type * as Internal from 'boardgame.io/internal';
import type * as MasterModule from 'boardgame.io/master';
import type * as ServerModule from 'boardgame.io/server';

const require = createRequire(import.meta.url);

const server = require('boardgame.io/server') as typeof ServerModule;
const internal = require('boardgame.io/internal') as typeof Internal;
const core = require('boardgame.io/core') as typeof Core;
const master = require('boardgame.io/master') as typeof MasterModule;

export const Server = server.Server;
export const SocketIO = server.SocketIO;
export const Async = internal.Async;
export const ProcessGameConfig = internal.ProcessGameConfig;
export const getFilterPlayerView = internal.getFilterPlayerView;
export const Master = master.Master;
export const INVALID_MOVE = core.INVALID_MOVE;
