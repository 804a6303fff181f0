import {
  COMMANDS,
  commandKind,
  dieById,
  EVENT_BY_ID,
  type GiantsView,
  KEYWORDS,
  MOVE_TEXTS,
  type PlayerView,
  permanentEffects,
  RACE_IDS,
  RACES,
  REGION_BY_ID,
  RESOURCES,
  SPECIAL_EVENTS,
  SPELL_BY_ID,
  STORY_GOALS,
} from '@skald/assault-of-the-giants';
import type { AiMove } from '@skald/core';
import { useEffect, useState } from 'react';
import { InfoTip } from '../../help/InfoTip.js';
import { withNames } from '../../session/move-log.js';
import { type MoveGroup, MoveGroups } from '../MoveGroups.js';
import type { SkaldBoardProps } from '../types.js';
import { GiantsMap } from './GiantsMap.js';
import { RACE_COLOUR } from './layout.js';
import {
  type ClickResult,
  clickRegion,
  clickSlayer,
  clickUnit,
  mapOffer,
  type Selection,
  tollChoice,
} from './map-picks.js';
import './giants.css';

const ERA_WORDS = { ordning: 'the old ordning', finalOrdning: 'the Final Ordning', endgame: 'the Endgame' };

const STEP_WORDS: Record<string, string> = {
  start: 'may claim an Event, then plays a Command card',
  command: 'plays a Command card',
  move: 'moves giants',
  toll: 'pays the tolls of a march',
  recruit: 'recruits',
  trade: 'trades',
  tradeGive: 'gives cards back after a forced trade',
  offer: 'waits for an answer to a trade offer',
  attack: 'chooses a battle',
  rest: 'commands the giantslayers',
  modify: 'battle: re-rolls, casts a spell, discards a rune or converts dice',
  casualty: 'battle: chooses casualties',
};

/** `1 region`, `4 giants`. */
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const cardName = (id: string) => COMMANDS[commandKind(id) ?? 'move']?.name ?? id;
const cardText = (id: string) => COMMANDS[commandKind(id) ?? 'move']?.text;
const resourceName = (t: string) => RESOURCES.find((r) => r.type === t)?.name ?? t;
const spellName = (id: string) => SPELL_BY_ID[id]?.name ?? id;

function Spell({ id }: { id: string }) {
  return (
    <span className="g-card spell" data-testid="giants-spell">
      {spellName(id)}
      <InfoTip name={spellName(id)} text={SPELL_BY_ID[id]?.text} />
    </span>
  );
}

/** Sections of the action panel. */
const GROUPS: MoveGroup[] = [
  { title: 'Battle', moves: ['reroll', 'cast', 'spend', 'convert', 'soak'] },
  { title: 'Answer', moves: ['accept', 'refuse', 'giveBack'] },
  { title: 'Claim an Event', moves: ['claim'] },
  { title: 'Play a Command card', moves: ['play'] },
  { title: 'Move', moves: ['march', 'fly'] },
  { title: 'Pay a toll', moves: ['payToll'] },
  { title: 'Recruit', moves: ['recruit'] },
  { title: 'Trade', moves: ['swap', 'offer', 'force'] },
  { title: 'Attack', moves: ['attack'] },
  { title: 'Giantslayers', moves: ['slayerRecruit', 'slayerMove', 'slayerAssault'] },
  { title: 'Finish', moves: ['done'] },
];

function EventCard({ id, testId = 'giants-event' }: { id: string; testId?: string }) {
  const e = EVENT_BY_ID[id];
  if (!e) return <span className="g-event">{id}</span>;
  return (
    <span className="g-event" data-testid={testId} data-event={id}>
      {e.name} <b>{e.op} OP</b>
      <InfoTip
        name={e.name}
        text={`${e.text} Costs a ${e.rune === 'any-rune' ? 'rune of any race' : resourceName(e.rune)}.`}
      />
    </span>
  );
}

