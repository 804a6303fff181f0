import { ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { EVENT_NAMES, lockEvents } from '../src/index.js';

const enabled = (events: Record<string, boolean> | undefined) =>
  ProcessGameConfig({ name: 'events-probe', events }).flow.enabledEventNames;

describe('lockEvents', () => {
  it("names exactly boardgame.io's events", () => {
    const flow = ProcessGameConfig({ name: 'events-names' }).flow;
    expect([...EVENT_NAMES].sort()).to.deep.equal([...flow.eventNames].sort());
  });

  it('leaves every event enabled when a game says nothing (the default it protects against)', () => {
    expect([...enabled(undefined)].sort()).to.deep.equal([...EVENT_NAMES].sort());
  });

  it('disables every event by default', () => {
    expect(enabled(lockEvents())).to.deep.equal([]);
  });

  it('keeps only the listed client events', () => {
    expect(enabled(lockEvents(['endTurn', 'pass']))).to.deep.equal(['endTurn', 'pass']);
  });
});
