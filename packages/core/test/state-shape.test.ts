import { expect } from 'chai';
import { copyJson, deepFreeze, part, stateShape } from '../src/state-shape.js';

interface Unit {
  id: number;
  tags: string[];
}
interface Demo {
  turn: number;
  hand: number[];
  deck: number[];
  units: Unit[];
  pending: { kind: string; cards?: number[] } | null;
  doors: Record<string, string>;
  result: { winners: string[] } | null;
}

const UNIT = part.fields({ id: part.value, tags: part.list });
const top = {
  turn: part.value,
  hand: part.list,
  deck: part.shared(part.list),
  units: part.listOf(UNIT),
  pending: part.nullable(part.spread({ cards: part.list })),
  doors: part.shared(part.dict(part.value)),
  result: part.json,
} as const;

const sample = (): Demo => ({
  turn: 3,
  hand: [1, 2],
  deck: [5, 6, 7],
  units: [
    { id: 1, tags: ['a'] },
    { id: 2, tags: [] },
  ],
  pending: { kind: 'destroy', cards: [4] },
  doors: { d1: 'open' },
  result: { winners: ['0'] },
});

for (const generate of [true, false]) {
  describe(`stateShape (${generate ? 'generated literal copiers' : 'plain reference copiers'})`, () => {
    const shape = stateShape<Demo>(top, { generate });

    it(generate ? 'is generated code here (one object literal)' : 'is the plain copier', () => {
      expect(shape.copy.name).to.equal(generate ? 'copyPart' : '');
    });

    it('copy: equal JSON, key order kept; written-in-place parts new, shared parts the same objects', () => {
      const s = sample();
      const c = shape.copy(s);
      expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
      expect(c.hand).not.to.equal(s.hand);
      expect(c.units).not.to.equal(s.units);
      expect(c.units[0]).not.to.equal(s.units[0]);
      expect(c.units[0]!.tags).not.to.equal(s.units[0]!.tags);
      expect(c.pending!.cards).not.to.equal(s.pending!.cards);
      expect(c.deck).to.equal(s.deck);
      expect(c.doors).to.equal(s.doors);
      expect(c.result).not.to.equal(s.result);
    });

    it('copy of a deep-frozen state is writable where the rules write in place', () => {
      const s = deepFreeze(sample());
      const c = shape.copy(s);
      c.hand.push(9);
      c.units[1]!.tags.push('b');
      c.turn = 4;
      expect(s.hand).to.deep.equal([1, 2]);
      expect(Object.isFrozen(c.deck)).to.equal(true);
    });

    it('thaw: every object new and unfrozen, JSON equal', () => {
      const s = deepFreeze(sample());
      const t = shape.thaw(s);
      expect(JSON.stringify(t)).to.equal(JSON.stringify(s));
      expect(t.deck).not.to.equal(s.deck);
      expect(t.doors).not.to.equal(s.doors);
      expect(Object.isFrozen(t.doors)).to.equal(false);
      t.deck.pop();
      expect(s.deck).to.have.length(3);
    });

    it('null stays null; an absent optional key stays absent in a spread part', () => {
      const s = { ...sample(), pending: null };
      expect(shape.copy(s).pending).to.equal(null);
      const t = { ...sample(), pending: { kind: 'x' } };
      expect(Object.keys(shape.copy(t).pending!)).to.deep.equal(['kind']);
    });
  });
}

describe('generated copier: lists of records and spread parts nested in each other', () => {
  interface Cell {
    v: number;
    tags: string[];
  }
  interface Row {
    cells: Cell[];
    extra: { kind: string; xs?: number[]; inner?: { ys: number[] } };
  }
  interface Grid {
    rows: Row[];
    marks: Cell[];
  }
  const CELL = part.fields({ v: part.value, tags: part.list });
  const grid = {
    rows: part.listOf(
      part.fields({
        cells: part.listOf(CELL),
        extra: part.spread({ xs: part.list, inner: part.spread({ ys: part.list }) }),
      }),
    ),
    marks: part.listOf(CELL),
  } as const;
  const sample = (): Grid => ({
    rows: [
      { cells: [{ v: 1, tags: ['a'] }], extra: { kind: 'k', xs: [1], inner: { ys: [2] } } },
      { cells: [], extra: { kind: 'bare' } },
    ],
    marks: [{ v: 9, tags: [] }],
  });

  it('copies as the plain reference does, every list new, key order kept', () => {
    const generated = stateShape<Grid>(grid).copy;
    const plain = stateShape<Grid>(grid, { generate: false }).copy;
    const s = deepFreeze(sample());
    const c = generated(s);
    expect(JSON.stringify(c)).to.equal(JSON.stringify(plain(s)));
    expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
    expect(Object.keys(c.rows[1]!.extra)).to.deep.equal(['kind']);
    expect(c.rows[0]!.cells[0]!.tags).not.to.equal(s.rows[0]!.cells[0]!.tags);
    expect(c.rows[0]!.extra.inner!.ys).not.to.equal(s.rows[0]!.extra.inner!.ys);
    expect(c.marks[0]).not.to.equal(s.marks[0]);
    c.rows[0]!.extra.xs!.push(2);
    c.marks[0]!.tags.push('b');
  });
});

