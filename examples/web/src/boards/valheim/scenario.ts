import {
  CREATURES,
  EQUIPMENT_BY_ID,
  FORSAKEN,
  type ForsakenEntry,
  gearHeld,
  type Objective,
  objectiveCount,
  SCENARIOS,
  type ScenarioEntry,
  type ValheimView,
} from '@skald/valheim';

/** The scenario a view plays, and its Forsaken. */
export function scenarioOf(G: ValheimView): { scenario: ScenarioEntry; forsaken: ForsakenEntry } {
  const scenario = SCENARIOS[G.scenario];
  return { scenario, forsaken: FORSAKEN[scenario.forsaken] };
}

const TOKEN_NAMES: Record<string, [string, string]> = {
  stag: ['stag', 'stags'],
  witheredBone: ['withered bone', 'withered bones'],
  dragonEgg: ['dragon egg', 'dragon eggs'],
};

/** The objective token's name (`stag`, `withered bone`…), singular or plural. */
export function tokenName(o: Objective, count = 1): string {
  if (o.kind !== 'tokens') return 'token';
  const [one, many] = TOKEN_NAMES[o.token] ?? [o.token, `${o.token}s`];
  return count === 1 ? one : many;
}

const costText = (cost: Partial<Record<string, number>>) =>
  Object.entries(cost)
    .map(([r, n]) => `${n} ${r}`)
    .join(' + ');

/** What the scenario asks before the summon, and how far the table is: "Stags: 1/2". */
export function objectiveText(G: ValheimView): { text: string; done: boolean } {
  const { scenario } = scenarioOf(G);
  const o = scenario.objective;
  if (o.kind === 'offer') return { text: `Offer ${costText(o.cost)} at the altar to summon`, done: false };
  if (o.kind === 'gear') {
    const names = o.items.map((id) => EQUIPMENT_BY_ID[id]?.name ?? id).join(' + ');
    const held = gearHeld(G.players, o.items);
    return {
      text: `Gear on your boards (${names}): ${held}/${o.items.length}`,
      done: held >= o.items.length,
    };
  }
  if (o.kind === 'slay') {
    const name = CREATURES[o.creature].name;
    return { text: `${name} defeated: ${G.stagsTaken}/${o.count}`, done: G.stagsTaken >= o.count };
  }
  const need = objectiveCount(o);
  const name = tokenName(o, 2);
  return {
    text: `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${G.stagsTaken}/${need}`,
    done: G.stagsTaken >= need,
  };
}
