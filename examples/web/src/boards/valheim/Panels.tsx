import {
  COLLECT,
  COMBAT_DICE,
  CONSUMABLES,
  CREATURES,
  EQUIPMENT_BY_ID,
  EVENTS_BY_ID,
  FOOD_BY_ID,
  FURNITURE,
  FURNITURE_IDS,
  type FurnitureId,
  HALDOR_BY_ID,
  RESOURCE_TABLE,
  RESOURCES,
  RULES_SUMMARY,
  type ValheimView,
} from '@skald/valheim';
import { InfoTip } from '../../help/InfoTip.js';
import type { Picks } from '../usePicks.js';
import { objectiveText, scenarioOf } from './scenario.js';
import { live, Touch } from './Touch.js';

const tokenName = (id: string) => CONSUMABLES[id as keyof typeof CONSUMABLES]?.name ?? id;

/** The event deck (phase I and II backs), gifted items on it, an ongoing card's cubes, a raid, the objective. */
export function EventDeck({ G }: { G: ValheimView }) {
  const { forsaken } = scenarioOf(G);
  const objective = objectiveText(G);
  const phase1 = G.events.filter((p) => p === 1).length;
  const ongoing = G.ongoing ? EVENTS_BY_ID[G.ongoing.card] : undefined;
  const raid = G.raid ? EVENTS_BY_ID[G.raid.card] : undefined;
  const steered = G.steering ? G.creatures.find((c) => c.id === G.steering?.creature) : undefined;
  return (
    <section className="panel valheim-events" data-testid="event-deck">
      <h3>Event deck</h3>
      <p>
        <b data-testid="events-left">{G.events.length}</b> cards left ({phase1} phase I,{' '}
        {G.events.length - phase1} phase II). When the deck is empty and an event must be drawn, everyone
        loses.
      </p>
      {G.gifts.length > 0 && (
        <p data-testid="gifts">
          Gifted items on the deck (taken instead of an event):{' '}
          {G.gifts.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pile's order is the key
            <span key={`${g}-${i}`} className="token-chip">
              {tokenName(g)}
              <InfoTip name={tokenName(g)} text={CONSUMABLES[g]?.text} />
            </span>
          ))}
        </p>
      )}
      {G.ongoing && (
        <p className="ongoing" data-testid="ongoing">
          Ongoing: <b>{ongoing?.name ?? G.ongoing.card}</b> — {G.ongoing.cubes} counter cube
          {G.ongoing.cubes === 1 ? '' : 's'} left
          <InfoTip name={ongoing?.name ?? 'Ongoing event'} text={ongoing?.text} />
        </p>
      )}
      {steered && G.steering && (
        <p className="steering" data-testid="steering">
          The {CREATURES[steered.kind].name} at {steered.space} has equally short ways: the active player
          chooses where it goes ({G.steering.options.join(' or ')}).
        </p>
      )}
      {G.raid && (
        <p className="raid" data-testid="raid">
          Raid: {forsaken.name} is on tile {G.raid.slot} gathering {G.raid.size}{' '}
          {CREATURES[G.raid.creature].name}s
          <InfoTip name={raid?.name ?? 'Raid'} text={raid?.text} />
        </p>
      )}
      <p data-testid="objective">
        {objective.text}
        {objective.done && G.stage === 'explore' && ` — ${forsaken.name} can be summoned at the altar`}
      </p>
    </section>
  );
}

/**
 * Haldor the merchant: his deck (the cards put back at its bottom after a trade are open), the 3 cards of a
 * trade under way with their prices and texts, and the ships on the water.
 */
