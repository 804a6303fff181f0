import {
  CAMPAIGN_ORDER,
  FORSAKEN,
  FORSAKEN_POWERS,
  FURNITURE,
  ODIN_BY_ID,
  RESOURCE_TABLE,
  UPGRADES_BY_ID,
  type ValheimView,
} from '@skald/valheim';
import { InfoTip } from '../../help/InfoTip.js';
import { scenarioOf } from './scenario.js';

/**
 * A campaign match: which scenario of the four, and what it carried over from the ones before — the
 * Forsaken defeated, the metals they unlocked, the furniture kept, the Forsaken power brought along (and its
 * uses left), each Viking's kept skill and the health and stamina they came with.
 */
export function CampaignPanel({ G, seatName }: { G: ValheimView; seatName: (seat: string) => string }) {
  if (!G.campaign) return null;
  const carry = G.campaign.carryIn;
  const { scenario } = scenarioOf(G);
  const index = CAMPAIGN_ORDER.indexOf(G.scenario);
  const power = G.power ? FORSAKEN_POWERS[G.power.id] : null;
  return (
    <section className="panel valheim-campaign" data-testid="campaign-panel">
      <h3 data-testid="campaign-scenario">
        Campaign: scenario {index + 1} of {CAMPAIGN_ORDER.length} — {scenario.name}
        <InfoTip name={scenario.name} text={scenario.text} />
      </h3>
      <p data-testid="campaign-defeated">
        Forsaken defeated:{' '}
        {carry.defeated.length === 0 ? 'none yet' : carry.defeated.map((f) => FORSAKEN[f].name).join(', ')}
      </p>
      <p data-testid="campaign-metals">
        Metals you may mine:{' '}
        {G.metals.length === 0
          ? 'none yet'
          : G.metals.map((m) => (
              <span key={m} className="card-chip">
                {m}
                <InfoTip name={m} text={RESOURCE_TABLE[m].text} />
              </span>
            ))}
      </p>
      {carry.furniture && (
        <p data-testid="campaign-furniture">
          Furniture carried over: {FURNITURE[carry.furniture].name}
          <InfoTip name={FURNITURE[carry.furniture].name} text={FURNITURE[carry.furniture].text} />
        </p>
      )}
      {power && G.power && (
        <p data-testid="campaign-power">
          Forsaken power: <b>{power.name}</b> — {G.power.cubes} use{G.power.cubes === 1 ? '' : 's'} left
          {G.power.holder !== null && `, active (${seatName(String(G.power.holder))} holds the marker)`}
          <InfoTip name={power.name} text={power.text} />
        </p>
      )}
      {G.players.some(
        (_, i) => carry.health[i] != null || carry.upgrade[i] != null || carry.odin[i] != null,
      ) && (
        <ul className="campaign-carry" data-testid="campaign-carry">
          {G.players.map((_, i) => {
            const health = carry.health[i];
            const stamina = carry.stamina[i];
            const skill = carry.upgrade[i] ? UPGRADES_BY_ID[carry.upgrade[i] as string] : undefined;
            const odin = carry.odin[i] ? ODIN_BY_ID[carry.odin[i] as string] : undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line per seat
              <li key={i}>
                {seatName(String(i))} came with{' '}
                {health != null ? `${health} health and ${stamina} stamina` : 'fresh health and stamina'}
                {skill && `, keeping ${skill.name}`}
                {odin && `, keeping the power of Odin skill ${odin.name}`}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
