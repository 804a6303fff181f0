import type { AiMove } from '@skald/core';
import {
  FACE_SYMBOL,
  FAVOR_TEXTS,
  type FavorChoice,
  type FavorId,
  favorCost,
  favorSpec,
  favorValue,
  type OrlogRules,
} from '@skald/orlog';
import { type ReactNode, useState } from 'react';
import { InfoTip } from '../../help/InfoTip.js';
import { type TargetProps, Touchable } from '../Touchable.js';
import type { Picks } from '../usePicks.js';
import { affordability, type TokenOutlook } from './afford.js';
import { favorTarget, levelTarget, NO_FAVOR } from './paths.js';

type ChoiceArg = null | { favor: string; level: number; targets?: number[]; amount?: number; face?: string };

function dieLabel(code: number | undefined): string {
  return code === undefined ? '?' : (FACE_SYMBOL[code] ?? '?');
}

/** Human wording of a favor's extra parameter, using the dice on the table. */
export function paramLabel(
  arg: { favor: string; targets?: number[]; amount?: number; face?: string | null },
  diceOf: (seat: 'me' | 'foe', die: number) => number | undefined,
): string {
  if (arg.amount) return `sacrifice ${arg.amount} HP`;
  if (arg.face) return `${arg.face}s`;
  if (arg.targets && arg.targets.length > 0) {
    if (arg.favor === 'loki')
      return `ban their ${arg.targets.map((d) => `die ${d + 1} (${dieLabel(diceOf('foe', d))})`).join(', ')}`;
    return `re-roll ${arg.targets
      .map((t) =>
        t < 6
          ? `your die ${t + 1} (${dieLabel(diceOf('me', t))})`
          : `their die ${t - 5} (${dieLabel(diceOf('foe', t - 6))})`,
      )
      .join(', ')}`;
  }
  return '';
}

export function choiceText(choice: FavorChoice | null, rules: OrlogRules): string {
  if (!choice) return 'no God Favor';
  const spec = favorSpec(choice.favor);
  return `${spec.name} level ${choice.level} (${favorCost(choice.favor, choice.level, rules)} tokens)`;
}

/**
 * A favor card: effect, when it acts, and the cost and strength of each level. On the board its name and
 * its levels are touch targets (`nameTarget`, `levelTarget`) when a move starts or goes on there.
 */
