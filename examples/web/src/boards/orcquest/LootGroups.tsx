import type { AiMove } from '@skald/core';
import {
  cardText,
  enchantById,
  HEROES,
  ITEMS,
  itemAt,
  type OrcQuestView,
  resourcesOf,
  shopCard,
  skillById,
} from '@skald/orcquest-warpath';

const RESOURCE_NAMES = ['wood', 'metal', 'leather', 'gold'];

/** "6 metal + 2 gold" */
export const resourceWords = (r: readonly number[]) =>
  r.flatMap((n, k) => (n > 0 ? [`${n} ${RESOURCE_NAMES[k]}`] : [])).join(' + ') || 'nothing';

const PLACE = ['in hand', 'in hand', 'worn', 'Artifact'];

/** A card of the Hero's by its reference (0–1 Hands, 2 Body, 3 Artifact, 4+ Inventory): "Sword (in hand)". */
function cardName(G: OrcQuestView, seat: number, ref: unknown): string {
  const h = G.heroes[seat];
  const item = h ? itemAt(h, Number(ref)) : null;
  if (!item) return 'a card';
  const name = `${cardText(item.card).name}${item.rekup ? ' (Resources)' : ''}`;
  const r = Number(ref);
  return r < 4 ? `${name} (${PLACE[r]})` : name;
}

const heroName = (G: OrcQuestView, seat: unknown) => {
  const h = G.heroes[Number(seat)];
  return h ? HEROES[h.hero].name : 'another Hero';
};

/** One row of the Loot panel: an action (and whom or what it is for), what it costs, its buttons. */
interface Row {
  key: string;
  title: string;
  cost: string;
  buttons: { move: AiMove; label: string }[];
}

/**
 * The row a Loot move belongs to and its short button label, with the action's price in the row: the
 * buttons of one action (and one receiving Hero, or one enchanted card) sit together.
 */
function place(G: OrcQuestView, seat: number, m: AiMove): Omit<Row, 'buttons'> & { label: string } {
  const a = m.args ?? [];
  const card = cardName(G, seat, a[0]);
  switch (m.move) {
    case 'potion':
      return { key: 'potion', title: 'Drink a Potion', cost: 'free', label: card };
    case 'equip':
      return { key: 'equip', title: 'Equip', cost: 'free', label: card };
    case 'unequip':
      return { key: 'unequip', title: 'Put into the Inventory', cost: 'free', label: card };
    case 'kraft': {
      const stuff = ITEMS[itemAt(G.heroes[seat]!, Number(a[0]))?.card ?? ''];
      const plan = stuff?.kraft;
      const level = plan ? ITEMS[plan.to]?.level : undefined;
      return {
        key: 'kraft',
        title: 'Kraft to the next Level',
        cost: 'spends Resource cards',
        label: plan ? `${card} → Level ${level}: ${resourceWords(plan.cost)}` : card,
      };
    }
    case 'rekup': {
      const item = itemAt(G.heroes[seat]!, Number(a[0]));
      const res = item ? resourcesOf({ ...item, rekup: true }) : null;
      const gives = res ? resourceWords(res) : 'a Fragment of Power';
      return {
        key: 'rekup',
        title: 'Rekup into Resources',
        cost: 'the card itself',
        label: `${card} → ${gives}`,
      };
    }
    case 'enchant':
      return {
        key: `enchant:${String(a[1])}`,
        title: `Enchant ${cardName(G, seat, a[1])}`,
        cost: '1 Fragment of Power each',
        label: enchantById(String(a[0]))?.name ?? String(a[0]),
      };
    case 'give':
      return {
        key: `give:${String(a[1])}`,
        title: `Give to ${heroName(G, a[1])}`,
        cost: 'free, no throw',
        label: card,
      };
    case 'throwLoot':
      return {
        key: `throw:${String(a[1])}`,
        title: `Throw to ${heroName(G, a[1])}`,
        cost: 'risky beyond Range 2',
        label: card,
      };
    case 'discard':
      return { key: 'discard', title: 'Discard for good', cost: 'the card is lost', label: card };
    default:
      return { key: m.move, title: m.move, cost: '', label: card };
  }
}

