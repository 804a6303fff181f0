import {
  type CampaignSave,
  defaultSetupData,
  type GameModule,
  type SetupOption,
  type SetupValue,
} from '@skald/core';
import { LobbyClient } from 'boardgame.io/client';
import { type ReactNode, useCallback, useContext, useState } from 'react';
import { Link, navigate, useLocation } from '../app/router.js';
import { GameUiContext } from '../boards/registry.js';
import type { OptionHelp } from '../help/game-help.js';
import { BOT_LEVELS } from '../session/bot-levels.js';
import { readSaveFile } from '../session/campaign.js';
import { DEFAULT_BOT_DELAY_MS, encodeLocalConfig, type SeatKind, seedFromSearch } from '../session/config.js';
import { rememberedName, rememberName, saveSeat } from '../session/credentials.js';
import { scenarioName, startsCampaign } from '../session/scenario-names.js';

type Where = 'local' | 'online';

function defaultNote(option: SetupOption, help: OptionHelp | undefined): string {
  const value = String(option.default);
  const shown = help?.values[value] ?? value;
  if (!help) return `Default: ${shown}.`;
  return help.rulebook === value
    ? `Default: ${shown} (as in the rulebook).`
    : `Default: ${shown} (the rulebook does not say; this is our ruling, see the game's README).`;
}

function OptionField(props: {
  name: string;
  option: SetupOption;
  help: OptionHelp | undefined;
  value: SetupValue;
  onChange: (v: SetupValue) => void;
}) {
  const { name, option, help, value, onChange } = props;
  const id = `option-${name}`;
  const title = help?.label ?? option.label ?? name;
  const mark = (v: string) => (v === String(option.default) ? ' (default)' : '');
  const words = (v: string) => `${help?.values[v] ?? v}${mark(v)}`;
  let input: ReactNode;
  if (option.kind === 'enum')
    input = (
      <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        {option.values.map((v) => (
          <option key={v} value={v}>
            {words(v)}
          </option>
        ))}
      </select>
    );
  else if (option.kind === 'boolean')
    input = (
      <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
    );
  else if (help && Object.keys(help.values).length === option.max - option.min + 1)
    // Every allowed number has its own words: a list reads better than a number box.
    input = (
      <select id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: option.max - option.min + 1 }, (_, i) => String(option.min + i)).map((v) => (
          <option key={v} value={v}>
            {words(v)}
          </option>
        ))}
      </select>
    );
  else
    input = (
      <input
        id={id}
        type="number"
        min={option.min}
        max={option.max}
        step={1}
        value={Number(value)}
        onChange={(e) =>
          onChange(Math.min(option.max, Math.max(option.min, Math.round(Number(e.target.value)))))
        }
      />
    );
  return (
    <div className="field" data-testid={`field-${name}`}>
      <label htmlFor={id}>{title}</label>
      {input}
      <small className="muted">
        {help?.help ?? option.help} {defaultNote(option, help)}
      </small>
    </div>
  );
}

/** Per-game setup: number of players, the descriptor's options, and how to play (this device or online). */
/** Continue a campaign from a save file (the one "Download save" wrote), or start it from its first scenario. */
function CampaignField(props: {
  module: GameModule;
  numPlayers: number;
  save: CampaignSave<unknown> | null;
  /** The options chosen: with some (Valheim's single scenario) the match begins no campaign. */
  setupData: Record<string, unknown>;
  onChange: (save: CampaignSave<unknown> | null, problem: string | null) => void;
}) {
  const { module, numPlayers, save, setupData, onChange } = props;
  const words = useContext(GameUiContext).scenarios;
  const first = scenarioName(module, words, module.campaign?.scenarios[0] ?? '');
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const read = readSaveFile(module, await file.text(), numPlayers);
    if (read.ok) onChange(read.save, null);
    else onChange(null, `That save cannot be used: ${read.error}`);
  };
  return (
    <div className="field">
      <label htmlFor="campaign-file">Campaign</label>
      <div>
        <p data-testid="campaign-scenario">
          {save ? (
            <>
              Continues with <b>{scenarioName(module, words, save.scenario)}</b>{' '}
              <button type="button" onClick={() => onChange(null, null)}>
                Start over
              </button>
            </>
          ) : startsCampaign(words, setupData) ? (
            <>
              A new campaign starts with <b>{first}</b>. To continue one instead, pick its save file:
            </>
          ) : (
            <>A single scenario, no campaign. To continue a campaign instead, pick its save file:</>
          )}
        </p>
        <input
          id="campaign-file"
          data-testid="campaign-file"
          type="file"
          accept=".json,application/json"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
    </div>
  );
}

