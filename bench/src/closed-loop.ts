/**
 * A closed-loop load of `connections` clients, each sending its next request when the last one is
 * answered, for at most `durationS` seconds and `maxRequests` requests in all. Unlike autocannon it
 * reads every answer, so refusals are counted by their `errorCode` (a 409 INSUFFICIENT_FUNDS and
 * a 423 PIN_LOCKED mean different things for a money bench).
 */
export type Answer = { status: number; errorCode?: string };

export type LoopFigures = {
  connections: number;
  durationS: number;
  requests: number;
  ok: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  /** `status errorCode` → count, for every answer that was not 2xx (network errors as `error`). */
  refusals: Record<string, number>;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function closedLoop(o: {
  connections: number;
  durationS: number;
  maxRequests: number;
  /** The n-th request of the run (n from 1), answered. */
  send: (n: number) => Promise<Answer>;
}): Promise<LoopFigures> {
  const started = performance.now();
  const deadline = started + o.durationS * 1000;
  const latencies: number[] = [];
  const refusals: Record<string, number> = {};
  let issued = 0;
  let ok = 0;
  const client = async () => {
    while (issued < o.maxRequests && performance.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      let answer: Answer;
      try {
        answer = await o.send(issued);
      } catch {
        answer = { status: 0, errorCode: 'error' };
      }
      latencies.push(performance.now() - t0);
      if (answer.status >= 200 && answer.status < 300) ok += 1;
      else {
        const key = `${answer.status} ${answer.errorCode ?? ''}`.trim();
        refusals[key] = (refusals[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, client));
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections: o.connections,
    durationS: Number(elapsedS.toFixed(2)),
    requests: latencies.length,
    ok,
    perSecond: ok / elapsedS,
    p50ms: Math.round(percentile(latencies, 50)),
    p99ms: Math.round(percentile(latencies, 99)),
    refusals,
  };
}

/** POSTs JSON and reads the answer's status and error code. */
export async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { errorCode?: string };
  return { status: res.status, errorCode: json.errorCode };
}
