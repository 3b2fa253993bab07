/** A real HTTP receiver on 127.0.0.1 for webhook tests: records each request, answers as told. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string };

export type Receiver = {
  url: string;
  received: Received[];
  /** Statuses to answer, in order; the last repeats. */
  answer(...statuses: number[]): void;
  /** Answers by what came instead (until `answer` is called again). */
  answerBy(decide: (r: Received) => number): void;
  /** Holds answers until `release()`; `arrived(n)` resolves once n requests came. */
  hold(): void;
  release(): void;
  arrived(n: number): Promise<void>;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let statuses = [200];
  let decide: ((r: Received) => number) | null = null;
  let held: (() => void)[] | null = null;
  const waiters: { n: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const got = { headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      for (const w of waiters.filter((x) => received.length >= x.n)) w.resolve();
      const status = decide ? decide(got) : statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      const respond = () => res.writeHead(status).end('ok');
      if (held) held.push(respond);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...s) => {
      statuses = s;
      decide = null;
    },
    answerBy: (d) => {
      decide = d;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const h = held ?? [];
      held = null;
      for (const r of h) r();
    },
    arrived: (n) =>
      received.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
