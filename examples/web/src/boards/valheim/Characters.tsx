import {
  CONSUMABLES,
  EQUIPMENT_BY_ID,
  HONEY_BY_ID,
  ODIN_BY_ID,
  PLAYER,
  UPGRADES_BY_ID,
  type ValheimView,
} from '@skald/valheim';
import { InfoTip } from '../../help/InfoTip.js';
import type { Picks } from '../usePicks.js';
import { playerColour } from './MapView.js';
import { live, NO_PICKS, Touch } from './Touch.js';

/** A track as filled and empty pips, with the number for screen readers and tests. */
function Track(props: { label: string; value: number; max: number; kind: string; testId: string }) {
  const { label, value, max, kind, testId } = props;
  return (
    <span className={`track ${kind}`} data-testid={testId} data-value={value}>
      {label}{' '}
      <span className="pips" aria-hidden="true">
        {Array.from({ length: max }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pips are positions on a fixed track
          <span key={i} className={i < value ? 'pip on' : 'pip'} />
        ))}
      </span>{' '}
      <b>
        {value}/{max}
      </b>
    </span>
  );
}

const tokenName = (id: string) => CONSUMABLES[id as keyof typeof CONSUMABLES]?.name ?? id;
const tokenText = (id: string) => CONSUMABLES[id as keyof typeof CONSUMABLES]?.text;