export function FavorCard(props: {
  id: FavorId;
  rules: OrlogRules;
  children?: ReactNode;
  compact?: boolean;
  nameTarget?: TargetProps | undefined;
  /** What a touch on the name does, for screen readers ("Ban Thor's Strike"). */
  nameLabel?: string;
  levelTarget?: ((level: number) => TargetProps) | undefined;
}) {
  const spec = favorSpec(props.id);
  return (
    <div
      className={`favor-card ${props.nameTarget?.['data-pick'] ? `favor-${props.nameTarget['data-pick']}` : ''}`}
      data-testid={`favor-${props.id}`}
    >
      <div className="favor-name">
        <Touchable pick={props.nameTarget} label={props.nameLabel ?? spec.name} className="favor-title">
          {spec.name}
        </Touchable>{' '}
        <InfoTip name={spec.name} text={FAVOR_TEXTS[props.id]?.text} />
      </div>
      <div className="favor-effect">{spec.effect}</div>
      <div className="favor-meta">
        {spec.timing === 'before' ? 'before' : 'after'} the dice · priority{' '}
        {props.id === 'tyr' ? props.rules.tyrPriority : spec.priority}
      </div>
      {!props.compact && (
        <table className="favor-levels">
          <tbody>
            {[1, 2, 3].map((level) => (
              <tr key={level}>
                <td>
                  <Touchable
                    pick={props.levelTarget?.(level)}
                    label={`${spec.name} level ${level}: ${favorCost(props.id, level, props.rules)} tokens`}
                    className="favor-level"
                  >
                    L{level}
                  </Touchable>
                </td>
                <td>
                  <b>{favorCost(props.id, level, props.rules)}</b> tokens
                </td>
                <td>N = {favorValue(props.id, level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.children}
    </div>
  );
}

/**
 * The secret God Favor choice: one button per favor level, enabled only when `chooseFavor` with it is
 * legal (enumerate), and for favors with a parameter a list of the legal parameter values.
 */
export function FavorChooser(props: {
  favors: FavorId[];
  rules: OrlogRules;
  legal: AiMove[];
  act: (move: string, ...args: unknown[]) => void;
  diceOf: (seat: 'me' | 'foe', die: number) => number | undefined;
  outlook: TokenOutlook;
  picks: Picks;
}) {
  const { favors, rules, legal, act, diceOf, outlook, picks } = props;
  const options = legal
    .filter((m) => m.move === 'chooseFavor')
    .map((m) => (m.args?.[0] ?? null) as ChoiceArg);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const canSkip = options.some((o) => o === null);
  return (
    <div className="favor-chooser" data-testid="favor-chooser">
      <div className="favor-row">
        {favors.map((id) => (
          <FavorCard
            key={id}
            id={id}
            rules={rules}
            nameTarget={picks.targetProps(favorTarget(id))}
            nameLabel={`Invoke ${favorSpec(id).name}: then touch a level`}
            levelTarget={(level) => picks.targetProps(levelTarget(id, level))}
          >
            <div className="level-buttons">
              {[1, 2, 3].map((level) => {
                const here = options.filter(
                  (o): o is NonNullable<ChoiceArg> => o !== null && o.favor === id && o.level === level,
                );
                const key = `${id}-${level}`;
                const index = Math.min(picked[key] ?? 0, Math.max(0, here.length - 1));
                const withParam = here.length > 0 && (here[0]!.targets || here[0]!.amount || here[0]!.face);
                const pay = affordability(favorCost(id, level, rules), favorSpec(id).timing, outlook);
                return (
                  <div key={level} className="level-choice">
                    {withParam && here.length > 1 && (
                      <select
                        aria-label={`${favorSpec(id).name} level ${level} option`}
                        value={index}
                        onChange={(e) => setPicked({ ...picked, [key]: Number(e.target.value) })}
                      >
                        {here.map((o, i) => (
                          <option key={JSON.stringify(o)} value={i}>
                            {paramLabel(o, diceOf)}
                          </option>
                        ))}
                      </select>
                    )}
                    <button
                      type="button"
                      data-testid={`invoke-${id}-${level}`}
                      disabled={here.length === 0}
                      title={
                        here.length === 0 && pay.kind !== 'no'
                          ? `${pay.text} But there is nothing to invoke it with now: no HP to spare.`
                          : pay.text
                      }
                      data-afford={pay.kind}
                      className={`afford-${pay.kind}`}
                      onClick={() => act('chooseFavor', here[index])}
                    >
                      Invoke L{level}
                      {withParam && here.length === 1 ? ` — ${paramLabel(here[0]!, diceOf)}` : ''}
                      {pay.kind === 'maybe' && <span className="afford-note"> · if the dice pay</span>}
                    </button>
                  </div>
                );
              })}
            </div>
          </FavorCard>
        ))}
      </div>
      <p className="muted afford-legend" data-testid="afford-legend">
        You have {outlook.now} tokens. This round's dice may add up to {outlook.gold} (gold faces) +{' '}
        {outlook.hands} (hands, if your opponent has tokens to steal). Favors acting after the dice are paid
        then; marked <i>if the dice pay</i>, they fizzle when you are still short. Hover a level for its cost.
      </p>
      <button
        type="button"
        data-testid="no-favor"
        {...picks.targetProps(NO_FAVOR)}
        disabled={!canSkip}
        onClick={() => picks.send({ move: 'chooseFavor', args: [null] })}
      >
        No God Favor this round
      </button>
    </div>
  );
}
