import { withBgioErrors } from '@skald/testing';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { expect } from 'chai';
import { Orlog } from '../src/game.js';
import { ALL_DICE } from '../src/rules/round.js';
import { playerView } from '../src/view.js';
import { makeState } from './helpers.js';

type AnyClient = ReturnType<typeof Client>;

let matchNo = 0;
/** One Local client per seat plus a spectator, on a fresh match of a seeded copy of the game. */
function table(mode: string) {
  // Local() creates matches on demand without setupData, so the mode is bound into this copy's setup.
  const game = { ...Orlog, seed: `view-${mode}`, setup: (c: any) => Orlog.setup!(c, { mode }) };
  const multiplayer = Local();
  const matchID = `orlog-view-${mode}-${matchNo++}`;
  const make = (playerID?: string) => {
    const c = Client({
      game,
      numPlayers: 2,
      multiplayer,
      matchID,
      debug: false,
      ...(playerID ? { playerID } : {}),
    } as any);
    c.start();
    return c;
  };
  return { p0: make('0'), p1: make('1'), spec: make() };
}

const G = (c: AnyClient) => c.getState()!.G as any;
const ctx = (c: AnyClient) => c.getState()!.ctx;

function playRollPhase(t: { p0: AnyClient; p1: AnyClient }) {
  for (let i = 0; i < 10 && ctx(t.p0).phase === 'roll'; i++) {
    const actor = G(t.p0).actor;
    (actor === 0 ? t.p0 : t.p1).moves.keep!(ALL_DICE);
  }
}

describe('hidden choices through boardgame.io Local() clients', () => {
  it('a favor choice is seen only by its owner until both have chosen; the log carries no args for others', () => {
    const t = table('beginner');
    expect(ctx(t.p0).phase).to.equal('roll');
    playRollPhase(t);
    expect(ctx(t.p0).phase).to.equal('favor');
    t.p0.moves.chooseFavor!({ favor: 'thor', level: 2 });
    expect(G(t.p0).players[0].choice).to.deep.equal({
      favor: 'thor',
      level: 2,
      targets: [],
      amount: 0,
      face: null,
    });
    for (const c of [t.p1, t.spec]) {
      expect(G(c).players[0].choice).to.equal(null);
      expect(G(c).players[0].chosen).to.equal(true);
      const entry = c.log!.filter((e: any) => e.action.payload.type === 'chooseFavor').at(-1) as any;
      expect(entry.action.payload.playerID).to.equal('0');
      expect(entry.action.payload.args).to.equal(null);
    }
    const own = t.p0.log!.filter((e: any) => e.action.payload.type === 'chooseFavor').at(-1) as any;
    expect(own.action.payload.args).to.deep.equal([{ favor: 'thor', level: 2 }]);
    // ctx shows only who has chosen.
    expect(Object.keys(ctx(t.p1).activePlayers ?? {})).to.deep.equal(['1']);
    // A second submission from the same seat is refused, by the seat's own client (the move is only in the
    // stage it has left) and by the master (boardgame.io says why on the console).
    const { errors } = withBgioErrors(() => t.p0.moves.chooseFavor!(null));
    expect(errors).to.deep.equal([
      'disallowed move: chooseFavor',
      'player not active - playerID=[0] - action[chooseFavor]',
    ]);
    expect(G(t.p0).players[0].choice?.favor).to.equal('thor');

    t.p1.moves.chooseFavor!({ favor: 'idunn', level: 1 });
    // Revealed together (public), resolved, next round rolling.
    for (const c of [t.p0, t.p1, t.spec]) {
      expect(G(c).revealed[0]?.favor).to.equal('thor');
      expect(G(c).revealed[1]?.favor).to.equal('idunn');
      expect(G(c).log.some((e: any) => e.kind === 'reveal')).to.equal(true);
      expect(ctx(c).phase).to.equal('roll');
      expect(G(c).round).to.equal(2);
    }
  });

  it('casual picks stay face down for the opponent and spectators until both have three', () => {
    const t = table('casual');
    expect(ctx(t.p0).phase).to.equal('pick');
    t.p0.moves.pickFavor!('loki');
    t.p0.moves.pickFavor!('thor');
    expect(G(t.p0).players[0].picks).to.deep.equal(['loki', 'thor']);
    for (const c of [t.p1, t.spec]) {
      expect(G(c).players[0].picks).to.deep.equal(['hidden', 'hidden']);
      const args = c
        .log!.filter((e: any) => e.action.payload.type === 'pickFavor')
        .map((e: any) => e.action.payload.args);
      expect(args).to.deep.equal([null, null]);
    }
    t.p0.moves.pickFavor!('var');
    for (const f of ['odin', 'hel', 'mimir']) t.p1.moves.pickFavor!(f);
    for (const c of [t.p0, t.p1, t.spec]) {
      expect(G(c).players[0].favors).to.deep.equal(['loki', 'thor', 'var']);
      expect(G(c).players[1].favors).to.deep.equal(['odin', 'hel', 'mimir']);
      expect(ctx(c).phase).to.equal('roll');
    }
  });

  it('expert draft is public and flows through the draft phase into rolling', () => {
    const t = table('expert');
    expect(ctx(t.p0).phase).to.equal('draft');
    for (let i = 0; i < 8; i++) {
      const g = G(t.spec);
      const c = g.actor === 0 ? t.p0 : t.p1;
      const kind = g.draft.queue[0][0];
      if (kind === 'b') c.moves.banFavor!(g.draft.pool[0]);
      else c.moves.draftFavor!(g.draft.pool[0]);
    }
    expect(ctx(t.spec).phase).to.equal('roll');
    expect(G(t.spec).draft.banned).to.have.length(2);
    expect(G(t.spec).players[0].favors).to.have.length(3);
  });
});

describe('playerView', () => {
  it('hides the other seat’s pending choice and picks from each seat and from spectators', () => {
    const s = makeState({ p0: { tokens: 4, choice: { favor: 'thor', level: 1 } } });
    s.step = 'favor';
    s.players[0].choice = s.revealed[0];
    s.players[0].chosen = true;
    s.players[1].picks = ['var'];
    s.revealed = [null, null];
    expect(playerView(s, '0').players[0].choice?.favor).to.equal('thor');
    expect(playerView(s, '0').players[1].picks).to.deep.equal(['hidden']);
    expect(playerView(s, '1').players[0].choice).to.equal(null);
    expect(playerView(s, '1').players[0].chosen).to.equal(true);
    expect(playerView(s, '1').players[1].picks).to.deep.equal(['var']);
    expect(playerView(s, null).players[0].choice).to.equal(null);
    expect(playerView(s, null).players[1].picks).to.deep.equal(['hidden']);
  });
});
