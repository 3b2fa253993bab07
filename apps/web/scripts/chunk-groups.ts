/**
 * Which chunk a module goes to, decided from the module graph (vite.config.ts, issue 12: fewer
 * requests on a slow mobile network, where each costs a round trip).
 *
 * - `app`: everything the dashboard's entry imports statically (rolldown's `$initial` tag),
 *   except what the pay page's client also imports (the pay page must never load the dashboard's
 *   chunk; those few modules keep chunks of their own, which the dashboard loads too).
 * - `common`: the app's own few modules both /home's and the sign-in page's lazy routes import
 *   (an alert, the brand mark): both pages load them anyway, as one request. Not packages: the
 *   graph counts modules a chunk imports but tree-shaking drops (zod's JSON-schema code), which
 *   would then ride along.
 * - `home-route`: what the signed-in /home's lazy route chunks (the dashboard layout and the home
 *   page, which stay chunks of their own) import statically beyond `app`: one request instead of
 *   a score of sub-kilobyte shared chunks, which the sign-in page does not download. Lazy imports
 *   (the chart) stay lazy.
 */
import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

const SPLIT = '?tsr-split=component';

/** Every module `roots` import statically, the roots included (ids the graph does not know are skipped). */
export function staticallyReachable(roots: string[], ctx: Context): Set<string> {
  const seen = new Set<string>();
  const stack = roots.filter((id) => ctx.getModuleInfo(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

export type ChunkGroupsOptions = {
  /** The app's root folder (absolute). */
  root: string;
  /** The pay page's entries, relative to root. */
  payEntries: string[];
  /** The route files whose component chunks /home loads, relative to root. */
  homeRoutes: string[];
  /** The route files of the sign-in pages, relative to root. */
  signInRoutes: string[];
};

/** The `name` functions of the groups; each graph walk is done once per chunking pass. */
export function chunkGroups({ root, payEntries, homeRoutes, signInRoutes }: ChunkGroupsOptions) {
  const abs = (file: string) => path.resolve(root, file);
  const memo = new WeakMap<object, Map<string, Set<string>>>();
  const reach = (key: string, roots: string[], ctx: Context) => {
    const sets = memo.get(ctx) ?? new Map<string, Set<string>>();
    memo.set(ctx, sets);
    const set = sets.get(key) ?? staticallyReachable(roots, ctx);
    sets.set(key, set);
    return set;
  };
  const pay = (ctx: Context) => reach('pay', payEntries.map(abs), ctx);
  // The route chunks themselves stay the router's lazy entries; what they import is grouped.
  const homeRoots = homeRoutes.map((f) => abs(f) + SPLIT);
  const home = (ctx: Context) => reach('home', homeRoots, ctx);
  const signIn = (ctx: Context) =>
    reach(
      'sign-in',
      signInRoutes.map((f) => abs(f) + SPLIT),
      ctx,
    );
  // The groups run by priority (app first): a module `app` took is no longer offered to the others.
  return {
    app: (id: string, ctx: Context) => (pay(ctx).has(id) ? null : 'app'),
    common: (id: string, ctx: Context) =>
      !id.includes('node_modules') && home(ctx).has(id) && signIn(ctx).has(id) && !pay(ctx).has(id)
        ? 'common'
        : null,
    home: (id: string, ctx: Context) =>
      home(ctx).has(id) && !homeRoots.includes(id) && !signIn(ctx).has(id) && !pay(ctx).has(id)
        ? 'home-route'
        : null,
  };
}