function Row({ p }: { p: PlayerView }) {
  return (
    <div className="g-row" data-testid="giants-row">
      {p.row.length === 0 && <span className="muted">no cards played</span>}
      {p.row.map((id) => (
        <span key={id} className={`g-card k-${commandKind(id)}`}>
          {cardName(id)}
          <InfoTip name={cardName(id)} text={cardText(id)} />
        </span>
      ))}
    </div>
  );
}

/** The permanent effects of the player's claimed Events (they last the whole game). */
function Effects({ p, seat }: { p: PlayerView; seat: number }) {
  const effects = permanentEffects(p);
  if (effects.length === 0) return null;
  return (
    <div className="g-events" data-testid={`giants-effects-${seat}`}>
      Permanent:{' '}
      {effects.map((e) => (
        <span key={e.id} className="g-event effect" data-testid="giants-effect" data-effect={e.id}>
          {e.name}
          <InfoTip name={e.name} text={e.text} />
        </span>
      ))}
    </div>
  );
}

function PlayerPanel(props: { G: GiantsView; seat: number; me: boolean; toAct: boolean; name: string }) {
  const { G, seat, me, toAct, name } = props;
  const p = G.players[seat];
  if (!p) return null;
  const race = RACES[p.race];
  const units = G.units.filter((u) => u.race === p.race);
  return (
    <section
      className={`g-player ${me ? 'me' : ''} ${toAct ? 'to-act' : ''}`}
      data-testid={`giants-player-${seat}`}
      style={{ borderLeftColor: RACE_COLOUR[p.race] }}
    >
      <header>
        <b>{race.name}</b>
        <InfoTip name={race.name} text={race.text} />
        <span className="muted">{name}</span>
        {G.flow.current === seat && <span className="tag">current player</span>}
      </header>
      <div className="g-facts">
        <span data-testid={`giants-op-${seat}`}>
          Ordning Points: <b>{p.op === null ? 'hidden' : p.op}</b>
        </span>
        <span>
          Resources:{' '}
          {p.resources ? p.resources.map(resourceName).join(', ') || 'none' : `${p.resourceCount} cards`}
        </span>
        <span data-testid={`giants-spells-${seat}`}>
          Spells:{' '}
          {p.spells
            ? p.spells.length
              ? // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold two of the same spell
                p.spells.map((id, i) => <Spell key={`${id}-${i}`} id={id} />)
              : 'none'
            : `${p.spellCount} cards`}
        </span>
        <span>
          {count(units.length, 'giant')} in {count(new Set(units.map((u) => u.region)).size, 'region')} ·
          defeated {p.defeated}
        </span>
        <span data-testid={`giants-story-${seat}`}>
          Story: {p.story} / {STORY_GOALS[p.race].tokens} tokens on “{STORY_GOALS[p.race].name}”
          <InfoTip name={STORY_GOALS[p.race].name} text={STORY_GOALS[p.race].text} />
        </span>
      </div>
      <div className="g-label">Command row (left to right):</div>
      <Row p={p} />
      <div className="g-label">In hand: {p.hand.map(cardName).join(', ') || '—'}</div>
      {p.events.length > 0 && (
        <div className="g-events">
          Events:{' '}
          {p.events.map((id) => (
            <EventCard key={id} id={id} />
          ))}
        </div>
      )}
      <Effects p={p} seat={seat} />
    </section>
  );
}

type SideRoll = NonNullable<GiantsView['flow']['combat']>['attack'];

/** What die `i` of a roll shows, in words. */
function faceWords(roll: SideRoll, i: number): string {
  const f = dieById(roll.dice[i] ?? '')?.faces[roll.faces[i] ?? 0];
  if (!f) return '?';
  const parts = [
    f.hits && `${f.hits} hit`,
    f.blocks && `${f.blocks} block`,
    f.arcane && `${f.arcane} arcane`,
  ];
  return parts.filter(Boolean).join(' + ') || 'miss';
}

