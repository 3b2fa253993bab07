/**
 * The signed-in /home's boot script (scripts/home-boot.ts): without a session it sends the visitor
 * to sign in before the shell paints; with one it asks for the first render's reads once the shell
 * has painted, loads the app, and hands each answer once to the app's identical request.
 */
import { format, money } from '@payrail/contract/money';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { homeBootConfig, homeBootScript } from './home-boot.ts';
import { shellHtml } from './prerender-plugin.ts';

type Init = RequestInit & { headers?: Record<string, string> };

type StoredUser = Record<string, unknown>;

const stored = (status: string, user: StoredUser = { firstName: 'Ada' }) =>
  JSON.stringify({
    state: { user: status === 'authenticated' ? user : null, status },
    version: 0,
  });

/** The app's entry the script loads: a module that does nothing. */
const load = { entry: 'data:text/javascript,', preloads: ['/assets/react-x.js'] };

/**
 * Runs the script on a page at `search` with the given cookie and stored session status; `fetch`
 * is a recording stub, and `location.replace` records where the page was sent.
 */
async function boot(
  cookie: string,
  search = '',
  status = 'authenticated',
  options: { user?: StoredUser; respond?: (url: string) => Response | undefined } = {},
) {
  const calls: { url: string; init: Init }[] = [];
  const network = vi.fn(async (url: string, init: Init = {}) => {
    calls.push({ url, init });
    return options.respond?.(url) ?? new Response(`${init.method ?? 'GET'} ${url} #${calls.length}`);
  });
  window.fetch = network as unknown as typeof fetch;
  // biome-ignore lint/suspicious/noDocumentCookie: the script reads the session from document.cookie
  document.cookie = cookie;
  localStorage.setItem('eas', stored(status, options.user));
  window.history.replaceState(null, '', `/home${search}`);
  const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
  // The test's sandbox has no dynamic import(): the entry it would load is recorded instead.
  const source = homeBootScript(load);
  expect(source).toContain('import(L.entry)');
  new Function(source.replace('import(L.entry)', 'globalThis.imported=L.entry'))();
  // What it does after the first paint (a frame and a task here: happy-dom reports no paints).
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
  return { calls, network, replace };
}

const bearer = (token: string) => ({ Accept: 'application/json', Authorization: `Bearer ${token}` });

/** The shell's marked places, as app/home/home-frame.tsx and the balance card render them. */
const SHELL =
  '<h1 data-boot="greeting">Welcome</h1><p>Signed in to <span data-boot="merchant-name"><span class="blank"></span></span></p>' +
  '<dl><dd data-boot="balance-available"><span class="blank"></span></dd><dd data-boot="balance-pending"><span class="blank"></span></dd></dl>';
const shown = (name: string) => document.querySelector(`[data-boot="${name}"]`)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = 'EST=; Max-Age=0; Path=/';
  localStorage.clear();
  document.documentElement.style.visibility = '';
  for (const link of document.head.querySelectorAll('link')) link.remove();
  vi.restoreAllMocks();
  delete (globalThis as { imported?: string }).imported;
});

