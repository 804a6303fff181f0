import { expect } from 'chai';
import { defaultSetupData, type GameDescriptor, resolveSetupData, setupValidator } from '../src/index.js';

const descriptor: GameDescriptor = {
  id: 'g',
  title: 'G',
  description: '',
  minPlayers: 2,
  maxPlayers: 4,
  cooperative: false,
  chance: true,
  hiddenInformation: false,
  simultaneous: false,
  maxMoves: 100,
  setupOptions: {
    mode: { kind: 'enum', values: ['a', 'b'], default: 'a' },
    fast: { kind: 'boolean', default: false },
    hp: { kind: 'integer', min: 1, max: 20, default: 15 },
  },
};

describe('descriptor setup options', () => {
  it('fills defaults when setupData is missing', () => {
    const all = { mode: 'a', fast: false, hp: 15 };
    expect(resolveSetupData(descriptor, undefined)).to.deep.equal({ ok: true, value: all });
    expect(resolveSetupData(descriptor, null)).to.deep.equal({ ok: true, value: all });
    expect(resolveSetupData(descriptor, { hp: 3 })).to.deep.equal({ ok: true, value: { ...all, hp: 3 } });
    expect(defaultSetupData(descriptor)).to.deep.equal(all);
  });

  it('rejects wrong types, ranges and unknown keys', () => {
    for (const bad of [
      'x',
      [],
      { mode: 'c' },
      { fast: 'yes' },
      { hp: 0 },
      { hp: 2.5 },
      { hp: '3' },
      { typo: 1 },
      JSON.parse('{"__proto__":{"x":1}}'),
    ]) {
      expect(resolveSetupData(descriptor, bad).ok, JSON.stringify(bad)).to.equal(false);
    }
  });

  it('validates the player count for boardgame.io', () => {
    const validate = setupValidator(descriptor);
    expect(validate(undefined, 2)).to.equal(undefined);
    expect(validate(undefined, 5)).to.match(/2–4 players/);
    expect(validate({ mode: 'z' }, 3)).to.match(/mode/);
  });
});