function Battle({ G, seatName }: { G: GiantsView; seatName: (s: string) => string }) {
  const c = G.flow.combat;
  if (!c) return null;
  const side = (title: string, roll: typeof c.attack) => (
    <div>
      <b>{title}</b>:{' '}
      {roll.rolled
        ? roll.dice.map((_, i) => `#${i + 1} ${faceWords(roll, i)}`).join(' · ')
        : 'not rolled yet'}
      {roll.spells.length > 0 && <> · cast {roll.spells.map(spellName).join(', ')}</>}
      {roll.resources.length > 0 && <> · discarded {roll.resources.map(resourceName).join(', ')}</>}
      {roll.effectHits > 0 && <> · +{roll.effectHits} hit from permanent effects</>}
      {roll.effectBlocks > 0 && <> · +{roll.effectBlocks} block from permanent effects</>}
      {roll.convertDone && ` → ${roll.hits} hits, ${roll.blocks} blocks`}
    </div>
  );
  return (
    <section className="prompt g-battle" data-testid="giants-battle">
      <div>
        Battle in <b>{REGION_BY_ID[c.region]?.name ?? c.region}</b>:{' '}
        {c.attackerRace ? RACES[c.attackerRace].name : 'giantslayers'} attack the {RACES[c.defenderRace].name}
        . {seatName(String(c.decider))} decides.
      </div>
      {side('Attackers', c.attack)}
      {side('Defenders', c.defense)}
      {c.damageSet && (
        <div>
          Damage still to take: attackers {c.damage.attacker}, defenders {c.damage.defender}
        </div>
      )}
    </section>
  );
}

/**
 * D&D Assault of the Giants: the region map with every giant, the command rows, the Event draft and the
 * race stacks, the pools, the battle under way, each player's panel (Ordning Points shown only for the
 * seat on screen until the end) and the seat's legal moves as labelled buttons.
 */