/**
 * The Loot moves of the seat's Hero, grouped by action and by the Hero they go to (or the card an Enchant
 * goes on), each row with its price; every button still carries the move's full sentence for screen
 * readers and as its tooltip.
 */
export function LootGroups(props: {
  G: OrcQuestView;
  seat: number;
  moves: readonly AiMove[];
  buttonTestId: string;
  describe: (m: AiMove) => string;
  onMove: (m: AiMove) => void;
}) {
  const { G, seat, moves, buttonTestId, describe, onMove } = props;
  const rows = new Map<string, Row>();
  for (const m of moves) {
    const { label, ...row } = place(G, seat, m);
    const at = rows.get(row.key) ?? { ...row, buttons: [] };
    at.buttons.push({ move: m, label });
    rows.set(row.key, at);
  }
  const hero = heroName(G, seat);
  return (
    <div className="oq-loot" data-testid="oq-loot">
      <p className="muted oq-loot-hero">{hero}’s cards:</p>
      {[...rows.values()].map((row) => (
        <div key={row.key} className="oq-loot-row" data-testid="oq-loot-row">
          <span className="oq-loot-title">
            {row.title} <span className="oq-loot-cost">({row.cost})</span>:
          </span>
          {row.buttons.map(({ move, label }) => {
            const sentence = describe(move);
            const detail = move.move === 'enchant' ? enchantById(String(move.args?.[0]))?.text : undefined;
            return (
              <button
                type="button"
                key={JSON.stringify(move)}
                data-testid={buttonTestId}
                data-move={move.move}
                data-args={JSON.stringify(move.args ?? [])}
                aria-label={sentence}
                title={detail ? `${sentence}: ${detail}` : sentence}
                onClick={() => onMove(move)}
              >
                {label}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The Heroes' Skill card purchases, one row per price: each button names the card every Hero would learn
 * ("Orrus: Lightning Attack · Thalla: Combat"); the other Turn moves keep their own buttons.
 */
export function TurnGroups(props: {
  G: OrcQuestView;
  moves: readonly AiMove[];
  buttonTestId: string;
  describe: (m: AiMove) => string;
  onMove: (m: AiMove) => void;
}) {
  const { G, moves, buttonTestId, describe, onMove } = props;
  const learn = new Map<number, AiMove[]>();
  const rest: AiMove[] = [];
  for (const m of moves) {
    if (m.move !== 'learn') {
      rest.push(m);
      continue;
    }
    const cost = Number(m.args?.[0]);
    learn.set(cost, [...(learn.get(cost) ?? []), m]);
  }
  const skillName = (id: string) => shopCard(id)?.name ?? skillById(id)?.name ?? 'a Skill card';
  const learnLabel = (m: AiMove) => {
    const ids = (m.args?.[1] as string[] | undefined) ?? [];
    return ids
      .map((id) => {
        const owner = G.heroes.find((h) => id.startsWith(`${h.hero}-`));
        return owner ? `${HEROES[owner.hero].name}: ${skillName(id)}` : skillName(id);
      })
      .join(' · ');
  };
  const button = (m: AiMove, label: string) => {
    const sentence = describe(m);
    return (
      <button
        type="button"
        key={JSON.stringify(m)}
        data-testid={buttonTestId}
        data-move={m.move}
        data-args={JSON.stringify(m.args ?? [])}
        aria-label={label === sentence ? undefined : sentence}
        title={sentence}
        onClick={() => onMove(m)}
      >
        {label}
      </button>
    );
  };
  return (
    <div className="oq-loot">
      {[...learn.entries()].map(([cost, ms]) => (
        <div key={cost} className="oq-loot-row" data-testid="oq-learn-row">
          <span className="oq-loot-title">
            Learn Skill cards <span className="oq-loot-cost">({cost} Badass points)</span>:
          </span>
          {ms.map((m) => button(m, learnLabel(m)))}
        </div>
      ))}
      {rest.length > 0 && <div className="action-buttons">{rest.map((m) => button(m, describe(m)))}</div>}
    </div>
  );
}