describe('the /home boot script', () => {
  test('without a session it hides the page, sends it to sign in with the redirect, asks for nothing', async () => {
    const { calls, network, replace } = await boot(
      'EST=; Max-Age=0; Path=/',
      '?statsCurrency=USD',
      'unauthenticated',
    );
    expect(replace).toHaveBeenCalledWith(
      `/auth/login?redirect=${encodeURIComponent('/home?statsCurrency=USD')}`,
    );
    expect(document.documentElement.style.visibility).toBe('hidden');
    expect(calls).toHaveLength(0);
    expect(window.fetch).toBe(network);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  test('a stored session whose cookie has expired is cleared, and sign-in follows', async () => {
    const { replace, calls } = await boot('EST=; Max-Age=0; Path=/');
    expect(JSON.parse(localStorage.getItem('eas')!)).toEqual({
      state: { user: null, status: 'unauthenticated' },
      version: 0,
    });
    expect(replace).toHaveBeenCalledWith(`/auth/login?redirect=${encodeURIComponent('/home')}`);
    expect(calls).toHaveLength(0);
  });

  test('a cookie without the stored session is not a session either', async () => {
    const { replace, calls } = await boot('EST=t; Path=/', '', 'unauthenticated');
    expect(replace).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  test("with a session it stays, asks for the home's reads for the URL's pickers and loads the app", async () => {
    const year = new Date().getFullYear();
    const { calls, replace } = await boot(
      'EST=tok%2Fen; Path=/',
      `?statsCurrency=USD&customerStatsYear=${year}`,
    );
    expect(replace).not.toHaveBeenCalled();
    expect(document.documentElement.style.visibility).toBe('');
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual(load.preloads);
    expect((globalThis as { imported?: string }).imported).toBe(load.entry);
    const config = homeBootConfig();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/merchant/dashboard/balances/USD',
      ...config.reads,
      '/api/v1/merchant/dashboard/transactions/stats/NGN',
      '/api/v1/merchant/dashboard/customers/stats/',
    ]);
    expect(calls[0]!.init.headers).toEqual(bearer('tok/en'));
    expect(calls.at(-1)!.init.body).toBe(JSON.stringify({ year }));
  });

  test('a year the page does not offer asks for the default year', async () => {
    const { calls } = await boot('EST=t; Path=/', '?customerStatsYear=1999');
    expect(calls.at(-1)!.init.body).toBe(JSON.stringify({ year: homeBootConfig().year }));
  });

  test("the app's identical request gets the early answer, once; any other goes to the network", async () => {
    const { calls } = await boot('EST=t; Path=/');
    const asked = calls.length;
    const profile = () => window.fetch('/api/v1/settings/profile', { method: 'GET', headers: bearer('t') });
    expect(await (await profile()).text()).toBe('GET /api/v1/settings/profile #5');
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

  test('the shell shows the stored names, then the balance as soon as it is in; the app still gets it', async () => {
    document.body.innerHTML = SHELL;
    const balance = { currency: 'USD', available: 123_456_789, pending: -5 };
    const { calls } = await boot('EST=t; Path=/', '?statsCurrency=USD', 'authenticated', {
      user: { firstName: 'Ada', merchantName: "Ada's <b>Kitchen</b>" },
      respond: (url) =>
        url.endsWith('/balances/USD') ? Response.json({ message: 'ok', responseBody: balance }) : undefined,
    });
    await settle();
    expect(shown('greeting').textContent).toBe('Welcome, Ada');
    // Text, never markup.
    expect(shown('merchant-name').textContent).toBe("Ada's <b>Kitchen</b>");
    expect(shown('merchant-name').children).toHaveLength(0);
    // Written as the app writes money: the contract's format of the exact minor units.
    expect(shown('balance-available').textContent).toBe(format(money(123_456_789n, 'USD')));
    expect(shown('balance-pending').textContent).toBe(format(money(-5n, 'USD')));
    expect(shown('balance-available').textContent).toBe('$1,234,567.89');

    const asked = calls.length;
    const mine = await window.fetch('/api/v1/merchant/dashboard/balances/USD', { headers: bearer('t') });
    expect(await mine.json()).toEqual({ message: 'ok', responseBody: balance });
    expect(calls).toHaveLength(asked);
  });

  test('a failed answer, or one that is not this balance, leaves the blanks; no stored name, no name', async () => {
    for (const answer of [
      () => new Response('{"message":"Session expired"}', { status: 401 }),
      () => new Response('not json'),
      () => Response.json({ responseBody: { currency: 'NGN', available: 1, pending: 1 } }),
      () => Response.json({ responseBody: { currency: 'USD', available: 2 ** 60, pending: 1 } }),
      () => Response.json({ responseBody: { currency: 'USD', available: '1', pending: 1 } }),
    ]) {
      document.body.innerHTML = SHELL;
      await boot('EST=t; Path=/', '?statsCurrency=USD', 'authenticated', {
        user: { firstName: '' },
        respond: (url) => (url.endsWith('/balances/USD') ? answer() : undefined),
      });
      await settle();
      expect(shown('greeting').textContent).toBe('Welcome');
      expect(shown('merchant-name').querySelector('.blank')).not.toBeNull();
      expect(shown('balance-available').querySelector('.blank')).not.toBeNull();
      expect(shown('balance-pending').querySelector('.blank')).not.toBeNull();
    }
  });

  test('a request cancelled by the app is cancelled', async () => {
    await boot('EST=t; Path=/');
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    const answer = window.fetch('/api/v1/kyb', { headers: bearer('t'), signal: controller.signal });
    await expect(answer).rejects.toThrow('gone');
  });

  test("the shell's boot script is its only script, a classic one that runs before the body is parsed", () => {
    const html = shellHtml(
      '<head>\n    <title>Payrail</title>\n    <script type="module" crossorigin src="/assets/main-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-x.js">\n</head><body><div id="root"></div></body>',
      '<main><select id="a"></select></main>',
      '/assets/home-boot-x.js',
      'Home · Payrail',
    );
    expect(html).toBe(
      '<head>\n    <title>Home · Payrail</title>\n    <script src="/assets/home-boot-x.js"></script>\n</head><body><div id="root" data-prerendered=""><main><select disabled="" id="a"></select></main></div></body>',
    );
  });
});