/** One character board: health and stamina tracks, equipment, consumables, skills and conditions. */
function CharacterBoard(props: {
  G: ValheimView;
  seat: number;
  name: string;
  toAct: boolean;
  me: boolean;
  picks: Picks;
}) {
  const { G, seat, name, toAct, me, picks } = props;
  const item = (id: string) => `item:${seat}:${id}`;
  const p = G.players[seat]!;
  const offers = [...p.odinOffer, ...p.traitOffer, ...p.occupationOffer];
  const upgrades = p.upgrades.map((u) => ({ ...u, skill: UPGRADES_BY_ID[u.id] }));
  const odin = p.odin ? ODIN_BY_ID[p.odin] : undefined;
  const kept = p.odinKept ? ODIN_BY_ID[p.odinKept] : undefined;
  const conditions = [p.knockedOut && 'knocked out', p.frozen && 'frozen', p.poisoned && 'poisoned'].filter(
    Boolean,
  );
  return (
    <section
      className={`character ${toAct ? 'to-act' : ''} ${me ? 'me' : ''}`}
      data-testid={`character-${seat}`}
      style={{ borderColor: playerColour(seat) }}
    >
      <header>
        <span className="figure" style={{ background: playerColour(seat) }}>
          {seat + 1}
        </span>
        <Touch picks={picks} target={`player:${seat}`} label={me ? `${name} (yourself)` : name}>
          <b>{name}</b>
        </Touch>
        {G.turn === seat && G.stage !== 'over' && <span className="turn-mark">their turn</span>}
        {conditions.length > 0 && (
          <span className="conditions" data-testid={`conditions-${seat}`}>
            {conditions.join(', ')}
          </span>
        )}
      </header>
      <div className="tracks">
        <Track
          label="Health"
          value={p.health}
          max={PLAYER.maxHealth}
          kind="health"
          testId={`health-${seat}`}
        />
        <Track
          label="Stamina"
          value={p.stamina}
          max={PLAYER.maxStamina}
          kind="stamina"
          testId={`stamina-${seat}`}
        />
      </div>
      <div className="equipment" data-testid={`equipment-${seat}`}>
        Equipment: {p.equipment.length === 0 && <span className="muted">none (unarmed)</span>}
        {live(picks, item('unarmed')) && (
          <span className="card-chip">
            <Touch picks={picks} target={item('unarmed')} label="Bare hands">
              bare hands
            </Touch>
          </span>
        )}
        {p.equipment.map((id) => {
          const card = EQUIPMENT_BY_ID[id];
          return (
            <span key={id} className="card-chip">
              <Touch picks={picks} target={item(id)} label={card?.name ?? id}>
                {card?.name ?? id}
              </Touch>
              {p.fire.includes(id) && <span className="fire"> (fire)</span>}
              <InfoTip name={card?.name ?? id} text={card?.text} />
            </span>
          );
        })}
      </div>
      <div className="consumables">
        {[...p.meads, ...p.bombs].map((id, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two tokens of a kind look the same
          <span key={`${id}-${i}`} className="token-chip">
            <Touch picks={picks} target={item(id)} label={tokenName(id)}>
              {tokenName(id)}
            </Touch>
            <InfoTip name={tokenName(id)} text={tokenText(id)} />
          </span>
        ))}
        {p.honeycombs.map((id, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two tokens of a kind look the same
          <span key={`${id}-${i}`} className="token-chip">
            <Touch picks={picks} target={item(id)} label="Honeycomb">
              Honeycomb
            </Touch>
            <InfoTip name="Honeycomb" text={HONEY_BY_ID[id]?.text} />
          </span>
        ))}
        {p.rerolls > 0 && (
          <span className="token-chip">
            <Touch picks={picks} target={item('reroll')} label="Reroll token">
              {p.rerolls} reroll token{p.rerolls > 1 ? 's' : ''}
            </Touch>
            <InfoTip name="Reroll token" text={CONSUMABLES.reroll.text} />
          </span>
        )}
      </div>
      <div className="skills">
        {odin && (
          <span className="skill-chip odin">
            <Touch picks={picks} target={me ? 'skill:odin' : `skill:${seat}:odin`} label={odin.name}>
              {odin.name} ({odin.cost} stamina)
            </Touch>
            <InfoTip name={odin.name} text={odin.text} />
          </span>
        )}
        {kept && (
          <span className="skill-chip odin" data-testid={`odin-kept-${seat}`}>
            <Touch picks={picks} target={me ? 'skill:odinKept' : `skill:${seat}:odinKept`} label={kept.name}>
              {kept.name} ({kept.cost} stamina, kept from the campaign)
            </Touch>
            <InfoTip name={kept.name} text={kept.text} />
          </span>
        )}
        {upgrades.map((u) => (
          <span key={u.id} className={`skill-chip ${u.skill && u.xp >= u.skill.times ? 'upgraded' : ''}`}>
            {u.skill?.name ?? u.id} {u.skill ? `${Math.min(u.xp, u.skill.times)}/${u.skill.times}` : ''}
            <InfoTip name={u.skill?.name ?? u.id} text={u.skill?.text} />
          </span>
        ))}
      </div>
      {me && offers.length > 0 && (
        <div className="skill-offers" data-testid={`offers-${seat}`}>
          Choose:{' '}
          {offers.map((id) => {
            const skill = UPGRADES_BY_ID[id] ?? ODIN_BY_ID[id];
            return (
              <span key={id} className="skill-chip">
                <Touch picks={picks} target={`offer:${id}`} label={`Keep the skill ${skill?.name ?? id}`}>
                  {skill?.name ?? id}
                </Touch>
                <InfoTip name={skill?.name ?? id} text={skill?.text} />
              </span>
            );
          })}
        </div>
      )}
      {p.tombstone && (
        <div className="muted">
          Tombstone at {p.tombstone.space}
          {p.tombstone.card ? ` with ${EQUIPMENT_BY_ID[p.tombstone.card]?.name ?? p.tombstone.card}` : ''}
        </div>
      )}
    </section>
  );
}

/** Every player's character board, the seat on screen first. */
export function Characters(props: {
  G: ValheimView;
  me: number;
  activeSeats: string[];
  seatName: (seat: string) => string;
  picks?: Picks;
}) {
  const { G, me, activeSeats, seatName, picks = NO_PICKS } = props;
  const seats = G.players.map((_, i) => i);
  const ordered = me >= 0 ? [me, ...seats.filter((s) => s !== me)] : seats;
  return (
    <div className="characters">
      {ordered.map((seat) => (
        <CharacterBoard
          key={seat}
          G={G}
          seat={seat}
          name={seatName(String(seat))}
          toAct={activeSeats.includes(String(seat))}
          me={seat === me}
          picks={picks}
        />
      ))}
    </div>
  );
}
