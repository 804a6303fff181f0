/**
 * `pnpm bots` usage errors, as a user meets them: a real process. Each prints what is wrong and the usage
 * on stderr and exits 2, with no stack trace; `--help` prints the usage and exits 0.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const BENCH = fileURLToPath(new URL('../../../scripts/bench.ts', import.meta.url));
const GOLDENS = fileURLToPath(new URL('../../../scripts/update-goldens.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], script = CLI): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
  });
  child.stderr.setEncoding('utf8').on('data', (c: string) => {
    stderr += c;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

const CASES: [string, string[], RegExp][] = [
  [
    'too few seats for the game',
    ['--game', 'wolves-of-odin', '--seats', 'fair,random'],
    /Wolves of Odin needs 3–5 seats, got 2/,
  ],
  ['too many seats', ['--game', 'orlog', '--seats', 'random,random,random'], /Orlog needs 2 seats, got 3/],
  [
    'an unknown game',
    ['--game', 'chess', '--seats', 'random,random'],
    /unknown game "chess"; available: .*orlog/,
  ],
  ['an unknown seat', ['--game', 'orlog', '--seats', 'random,genius'], /unknown seat "genius"/],
  ['a missing --seats', ['--game', 'orlog'], /--seats is required/],
  [
    'an unknown option',
    ['--game', 'orlog', '--seats', 'random,random', '--colour', 'red'],
    /unknown option --colour/,
  ],
  [
    '--setup that is not JSON',
    ['--game', 'orlog', '--seats', 'random,random', '--setup', '{mode'],
    /--setup is not valid JSON/,
  ],
  [
    '--setup the game refuses',
    ['--game', 'orlog', '--seats', 'random,random', '--setup', '{"mode":"turbo"}'],
    /--setup for orlog: "mode" must be one of/,
  ],
  [
    'a bad --games',
    ['--game', 'orlog', '--seats', 'random,random', '--games', '1.5'],
    /--games must be a positive integer/,
  ],
];

describe('pnpm bots: usage errors (real processes)', function () {
  this.timeout(120_000);
  const runs = new Map<string, Run>();
  let help: Run;

  before(async () => {
    // Two at a time: each process loads the registry through tsx.
    const queue = [...CASES];
    const worker = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) runs.set(c[0], await runCli(c[1]));
    };
    [help] = await Promise.all([runCli(['--help']), worker(), worker()]);
  });

  for (const [what, , message] of CASES) {
    it(`${what}: says why, prints the usage, exits 2, no stack trace`, () => {
      const run = runs.get(what)!;
      expect(run.code, run.stderr).to.equal(2);
      expect(run.stderr).to.match(message);
      expect(run.stderr).to.include('usage: pnpm bots --game <id>');
      expect(run.stderr).not.to.match(/\n\s+at /);
      expect(run.stdout).to.equal('');
    });
  }

  it('--help prints the usage on stdout and exits 0', () => {
    expect(help.code).to.equal(0);
    expect(help.stdout).to.include('usage: pnpm bots --game <id>');
  });
});

describe('pnpm bench and pnpm test:golden:update: usage errors (real processes)', function () {
  this.timeout(120_000);
  const cases: [string, string, string[], RegExp, string][] = [
    ['bench', BENCH, ['--ms', 'abc'], /--ms must be an integer/, 'usage: pnpm bench'],
    ['bench', BENCH, ['--only', 'chess'], /--only: unknown game\(s\) chess/, 'usage: pnpm bench'],
    ['golden update', GOLDENS, ['chess'], /unknown game\(s\): chess/, 'usage: pnpm test:golden:update'],
  ];
  for (const [name, script, args, message, usage] of cases) {
    it(`${name} ${args.join(' ')}: says why, prints the usage, exits 2, no stack trace`, async () => {
      const run = await runCli(args, script);
      expect(run.code, run.stderr).to.equal(2);
      expect(run.stderr).to.match(message);
      expect(run.stderr).to.include(usage);
      expect(run.stderr).not.to.match(/\n\s+at /);
    });
  }
});
