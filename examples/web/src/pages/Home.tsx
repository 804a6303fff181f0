import { catalogue } from '@skald/games/catalogue';
import { Link } from '../app/router.js';

function players(min: number, max: number): string {
  return min === max ? `${min} players` : `${min}–${max} players`;
}

/** Every registered game: title, player count, short description. */
export function Home() {
  return (
    <main className="page home">
      <h1>Skald</h1>
      <p className="lede">Norse board games, rules-complete. Play on one screen, against bots, or online.</p>
      {catalogue.length === 0 && (
        <p className="panel" data-testid="no-games">
          No games are registered yet. Games appear here as soon as their package is added to
          <code> @skald/games</code>.
        </p>
      )}
      <ul className="game-list">
        {catalogue.map(({ descriptor: d }) => (
          <li key={d.id} className="game-card" data-testid={`game-${d.id}`}>
            <Link className="game-link" href={`/play/${d.id}`}>
              <h2>{d.title}</h2>
              <p className="players">
                {players(d.minPlayers, d.maxPlayers)}
                {d.cooperative ? ' · co-op' : ''}
                {d.simultaneous ? ' · simultaneous' : ''}
                {d.hiddenInformation ? ' · hidden information' : ''}
              </p>
              <p>{d.description}</p>
            </Link>
            <Link className="rules-link" href={`/play/${d.id}/rules`}>
              How to play
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
