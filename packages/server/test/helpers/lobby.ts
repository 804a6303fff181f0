import { request } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  text: string;
}

/** A plain HTTP request (node:http, so any header, `Origin` included, can be set). */
export function http(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          ...(payload !== undefined && typeof body !== 'string'
            ? { 'Content-Type': 'application/json' }
            : {}),
          ...(payload !== undefined ? { 'Content-Length': String(Buffer.byteLength(payload)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let parsed: any = text;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, text });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export async function createMatch(
  base: string,
  game: string,
  body: { numPlayers?: number; setupData?: unknown; unlisted?: boolean } = {},
): Promise<string> {
  const res = await http(`${base}/games/${game}/create`, {
    method: 'POST',
    body: { numPlayers: 2, ...body },
  });
  if (res.status !== 200) throw new Error(`create ${game}: ${res.status} ${res.text}`);
  return res.body.matchID;
}

export async function joinMatch(
  base: string,
  game: string,
  matchID: string,
  playerID: string,
): Promise<string> {
  const res = await http(`${base}/games/${game}/${matchID}/join`, {
    method: 'POST',
    body: { playerID, playerName: `player ${playerID}` },
  });
  if (res.status !== 200)
    throw new Error(`join ${game}/${matchID} as ${playerID}: ${res.status} ${res.text}`);
  return res.body.playerCredentials;
}

/** Create a match and seat every player; returns the credentials by seat. */
export async function openMatch(
  base: string,
  game: string,
  setupData?: unknown,
  numPlayers = 2,
): Promise<{ matchID: string; credentials: string[] }> {
  const matchID = await createMatch(base, game, {
    numPlayers,
    ...(setupData === undefined ? {} : { setupData }),
  });
  const credentials: string[] = [];
  for (let p = 0; p < numPlayers; p++) credentials.push(await joinMatch(base, game, matchID, String(p)));
  return { matchID, credentials };
}
