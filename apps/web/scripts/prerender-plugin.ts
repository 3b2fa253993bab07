/**
 * Prerendering at build time (issue 12): public routes rendered with the real router (the sign-in
 * page paints from its HTML), and shells of signed-in routes (/home paints its dashboard frame
 * from its HTML; scripts/prerender-entry.tsx `renderShell`).
 *
 * After the client build, a second, server-side Vite build bundles scripts/prerender-entry.tsx
 * (the real router and components), renders each route in Node and writes it into a copy of the
 * built index.html as `<outDir><route>.html` (e.g. dist/auth/login.html), which the API serves for
 * that path (apps/api/src/lib/static.ts). A shell carries no user data (the file is the same for
 * everyone); its boot script sends a visitor without a session to sign in before it paints
 * (scripts/home-boot.ts). Submit buttons are disabled in the HTML: the form works
 * once the app has rendered over it (main.tsx), and must not submit natively before. Inline
 * scripts are dropped (the Content-Security-Policy allows none).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_TAG = '<div id="root"></div>';

/** The prerendered markup, made inert where the browser would act without the app. */
export function inert(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '') // the router's scroll restoration; CSP allows no inline script
    .replaceAll('type="submit"', 'type="submit" disabled=""');
}

const SCRIPT_TAG = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * The boot script of a prerendered page: the app's entry and the chunks it imports are requested
 * only after the page's first paint (a frame, then a task), so the markup paints as soon as the
 * document and the stylesheet are in, with the bandwidth theirs alone, instead of after the app's
 * JavaScript has downloaded and run. A hidden tab (no frames) loads at once.
 */
export function bootScript(entry: string, preloads: string[]): string {
  return `const load=()=>{for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}import(${JSON.stringify(entry)})};
if(document.hidden)load();else requestAnimationFrame(()=>setTimeout(load,0));
`;
}

/**
 * index.html with the route's markup inside #root (marked for main.tsx), its entry script and
 * module preloads replaced by the boot script at `bootHref`. Returns the page and the boot script.
 */
export function pageHtml(shell: string, markup: string, bootHref: string): { html: string; boot: string } {
  if (!shell.includes(ROOT_TAG)) throw new Error(`prerender: no ${ROOT_TAG} in index.html`);
  const entry = SCRIPT_TAG.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: no module script in index.html');
  const preloads = [...shell.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const html = shell
    .replace(SCRIPT_TAG, `\n    <script type="module" crossorigin src="${bootHref}"></script>`)
    .replace(PRELOAD_TAG, '')
    .replace(ROOT_TAG, `<div id="root" data-prerendered="">${inert(markup)}</div>`);
  return { html, boot: bootScript(entry, preloads) };
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * What a shell's boot script loads after the first paint: index.html's entry, its module preloads,
 * and a route's lazy chunks (`chunks`: manifest keys, e.g.
 * `src/routes/_dashboard/home.tsx?tsr-split=component`) with everything they import that is not
 * preloaded already, once each, so they download with the entry instead of after it has run.
 */
export function shellLoad(
  shell: string,
  manifest: Manifest,
  chunks: string[],
): { entry: string; preloads: string[] } {
  const entry = SCRIPT_TAG.exec(shell)?.[1];
  if (!entry) throw new Error('prerender: no module script in index.html');
  const preloads = [...shell.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const have = new Set([entry, ...preloads]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: no chunk ${key} in the manifest`);
    const file = `/${chunk.file}`;
    if (!file.endsWith('.js') || have.has(file)) return;
    have.add(file);
    preloads.push(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of chunks) visit(key);
  return { entry, preloads };
}

/**
 * index.html with a shell's markup inside #root (marked for main.tsx), and its entry script and
 * module preloads replaced by the shell's boot script: a classic script without `async`, so it runs
 * before the body is parsed (it may have to send the visitor elsewhere before anything paints).
 * `title`: the tab's title the page will set (plain text, no markup).
 */
export function shellHtml(shell: string, markup: string, bootHref: string, title?: string): string {
  let html = pageHtml(shell, markup.replaceAll('<select ', '<select disabled="" '), bootHref).html;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  return html.replace(
    `<script type="module" crossorigin src="${bootHref}"></script>`,
    `<script src="${bootHref}"></script>`,
  );
}

/** A content-hashed asset path for a generated script. */
const hashedScript = (name: string, source: string) =>
  `/assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

export type ShellOptions = {
  /** The route's lazy chunks (manifest keys) the boot script preloads with the entry. */
  chunks: string[];
  /** The tab's title, as the page sets it (useDocumentTitle). */
  title?: string;
  /** The shell's boot script (scripts/home-boot.ts): plain JavaScript, no imports. */
  boot: { name: string; source: (load: { entry: string; preloads: string[] }) => string };
};

export type PrerenderOptions = {
  /** Routes rendered to HTML (public ones: nothing signed-in may be baked into a file). */
  render: string[];
  /** Signed-in routes served as a prerendered shell (scripts/prerender-entry.tsx `renderShell`). */
  shells?: Record<string, ShellOptions>;
};

export function prerenderPlugin({ render: routes, shells = {} }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'payrail-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the app's node_modules, so the bundle's bare imports (react, …) resolve from it.
      const ssrDir = path.join(config.root, `node_modules/.payrail-prerender-${process.pid}`);
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: 'scripts/prerender-entry.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'entry.mjs' } },
          },
        });
        const { render, renderShell } = (await import(
          pathToFileURL(path.join(ssrDir, 'entry.mjs')).href
        )) as {
          render: (url: string) => Promise<string>;
          renderShell: (route: string) => string;
        };
        const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const boot = pageHtml(shell, '', '').boot;
        const bootHref = hashedScript('prerender-boot', boot);
        fs.writeFileSync(path.join(outDir, bootHref), boot);
        const write = (route: string, html: string) => {
          const file = path.join(outDir, `${route}.html`);
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, html);
        };
        for (const route of routes) write(route, pageHtml(shell, await render(route), bootHref).html);
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        for (const [route, { chunks, title, boot: own }] of Object.entries(shells)) {
          const source = own.source(shellLoad(shell, manifest, chunks));
          const href = hashedScript(own.name, source);
          fs.writeFileSync(path.join(outDir, href), source);
          write(route, shellHtml(shell, renderShell(route), href, title));
        }
      } finally {
        fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