export function Haldor({
  G,
  seatName,
  picks,
}: {
  G: ValheimView;
  seatName: (seat: string) => string;
  picks: Picks;
}) {
  const seen = G.haldor.filter((id): id is string => Object.hasOwn(HALDOR_BY_ID, id));
  return (
    <section className="panel valheim-haldor" data-testid="haldor">
      <h3>
        <Touch picks={picks} target="haldor" label="Trade with Haldor">
          Haldor
        </Touch>
      </h3>
      <p>
        Deck <b data-testid="haldor-deck">{G.haldor.length}</b> cards · coins in the stash{' '}
        <b>{G.stash.coin}</b>
        <InfoTip name="Haldor" text={RULES_SUMMARY.find((r) => r.title === 'Haldor')?.text} />
      </p>
      {G.trade && (
        <p data-testid="haldor-offer">
          {seatName(String(G.trade.seat))} is trading:{' '}
          {G.trade.offer.length === 0 && <span className="muted">every revealed card bought</span>}
          {G.trade.offer.map((id) => (
            <span key={id} className="card-chip">
              <Touch picks={picks} target={`haldor:${id}`} label={`Buy ${HALDOR_BY_ID[id]?.name ?? id}`}>
                {HALDOR_BY_ID[id]?.name ?? id} ({HALDOR_BY_ID[id]?.price} coins)
              </Touch>
              <InfoTip name={HALDOR_BY_ID[id]?.name ?? id} text={HALDOR_BY_ID[id]?.text} />
            </span>
          ))}
        </p>
      )}
      {seen.length > 0 && (
        <p className="muted">
          Seen at the bottom: {seen.map((id) => HALDOR_BY_ID[id]?.name ?? id).join(', ')}
        </p>
      )}
      {G.ships.length > 0 && <p data-testid="ships">Ships on the water at {G.ships.join(', ')}.</p>}
      {G.voyage && (
        <p data-testid="voyage">
          {seatName(String(G.voyage.seat))} sets sail from {G.voyage.from} to {G.voyage.to}
          {G.voyage.crew.length > 0 && ` with ${G.voyage.crew.map((c) => seatName(String(c))).join(', ')}`}.
        </p>
      )}
    </section>
  );
}

/** The house: furniture built, the shared stash, prepared food, items left for others, the decks. */
export function House({ G, picks }: { G: ValheimView; picks: Picks }) {
  const toBuild = FURNITURE_IDS.filter((f) => !G.furniture.includes(f) && live(picks, `furniture:${f}`));
  const toCraft = [...new Set(G.supply)].filter((id) => live(picks, `card:${id}`));
  return (
    <section className="panel valheim-house" data-testid="house">
      <h3>The house</h3>
      <div className="stash" data-testid="stash">
        {RESOURCES.map((r) => (
          <span key={r} className={`resource ${G.stash[r] ? '' : 'none'}`}>
            <Touch picks={picks} target={`resource:${r}`} label={`${r} (${G.stash[r]} in the stash)`}>
              {r} <b>{G.stash[r]}</b>
            </Touch>
            <InfoTip name={r} text={RESOURCE_TABLE[r].text} />
          </span>
        ))}
      </div>
      <p>
        Furniture: {G.furniture.length === 0 && <span className="muted">none built</span>}
        {G.furniture.map((id: FurnitureId) => (
          <span key={id} className="card-chip" data-testid={`furniture-${id}`}>
            <Touch picks={picks} target={`furniture:${id}`} label={`Use the ${FURNITURE[id]?.name ?? id}`}>
              {FURNITURE[id]?.name ?? id}
            </Touch>
            <InfoTip name={FURNITURE[id]?.name ?? id} text={FURNITURE[id]?.text} />
          </span>
        ))}
      </p>
      {toBuild.length > 0 && (
        <p data-testid="to-build">
          Build:{' '}
          {toBuild.map((id) => (
            <span key={id} className="card-chip">
              <Touch picks={picks} target={`furniture:${id}`} label={`Build the ${FURNITURE[id].name}`}>
                {FURNITURE[id].name}
              </Touch>
              <InfoTip name={FURNITURE[id].name} text={FURNITURE[id].text} />
            </span>
          ))}
        </p>
      )}
      {toCraft.length > 0 && (
        <p data-testid="to-craft">
          Craft:{' '}
          {toCraft.map((id) => (
            <span key={id} className="card-chip">
              <Touch picks={picks} target={`card:${id}`} label={`Craft ${EQUIPMENT_BY_ID[id]?.name ?? id}`}>
                {EQUIPMENT_BY_ID[id]?.name ?? id}
              </Touch>
              <InfoTip name={EQUIPMENT_BY_ID[id]?.name ?? id} text={EQUIPMENT_BY_ID[id]?.text} />
            </span>
          ))}
        </p>
      )}
      <p>
        Prepared food: {G.prepared.length === 0 && <span className="muted">none</span>}
        {G.prepared.map((id, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slot position is the key
          <span key={`${id}-${i}`} className="card-chip">
            <Touch picks={picks} target={`food:${i}`} label={`Eat ${FOOD_BY_ID[id]?.name ?? id}`}>
              {FOOD_BY_ID[id]?.name ?? id}
            </Touch>
            <InfoTip name={FOOD_BY_ID[id]?.name ?? id} text={FOOD_BY_ID[id]?.text} />
          </span>
        ))}
        <span className="muted">
          {' '}
          (
          <Touch picks={picks} target="food:deck" label="Cook: draw from the food deck">
            food deck {G.foodDeck.length}
          </Touch>
          , discard {G.foodDiscard.length})
        </span>
      </p>
      {G.house.items.length > 0 && (
        <p>
          Left at the house:{' '}
          {G.house.items.map((id, i) => {
            const name = EQUIPMENT_BY_ID[id]?.name ?? tokenName(id);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two tokens of a kind look the same
              <span key={`${id}-${i}`} className="card-chip">
                <Touch picks={picks} target={`houseitem:${id}`} label={`Take ${name} from the house`}>
                  {name}
                </Touch>
                <InfoTip
                  name={name}
                  text={EQUIPMENT_BY_ID[id]?.text ?? CONSUMABLES[id as 'healthMead']?.text}
                />
              </span>
            );
          })}
        </p>
      )}
      <p className="muted">
        {G.supply.length} equipment cards to craft · {G.honeyPool.length} honeycombs in the supply
      </p>
    </section>
  );
}