export function Setup({ module }: { module: GameModule }) {
  const d = module.descriptor;
  const help = useContext(GameUiContext).help ?? null;
  const [numPlayers, setNumPlayers] = useState(d.minPlayers);
  const [setupData, setSetupData] = useState<Record<string, SetupValue>>(() => defaultSetupData(d));
  const [where, setWhere] = useState<Where>('local');
  const [seats, setSeats] = useState<SeatKind[]>(() =>
    Array.from({ length: d.maxPlayers }, (_, i) => (i === 0 ? 'human' : 'easy')),
  );
  const [name, setName] = useState(rememberedName);
  const [paced, setPaced] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seed = seedFromSearch(useLocation().search);
  const [campaignSave, setCampaignSave] = useState<CampaignSave<unknown> | null>(null);
  // The game's own structured entries (OrcQuest: which Heroes play), from its setup controls.
  const Extra = useContext(GameUiContext).setupExtra;
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const onExtra = useCallback((v: Record<string, unknown>) => setExtra(v), []);
  // The options, the game's own entries, and the save of a campaign being continued (checked again by the
  // game and the Lobby).
  const matchSetup = () => ({
    ...setupData,
    ...(Extra ? extra : {}),
    ...(campaignSave ? { campaign: campaignSave } : {}),
  });

  const startLocal = () => {
    const config = {
      numPlayers,
      setupData: matchSetup(),
      seats: seats.slice(0, numPlayers),
      botDelayMs: paced ? DEFAULT_BOT_DELAY_MS : 0,
      // `/play/<game>?seed=…` sets up a table that plays the same dice and cards again.
      ...(seed ? { seed } : {}),
    };
    navigate(`/play/${d.id}/local?${encodeLocalConfig(config)}`);
  };

  const createOnline = async () => {
    setBusy(true);
    setError(null);
    try {
      const playerName = name.trim() || 'Player 1';
      rememberName(playerName);
      const lobby = new LobbyClient({ server: window.location.origin });
      const { matchID } = await lobby.createMatch(d.id, { numPlayers, setupData: matchSetup() });
      const joined = await lobby.joinMatch(d.id, matchID, { playerName, playerID: '0' });
      saveSeat(matchID, { playerID: joined.playerID, credentials: joined.playerCredentials, playerName });
      navigate(`/play/${d.id}/match/${matchID}`);
    } catch (e) {
      setError(`Could not create the match: ${e instanceof Error ? e.message : String(e)}`);
      setBusy(false);
    }
  };

  const seatIds = Array.from({ length: numPlayers }, (_, i) => `seat-${i}`);
  const counts = Array.from({ length: d.maxPlayers - d.minPlayers + 1 }, (_, i) => d.minPlayers + i);
  return (
    <main className="page setup" data-testid="setup">
      <p>
        <Link href="/">← All games</Link>
      </p>
      <h1>{d.title}</h1>
      <p className="lede">{d.description}</p>
      <p>
        <Link href={`/play/${d.id}/rules`} data-testid="how-to-play-link">
          How to play {d.title}: the rules in short, every card and face explained
        </Link>
      </p>
      <section className="panel">
        <h2>Match</h2>
        <div className="field">
          <label htmlFor="players">Players</label>
          <select id="players" value={numPlayers} onChange={(e) => setNumPlayers(Number(e.target.value))}>
            {counts.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {Object.entries(d.setupOptions).map(([key, option]) => (
          <OptionField
            key={key}
            name={key}
            option={option}
            help={help?.options[key]}
            value={setupData[key] ?? option.default}
            onChange={(v) => setSetupData({ ...setupData, [key]: v })}
          />
        ))}
        {module.campaign && (
          <CampaignField
            module={module}
            numPlayers={numPlayers}
            save={campaignSave}
            setupData={setupData}
            onChange={(save, problem) => {
              setCampaignSave(save);
              setError(problem);
              // A save brings its own team: the line-up starts again from it.
              setExtra({});
            }}
          />
        )}
        {Extra && <Extra numPlayers={numPlayers} save={campaignSave} value={extra} onChange={onExtra} />}
      </section>
      <section className="panel">
        <h2>Where to play</h2>
        <div className="tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={where === 'local'}
            onClick={() => setWhere('local')}
          >
            On this device
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={where === 'online'}
            onClick={() => setWhere('online')}
          >
            Online
          </button>
        </div>
        {where === 'local' ? (
          <>
            <p className="muted">
              Every seat is a person at this screen (hot-seat, with a seat switcher and the boardgame.io debug
              panel) or a bot, which thinks in the background.
            </p>
            {seatIds.map((seatId, i) => (
              <div className="field" key={seatId}>
                <label htmlFor={`seat-${i}`}>Seat {i + 1}</label>
                <select
                  id={`seat-${i}`}
                  data-testid={`seat-${i}`}
                  value={seats[i]}
                  onChange={(e) =>
                    setSeats(seats.map((s, j) => (j === i ? (e.target.value as SeatKind) : s)))
                  }
                >
                  <option value="human">Person</option>
                  {BOT_LEVELS.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="field">
              <label htmlFor="bot-pace">Pause between bot moves</label>
              <input
                id="bot-pace"
                type="checkbox"
                checked={paced}
                onChange={(e) => setPaced(e.target.checked)}
              />
            </div>
            <button type="button" className="primary" data-testid="start-local" onClick={startLocal}>
              Start
            </button>
          </>
        ) : (
          <>
            <p className="muted">
              Creates a match on this server and seats you in it; share the link so others join from their own
              browsers.
            </p>
            <div className="field">
              <label htmlFor="player-name">Your name</label>
              <input id="player-name" value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
            </div>
            <button
              type="button"
              className="primary"
              data-testid="create-online"
              disabled={busy}
              onClick={() => void createOnline()}
            >
              Create match
            </button>
          </>
        )}
        {error && <p className="error">{error}</p>}
      </section>
    </main>
  );
}
