// biome-ignore-all lint/suspicious/noExplicitAny: a table holds moves whose arguments differ in type
/**
 * The Giants' move table (core's `MoveRule`, one entry per move name): `check` reads the client's arguments
 * and asks the rules whether they make a legal move now (typed checks and one rule query, never a search of
 * the legal list); `apply` copies the state (`shape.ts`), makes the change in place on the copy and lets a
 * command step with nothing left to do end by itself. Every move runs on the server only: most may draw
 * from the hidden Resource deck or roll. `table.ts` hands the table to core's `defineRules`.
 */
import { ILLEGAL, isInt, type MoveRule, type Rng } from '@skald/core';
import { RACE_IDS, type RaceId } from '../data/races.js';
import { SPELL_BY_ID } from '../data/spells.js';
import { UNIT_KINDS, type UnitKind } from '../data/units.js';
import type { GiantsState, SideRoll, Unit } from '../state.js';
import { battleResources, spendResource } from './battle-cards.js';
import {
  canConvert,
  canReroll,
  casualtyPool,
  convert,
  modifyingSide,
  reroll,
  slayerCasualtyPool,
  soakWith,
  soakWithSlayer,
} from './combat.js';
import {
  attack,
  canAttackFrom,
  canPlay,
  canRecruit,
  canSlayerAssault,
  canSlayerRecruit,
  finishCommand,
  march,
  marchRoute,
  play,
  recruit,
  routeOf,
  settleBattle,
  slayerAssault,
  slayerMove,
  slayerRecruit,
  slayerRoute,
} from './commands.js';
import { newContext, type SearchContext } from './context.js';
import { DESCRIBE } from './describe.js';
import { actor, hasStepAction, isCommandStep, stepActions } from './engine.js';
import { canClaim, claim } from './events.js';
import { canFly, fly } from './lyn-armaal.js';
import type { Route } from './route.js';
import { cloneState } from './shape.js';
import { battleSpells, castSpell, slayerTargets, turnSpells } from './spells.js';
import { canPayToll, payToll, tollPayable } from './toll.js';
import {
  answer,
  canAnswer,
  canForce,
  canGiveBack,
  canOffer,
  canSwap,
  force,
  giveBack,
  offer,
  swap,
} from './trade.js';

type Args = readonly unknown[];
/**
 * What `check` accepted for a move it judged through the rules' search context: the arguments, the route it
 * found (a march, a giantslayer's move: null otherwise) and that fresh context, which `apply` goes on with
 * where it is given none (a boardgame.io move then makes one context, not two; its memos hold for the copy,
 * which shares the unit list). `listed` answers the bare arguments.
 */
interface Checked {
  args: Args;
  route: Route | null;
  cx: SearchContext;
}
type Accepted = Args | Checked;
const checkedOf = (a: unknown): Checked | null => (Array.isArray(a) ? null : (a as Checked));
const argsOf = (a: Accepted): Args => checkedOf(a)?.args ?? (a as Args);

/** How one move reads its arguments and changes a state in place; `rule` makes the `MoveRule` around it. */
interface Step<A> {
  /** What `apply` takes, or ILLEGAL. Reads only; the seat is already known to be the one that acts. */
  check(s: GiantsState, seat: number, args: Args): A | typeof ILLEGAL;
  /** The change, on the apply's private copy. */
  run(s: GiantsState, seat: number, arg: A, rng: Rng, cx: SearchContext): void;
  /** `done` ends the command itself; every other move may leave a command step with nothing left to do. */
  endsCommand?: true;
}

const isStr = (v: unknown): v is string => typeof v === 'string' && v.length <= 64;
const isList = (v: unknown): v is string => typeof v === 'string' && v.length <= 200;
/** A seat number as a move names it (core's `isSeat` reads a player ID string). */
const isSeatIndex = (v: unknown): v is number => isInt(v, 0, 5);
const unitOf = (s: GiantsState, id: unknown): Unit | undefined =>
  isStr(id) ? s.units.find((u) => u.id === id) : undefined;
