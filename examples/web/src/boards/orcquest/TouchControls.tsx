import { HEROES, type OrcQuestView, SHOP } from '@skald/orcquest-warpath';
import { InfoTip } from '../../help/InfoTip.js';
import { CONTROL_MOVES, controlTarget, shopTarget } from './paths.js';
import { type Touches, TouchTarget } from './touches.js';

/** What each board control says (the move's own sentence is its label for screen readers). */
const CONTROL_WORDS: Record<string, string> = {
  exit: 'Leave through the Exit',
  stop: 'Stop and face…',
  buyAp: 'Buy an Action point',
  resume: 'Hand back',
  end: 'End the Activation',
  pass: 'Take the hit',
  nextTurn: 'Next turn',
  beginQuest: 'Begin the Quest',
};

/**
 * The board's controls for moves with nothing else to touch (end an Activation, take a hit, the next turn),
 * shown while they are legal.
 */
export function TouchControls({ touches }: { touches: Touches }) {
  const live = CONTROL_MOVES.filter((m) => touches.on(controlTarget(m), CONTROL_WORDS[m] ?? m));
  if (live.length === 0) return null;
  return (
    <nav className="oq-controls" data-testid="oq-controls" aria-label="Turn controls">
      {live.map((m) => (
        <TouchTarget key={m} touches={touches} target={controlTarget(m)} name={CONTROL_WORDS[m] ?? m}>
          {CONTROL_WORDS[m] ?? m}
        </TouchTarget>
      ))}
    </nav>
  );
}

/**
 * The Skill cards the Heroes may learn now (End of Turn, camp), by Hero, with their Badass-point value: one
 * card per Hero who has one of that value left, touched in seat order.
 */
export function SkillShop({ G, touches }: { G: OrcQuestView; touches: Touches }) {
  const offered = SHOP.filter((c) => touches.on(shopTarget(c.id), c.name));
  if (offered.length === 0) return null;
  return (
    <section className="oq-shop" data-testid="oq-shop">
      <h4>Skill cards to learn</h4>
      {G.heroes.map((h) => {
        const cards = offered.filter((c) => c.hero === h.hero);
        if (cards.length === 0) return null;
        return (
          <div key={h.hero}>
            {HEROES[h.hero].name}:{' '}
            {cards.map((c) => (
              <span key={c.id} className="oq-card">
                <TouchTarget
                  touches={touches}
                  target={shopTarget(c.id)}
                  name={`${c.name} for ${HEROES[h.hero].name}, ${c.cost} Badass points`}
                >
                  {c.name} ({c.cost} Badass)
                </TouchTarget>
                <InfoTip name={c.name} text={c.text} />
              </span>
            ))}
          </div>
        );
      })}
    </section>
  );
}
