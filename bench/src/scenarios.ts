/**
 * What the bench measures, each on its own: the health check (the floor: HTTP, middleware and one
 * `select 1`), sign-in (argon2id verify + rate-limit upserts + a session insert) and an
 * authenticated read (session lookup + profile query).
 */
import autocannon, { type Result } from 'autocannon';

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  options: Partial<Parameters<typeof autocannon>[0]>;
};

export type Account = { email: string; password: string };

/**
 * Sign-in with several accounts and a different X-Forwarded-For per request (the server runs with
 * TRUST_PROXY=true), so the per-IP and per-account login limits measure nothing here; any 429
 * that still happens is counted and reported, not hidden.
 */
export function loginScenario(accounts: Account[]): Scenario {
  let n = 0;
  const bodies = accounts.map((a) =>
    JSON.stringify({ email: a.email, password: a.password, channel: 'web' }),
  );
  return {
    name: 'POST /api/v2/auth/login',
    method: 'POST',
    path: '/api/v2/auth/login',
    options: {
      requests: [
        {
          method: 'POST',
          path: '/api/v2/auth/login',
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: bodies[n % bodies.length]!,
            };
          },
        },
      ],
    },
  };
}

export function profileScenario(token: string): Scenario {
  return {
    name: 'GET /api/v1/settings/profile (bearer)',
    method: 'GET',
    path: '/api/v1/settings/profile',
    options: { headers: { authorization: `Bearer ${token}` } },
  };
}

export const healthScenario: Scenario = {
  name: 'GET /api/health (floor)',
  method: 'GET',
  path: '/api/health',
  options: {},
};

export type Figures = {
  scenario: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50ms: number;
  p90ms: number;
  p99ms: number;
  maxms: number;
  ok2xx: number;
  status429: number;
  otherNon2xx: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
};

export function figures(scenario: Scenario, connections: number, r: Result): Figures {
  const statusCounts = Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, Number(v.count)]),
  );
  const status429 = statusCounts['429'] ?? 0;
  return {
    scenario: scenario.name,
    connections,
    durationS: r.duration,
    requests: r.requests.total,
    rps: r.requests.average,
    p50ms: r.latency.p50,
    p90ms: r.latency.p90,
    p99ms: r.latency.p99,
    maxms: r.latency.max,
    ok2xx: r['2xx'],
    status429,
    otherNon2xx: r.non2xx - status429,
    statusCounts,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  /** rate: requests per second offered over all connections (open loop); absent: as fast as answered. */
  opts: { connections: number; duration: number; rate?: number },
): Promise<Result> {
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    connections: opts.connections,
    duration: opts.duration,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    timeout: 20,
    ...scenario.options,
  });
}
