import { type AiMove, rngFromSeed } from '@skald/core';
import {
  activeSeats,
  applyMove,
  CAMPAIGN_ORDER,
  enumerate,
  gameModule,
  heuristicMove,
  ODIN_BY_ID,
  ODIN_SKILLS,
  playerView,
  SCENARIO_IDS,
  setupState,
  type ValheimState,
  type ValheimView,
  valheimCampaign,
} from '@skald/valheim';
import type { Ctx } from 'boardgame.io';
import { expect } from 'chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { usePicks } from '../src/boards/usePicks.js';
import { ArenaView } from '../src/boards/valheim/Arena.js';
import { CampaignPanel } from '../src/boards/valheim/Campaign.js';
import { Characters } from '../src/boards/valheim/Characters.js';
import { moveLabel } from '../src/boards/valheim/labels.js';
import { MapView } from '../src/boards/valheim/MapView.js';
import { EventDeck } from '../src/boards/valheim/Panels.js';
import { valheimPathOf } from '../src/boards/valheim/paths.js';
import { objectiveText } from '../src/boards/valheim/scenario.js';

const seatName = (seat: string) => `Viking ${Number(seat) + 1}`;
const noAct = () => undefined;

/** The map as the board draws it for `seat`, its targets read from `legal` by the board's own paths. */
function TouchMap(props: { G: ValheimView; legal: AiMove[]; seat: number }) {
  const picks = usePicks(props.legal, valheimPathOf(props.G, props.seat), noAct);
  return createElement(MapView, { G: props.G, legal: props.legal, picks, seatName });
}

/** Seeded greedy games on the rules core, every state handed to `visit` with the seat to act. */
function greedyGame(
  seed: string,
  players: number,
  visit: (s: ValheimState, seat: number) => void,
  setupData: Record<string, unknown> = {},
): ValheimState {
  const rng = rngFromSeed(seed);
  let s = setupState(players, setupData, rng);
  for (let i = 0; i < 4000 && !s.result; i++) {
    const seat = activeSeats(s)[0] as number;
    visit(s, seat);
    const m = heuristicMove(s, seat)!;
    s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
  }
  return s;
}

/**
 * The board's parts that the browser games of `valheim-board.test.ts` may not reach on their seeds (the
 * arena), and what online play relies on: the legal moves computed from a seat's view (no adapter is
 * registered for Valheim) are exactly the rules' moves on the full state.
 */
