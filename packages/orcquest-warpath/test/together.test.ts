import { makeMoveAction } from '@skald/core';
import { withBgioErrors } from '@skald/testing';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { core, describeMove } from '../src/ai.js';
import { OrcQuest } from '../src/game.js';
import { activeSeats, applyMove, isLegal, legalMoves } from '../src/rules/apply.js';
import { newItem, startingGear } from '../src/rules/characters/gear.js';
import { newContext } from '../src/rules/context.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { makeState, seq } from './helpers.js';

const run = (G: OrcQuestState, seat: number, move: string, args: unknown[] = []) => {
  const next = applyMove(G, seat, move, args, seq([0.5]));
  if (!next) throw new Error(`illegal: ${move}(${JSON.stringify(args)}) by ${seat}`);
  return next;
};

/** Mek and Orrus, each with a card to organise, both end their Activation: the End of Turn waits on them. */
function endOfTurnForTwo(): OrcQuestState {
  let G = makeState({
    heroes: [
      { hero: 'mek', pos: '5,5', inventory: [newItem('bow')] },
      { hero: 'orrus', pos: '5,7', inventory: [newItem('usoholi')] },
    ],
    events: ['badass-smiles', 'badass-smiles'],
  });
  G = run(G, 0, 'end');
  return run(G, 1, 'end');
}

/** A camp (the exchange step between Quests) for Orrus, Thalla and Mek. */
const campForThree = () =>
  setupState(3, seq([0.3, 0.6, 0.1]), {
    campaign: {
      campaign: 'orcquest-warpath',
      version: 1,
      scenario: 'c1q2',
      carry: {
        badass: 0,
        badassLimit: 30,
        heroes: [{ hero: 'orrus', gear: startingGear('orrus'), inventory: [newItem('bow')], learned: [] }],
      },
    },
  });

describe('orcquest steps the Heroes take together end when every Hero is done (ruling T5)', () => {
  it('End of Turn: one Hero’s nextTurn does not end it for the other; the last one does', () => {
    const G = endOfTurnForTwo();
    expect([G.phase, G.turn]).to.deep.equal(['endOfTurn', 2]);
    expect(activeSeats(G)).to.deep.equal([0, 1]);
    const one = run(G, 0, 'nextTurn');
    expect(one.phase, 'Orrus is still organising').to.equal('endOfTurn');
    expect(one.done).to.deep.equal([0]);
    expect(G.done, 'the input keeps its own list').to.deep.equal([]);
    expect(activeSeats(one)).to.deep.equal([1]);
    expect(core.activePlayers(one)).to.deep.equal(['1']);
    expect(one.log).to.deep.equal(['Mek is done; waiting for Orrus']);
    // Orrus goes on organising while Mek waits.
    const organised = run(one, 1, 'unequip', [0]);
    expect(organised.phase).to.equal('endOfTurn');
    const both = run(organised, 1, 'nextTurn');
    expect([both.phase, both.done, both.turn]).to.deep.equal(['hero', [], 2]);
    expect(activeSeats(both)).to.deep.equal([0, 1]);
  });

  it('a Hero who is done has no move left until the step ends', () => {
    const one = run(endOfTurnForTwo(), 0, 'nextTurn');
    expect(legalMoves(one, 0)).to.deep.equal([]);
    expect(isLegal(newContext(), one, 0, 'nextTurn', []), 'no second vote').to.equal(false);
    expect(isLegal(newContext(), one, 0, 'unequip', [0]), 'no more organising').to.equal(false);
    expect(applyMove(one, 0, 'discard', [4], seq([0.5]))).to.equal(null);
    expect(legalMoves(one, 1).map((m) => m.move)).to.include.members(['unequip', 'nextTurn']);
  });

  it('describeMove says who the step still waits for, and when the last vote ends it', () => {
    const G = endOfTurnForTwo();
    expect(describeMove(G, { move: 'nextTurn', args: [] }, '0')).to.equal('Mek is done; waiting for Orrus');
    const one = run(G, 0, 'nextTurn');
    expect(describeMove(one, { move: 'nextTurn', args: [] }, '1')).to.equal('the next turn begins');
  });

  it('camp: the Quest begins only when every Hero is done, whoever starts', () => {
    let G = campForThree();
    expect(G.phase).to.equal('camp');
    expect(describeMove(G, { move: 'beginQuest', args: [] }, '1')).to.equal(
      'Thalla is done; waiting for Orrus and Mek',
    );
    G = run(G, 1, 'beginQuest');
    expect([G.phase, G.done, activeSeats(G)]).to.deep.equal(['camp', [1], [0, 2]]);
    expect(isLegal(newContext(), G, 1, 'give', [0, 0]), 'Thalla waits').to.equal(false);
    G = run(G, 0, 'give', [4, 2]);
    G = run(G, 2, 'beginQuest');
    expect([G.phase, G.done, activeSeats(G)]).to.deep.equal(['camp', [1, 2], [0]]);
    expect(G.log).to.deep.equal(['Mek is done; waiting for Orrus']);
    G = run(G, 0, 'beginQuest');
    expect([G.phase, G.done]).to.deep.equal(['hero', []]);
    expect(G.log).to.deep.equal(['the Quest begins']);
  });

  it('with one Hero the first vote ends the step, as before', () => {
    const G = makeState({
      heroes: [{ hero: 'mek', pos: '5,5', inventory: [newItem('bow')] }],
      events: ['badass-smiles'],
    });
    const eot = run(G, 0, 'end');
    expect(eot.phase).to.equal('endOfTurn');
    expect(run(eot, 0, 'nextTurn').phase).to.equal('hero');
  });

  it('on boardgame.io: a seat that is done leaves the active players; the last one starts the Quest', () =>
    withBgioErrors(() => {
      const game = ProcessGameConfig({ ...OrcQuest, seed: 'together-1' } as Game);
      const reducer = CreateGameReducer({ game, isClient: false });
      const setupData = campForThree().carryIn;
      let state = InitializeGame({
        game,
        numPlayers: 3,
        setupData: {
          campaign: { campaign: 'orcquest-warpath', version: 1, scenario: 'c1q2', carry: setupData },
        },
      });
      const active = () => Object.keys(state.ctx.activePlayers ?? {});
      expect([state.G.phase, active()]).to.deep.equal(['camp', ['0', '1', '2']]);
      state = reducer(state, makeMoveAction('0', { move: 'beginQuest', args: [] }));
      expect([state.ctx.phase, active()]).to.deep.equal(['camp', ['1', '2']]);
      const before = state._stateID;
      state = reducer(state, makeMoveAction('0', { move: 'give', args: [4, 1] }));
      expect(state._stateID, 'a done seat’s move is refused').to.equal(before);
      state = reducer(state, makeMoveAction('2', { move: 'beginQuest', args: [] }));
      state = reducer(state, makeMoveAction('1', { move: 'beginQuest', args: [] }));
      expect([state.ctx.phase, state.G.phase, state.G.done]).to.deep.equal(['hero', 'hero', []]);
    }));
});
