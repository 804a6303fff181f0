import {
  ALERT_GAUGE,
  ALERT_MAX,
  ARTIFACT,
  alertColour,
  BODY,
  BOSSES,
  cardText,
  ENEMIES,
  effectNames,
  enchantById,
  eventById,
  extraApCost,
  HEROES,
  INVENTORY,
  ITEMS,
  type Item,
  inventoryWeight,
  KEYWORDS,
  type OrcQuestState,
  type OrcQuestView,
  overloaded,
  patrolCardById,
  resourcesOf,
  squareName,
} from '@skald/orcquest-warpath';
import { InfoTip } from '../../help/InfoTip.js';
import { DIR_NAMES } from './geometry.js';
import { aimTarget, boardCards, enemyTarget, heroTarget, itemTarget, skillTarget } from './paths.js';
import { type Touches, TouchTarget } from './touches.js';

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The Alert Gauge: 15 levels in their colours, the current one marked; past 15 the Quest is lost. */
export function AlertGauge({ level }: { level: number }) {
  return (
    <div className="oq-alert" data-testid="oq-alert" data-level={level}>
      <span className="label">
        Alert <b>{level}</b>/{ALERT_MAX} ({alertColour(level)})
      </span>
      <span className="gauge">
        {ALERT_GAUGE.map((l) => (
          <span
            key={l.level}
            className={`notch c-${l.colour} ${l.level <= level ? 'on' : ''} ${l.level === level ? 'now' : ''}`}
            title={`Level ${l.level}: ${l.colour}`}
          />
        ))}
      </span>
    </div>
  );
}

/** The team's track and the decks: Badass points and Limit, the next extra Action point's price, turn. */
export function TeamTrack({ G }: { G: OrcQuestView }) {
  const lastEvent = G.events.discard.at(-1);
  const lastPatrol = G.patrolDeck.discard.at(-1);
  return (
    <div className="oq-track" data-testid="oq-track">
      <span data-testid="oq-badass">
        Badass <b>{G.badass}</b> / limit {G.badassLimit}
        <InfoTip
          name="Badass points"
          text={`Spend them on extra Action points: the next costs ${extraApCost(G as unknown as OrcQuestState)}. Resurrecting a Hero lowers the Limit by 10.`}
        />
      </span>
      <span data-testid="oq-carry">
        Campaign: began this Quest with {G.carryIn.badass} Badass, Limit {G.carryIn.badassLimit}
      </span>
      <span>
        Events: {G.events.deck} in the deck
        {lastEvent && (
          <>
            {' '}
            · last <i>{eventById(lastEvent)?.name ?? lastEvent}</i>
            <InfoTip name={eventById(lastEvent)?.name ?? lastEvent} text={eventById(lastEvent)?.text} />
          </>
        )}
      </span>
      <span>
        Patrol cards: {G.patrolDeck.deck}
        {lastPatrol && (
          <>
            {' '}
            · last <i>{patrolCardById(lastPatrol)?.name ?? lastPatrol}</i>
            <InfoTip
              name={patrolCardById(lastPatrol)?.name ?? lastPatrol}
              text={patrolCardById(lastPatrol)?.text}
            />
          </>
        )}
      </span>
      <span data-testid="oq-decks">
        Loot deck: {G.loot.deck} · Relic deck: {G.relics.deck} · Enchant cards left: {G.enchantDeck.length}
      </span>
      <span>
        Presence pools: {G.pools.main} main, {G.pools.secondary} secondary (face down)
      </span>
    </div>
  );
}

