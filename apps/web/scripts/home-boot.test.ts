/**
 * The signed-in /home's boot script (scripts/home-boot.ts): it asks for the first render's reads
 * when there is a session, and hands each answer once to the app's identical request.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { homeBootConfig, homeBootScript } from './home-boot.ts';
import { withBootScript } from './prerender-plugin.ts';

type Init = RequestInit & { headers?: Record<string, string> };

/** Runs the script on a page at `search` with the given cookie; `fetch` is a recording stub. */
function boot(cookie: string, search = '') {
  const calls: { url: string; init: Init }[] = [];
  const network = vi.fn(async (url: string, init: Init = {}) => {
    calls.push({ url, init });
    return new Response(`${init.method ?? 'GET'} ${url} #${calls.length}`);
  });
  window.fetch = network as unknown as typeof fetch;
  // biome-ignore lint/suspicious/noDocumentCookie: the script reads the session from document.cookie
  document.cookie = cookie;
  window.history.replaceState(null, '', `/home${search}`);
  new Function(homeBootScript())();
  return { calls, network };
}

const bearer = (token: string) => ({ Accept: 'application/json', Authorization: `Bearer ${token}` });

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'EST=; Max-Age=0; Path=/';
});

describe('the /home boot script', () => {
  test('without a session it asks for nothing and leaves fetch alone', () => {
    const { calls, network } = boot('EST=; Max-Age=0; Path=/');
    expect(calls).toHaveLength(0);
    expect(window.fetch).toBe(network);
  });

  test("with a session it asks for the home's reads at once, for the URL's pickers", () => {
    const year = new Date().getFullYear();
    const { calls } = boot('EST=tok%2Fen; Path=/', `?statsCurrency=USD&customerStatsYear=${year}`);
    const config = homeBootConfig();
    expect(calls.map((c) => c.url)).toEqual([
      ...config.reads,
      '/api/v1/merchant/dashboard/balances/USD',
      '/api/v1/merchant/dashboard/transactions/stats/NGN',
      '/api/v1/merchant/dashboard/customers/stats/',
    ]);
    expect(calls[0]!.init.headers).toEqual(bearer('tok/en'));
    expect(calls.at(-1)!.init.body).toBe(JSON.stringify({ year }));
  });

  test('a year the page does not offer asks for the default year', () => {
    const { calls } = boot('EST=t; Path=/', '?customerStatsYear=1999');
    expect(calls.at(-1)!.init.body).toBe(JSON.stringify({ year: homeBootConfig().year }));
  });

  test("the app's identical request gets the early answer, once; any other goes to the network", async () => {
    const { calls } = boot('EST=t; Path=/');
    const asked = calls.length;
    const profile = () => window.fetch('/api/v1/settings/profile', { method: 'GET', headers: bearer('t') });
    expect(await (await profile()).text()).toBe('GET /api/v1/settings/profile #4');
    expect(calls).toHaveLength(asked);
    expect(await (await profile()).text()).toBe(`GET /api/v1/settings/profile #${asked + 1}`);
    await window.fetch('/api/v1/kyb', { method: 'GET', headers: bearer('someone-else') });
    await window.fetch('/api/v1/merchant/dashboard/customers/stats/', {
      method: 'POST',
      headers: bearer('t'),
      body: JSON.stringify({ year: 1999 }),
    });
    expect(calls).toHaveLength(asked + 3);
  });

  test('a request cancelled by the app is cancelled', async () => {
    boot('EST=t; Path=/');
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    const answer = window.fetch('/api/v1/kyb', { headers: bearer('t'), signal: controller.signal });
    await expect(answer).rejects.toThrow('gone');
  });

  test("the boot script's tag (async, not a module) goes right before the app's entry", () => {
    const html = withBootScript(
      '<head>\n    <script type="module" crossorigin src="/assets/main-abc.js"></script>\n</head>',
      '/assets/home-boot-x.js',
    );
    expect(html).toBe(
      '<head>\n    <script async src="/assets/home-boot-x.js"></script>\n    <script type="module" crossorigin src="/assets/main-abc.js"></script>\n</head>',
    );
  });
});