/** The side modifying its dice in a battle's Modify step, or null outside one. */
const modifying = (s: GiantsState): SideRoll | null =>
  s.flow.step === 'modify' && s.flow.combat ? modifyingSide(s.flow.combat) : null;
/** A check that answers the arguments themselves when `ok` holds. */
const argsIf =
  (ok: (s: GiantsState, seat: number, args: Args) => boolean) =>
  (s: GiantsState, seat: number, args: Args): Args | typeof ILLEGAL =>
    ok(s, seat, args) ? args : ILLEGAL;
/** A check that reads the rules through a fresh search context, handed on to `apply` when `ok` holds. */
const checkedIf =
  (ok: (s: GiantsState, seat: number, args: Args, cx: SearchContext) => boolean) =>
  (s: GiantsState, seat: number, args: Args): Checked | typeof ILLEGAL => {
    const cx = newContext();
    return ok(s, seat, args, cx) ? { args, route: null, cx } : ILLEGAL;
  };

/**
 * After a move of a command step: a step with nothing left to do ends by itself. With `handOver` (the rules
 * core, given a search context) the step's actions are listed in full — the caller's next question — and
 * handed over in `cx.core` when the step goes on, instead of asked twice.
 */
function goOn(s: GiantsState, cx: SearchContext, handOver: boolean): void {
  const f = s.flow;
  if (f.gameover || !isCommandStep(f.step)) return;
  if (!handOver) {
    if (!hasStepAction(s, f.current, cx)) finishCommand(s, f.current);
    return;
  }
  const actions = stepActions(s, f.current, cx);
  if (actions.length === 0) finishCommand(s, f.current);
  else cx.core.listedActions = actions;
}

function rule<A>(name: string, step: Step<A>): MoveRule<GiantsState, A, SearchContext> {
  return {
    client: false,
    check: (s, seat, args) => (actor(s) === seat ? step.check(s, seat, args) : ILLEGAL),
    // A move the rules listed themselves needs no second check: its bare arguments stand for what `check`
    // accepts (each step's `run` reads either).
    listed: (args) => args as A,
    apply: (s, seat, arg, rng, context) => {
      const next = cloneState(s);
      // A boardgame.io move or a plain call works on the context its check made, or a fresh one, and hands
      // nothing over.
      const cx = context ?? checkedOf(arg)?.cx ?? newContext();
      cx.core.listedState = null;
      cx.core.listedActions = null;
      step.run(next, seat, arg, rng, cx);
      if (!step.endsCommand) goOn(next, cx, context !== undefined);
      if (cx.core.listedActions !== null) cx.core.listedState = next;
      return next;
    },
    describe: DESCRIBE[name],
  };
}

/**
 * A march: the unit's id, where to, optionally the way (the regions crossed joined by `+`). Offered only
 * when every toll on the way can be paid; the tolls follow as `payToll` moves (`toll.ts`).
 */
const marchStep: Step<Accepted> = {
  check: (s, seat, args) => {
    const [a, b, way] = args;
    const u = unitOf(s, a);
    const n = args.length;
    if ((n !== 2 && n !== 3) || !u || !isStr(b) || (n === 3 && !isList(way))) return ILLEGAL;
    const cx = newContext();
    const route = marchRoute(s, seat, u, b, way as string | undefined, cx);
    const payable = route && tollPayable(s.players[seat]!.resources.length, u, route.tolls.length);
    return payable ? { args, route, cx } : ILLEGAL;
  },
  run: (s, _seat, arg, _rng, cx) => {
    const args = argsOf(arg);
    const route = checkedOf(arg)?.route;
    // Index reads, not destructuring (the iterator protocol), on the bots' hot path.
    const u = unitOf(s, args[0])!;
    march(s, u, route ?? routeOf(s, u, args[1] as string, args[2] as string | undefined, cx)!);
  },
};

const slayerMoveStep: Step<Accepted> = {
  check: (s, _seat, args) => {
    const [a, b] = args;
    if (args.length !== 2 || !isStr(a) || !isStr(b)) return ILLEGAL;
    const cx = newContext();
    const route = slayerRoute(s, a, b, cx);
    return route ? { args, route, cx } : ILLEGAL;
  },
  run: (s, _seat, arg, _rng, cx) => {
    const args = argsOf(arg);
    const route = checkedOf(arg)?.route;
    const id = args[0] as string;
    slayerMove(s, id, route ?? slayerRoute(s, id, args[1] as string, cx)!);
  },
};