describe('web app: the Valheim board on seeded greedy games', () => {
  it('online, a seat’s view lists exactly the legal moves of the full state, each with a worded label', () => {
    let states = 0;
    const seen = new Set<string>();
    for (const [i, scenario] of SCENARIO_IDS.entries()) {
      const seed = `vboard-view-${i}`;
      greedyGame(
        seed,
        1 + (i % 3),
        (s, seat) => {
          const view = playerView(s, String(seat)) as unknown as ValheimState;
          const ctx = {} as Ctx;
          const full = enumerate(s, ctx, String(seat));
          expect(enumerate(view, ctx, String(seat)), `${seed}: moves from the view`).to.deep.equal(full);
          for (const m of full) {
            const label = moveLabel(gameModule, view as unknown as ValheimView, m, String(seat), seatName);
            expect(label, JSON.stringify(m)).to.not.match(/^[a-zA-Z]+\(|Player \d|\bP\d\b/);
            if (m.move === 'move')
              expect(label).to.match(
                /^Move to (the house|[NESWX]\d \((north|east|south|west|island) tile\))$/,
              );
            if (m.move === 'mead' && m.args?.[1] === seat) expect(label).to.match(/ to yourself$/);
            if (m.move === 'mead' && m.args?.[1] !== seat) expect(label).to.match(/ to Viking \d$/);
          }
          for (const m of full) seen.add(m.move);
          states++;
        },
        { scenario },
      );
    }
    expect(states).to.be.greaterThan(100);
    // The moves of the later Forsaken and the campaign's objectives were among them.
    expect([...seen]).to.include.members(['arenaVines', 'place', 'arenaFight', 'summon', 'fight']);
  });

  // An arena belongs to a Forsaken, not to a scenario: one scenario per Forsaken (the campaign's four).
  for (const scenario of CAMPAIGN_ORDER)
    it(`draws ${scenario}'s arena: the Forsaken's health and pieces, every Viking where the rules put them`, () => {
      let drawn = 0;
      for (let i = 0; i < 40 && drawn < 3; i++) {
        const visit = (s: ValheimState) => {
          if (!s.arena || s.arena.toPlace.length > 0 || drawn >= 3) return;
          const html = renderToStaticMarkup(createElement(ArenaView, { G: playerView(s, '0'), seatName }));
          expect(html).to.contain(`data-forsaken="${s.arena.forsaken}"`);
          expect(html).to.contain(`data-testid="forsaken-health">${s.arena.health}<`);
          const cellOf = (space: string) =>
            new RegExp(`data-testid="arena-${space}"[^]*?</div>`).exec(html)?.[0] ?? '';
          s.arena.spaces.forEach((space, seat) => {
            expect(cellOf(space), `seat ${seat} at ${space}`).to.contain(`title="${seatName(String(seat))}"`);
          });
          for (const space of s.arena.ooze) expect(cellOf(space)).to.contain('ooze');
          if (s.arena.forsaken === 'elder') expect(html).to.contain(`vines standing ${s.arena.vines}/`);
          if (s.arena.forsaken === 'moder') expect(html).to.contain(`on the edge at ${s.arena.moder} `);
          drawn++;
        };
        greedyGame(`vboard-arena-${i}`, 2 + (i % 3), visit, { scenario });
      }
      expect(drawn, 'arena states drawn').to.equal(3);
    });

  it('draws the map: misty tiles until revealed, and a button for every space a move reaches', () => {
    let checked = 0;
    greedyGame('vboard-map-1', 2, (s, seat) => {
      if (s.stage !== 'explore') return;
      const legal = enumerate(s, {} as Ctx, String(seat));
      const html = renderToStaticMarkup(
        createElement(TouchMap, { G: playerView(s, String(seat)), legal, seat }),
      );
      for (const slot of Object.keys(s.tiles))
        expect(html).to.contain(`data-testid="tile-${slot}" data-revealed="${s.revealed.includes(slot)}"`);
      // Spaces a move or step reaches, and your own while something is done there (collect, summon).
      const here = legal.some((m) => m.move === 'collect' || m.move === 'summon');
      const targets = legal
        .filter((m) => m.move === 'move' || m.move === 'step' || m.move === 'steer')
        .map((m) => m.args?.[0])
        .concat(here ? [s.players[seat]!.space] : []);
      const buttons = [...html.matchAll(/<button[^>]*data-target="space:([^"]+)"/g)].map((x) => x[1]);
      expect(buttons.sort()).to.deep.equal([...new Set(targets)].sort());
      checked++;
    });
    expect(checked).to.be.greaterThan(20);
  });

  it('draws scenario 2’s water: shore spaces, a ship, the island across the bay and buttons to sail there', () => {
    const rng = rngFromSeed('vboard-water');
    let s = setupState(1, { scenario: 'elder-2' }, rng);
    while (
      s.players[0]?.odinOffer.length ||
      s.players[0]?.traitOffer.length ||
      s.players[0]?.occupationOffer.length
    ) {
      const m = heuristicMove(s, 0)!;
      s = applyMove(s, 0, m.move, m.args ?? [], rng) as ValheimState;
    }
    // Walk to the east tile's shore space with the timber for a ship, then build it there.
    s = { ...s, players: [{ ...(s.players[0] as ValheimState['players'][number]), space: 'E1' }] };
    s.stash = { ...s.stash, hide: 1, wood: 2 };
    s = applyMove(s, 0, 'ship', [null], rng) as ValheimState;
    const legal = enumerate(s, {} as Ctx, '0');
    const html = renderToStaticMarkup(createElement(TouchMap, { G: playerView(s, '0'), legal, seat: 0 }));
    expect(html).to.contain('data-testid="island-X"');
    expect(html).to.contain('data-testid="map-ship"');
    const sails = legal.filter((m) => m.move === 'sail').map((m) => m.args?.[0]);
    expect(sails).to.include('X0');
    // A space a walk reaches keeps its move button; the island is only sailed to.
    for (const to of ['X0', 'X1', 'X2'])
      expect(html).to.match(new RegExp(`<button[^>]*aria-label="Sail to ${to}`));
    expect(moveLabel(gameModule, playerView(s, '0'), { move: 'sail', args: ['X0'] }, '0', seatName)).to.equal(
      'Sail to X0 (island tile)',
    );
  });

  it('a creature with tied ways: the event deck says so, the map offers its landings as buttons (line 455)', () => {
    const rng = rngFromSeed('vboard-steer');
    let s = setupState(1, {}, rng);
    while (
      s.players[0]?.odinOffer.length ||
      s.players[0]?.traitOffer.length ||
      s.players[0]?.occupationOffer.length
    ) {
      const m = heuristicMove(s, 0)!;
      s = applyMove(s, 0, m.move, m.args ?? [], rng) as ValheimState;
    }
    // Every tile open, the player at E0, a Greyling at N1 (3 away either way round), a 2-step hunt drawn.
    s = {
      ...s,
      revealed: Object.keys(s.tiles),
      players: [{ ...(s.players[0] as ValheimState['players'][number]), space: 'E0' }],
      creatures: [{ id: 1, kind: 'greyling', space: 'N1', damage: 0, hurtBy: [] }],
      events: ['e1-hunt', 'e1-quiet'],
      gifts: [],
    };
    s = applyMove(s, 0, 'pass', [], rng) as ValheimState;
    const legal = enumerate(s, {} as Ctx, '0');
    expect(legal.map((m) => m.args?.[0])).to.deep.equal(['E1', 'H']);
    const G = playerView(s, '0');
    const map = renderToStaticMarkup(createElement(TouchMap, { G, legal, seat: 0 }));
    expect(map).to.match(/<button[^>]*aria-label="Lead the creature to E1 \(east tile\)"/);
    expect(map).to.match(/<button[^>]*aria-label="Lead the creature to the house"/);
    const deck = renderToStaticMarkup(createElement(EventDeck, { G }));
    expect(deck).to.contain('data-testid="steering"');
    expect(deck).to.contain('The Greyling at N1 has equally short ways');
    expect(moveLabel(gameModule, G, legal[0]!, '0', seatName)).to.equal(
      'Lead the Greyling to E1 (east tile)',
    );
  });

  it('shows a campaign save’s carry-over two scenarios in: skills kept, power, metals, furniture, health', () => {
    // A save file as a player would load it (the greedy policy never beats The Elder to write one), checked
    // by the package's own validator like any file the Setup screen reads.
    const odin = ODIN_SKILLS[0]!.id;
    const save = {
      campaign: 'valheim',
      version: valheimCampaign.version,
      scenario: 'bonemass-3',
      carry: {
        defeated: ['eikthyr', 'elder'],
        furniture: 'bed',
        power: 'elder',
        upgrade: [null, null],
        odin: [odin, null],
        health: [5, 1],
        stamina: [3, 0],
      },
    };
    expect(valheimCampaign.validateSave(save, 2).ok).to.equal(true);
    const s = setupState(2, { mode: 'campaign', campaign: save }, rngFromSeed('vboard-campaign-3'));
    const view = playerView(s, '0');
    const panel = renderToStaticMarkup(createElement(CampaignPanel, { G: view, seatName }));
    expect(panel).to.contain('scenario 3 of 4');
    expect(panel).to.contain('Forsaken defeated: Eikthyr, The Elder');
    expect(panel).to.match(/Metals you may mine: [\s\S]*bronze[\s\S]*iron/);
    expect(panel).to.contain('Furniture carried over: Bed');
    expect(panel).to.contain('The Elder’s power');
    expect(panel).to.contain(
      `Viking 1 came with 5 health and 3 stamina, keeping the power of Odin skill ${ODIN_BY_ID[odin]!.name}`,
    );
    expect(panel).to.contain('Viking 2 came with 1 health and 0 stamina<');
    const boards = renderToStaticMarkup(
      createElement(Characters, { G: view, me: 0, activeSeats: [], seatName }),
    );
    expect(boards).to.contain('data-testid="odin-kept-0"');
    expect(boards).to.not.contain('data-testid="odin-kept-1"');
    expect(boards).to.contain('data-testid="health-0" data-value="5"');
  });

  it('names a gear objective’s cards and counts those on the boards (scenario 9)', () => {
    const s = setupState(2, { scenario: 'eikthyr-9' }, rngFromSeed('gear-board'));
    const view = (boards: string[][]) => {
      boards.forEach((e, i) => {
        (s.players[i] as ValheimState['players'][number]).equipment = e;
      });
      return objectiveText(playerView(s, '0') as unknown as ValheimView);
    };
    expect(view([[], []])).to.deep.equal({
      text: 'Gear on your boards (Crude Bow + Deer Hide Cape): 0/2',
      done: false,
    });
    expect(view([['crudeBow'], ['club', 'deerHideCape']])).to.deep.equal({
      text: 'Gear on your boards (Crude Bow + Deer Hide Cape): 2/2',
      done: true,
    });
  });
});
