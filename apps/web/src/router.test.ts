/**
 * Route search validation and redirects (spec 000 §2, §5), through the real route tree: each URL
 * is loaded by a router on an in-memory history, no rendering.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { clearSession, useSessionStore } from '#stores/session-store.ts';
import { createAppRouter } from './router';

async function open(url: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const { location, matches } = router.state;
  const leaf = matches.at(-1)!;
  // The validated search of the page's route (location.search is the raw one).
  return { pathname: location.pathname, search: leaf.search as Record<string, unknown>, leaf };
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('/auth/login', () => {
  test('reason may be idle or unauthorized; redirect is kept', async () => {
    expect((await open('/auth/login?reason=idle&redirect=%2Fhome')).search).toEqual({
      reason: 'idle',
      redirect: '/home',
    });
    expect((await open('/auth/login?reason=unauthorized')).search).toEqual({ reason: 'unauthorized' });
  });

  test('any other reason is dropped, the page still opens', async () => {
    const page = await open('/auth/login?reason=hacked');
    expect(page.pathname).toBe('/auth/login');
    expect(page.search.reason).toBeUndefined();
    expect(page.leaf.status).toBe('success');
  });

  test('signed in → / → the first area the user may use (/home for the owner)', async () => {
    const owner = { isOwner: true, roles: ['Owner'], permissions: [], subAccountIds: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json({ message: 'ok', responseBody: url.includes('get-user-access') ? owner : {} }),
      ),
    );
    useSessionStore.getState().signIn('t', {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      roles: [],
      idNumber: 'u',
      merchantName: 'M',
    });
    expect((await open('/auth/login')).pathname).toBe('/home');
  });
});

describe('/auth/twofa', () => {
  test('id is a number', async () => {
    const page = await open('/auth/twofa?id=482913');
    expect(page.search).toEqual({ id: 482913 });
    expect(page.leaf.status).toBe('success');
  });

  test.each(['/auth/twofa', '/auth/twofa?id=abc', '/auth/twofa?id=-3'])('%s is refused', async (url) => {
    expect((await open(url)).leaf.status).toBe('error');
  });
});

describe('/auth/reset-password/new-password', () => {
  test('email and token of at least 5 characters are kept', async () => {
    const page = await open('/auth/reset-password/new-password?email=ada%40kitchen.test&token=abcde');
    expect(page.pathname).toBe('/auth/reset-password/new-password');
    expect(page.search).toEqual({ email: 'ada@kitchen.test', token: 'abcde' });
  });

  test('a token under 5 characters is dropped', async () => {
    const page = await open('/auth/reset-password/new-password?email=ada%40kitchen.test&token=abcd');
    expect(page.search.token).toBeUndefined();
  });

  test.each([
    '/auth/reset-password/new-password?token=abcdefgh',
    '/auth/reset-password/new-password?email=a%40b&token=abcdefgh',
  ])('no usable email → back to /auth/reset-password (%s)', async (url) => {
    expect((await open(url)).pathname).toBe('/auth/reset-password');
  });
});

describe('/auth/verfiy', () => {
  test('a valid email is accepted', async () => {
    const page = await open('/auth/verfiy?email=chioma%40ezefabrics.test');
    expect(page.search).toEqual({ email: 'chioma@ezefabrics.test' });
    expect(page.leaf.status).toBe('success');
  });

  test.each(['/auth/verfiy', '/auth/verfiy?email=not-an-email'])('%s is refused', async (url) => {
    expect((await open(url)).leaf.status).toBe('error');
  });
});

describe('access rule', () => {
  test.each(['/home', '/payments/transactions?scope=primary', '/no-such-page'])(
    'signed out, %s → /auth/login with redirect',
    async (url) => {
      const page = await open(url);
      expect(page.pathname).toBe('/auth/login');
      expect(page.search).toEqual({ redirect: url });
    },
  );

  test('signed out, / → /auth/login without redirect', async () => {
    const page = await open('/');
    expect(page.pathname).toBe('/auth/login');
    expect(page.search).toEqual({});
  });

  test.each(['/auth/register', '/auth/reset-password', '/dev/mailbox'])(
    '%s needs no session',
    async (url) => {
      expect((await open(url)).pathname).toBe(url);
    },
  );
});
