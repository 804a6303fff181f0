/**
 * A server that cannot start says why in one line and exits non-zero (a supervisor or CI must not read
 * success): a busy port, a host that is not ours, a bad PORT/HOST/ORIGINS. Real processes.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { runServerToExit, type ServerProcess, spawnServer } from './helpers/process.js';

/** The one plain line a failed start prints on stderr, and its JSON twin on stdout. */
function failureLine(result: Awaited<ReturnType<typeof runServerToExit>>): string {
  expect(result.code, `exit code; stderr: ${result.stderr}`).to.equal(1);
  const lines = result.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines, 'stderr').to.have.length(1);
  expect(result.stderr).not.to.match(/\n\s+at /); // no stack trace
  const events = result.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l).event);
  expect(events).to.include('startup_failed');
  expect(events).not.to.include('listening');
  return lines[0]!;
}

describe('@skald/server startup failures (real processes)', function () {
  this.timeout(60_000);
  let first: ServerProcess;

  before(async () => {
    first = await spawnServer('skald', { DATA_DIR: ':memory:' });
  });

  after(async () => {
    await first?.stop();
  });

  it('a second server on a busy port exits 1 naming the port', async () => {
    const line = failureLine(await runServerToExit({ PORT: String(first.port) }));
    expect(line).to.match(new RegExp(`port ${first.port} is already in use \\(EADDRINUSE\\)`));
    expect(first.isRunning(), 'the first server is untouched').to.equal(true);
  });

  it('a HOST that is not an address of this machine exits 1', async () => {
    // 192.0.2.1 is TEST-NET-1: binding fails locally, nothing is sent anywhere.
    const line = failureLine(await runServerToExit({ HOST: '192.0.2.1' }));
    expect(line).to.match(/"192\.0\.2\.1" is not an address of this machine \(EADDRNOTAVAIL\)/);
  });

  it('a HOST that does not resolve exits 1 naming HOST', async () => {
    // Name lookups fail in that process as for an unknown name, without a DNS query leaving the machine.
    const noDns = fileURLToPath(new URL('./fixtures/no-dns.cjs', import.meta.url));
    const result = await runServerToExit(
      { HOST: 'no-such-host.invalid' },
      { nodeArgs: ['--require', noDns] },
    );
    expect(failureLine(result)).to.match(
      /HOST "no-such-host\.invalid" does not resolve \(ENOTFOUND\); set HOST/,
    );
  });

  const refused: [string, Record<string, string>, RegExp][] = [
    [
      'ORIGINS that is not a URL',
      { ORIGINS: 'not a url' },
      /^skald-server: ORIGINS: "not a url" is not a URL/,
    ],
    [
      'ORIGINS with a path',
      { ORIGINS: 'https://play.example.com/' },
      /ORIGINS: .* write exactly https:\/\/play\.example\.com/,
    ],
    [
      'ORIGINS with a broken regular expression',
      { ORIGINS: '/(/' },
      /ORIGINS: \/\(\/ is not a valid regular/,
    ],
    ['PORT out of range', { PORT: '70000' }, /PORT must be an integer from 0 to 65535, got "70000"/],
    ['PORT that is not a number', { PORT: '80a' }, /PORT must be an integer from 0 to 65535, got "80a"/],
    ['HOST that is not a host name', { HOST: 'bad host!' }, /HOST must be an IP address or a host name/],
  ];
  for (const [what, env, message] of refused) {
    it(`refuses ${what} at startup`, async () => {
      expect(failureLine(await runServerToExit(env))).to.match(message);
    });
  }
});
