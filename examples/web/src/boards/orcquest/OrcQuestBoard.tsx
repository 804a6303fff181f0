import type { AiMove } from '@skald/core';
import { ENEMIES, HEROES, MOVE_TEXTS, type OrcQuestView, PATROL_CARDS } from '@skald/orcquest-warpath';
import { useEffect, useMemo, useState } from 'react';
import { InfoTip } from '../../help/InfoTip.js';
import { withNames } from '../../session/move-log.js';
import { type MoveGroup, MoveGroups } from '../MoveGroups.js';
import { pickables } from '../picks.js';
import type { SkaldBoardProps } from '../types.js';
import { PickBar, usePicks } from '../usePicks.js';
import { mapOf } from './geometry.js';
import { LootGroups, TurnGroups } from './LootGroups.js';
import { moveLabel } from './labels.js';
import { OrcMap } from './OrcMap.js';
import { AlertGauge, EnemyList, HeroPanel, TeamTrack } from './panels.js';
import { orcPathOf } from './paths.js';
import { SkillShop, TouchControls } from './TouchControls.js';
import { touchesOf } from './touches.js';
import './orcquest.css';

const PHASE_WORDS: Record<string, string> = {
  camp: 'Between Quests: hand cards to each other, organise, Rekup, Kraft, Enchant and learn Skills, then begin the Quest',
  hero: 'Hero Phase: each Hero activates once, in any order',
  reaction: 'Enemy Phase: an Enemy attacks, the Hero may react',
  patrolChoice: 'Enemy Phase: a Patrol card lets the Players single out one member of the Patrol',
  endOfTurn:
    'End of Turn: resurrect, learn Skills, organise, throw Loot, Kraft and Enchant, then start the next turn',
  over: 'the Quest is over',
};

/** Sections of the action panel, in the order a player looks for them. */
const GROUPS: MoveGroup[] = [
  { title: 'Reaction', moves: ['react', 'vanish', 'pass'] },
  { title: 'Single out a Patrol member', moves: ['singleOut'] },
  { title: 'Enter the board', moves: ['enter'] },
  {
    title: 'Skill cards',
    moves: ['move', 'attack', 'special', 'strike', 'skill', 'heal', 'hurl', 'boost', 'buyAp'],
  },
  {
    title: 'Loot',
    moves: ['potion', 'equip', 'unequip', 'kraft', 'enchant', 'give', 'throwLoot', 'rekup', 'discard'],
  },
  { title: 'Movement', moves: ['step', 'door', 'exit'] },
  { title: 'Stop and face', moves: ['stop'] },
  { title: 'Extra Action by another Hero', moves: ['callIn', 'resume'] },
  { title: 'Turn', moves: ['end', 'resurrect', 'learn', 'catchUp', 'nextTurn', 'beginQuest'] },
];

/**
 * Who is still busy with a step the Heroes take together (End of Turn, camp): it ends when every Hero has
 * said they are done.
 */
function Organising({ G }: { G: OrcQuestView }) {
  const name = (seat: number) => HEROES[G.heroes[seat]?.hero ?? 'orrus'].name;
  const seats = G.heroes.map((_, seat) => seat);
  const busy = seats.filter((seat) => !G.done.includes(seat));
  const done = seats.filter((seat) => G.done.includes(seat));
  return (
    <section className="prompt" data-testid="oq-waiting">
      Still organising: <span data-testid="oq-busy">{busy.map(name).join(', ')}</span>
      {done.length > 0 && (
        <>
          {' '}
          · done, waiting: <span data-testid="oq-done">{done.map(name).join(', ')}</span>
        </>
      )}
      . The step ends when every Hero is done.
    </section>
  );
}

/**
 * OrcQuest WarPath: the Quest map with line of sight from the selected Hero, every Hero's board, the Alert
 * Gauge, the Badass track, the Enemies and Patrols. A move is made by touching what it acts on (the Hero,
 * a Skill card or carried card, a square, an Enemy; paths.ts), step by step with a Cancel; every legal move
 * is also a labelled button below, for screen readers and as a fallback.
 */
