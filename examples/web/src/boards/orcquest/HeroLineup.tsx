import type { CampaignSave } from '@skald/core';
import { HERO_IDS, HEROES, type HeroCarry, type HeroId, lineupPlan } from '@skald/orcquest-warpath';
import { useEffect } from 'react';
import type { SetupExtraProps } from '../../pages/setup-extra-props.js';

const name = (hero: HeroId) => HEROES[hero].name;

/** The Heroes a campaign save carries, if any (its `carry.heroes`). */
function savedHeroes(save: CampaignSave<unknown> | null): HeroCarry[] | undefined {
  const carry = save?.carry as { heroes?: HeroCarry[] } | undefined;
  return carry?.heroes;
}

/**
 * The line-up shown by default: the save's Heroes first (the team goes on), then the others in seat order,
 * one per seat.
 */
function defaultLineup(numPlayers: number, carried: HeroCarry[] | undefined): HeroId[] {
  const first = (carried ?? []).map((c) => c.hero);
  const order = [...first, ...HERO_IDS.filter((h) => !first.includes(h))];
  return order.slice(0, numPlayers);
}

/** A valid line-up of `numPlayers` distinct Heroes from the value given, or null. */
function lineupFrom(value: unknown, numPlayers: number): HeroId[] | null {
  if (!Array.isArray(value) || value.length !== numPlayers) return null;
  if (!value.every((h) => HERO_IDS.includes(h as HeroId)) || new Set(value).size !== value.length)
    return null;
  return value as HeroId[];
}

const FATE_WORDS = {
  new: () => 'starts with their starting Stuff and Skill cards',
  returns: () => 'goes on with the cards and Skills they carry',
  joins: () => 'joins the campaign with their starting Stuff and Skill cards',
  replaces: (old: HeroId | null) =>
    `takes ${old ? name(old) : 'another Hero'}’s place: gets their cards and a free Skill card of each value they learnt`,
} as const;

/**
 * OrcQuest's `setupData.heroes` on the setup page (rulebook lines 741-746): which Hero each seat plays, and,
 * with a campaign save, who goes on, who joins, who takes whose place and who sits the Quest out.
 */
export function HeroLineup({ numPlayers, save, value, onChange }: SetupExtraProps) {
  const carried = savedHeroes(save);
  const lineup = lineupFrom(value.heroes, numPlayers) ?? defaultLineup(numPlayers, carried);
  // What is shown is what the match gets: write the default as soon as it is shown.
  const shown = lineup.join(',');
  const sent = Array.isArray(value.heroes) ? value.heroes.join(',') : '';
  useEffect(() => {
    if (shown !== sent) onChange({ ...value, heroes: shown.split(',') });
  }, [shown, sent, value, onChange]);
  // Choosing a Hero another seat plays swaps the two seats (a Hero plays one seat at most).
  const choose = (seat: number, hero: HeroId) => {
    const next = lineup.slice();
    const other = next.indexOf(hero);
    if (other >= 0) next[other] = next[seat] as HeroId;
    next[seat] = hero;
    onChange({ ...value, heroes: next });
  };
  const plan = lineupPlan(lineup, carried);
  return (
    <div className="field" data-testid="hero-lineup">
      <span>Heroes</span>
      <div>
        {lineup.map((hero, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
          <div key={seat} className="lineup-seat">
            <label htmlFor={`hero-${seat}`}>Seat {seat + 1} plays </label>
            <select
              id={`hero-${seat}`}
              data-testid={`hero-${seat}`}
              value={hero}
              onChange={(e) => choose(seat, e.target.value as HeroId)}
            >
              {HERO_IDS.map((h) => (
                <option key={h} value={h}>
                  {name(h)}
                </option>
              ))}
            </select>{' '}
            <small className="muted" data-testid={`hero-fate-${seat}`}>
              {name(hero)} {FATE_WORDS[plan.seats[seat]?.fate ?? 'new'](plan.seats[seat]?.replaces ?? null)}.
            </small>
          </div>
        ))}
        {plan.sittingOut.length > 0 && (
          <small className="muted" data-testid="hero-sitting-out">
            Sitting this Quest out, keeping their cards for a later one:{' '}
            {plan.sittingOut.map(name).join(', ')}.
          </small>
        )}
      </div>
      <small className="muted">
        One Hero per seat. Between Quests the team may change (rulebook, New Heroes): a Hero who sits a Quest
        out keeps their cards; a new one joins with their starting cards, or takes the place of a Hero who
        progressed and is brought up to their level.
      </small>
    </div>
  );
}
