/**
 * The body limits descriptors declare (uploads), looked up by the request's path before routing
 * (app.ts applies them to /api/*: the limit refuses a body from its Content-Length, or as it streams
 * in, before the whole of it is read).
 *
 * The lookup runs before the router, so it sees the request's concrete path
 * (`/api/v1/merchant/charge-backs/decline/5f0c…`), not the route's template
 * (`…/decline/{id}`). A template with parameters is therefore kept as a pattern in which each
 * `{param}` matches one path segment, as the router's own parameters do; a path without
 * parameters is an exact key. A request path matching no declaration gets the API's default limit.
 */

type Pattern = { template: string; re: RegExp; limit: number };

const literal = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `/a/{id}/b` → /^\/a\/[^/]+\/b$/ (a parameter is one non-empty segment). */
function patternOf(template: string): RegExp {
  const parts = template.split(/\{[^}/]+\}/).map(literal);
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

export class DeclaredBodyLimits {
  readonly #exact = new Map<string, number>();
  readonly #patterns: Pattern[] = [];

  /** Declares `limit` for a route's path (`{param}` segments allowed). Apps are built more than once. */
  set(template: string, limit: number): void {
    if (!template.includes('{')) {
      this.#exact.set(template, limit);
      return;
    }
    const known = this.#patterns.find((p) => p.template === template);
    if (known) known.limit = limit;
    else this.#patterns.push({ template, re: patternOf(template), limit });
  }

  /** The limit declared for a request's path, if any (an exact path before a pattern). */
  get(path: string): number | undefined {
    const exact = this.#exact.get(path);
    if (exact !== undefined) return exact;
    return this.#patterns.find((p) => p.re.test(path))?.limit;
  }
}

/** Filled as endpoints register (lib/route.ts); read by app.ts's body limit. */
export const bodyLimits = new DeclaredBodyLimits();