export function OrcQuestBoard(props: SkaldBoardProps<OrcQuestView>) {
  const { G, playerID, legal, act, seatName, activeSeats, module } = props;
  const me = playerID === null ? null : Number(playerID);
  const [chosen, setChosen] = useState<number | null>(null);
  // The sight view follows the Active Hero unless a Hero was picked.
  const viewer = chosen ?? G.active ?? G.reaction?.seat ?? G.patrolChoice?.seat ?? me;
  const describe = (m: AiMove): string => {
    try {
      return withNames(module.describeMove?.(G, m, playerID ?? '0') ?? m.move, seatName);
    } catch {
      return m.move;
    }
  };
  const send = (m: AiMove) => act(m.move, ...(m.args ?? []));
  const words = (m: AiMove) => moveLabel(G, me ?? 0, m, describe(m));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new legal list comes with every new G
  const pathOf = useMemo(() => orcPathOf(G, me ?? 0), [legal]);
  const picks = usePicks(legal, pathOf, act);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathOf follows legal
  const all = useMemo(() => pickables(legal, pathOf), [legal]);
  const touches = touchesOf(picks, all, words);
  // Escape drops a move half built, as the step bar's Cancel does.
  const building = picks.picked.length > 0 || picks.choosing !== null;
  const cancel = picks.cancel;
  useEffect(() => {
    if (!building) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [building, cancel]);
  const quest = mapOf(G).quest;
  const reaction = G.phase === 'reaction' && G.reaction ? G.reaction : null;
  const attacker = reaction ? G.enemies.find((e) => e.id === reaction.enemy) : undefined;
  return (
    <div
      className="orcquest"
      data-testid="orcquest-board"
      data-phase={G.phase}
      data-turn={G.turn}
      data-quest={G.quest}
      data-legal={legal.length}
      data-picked={picks.picked.join(' ')}
      data-next={[...picks.next].join(' ')}
    >
      <section className="oq-status">
        <span>
          <b>{quest.name}</b>
          <InfoTip name="Goal" text={quest.victoryText} />
        </span>
        <span data-testid="oq-turn">
          Turn <b>{G.turn}</b>/{quest.turnLimit} · {PHASE_WORDS[G.phase] ?? G.phase}
        </span>
        <AlertGauge level={G.alert} />
        <TeamTrack G={G} />
      </section>
      {G.phase === 'camp' && (
        <section className="prompt camp" data-testid="oq-camp">
          Between Quests, at camp: everyone is healed and carries what they won. Hand cards to each other with
          no risk, organise, Rekup, Kraft, Enchant and learn Skills — then begin the Quest.
          {G.heroes
            .filter((h) => h.owed.length > 0)
            .map((h) => (
              <span key={h.hero} data-testid="oq-owed">
                {' '}
                {HEROES[h.hero].name} took {h.replaces ? HEROES[h.replaces].name : 'another Hero'}’s place and
                chooses {h.owed.length} Skill card{h.owed.length > 1 ? 's' : ''} of value {h.owed.join(', ')}{' '}
                first.
              </span>
            ))}
        </section>
      )}
      {(G.phase === 'camp' || G.phase === 'endOfTurn') && G.heroes.length > 1 && <Organising G={G} />}
      {reaction && (
        <section className="prompt reaction" data-testid="oq-reaction">
          {attacker ? `${ENEMIES[attacker.type].name} #${attacker.id}` : 'An Enemy'} attacks{' '}
          {HEROES[G.heroes[reaction.seat]?.hero ?? 'orrus'].name}
          {reaction.brutality > 0 ? ` (Brutality ${reaction.brutality})` : ''}: react, or take the hit.
        </section>
      )}
      {G.cutIn && G.active !== null && (
        <section className="prompt" data-testid="oq-cut-in">
          {HEROES[G.heroes[G.active]?.hero ?? 'orrus'].name} steps in with extra Action points during{' '}
          {HEROES[G.heroes[G.cutIn.seat]?.hero ?? 'orrus'].name}’s Activation, which goes on afterwards.
        </section>
      )}
      {G.phase === 'patrolChoice' && G.patrolChoice && (
        <section className="prompt reaction" data-testid="oq-patrol-choice">
          Patrol card {PATROL_CARDS.find((c) => c.id === G.patrolChoice?.card)?.name ?? G.patrolChoice.card}:{' '}
          {PATROL_CARDS.find((c) => c.id === G.patrolChoice?.card)?.text ?? ''}{' '}
          {HEROES[G.heroes[G.patrolChoice.seat]?.hero ?? 'orrus'].name}, nearest the Patrol, chooses for the
          Players.
        </section>
      )}
      <div className="oq-layout">
        <div className="oq-left">
          <OrcMap G={G} viewer={viewer} touches={touches} onSelectHero={(seat) => setChosen(seat)} />
          <PickBar picks={picks} describe={words} hint={pickHint(picks.picked)} />
          <TouchControls touches={touches} />
          <SkillShop G={G} touches={touches} />
          <p className="muted oq-legend">
            Highlighted: what{' '}
            {viewer !== null && G.heroes[viewer] ? HEROES[G.heroes[viewer].hero].name : 'the Hero'} sees. Red
            corner: a Danger Zone. Dotted: the Patrol path. Thick lines: walls; brown: doors. Dashed ring:
            what a touch acts on now.
          </p>
          <Actions
            G={G}
            seat={me ?? 0}
            sentence={describe}
            legal={legal}
            describe={words}
            send={send}
            activeSeats={activeSeats}
            seatName={seatName}
          />
        </div>
        <div className="oq-right">
          {G.log.length > 0 && (
            <section className="oq-happened" data-testid="oq-happened">
              <h4>What just happened</h4>
              <ul>
                {G.log.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines are replaced as a whole each move
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          <div className="oq-heroes">
            {G.heroes.map((_, seat) => (
              <HeroPanel
                // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
                key={seat}
                G={G}
                seat={seat}
                name={seatName(String(seat))}
                selected={seat === viewer}
                toAct={activeSeats.includes(String(seat))}
                onSelect={() => setChosen(seat)}
                touches={touches}
              />
            ))}
          </div>
          <EnemyList G={G} touches={touches} />
        </div>
      </div>
    </div>
  );
}

/** What the step-by-step bar asks for after the touches so far. */
function pickHint(picked: readonly string[]): string {
  const last = picked.at(-1) ?? '';
  if (last.startsWith('hero:'))
    return 'Now touch a highlighted Skill card, carried card or square for this Hero.';
  if (last.startsWith('skill:')) return 'Now touch a highlighted Enemy, Hero or square for this card.';
  if (last.startsWith('item:')) return 'Now touch the Hero to hand this card to.';
  if (last.startsWith('shop:')) return 'Now touch the Skill card the next Hero learns.';
  return 'Now touch a highlighted target.';
}

function Actions(props: {
  G: OrcQuestView;
  seat: number;
  /** The package's sentence for a move (the log's words). */
  sentence: (m: AiMove) => string;
  legal: AiMove[];
  describe: (m: AiMove) => string;
  send: (m: AiMove) => void;
  activeSeats: string[];
  seatName: (seat: string) => string;
}) {
  const { G, seat, sentence, legal, describe, send, activeSeats, seatName } = props;
  if (legal.length === 0)
    return (
      <p className="muted" data-testid="waiting">
        {activeSeats.length ? `Waiting for ${activeSeats.map(seatName).join(', ')}…` : ''}
      </p>
    );
  return (
    <MoveGroups
      legal={legal}
      groups={GROUPS}
      className="oq-actions"
      testId="oq-actions"
      buttonTestId="oq-move"
      describe={describe}
      tip={(move) => MOVE_TEXTS[move as keyof typeof MOVE_TEXTS]}
      onMove={send}
      renderGroup={(title, moves) =>
        title === 'Loot' ? (
          <LootGroups
            G={G}
            seat={seat}
            moves={moves}
            buttonTestId="oq-move"
            describe={sentence}
            onMove={send}
          />
        ) : title === 'Turn' ? (
          <TurnGroups G={G} moves={moves} buttonTestId="oq-move" describe={describe} onMove={send} />
        ) : undefined
      }
    />
  );
}