/** `cast`: a spell id, and for a spell aimed at a giantslayer (outside battle) the one it targets. */
const castStep: Step<Accepted> = {
  check: checkedIf((s, seat, args, cx) => {
    const [a, b] = args;
    const n = args.length;
    if ((n !== 1 && n !== 2) || !isStr(a)) return false;
    const side = modifying(s);
    if (side ? !battleSpells(s, seat, side).includes(a) : !turnSpells(s, seat, cx).includes(a)) return false;
    // A spell aimed at a giantslayer names one in range; any other spell names nothing.
    const aimed = side === null && SPELL_BY_ID[a]?.target === 'giantslayer';
    return aimed ? n === 2 && isStr(b) && slayerTargets(s, seat, a, cx).includes(b) : n === 1;
  }),
  run: (s, seat, arg) => {
    const args = argsOf(arg);
    const side = modifying(s);
    const aimed = side === null && SPELL_BY_ID[args[0] as string]?.target === 'giantslayer';
    castSpell(s, seat, args[0] as string, side, aimed ? (args[1] as string) : undefined);
  },
};

const STEPS: Readonly<Record<string, Step<any>>> = {
  claim: {
    check: checkedIf((s, seat, args, cx) => {
      const [a, b] = args;
      return args.length === 2 && isStr(a) && isStr(b) && canClaim(s, seat, a, b, cx);
    }),
    run: (s, seat, arg: Accepted, rng, cx) => {
      const args = argsOf(arg);
      claim(s, seat, args[0] as string, args[1] as string, rng, cx);
    },
  },
  play: {
    check: checkedIf(
      (s, seat, args, cx) => args.length === 1 && isStr(args[0]) && canPlay(s, seat, args[0], cx),
    ),
    run: (s, seat, arg: Accepted, rng, cx) => play(s, seat, argsOf(arg)[0] as string, rng, cx),
  },
  march: marchStep,
  payToll: {
    check: argsIf((s, seat, args) => args.length === 1 && isStr(args[0]) && canPayToll(s, seat, args[0])),
    run: (s, seat, args, _rng, cx) => payToll(s, seat, args[0] as string, cx),
  },
  fly: {
    check: checkedIf((s, seat, args, cx) => args.length === 1 && canFly(s, seat, args[0], cx)),
    run: (s, seat, arg: Accepted, _rng, cx) => fly(s, seat, argsOf(arg)[0] as string, cx),
  },
  recruit: {
    check: checkedIf((s, seat, args, cx) => {
      const [a, b] = args;
      return (
        args.length === 2 &&
        isStr(a) &&
        (UNIT_KINDS as readonly string[]).includes(a) &&
        isStr(b) &&
        canRecruit(s, seat, a as UnitKind, b, cx)
      );
    }),
    run: (s, seat, arg: Accepted) => {
      const args = argsOf(arg);
      recruit(s, seat, args[0] as UnitKind, args[1] as string);
    },
  },
  swap: {
    check: argsIf(
      (s, seat, args) =>
        args.length === 2 && isStr(args[0]) && isStr(args[1]) && canSwap(s, seat, args[0], args[1]),
    ),
    run: (s, seat, args, rng) => swap(s, seat, args[0] as string, args[1] as string, rng),
  },
  offer: {
    check: argsIf((s, seat, args) => {
      const [a, b, c] = args;
      return args.length === 3 && isSeatIndex(a) && isList(b) && isList(c) && canOffer(s, seat, a, b, c);
    }),
    run: (s, _seat, args) => offer(s, args[0] as number, args[1] as string, args[2] as string),
  },
  accept: {
    check: argsIf((s, seat, args) => args.length === 0 && canAnswer(s, seat, true)),
    run: (s) => answer(s, true),
  },
  refuse: {
    check: argsIf((s, seat, args) => args.length === 0 && canAnswer(s, seat, false)),
    run: (s) => answer(s, false),
  },
  force: {
    check: argsIf((s, seat, args) => args.length === 1 && isSeatIndex(args[0]) && canForce(s, seat, args[0])),
    run: (s, seat, args, rng) => force(s, seat, args[0] as number, rng),
  },
  giveBack: {
    check: argsIf((s, seat, args) => args.length === 1 && isStr(args[0]) && canGiveBack(s, seat, args[0])),
    run: (s, seat, args) => giveBack(s, seat, args[0] as string),
  },
  attack: {
    check: checkedIf((s, seat, args, cx) => {
      const [a, b] = args;
      return args.length === 2 && isStr(a) && isStr(b) && canAttackFrom(s, seat, a, b, cx);
    }),
    run: (s, seat, arg: Accepted, rng, cx) => {
      const args = argsOf(arg);
      attack(s, seat, args[0] as string, args[1] as string, rng, cx);
    },
  },
  reroll: {
    check: argsIf((s, _seat, args) => {
      const side = modifying(s);
      return args.length === 1 && side !== null && typeof args[0] === 'number' && canReroll(side, args[0]);
    }),
    run: (s, _seat, args, rng) => {
      reroll(modifying(s)!, args[0] as number, rng);
      settleBattle(s, rng);
    },
  },
  convert: {
    check: argsIf((s, _seat, args) => {
      const [a, b] = args;
      const side = modifying(s);
      return (
        args.length === 2 &&
        side !== null &&
        typeof a === 'number' &&
        typeof b === 'number' &&
        canConvert(side, a, b)
      );
    }),
    run: (s, _seat, args, rng) => {
      convert(modifying(s)!, args[0] as number, args[1] as number);
      settleBattle(s, rng);
    },
  },
  cast: castStep,
  spend: {
    check: argsIf((s, seat, args) => {
      const side = modifying(s);
      return (
        args.length === 1 &&
        isStr(args[0]) &&
        side !== null &&
        battleResources(s, seat, side).includes(args[0])
      );
    }),
    run: (s, seat, args) => spendResource(s, seat, args[0] as string, modifying(s)!),
  },
  soak: {
    check: argsIf((s, _seat, args) => {
      if (args.length !== 1 || s.flow.step !== 'casualty' || !isStr(args[0])) return false;
      const u = unitOf(s, args[0]);
      return u !== undefined
        ? casualtyPool(s).includes(u)
        : slayerCasualtyPool(s).some((g) => g.id === args[0]);
    }),
    run: (s, _seat, args, rng) => {
      const u = unitOf(s, args[0]);
      if (u) soakWith(s, u);
      else soakWithSlayer(s, s.giantslayers.find((g) => g.id === args[0])!, rng);
      settleBattle(s, rng);
    },
  },
  slayerRecruit: {
    check: argsIf((s, _seat, args) => {
      const [a, b] = args;
      return args.length === 2 && isStr(a) && isStr(b) && canSlayerRecruit(s, a, b);
    }),
    run: (s, _seat, args) => slayerRecruit(s, args[0] as string, args[1] as string),
  },
  slayerMove: slayerMoveStep,
  slayerAssault: {
    check: argsIf((s, seat, args) => {
      const [a, b] = args;
      return (
        args.length === 2 &&
        isStr(a) &&
        isStr(b) &&
        (RACE_IDS as readonly string[]).includes(b) &&
        canSlayerAssault(s, seat, a, b)
      );
    }),
    run: (s, seat, args, rng) => slayerAssault(s, seat, args[0] as string, args[1] as RaceId, rng),
  },
  done: {
    check: argsIf((s, _seat, args) => args.length === 0 && isCommandStep(s.flow.step)),
    run: (s, seat) => finishCommand(s, seat),
    endsCommand: true,
  },
};

/** Every move of the game, by name. */
export const MOVES: Readonly<Record<string, MoveRule<GiantsState, any, SearchContext>>> = Object.fromEntries(
  Object.entries(STEPS).map(([name, step]) => [name, rule(name, step)]),
);