const faceText = (die: string, face: number): string => {
  if (die === 'collect') return COLLECT.faces[face]?.kind ?? '?';
  const spec = COMBAT_DICE[die as keyof typeof COMBAT_DICE];
  return spec?.faces[face]?.kind ?? '?';
};

/** A fight under way (who is in it, who rolls) and a roll waiting for a reroll decision. */
export function Combat({
  G,
  seatName,
  picks,
}: {
  G: ValheimView;
  seatName: (seat: string) => string;
  picks: Picks;
}) {
  const c = G.combat;
  const roll = G.pending;
  if (!c && !roll) return null;
  const foes = c ? G.creatures.filter((x) => x.space === c.space) : [];
  return (
    <section className="panel valheim-combat" data-testid="combat">
      {c && (
        <>
          <h3>Combat at {c.space}</h3>
          <p>
            Fighting: {c.seats.map((s) => seatName(String(s))).join(', ')}; rolling now:{' '}
            <b>{seatName(String(c.seats[c.roller] ?? c.seats[0]))}</b>
            {c.offers.length > 0 && `; ${seatName(String(c.offers[0]))} may come to help`}
          </p>
          <p>
            Against:{' '}
            {foes.map((f) => {
              const side = G.veteran.includes(f.kind) ? CREATURES[f.kind].veteran : CREATURES[f.kind].regular;
              return (
                <span key={f.id} className="card-chip creature">
                  <Touch
                    picks={picks}
                    target={`creature:${f.id}`}
                    label={`Attack the ${CREATURES[f.kind].name}`}
                  >
                    {CREATURES[f.kind].name} {side.health - f.damage}/{side.health} health, {side.dice} damage
                    {side.dice === 1 ? ' die' : ' dice'}
                  </Touch>
                  <InfoTip name={CREATURES[f.kind].name} text={CREATURES[f.kind].text} />
                </span>
              );
            })}
          </p>
        </>
      )}
      {roll && (
        <p className="pending-roll" data-testid="pending-roll">
          {seatName(String(roll.seat))}'s {roll.kind} roll:{' '}
          {roll.dice.map((d, i) => (
            <Touch
              // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the roll
              key={i}
              picks={picks}
              target={`die:${i}`}
              label={`Die ${i + 1}: ${faceText(d.die, d.face)}`}
              className={`vdie vdie-${d.die}`}
            >
              {i + 1}: {faceText(d.die, d.face)}
            </Touch>
          ))}
          {roll.damage.length > 0 && ' against '}
          {roll.damage.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions in the roll
            <span key={`d${i}`} className="vdie vdie-damage">
              {faceText('damage', f)}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
