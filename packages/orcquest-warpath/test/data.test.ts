import { expect } from 'chai';
import { ALERT_GAUGE, ALERT_MAX } from '../src/data/alert.js';
import { ATTACK_DICE, BADASS_DICE, DEFENSE_DICE } from '../src/data/dice.js';
import { ENEMIES, ENEMY_TYPES } from '../src/data/enemies.js';
import { EVENT_DECK, EVENTS } from '../src/data/events.js';
import { HERO_IDS, HEROES } from '../src/data/heroes.js';
import { QUEST1 } from '../src/data/quest1.js';
import { CAMPAIGN_QUESTS } from '../src/data/quests.js';
import { SKILLS, skillsOf } from '../src/data/skills.js';
import { STUFF } from '../src/data/stuff.js';
import { KEYWORDS, MOVE_TEXTS, RULES_SUMMARY } from '../src/data/texts.js';
import { DIE_COLOURS } from '../src/data/types.js';
import { MOVE_NAMES } from '../src/rules/apply.js';
import { questBoard } from '../src/rules/board/board.js';

const SOURCES = ['rulebook', 'public', 'assumed'];
const mean = (faces: readonly number[]) => faces.reduce((a, b) => a + b, 0) / faces.length;

describe('orcquest data tables', () => {
  it('every entry carries a provenance tag and player-facing text', () => {
    const entries = [
      ...Object.values(ATTACK_DICE),
      ...Object.values(DEFENSE_DICE),
      ...Object.values(BADASS_DICE),
      ...Object.values(ENEMIES),
      ...Object.values(HEROES),
      ...Object.values(STUFF),
      ...SKILLS,
      ...EVENTS,
    ];
    for (const e of entries) {
      expect(SOURCES, JSON.stringify(e)).to.include(e.source);
      expect(e.text.length, JSON.stringify(e)).to.be.greaterThan(10);
    }
    expect(SOURCES).to.include(QUEST1.source);
    for (const level of ALERT_GAUGE) expect(SOURCES).to.include(level.source);
  });

  it('dice: six faces; Attack dice show a colour on every face, Defense dice at most 2 blanks (lines 367-380)', () => {
    for (const c of DIE_COLOURS) {
      expect(ATTACK_DICE[c].faces).to.have.length(6);
      expect(DEFENSE_DICE[c].faces).to.have.length(6);
      expect(ATTACK_DICE[c].faces.every((f) => f >= 1 && f <= 3)).to.equal(true);
      expect(DEFENSE_DICE[c].faces.filter((f) => f === 0).length).to.be.within(1, 2);
    }
  });

  it('darker dice are stronger (lines 367, 374)', () => {
    for (const dice of [ATTACK_DICE, DEFENSE_DICE]) {
      expect(mean(dice.white.faces)).to.be.lessThan(mean(dice.grey.faces));
      expect(mean(dice.grey.faces)).to.be.lessThan(mean(dice.black.faces));
    }
  });

  it('Badass dice carry Skull, Lightning and Explosion only', () => {
    for (const d of Object.values(BADASS_DICE)) {
      expect(new Set(d.faces)).to.deep.equal(new Set(['skull', 'lightning', 'explosion']));
    }
  });

  it('32 Enemy miniatures: Peasant 8, Dog 4, Guard 6, Soldier 8, Knight 4, Officer 2 (line 51)', () => {
    expect(ENEMY_TYPES.map((t) => ENEMIES[t].miniatures)).to.deep.equal([8, 4, 6, 8, 4, 2]);
  });

  it('Enemy sheets keep the rulebook facts (lines 619, 629, 638, 643, 406)', () => {
    expect(ENEMIES.peasant.activationDie).to.equal('white');
    expect(ENEMIES.peasant.behaviour.yellow).to.equal('flee');
    expect(ENEMIES.guard.activationDie).to.equal('grey');
    expect(ENEMIES.guard.behaviour.yellow).to.equal('assault');
    expect(ENEMIES.guard.reaction).to.equal('counter-melee');
    expect(ENEMIES.soldier.hpColour).to.equal('orange');
    expect(ENEMIES.officer.move).to.equal(4);
    expect(ENEMIES.dog.opensDoors).to.equal(false);
    expect(ENEMIES.officer.abilities).to.include('authority');
  });

  it('Heroes: starting Stuff fits Hands (at most 2 items, within the weight) and uses a known attack type', () => {
    for (const id of HERO_IDS) {
      const h = HEROES[id];
      const stuff = h.stuff.map((s) => STUFF[s]);
      expect(stuff.every(Boolean)).to.equal(true);
      expect(stuff.reduce((n, s) => n + (s?.hands ?? 0), 0)).to.be.at.most(2);
      expect(stuff.reduce((n, s) => n + (s?.weight ?? 0), 0)).to.be.at.most(h.capacity.hands);
      expect(stuff.some((s) => s?.attacks.some((a) => h.attackTypes.includes(a.type)))).to.equal(true);
    }
  });

  it('Skill cards: each Hero has a Movement and a Combat card (+ their own card but Mek); Enhanced costs more', () => {
    for (const id of HERO_IDS) {
      expect(
        skillsOf(id)
          .map((s) => s.name)
          .slice(0, 2),
      ).to.deep.equal(['Movement', 'Combat']);
      for (const s of skillsOf(id))
        if (s.enhanced)
          expect(s.enhanced.ap + s.enhanced.badass).to.be.greaterThan(s.main.ap + s.main.badass);
    }
    expect(skillsOf('mek')[0]?.main.move).to.equal(7);
    expect(skillsOf('thalla')[2]?.name).to.equal('Charging Attack'); // rulebook line 517
    expect(skillsOf('mandar')[2]?.name).to.equal('Wave of Fire'); // rulebook line 212
    expect(skillsOf('mandar')[2]?.main.attack?.zone?.range).to.equal(1);
  });

  it('20 generic Event cards (28 minus 2 per Hero, line 69)', () => {
    expect(EVENT_DECK).to.have.length(20);
  });

  it('the Alert Gauge has 15 levels, 5 per colour (line 527)', () => {
    expect(ALERT_GAUGE).to.have.length(ALERT_MAX);
    for (const c of ['yellow', 'orange', 'red'])
      expect(ALERT_GAUGE.filter((l) => l.colour === c)).to.have.length(5);
  });

  it('Quest 1 Pools: 8 Peasants, a Peasant x2 and 2 War Dogs; Peasant x3 and 2 Chickens (line 159)', () => {
    const count = (pool: typeof QUEST1.pools.main, key: string) =>
      pool.filter((t) => (t.kind === 'chicken' ? 'chicken' : `${t.enemy}x${t.count}`) === key).length;
    expect([
      count(QUEST1.pools.main, 'peasantx1'),
      count(QUEST1.pools.main, 'peasantx2'),
      count(QUEST1.pools.main, 'dogx1'),
    ]).to.deep.equal([8, 1, 2]);
    expect(QUEST1.pools.main).to.have.length(11);
    expect([
      count(QUEST1.pools.secondary, 'peasantx3'),
      count(QUEST1.pools.secondary, 'chicken'),
    ]).to.deep.equal([1, 2]);
    expect([QUEST1.startBadass, QUEST1.startBadassLimit, QUEST1.startAlert]).to.deep.equal([0, 30, 1]);
  });

  it('player-facing texts: a rules summary, every move, every keyword used', () => {
    expect(RULES_SUMMARY.length).to.be.greaterThan(5);
    expect(Object.keys(MOVE_TEXTS).sort()).to.deep.equal([...MOVE_NAMES].sort());
    for (const k of ['Agile', 'Smashing', 'Brutality', 'Pushed', 'Flee'])
      expect(KEYWORDS).to.have.property(k);
  });

  it('Quest 1 map: two 10x10 tiles, doors on room walls, entrance/exit/objective squares free', () => {
    expect(QUEST1.terrain).to.have.length(10);
    for (const row of QUEST1.terrain) expect(row).to.have.length(20);
    const b = questBoard();
    for (const d of QUEST1.doors) {
      expect(b.zoneOf.get(d.a) === d.room || b.zoneOf.get(d.b) === d.room, d.id).to.equal(true);
      const [ax, ay] = d.a.split(',').map(Number);
      const [bx, by] = d.b.split(',').map(Number);
      expect(Math.abs((ax ?? 0) - (bx ?? 0)) + Math.abs((ay ?? 0) - (by ?? 0))).to.equal(1);
    }
    for (const sq of [...QUEST1.heroEntrance, ...QUEST1.heroExit, ...QUEST1.objectives]) {
      const [x, y] = sq.split(',').map(Number);
      expect(['.', ',', 'f', 's']).to.include(QUEST1.terrain[y ?? 0]?.[x ?? 0]);
    }
  });

  it('every Quest: doors and dead-end walls lie on edges between neighbours; a double door has its second edge beside the first', () => {
    const step = (a: string, b: string) => {
      const [ax, ay] = a.split(',').map(Number);
      const [bx, by] = b.split(',').map(Number);
      return [(bx ?? 0) - (ax ?? 0), (by ?? 0) - (ay ?? 0)];
    };
    const neighbours = (a: string, b: string) => step(a, b).reduce((n, d) => n + Math.abs(d), 0) === 1;
    for (const q of CAMPAIGN_QUESTS) {
      for (const d of q.doors) {
        expect(neighbours(d.a, d.b), d.id).to.equal(true);
        expect(d.kind === 'double', `${d.id}: a double door, and only one, has a second edge`).to.equal(
          !!d.wide,
        );
        if (!d.wide) continue;
        // The same crossing, one square along the door.
        expect(step(d.a, d.b), d.id).to.deep.equal(step(d.wide.a, d.wide.b));
        expect(neighbours(d.a, d.wide.a) && neighbours(d.b, d.wide.b), d.id).to.equal(true);
      }
      for (const w of q.deadEnds ?? []) expect(neighbours(w.a, w.b), `${q.id} ${w.a}|${w.b}`).to.equal(true);
    }
  });
});