export function GiantsBoard(props: SkaldBoardProps<GiantsView>) {
  const { G, playerID, legal, act, seatName, activeSeats, module } = props;
  const me = playerID === null ? -1 : Number(playerID);
  const seats = G.players.map((_, i) => i);
  const ordered = me >= 0 ? [me, ...seats.filter((s) => s !== me)] : seats;
  const npcs = RACE_IDS.filter((r) => G.controller[r] === -1 && G.units.some((u) => u.race === r));
  const current = G.players[G.flow.current];
  const describe = (m: AiMove) => {
    // A second copy of a card (move2) reads as its kind's name.
    const card = m.args?.[0];
    if (m.move === 'play' && typeof card === 'string')
      return `Play ${cardName(card)}${card !== commandKind(card) ? ' (the second copy)' : ''}`;
    // Re-rolls name the dice of the side being modified, as the battle panel numbers them.
    const c = G.flow.combat;
    if (m.move === 'reroll' && c && typeof m.args?.[0] === 'number') {
      const roll = c.attack.convertDone ? c.defense : c.attack; // the rules modify the attack first
      const mask = m.args[0];
      const dice = roll.dice.flatMap((_, i) =>
        mask & (1 << i) ? [`#${i + 1} (${faceWords(roll, i)})`] : [],
      );
      return `Re-roll ${dice.join(', ')}`;
    }
    try {
      const words = withNames(module.describeMove?.(G, m, playerID ?? '0') ?? m.move, seatName);
      // The seat's own moves: "Moves the fire leader …", without the player's name in front of each.
      const mine = `${seatName(playerID ?? '')} (${G.players[me]?.race ?? ''}) `;
      return words.startsWith(mine)
        ? `${words[mine.length]!.toUpperCase()}${words.slice(mine.length + 1)}`
        : words;
    } catch {
      return m.move;
    }
  };
  const nextSpecial = current
    ? SPECIAL_EVENTS.filter((e) => e.race === current.race)[G.specialNext[current.race]]
    : undefined;
  return (
    <div className="giants" data-testid="giants-board" data-era={G.flow.era} data-legal={legal.length}>
      <section className="g-status">
        <span data-testid="giants-turn">
          {/* flow.turn counts the turns finished */}
          Turn <b>{G.flow.turn + 1}</b> · {ERA_WORDS[G.flow.era]} ·{' '}
          {current
            ? `${seatName(String(G.flow.current))} (${RACES[current.race].name}) ${STEP_WORDS[G.flow.step] ?? G.flow.step}`
            : ''}
          {G.flow.card && ` — ${cardName(G.flow.card)}${G.flow.budget ? `, ${G.flow.budget} left` : ''}`}
        </span>
        <span data-testid="giants-pools">
          Ordning pools: <b>{G.pools[0]}</b> + <b>{G.pools[1]}</b>
          <InfoTip name="Final Ordning" text={KEYWORDS['Final Ordning']} />
        </span>
        <span>
          Spell deck {G.spellDeck} · Resource deck {G.resourceDeck} · discard {G.resourceDiscard.length}
          {G.resourceDiscard.length > 0 &&
            ` (top: ${resourceName(G.resourceDiscard[G.resourceDiscard.length - 1]!)})`}
        </span>
      </section>
      <Battle G={G} seatName={seatName} />
      {G.flow.offer && G.flow.step === 'offer' && (
        <section className="prompt" data-testid="giants-offer">
          {seatName(String(G.flow.current))} offers {seatName(String(G.flow.offer.to))} a{' '}
          {resourceName(G.flow.offer.give)} for a {resourceName(G.flow.offer.take)}.
        </section>
      )}
      <div className="g-layout">
        <div className="g-left">
          <MapPlay G={G} legal={me >= 0 ? legal : []} describe={describe} act={act} />
          <p className="muted g-legend">
            Letters: R regular, E elite, C champion, L leader (3R: three regulars); hollow: wounded. Coloured
            rings mark Starting Regions. ⚔ giantslayers, ♜ Lyn Armaal. On your turn, click a giant, then a
            highlighted region; the buttons below offer the same moves.
          </p>
          {me >= 0 &&
            (legal.length > 0 ? (
              <Actions legal={legal} describe={describe} act={act} />
            ) : (
              <p className="muted" data-testid="waiting">
                {activeSeats.length ? `Waiting for ${activeSeats.map(seatName).join(', ')}…` : ''}
              </p>
            ))}
        </div>
        <div className="g-right">
          <section className="g-draft" data-testid="giants-draft">
            <h4>Events face up</h4>
            {G.eventDraft.length ? (
              G.eventDraft.map((id) => <EventCard key={id} id={id} />)
            ) : (
              <span className="muted">none</span>
            )}
            <span className="muted"> · {G.eventDeck} in the deck</span>
            {nextSpecial && (
              <div>
                Top of the {current ? RACES[current.race].name : ''} stack:{' '}
                <EventCard id={nextSpecial.id} testId="giants-stack-top" />
              </div>
            )}
          </section>
          {ordered.map((seat) => (
            <PlayerPanel
              key={seat}
              G={G}
              seat={seat}
              me={seat === me}
              toAct={activeSeats.includes(String(seat))}
              name={seatName(String(seat))}
            />
          ))}
          {npcs.length > 0 && (
            <section className="g-npcs">
              <b>NPC races</b> (defend only; the player to the active player’s right decides for them):{' '}
              {npcs.map((r) => RACES[r].name).join(', ')}
              <InfoTip name="NPC giants" text={KEYWORDS['NPC giants']} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function Actions(props: { legal: AiMove[]; describe: (m: AiMove) => string; act: SkaldBoardProps['act'] }) {
  const { legal, describe, act } = props;
  return (
    <MoveGroups
      legal={legal}
      groups={GROUPS}
      className="g-actions"
      testId="giants-actions"
      buttonTestId="giants-move"
      describe={describe}
      tip={(move) => MOVE_TEXTS[move]}
      onMove={(m) => act(m.move, ...(m.args ?? []))}
    />
  );
}

/** A toll payment on its button: `Wound the giant`, `Food`, `Fire rune`. */
const tollWords = (pay: string) => (pay === 'wound' ? 'Wound the giant' : resourceName(pay));

/**
 * The map as a way to play: a click on a giant, giantslayer or Lyn Armaal picks it and highlights where it
 * may go; a click on a highlighted region makes the move, or opens a chooser when several moves fit (ways
 * round, what to recruit). A march's tolls are then paid one region at a time from a small chooser.
 * Casualties are chosen by clicking the giant.
 */
function MapPlay(props: {
  G: GiantsView;
  legal: AiMove[];
  describe: (m: AiMove) => string;
  act: SkaldBoardProps['act'];
}) {
  const { G, legal, describe, act } = props;
  const [sel, setSel] = useState<Selection>(null);
  const [choice, setChoice] = useState<AiMove[] | null>(null);
  // A new position (a move made, a bot's turn) drops what was picked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list of legal moves
  useEffect(() => {
    setSel(null);
    setChoice(null);
  }, [legal]);
  const offer = mapOffer(G, legal, sel);
  const send = (m: AiMove) => {
    setSel(null);
    setChoice(null);
    act(m.move, ...(m.args ?? []));
  };
  const follow = (r: ClickResult) => {
    if (!r) return;
    if ('act' in r) send(r.act);
    else if ('choose' in r) setChoice(r.choose);
    else {
      setSel(r.select);
      setChoice(null);
    }
  };
  const toll = tollChoice(G, legal);
  const onRegion = (id: string) => follow(clickRegion(G, legal, sel, id));
  const onUnit = (id: string) => {
    // With a giant picked, a click on a giant standing in a highlighted region means that region.
    const at = G.units.find((u) => u.id === id)?.region;
    if (offer.selected && at && offer.targets.has(at) && !(sel?.kind === 'unit' && sel.id === id))
      onRegion(at);
    else follow(clickUnit(G, legal, sel, id));
  };
  return (
    <div className="g-map-play" data-testid="giants-map-play" data-selected={sel ? sel.kind : ''}>
      <GiantsMap
        G={G}
        offer={legal.length ? offer : undefined}
        onUnit={onUnit}
        onSlayer={(id) => follow(clickSlayer(G, legal, sel, id))}
        onCastle={() => follow({ select: sel?.kind === 'castle' ? null : { kind: 'castle' } })}
        onRegion={onRegion}
      />
      {toll && (
        <section className="prompt g-choice" data-testid="giants-toll" data-region={toll.region}>
          <b>Pay the toll for {REGION_BY_ID[toll.region]?.name ?? toll.region}:</b>
          {toll.moves.map((m) => (
            <button
              key={String(m.args?.[0])}
              type="button"
              data-testid="giants-toll-pay"
              data-pay={String(m.args?.[0])}
              title={describe(m)}
              onClick={() => send(m)}
            >
              {tollWords(String(m.args?.[0]))}
            </button>
          ))}
        </section>
      )}
      {choice && (
        <section className="prompt g-choice" data-testid="giants-choice">
          <b>Choose:</b>
          {choice.map((m) => (
            <button
              key={JSON.stringify(m.args)}
              type="button"
              data-testid="giants-choice-move"
              data-move={m.move}
              onClick={() => send(m)}
            >
              {describe(m)}
            </button>
          ))}
          <button type="button" className="secondary" onClick={() => setChoice(null)}>
            Cancel
          </button>
        </section>
      )}
      {sel && !choice && (
        <p className="muted g-hint" data-testid="giants-hint">
          {offer.targets.size > 0 ? 'Now click a highlighted region.' : 'Nowhere to go from here.'}{' '}
          <button type="button" className="link" onClick={() => setSel(null)}>
            Cancel
          </button>
        </p>
      )}
    </div>
  );
}
