/** Which chunk a module goes to (scripts/chunk-groups.ts), on a small made-up module graph. */
import { describe, expect, test } from 'vitest';
import { chunkGroups, staticallyReachable } from './chunk-groups.ts';

const graph: Record<string, string[]> = {
  '/w/src/pay/client-entry.ts': ['/w/contract/money.ts'],
  '/w/src/main.tsx': ['/w/contract/money.ts', '/w/contract/routes/team.ts'],
  '/w/src/routes/_dashboard/home.tsx?tsr-split=component': [
    '/w/src/components/table.tsx',
    '/w/src/ui/button.tsx',
  ],
  '/w/src/routes/auth/login.tsx?tsr-split=component': ['/w/src/ui/button.tsx'],
  '/w/src/components/table.tsx': ['/w/contract/money.ts'],
  '/w/src/ui/button.tsx': [],
  '/w/contract/money.ts': [],
  '/w/contract/routes/team.ts': [],
};
const ctx = {
  getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
};
const groups = chunkGroups({
  root: '/w',
  payEntries: ['src/pay/client-entry.ts', 'src/pay/boot.ts'],
  homeRoutes: ['src/routes/_dashboard/home.tsx'],
  signInRoutes: ['src/routes/auth/login.tsx'],
});

describe('chunk groups', () => {
  test('reachability follows static imports from the roots, skipping unknown ids', () => {
    expect([...staticallyReachable(['/w/src/pay/client-entry.ts', '/w/nowhere.ts'], ctx)]).toEqual([
      '/w/src/pay/client-entry.ts',
      '/w/contract/money.ts',
    ]);
  });

  test("the dashboard's initial code is one chunk, except what the pay page's client imports", () => {
    expect(groups.app('/w/contract/routes/team.ts', ctx)).toBe('app');
    expect(groups.app('/w/contract/money.ts', ctx)).toBeNull();
  });

  test("what both /home's and the sign-in page's routes import is one chunk", () => {
    expect(groups.common('/w/src/ui/button.tsx', ctx)).toBe('common');
    expect(groups.common('/w/src/components/table.tsx', ctx)).toBeNull();
    expect(groups.common('/w/contract/money.ts', ctx)).toBeNull();
  });

  test("what /home's route imports is one chunk, but not the route itself, the sign-in page's or the pay page's", () => {
    expect(groups.home('/w/src/components/table.tsx', ctx)).toBe('home-route');
    expect(groups.home('/w/src/routes/_dashboard/home.tsx?tsr-split=component', ctx)).toBeNull();
    expect(groups.home('/w/src/ui/button.tsx', ctx)).toBeNull();
    expect(groups.home('/w/contract/money.ts', ctx)).toBeNull();
    expect(groups.home('/w/contract/routes/team.ts', ctx)).toBeNull();
  });
});