for (const generate of [true, false]) {
  describe(`stateShape.shareUnchanged (${generate ? 'generated sharer' : 'plain reference'})`, () => {
    const shape = stateShape<Demo>(top, { generate });

    it(generate ? 'is generated code here (named keys)' : 'is the plain walk', () => {
      expect(shape.shareUnchanged.name).to.equal(generate ? 'shareFields' : 'plainShare');
    });

    it('gives the new state every part equal to the base, the whole base when nothing changed', () => {
      const base = deepFreeze(sample());
      expect(shape.shareUnchanged(shape.copy(base), base)).to.equal(base);
    });

    it('deep-freezes what it keeps of the new state, as Immer would (it then walks none of it)', () => {
      const base = deepFreeze(sample());
      const next = shape.copy(base);
      next.units[1]!.tags.push('hurt');
      next.units.push({ id: 3, tags: ['new'] });
      next.pending = { kind: 'raid', cards: [8] };
      next.result = { winners: ['1'] };
      const out = shape.shareUnchanged(next, base);
      const unfrozen: string[] = [];
      const visit = (v: unknown, path: string) => {
        if (v === null || typeof v !== 'object') return;
        if (!Object.isFrozen(v)) unfrozen.push(path);
        for (const [k, x] of Object.entries(v)) visit(x, `${path}.${k}`);
      };
      visit(out, 'G');
      expect(unfrozen).to.deep.equal([]);
      expect(out.units[0]).to.equal(base.units[0]);
    });

    it('keeps what changed, shares the rest', () => {
      const base = deepFreeze(sample());
      const next = shape.copy(base);
      next.units[1]!.tags.push('hurt');
      const out = shape.shareUnchanged(next, base);
      expect(out).to.equal(next);
      expect(out.units).to.equal(next.units);
      expect(out.units[0]).to.equal(base.units[0]);
      expect(out.units[1]).not.to.equal(base.units[1]);
      expect(out.hand).to.equal(base.hand);
      expect(JSON.stringify(out)).to.equal(JSON.stringify({ ...sample(), units: next.units }));
    });

    it('never writes into a frozen part that moved (an item of the base at another index)', () => {
      const base = deepFreeze(sample());
      const next = shape.copy(base);
      next.units = [base.units[1]!, base.units[0]!];
      expect(() => shape.shareUnchanged(next, base)).not.to.throw();
      expect(next.units[0]).to.equal(base.units[1]);
    });

    it("from: a move applied to the thawed base gets the base's objects back for what it left alone", () => {
      const base = deepFreeze(sample());
      const from = shape.thaw(base);
      const next = shape.copy(from);
      next.deck = next.deck.slice(1);
      next.units[0]!.tags.push('hurt');
      const out = shape.shareUnchanged(next, base, from);
      expect(JSON.stringify(out)).to.equal(JSON.stringify(next));
      expect(out.doors).to.equal(base.doors);
      expect(out.units[1]).to.equal(base.units[1]);
      expect(out.result).to.equal(base.result);
      expect(out.deck).not.to.equal(base.deck);
      expect(out.units[0]).not.to.equal(base.units[0]);
      expect(shape.shareUnchanged(shape.copy(shape.thaw(base)), base, shape.thaw(base))).to.equal(base);
    });

    it('an object with keys the shape does not describe: those are kept and compared', () => {
      const base = deepFreeze({ ...sample(), extra: 1 } as Demo);
      const next = { ...shape.copy(base), extra: 2 } as Demo;
      const out = shape.shareUnchanged(next, base);
      expect(out).to.equal(next);
      expect((out as Demo & { extra: number }).extra).to.equal(2);
      expect(out.doors).to.equal(base.doors);
      expect(shape.shareUnchanged({ ...shape.copy(base), extra: 1 } as Demo, base)).to.equal(base);
    });
  });
}

describe('stateShape.variant', () => {
  it('copies the overridden parts its own way, the rest as the shape does, keys in the same order', () => {
    const shape = stateShape<Demo>(top);
    const sharing = shape.variant({ units: part.shared(part.listOf(UNIT)) });
    const s = sample();
    const c = sharing.copy(s);
    expect(c.units).to.equal(s.units);
    expect(c.hand).not.to.equal(s.hand);
    expect(JSON.stringify(c)).to.equal(JSON.stringify(s));
  });
});

describe('stateShape.undescribed', () => {
  const shape = stateShape<Demo>(top);
  it('names every key the shape does not describe, at any depth', () => {
    const s = sample() as Demo & { extra?: number };
    s.extra = 1;
    (s.units[1] as Unit & { hp?: number }).hp = 3;
    expect(shape.undescribed(s)).to.deep.equal(['G.units[1].hp', 'G.extra']);
    expect(shape.undescribed(sample())).to.deep.equal([]);
  });
});

describe('copyJson and deepFreeze', () => {
  it('copyJson makes every object new; deepFreeze freezes every level', () => {
    const v = { a: [{ b: 1 }], c: null };
    const c = copyJson(v);
    expect(c).to.deep.equal(v);
    expect(c.a[0]).not.to.equal(v.a[0]);
    deepFreeze(v);
    expect(Object.isFrozen(v.a[0])).to.equal(true);
  });
});
