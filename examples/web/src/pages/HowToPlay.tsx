import type { GameModule } from '@skald/core';
import { useContext } from 'react';
import { Link } from '../app/router.js';
import { GameUiContext } from '../boards/registry.js';

const SOURCE_NOTE: Record<string, string> = {
  public: 'from public sources (the rulebook does not say)',
  assumed: 'our own assumption: the rulebook and public sources are silent',
};

/** A game's rules in short and every face, card, favor, Deity and keyword, from the game package's texts. */
export function HowToPlay({ module }: { module: GameModule }) {
  const d = module.descriptor;
  const help = useContext(GameUiContext).help ?? null;
  return (
    <main className="page how-to-play" data-testid="how-to-play">
      <p>
        <Link href={`/play/${d.id}`}>← {d.title} setup</Link>
      </p>
      <h1>How to play {d.title}</h1>
      <p className="lede">{d.description}</p>
      {help === null ? (
        <p className="panel">This game does not ship a rules summary yet.</p>
      ) : (
        <>
          {help.rules.map((section) => (
            <section className="panel" key={section.title}>
              <h2>{section.title}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
          {help.glossary.map((group) => (
            <section className="panel glossary" key={group.title} data-testid="glossary">
              <h2>{group.title}</h2>
              <dl>
                {group.entries.map((e) => (
                  <div key={e.id} className="glossary-entry" data-testid={`glossary-${e.id}`}>
                    <dt>{e.name}</dt>
                    <dd>
                      {e.text}
                      {SOURCE_NOTE[e.source] && <small className="muted"> — {SOURCE_NOTE[e.source]}</small>}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      )}
      <p>
        <Link className="button primary" href={`/play/${d.id}`}>
          Set up a game
        </Link>
      </p>
    </main>
  );
}