/** One Hero's board: Health, where they are, Action and Movement points, Skill cards, Stuff, keywords. */
export function HeroPanel(props: {
  G: OrcQuestView;
  seat: number;
  name: string;
  selected: boolean;
  toAct: boolean;
  onSelect: () => void;
  touches: Touches;
}) {
  const { G, seat, name, selected, toAct, onSelect, touches } = props;
  const h = G.heroes[seat];
  if (!h) return null;
  const sheet = HEROES[h.hero];
  const left = sheet.hp - h.damage;
  const active = G.active === seat;
  const where = h.dead
    ? 'dead'
    : h.exited
      ? 'left through the Exit'
      : h.pos === null
        ? 'waiting at the Hero Entrance'
        : `on ${squareName(h.pos)}, facing ${DIR_NAMES[h.facing]}`;
  return (
    <section
      className={`oq-hero ${selected ? 'selected' : ''} ${toAct ? 'to-act' : ''} ${h.dead ? 'dead' : ''}`}
      data-testid={`oq-hero-${seat}`}
    >
      <header>
        <HeroName name={sheet.name} seat={seat} selected={selected} onSelect={onSelect} touches={touches} />
        <InfoTip name={sheet.name} text={sheet.text} />
        <span className="muted">{name}</span>
        {h.activated && !active && <span className="tag">activated</span>}
        {h.carriesObjective && <span className="tag gold">carries the Objective ★</span>}
        {h.invisible && <span className="tag">invisible</span>}
        {h.petrified > 0 && <span className="tag">petrified</span>}
        {h.poisoned && <span className="tag">poisoned</span>}
        {effectNames(h).map((n) => (
          <span key={n} className="tag" title={KEYWORDS[n.replace(/ \d$/, '')]}>
            {n.toLowerCase()}
          </span>
        ))}
      </header>
      <div className="oq-hp" title={`${left} of ${sheet.hp} Health points (${sheet.hpColour})`}>
        <span className="hp-track">
          <span className={`hp-fill c-${sheet.hpColour}`} style={{ width: `${(100 * left) / sheet.hp}%` }} />
        </span>
        <b data-testid={`oq-hp-${seat}`}>
          {left}/{sheet.hp}
        </b>{' '}
        HP
      </div>
      <div className="muted">{where}</div>
      {active && (
        <div className="oq-points" data-testid="oq-points">
          Action points <b>{G.ap}</b>
          {G.mp > 0 && (
            <>
              {' '}
              · Movement points <b>{G.mp}</b>
            </>
          )}
        </div>
      )}
      <div className="oq-cards">
        {boardCards(h).map((card) => (
          <span
            key={card.id}
            className={`oq-card ${h.used.includes(card.id) ? 'used' : ''}`}
            title={h.used.includes(card.id) ? 'face down: used this turn' : 'face up'}
          >
            <TouchTarget touches={touches} target={skillTarget(card.id)} name={`${card.name} card`}>
              {card.name}
            </TouchTarget>
            <InfoTip name={card.name} text={card.text} />
          </span>
        ))}
      </div>
      <div className="oq-stuff" data-testid={`oq-gear-${seat}`}>
        {[
          ...h.gear.hands.map((item, i) => ({ slot: i === 0 ? 'hand' : 'other hand', item, ref: i })),
          ...(h.gear.body ? [{ slot: 'body', item: h.gear.body, ref: BODY }] : []),
          ...(h.gear.artifact ? [{ slot: 'artifact', item: h.gear.artifact, ref: ARTIFACT }] : []),
        ].map(({ slot, item, ref }) => (
          <ItemChip key={slot} item={item} slot={slot} target={itemTarget(seat, ref)} touches={touches} />
        ))}
        {sheet.keywords.map((k) => (
          <span key={k} className="oq-item keyword">
            {capital(k)}
            <InfoTip name={capital(k)} text={KEYWORDS[capital(k)]} />
          </span>
        ))}
      </div>
      <div className="oq-stuff oq-inventory" data-testid={`oq-inventory-${seat}`}>
        <span className="muted">
          Inventory {inventoryWeight(h)}/{sheet.capacity.inventory}
          {overloaded(h) ? ' — too heavy to move' : ''}:
        </span>
        {h.inventory.length === 0 && <span className="muted"> empty</span>}
        {h.inventory.map((item, i) => (
          <ItemChip
            // biome-ignore lint/suspicious/noArrayIndexKey: a Hero may carry two of the same card
            key={`${item.card}-${i}`}
            item={item}
            target={itemTarget(seat, INVENTORY + i)}
            touches={touches}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * A Hero's name on their board: it shows what they see on the map, and it is the Hero to touch when a move
 * starts with them (an Activation, a resurrection, a card handed to them).
 */
function HeroName(props: {
  name: string;
  seat: number;
  selected: boolean;
  onSelect: () => void;
  touches: Touches;
}) {
  const { name, seat, selected, onSelect, touches } = props;
  const live = touches.on(heroTarget(seat), name);
  return (
    <button
      type="button"
      className="oq-hero-name"
      data-target={heroTarget(seat)}
      {...live}
      aria-pressed={live ? (live['aria-pressed'] ?? false) : selected}
      onClick={() => {
        onSelect();
        live?.onClick?.();
      }}
    >
      {name}
    </button>
  );
}

/** One card a Hero carries: its name, Level, Enchants, Rekup'd state and the card's text. */
function ItemChip(props: { item: Item; slot?: string; target: string; touches: Touches }) {
  const { item, slot, target, touches } = props;
  const { name, text } = cardText(item.card);
  const level = ITEMS[item.card]?.level ?? 1;
  const enchants = item.enchants.map((e) => {
    const card = enchantById(e.id);
    return card ? (e.enhanced ? `${card.name} ${card.enhanced.name}` : card.name) : e.id;
  });
  const res = item.rekup ? resourcesOf(item) : null;
  const label = `${name}${level > 1 ? ` ${'★'.repeat(level)}` : ''}${enchants.length ? ` (${enchants.join(', ')})` : ''}`;
  return (
    <span className={`oq-item ${item.rekup ? 'rekup' : ''}`} data-card={item.card}>
      {slot && <span className="muted">{slot}: </span>}
      <TouchTarget touches={touches} target={target} name={slot ? `${name} (${slot})` : name}>
        {item.rekup ? `${name}: Resources ${res ? resourceWords(res) : ''}` : label}
      </TouchTarget>
      <InfoTip
        name={name}
        text={[text, ...item.enchants.map((e) => enchantById(e.id)?.text ?? '')].join(' ')}
      />
    </span>
  );
}

const RESOURCE_NAMES = ['wood', 'metal', 'leather', 'gold'];
const resourceWords = (r: readonly number[]) =>
  r
    .map((n, k) => (n > 0 ? `${n} ${RESOURCE_NAMES[k]}` : ''))
    .filter(Boolean)
    .join(', ');

/** Enemies on the board and the Patrols in play; an Enemy's name is touched to attack or single it out. */
export function EnemyList({ G, touches }: { G: OrcQuestView; touches: Touches }) {
  return (
    <section className="oq-enemies" data-testid="oq-enemies">
      <h4>Enemies ({G.enemies.length})</h4>
      {G.enemies.length === 0 && <span className="muted">none on the board</span>}
      <ul>
        {G.enemies.map((e) => {
          const s = ENEMIES[e.type];
          return (
            <li key={e.id} className={e.alerted ? 'alerted' : ''}>
              <TouchTarget
                touches={touches}
                target={enemyTarget(e.id)}
                name={`${s.name} #${e.id} on ${squareName(e.pos)}`}
              >
                {s.name} #{e.id}
              </TouchTarget>{' '}
              on {squareName(e.pos)}: {s.hp - e.damage}/{s.hp} HP, facing {DIR_NAMES[e.facing]}
              {e.alerted ? ', alerted' : ''}
              {e.bellRinger ? ', running to the Bell' : ''}
              {e.burn > 0 ? `, Burn ${e.burn}` : ''}
              {effectNames(e).map((n) => `, ${n}`)}
              <InfoTip name={s.name} text={s.text} />
            </li>
          );
        })}
      </ul>
      <BossLine G={G} touches={touches} />
      <h4>Patrols</h4>
      <div data-testid="oq-patrols">
        {G.patrols.length === 0 ? (
          <span className="muted">
            none in play{G.bellRung ? ' (the Bell has rung: no more will come)' : ''}
          </span>
        ) : (
          G.patrols.map((p) => (
            <div key={`${p.path}-${p.members.join('-')}`}>
              {capital(p.path)} Patrol{p.offPath ? ' (off its path, heading back)' : ''}, {p.members.length}{' '}
              strong:{' '}
              {p.members
                .map((id) => ENEMIES[G.enemies.find((e) => e.id === id)?.type ?? 'peasant'].name)
                .join(', ')}
            </div>
          ))
        )}
      </div>
    </section>
  );
}

/** The Boss in play: its Activation cards' damage out of their Health points, and the part aimed at. */
function BossLine({ G, touches }: { G: OrcQuestView; touches: Touches }) {
  const boss = G.boss;
  if (!boss) return null;
  const spec = BOSSES[boss.id];
  const cards = spec.cards.map((c, i) => `${c.name} ${boss.cards[i] ?? 0}/${c.hp}`).join(', ');
  const parts = [
    { part: -1, name: 'the Boss Sheet' },
    ...spec.cards.map((c, i) => ({ part: i, name: c.name })),
  ];
  return (
    <div className="oq-boss" data-testid="oq-boss">
      <b>Boss</b> {ENEMIES[spec.enemy].name} (Enemy #{boss.enemy}){boss.defeated ? ': defeated' : ''} · damage
      on its Activation cards: {cards} · Hero Attacks aim at{' '}
      {boss.aim < 0 ? 'its Boss Sheet' : (spec.cards[boss.aim]?.name ?? `card ${boss.aim + 1}`)}
      {parts.some((p) => touches.on(aimTarget(p.part), p.name)) && (
        <span className="oq-aim">
          {' '}
          · aim at:{' '}
          {parts.map((p) => (
            <TouchTarget key={p.part} touches={touches} target={aimTarget(p.part)} name={`Aim at ${p.name}`}>
              {p.name}
            </TouchTarget>
          ))}
        </span>
      )}
    </div>
  );
}
