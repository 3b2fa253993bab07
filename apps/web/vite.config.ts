import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { homeBootScript } from './scripts/home-boot.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';

/**
 * The dashboard SPA. Routes are files under src/routes; the router plugin generates
 * src/route-tree.gen.ts and splits every route's component into its own chunk. The build writes
 * dist/.vite/manifest.json, which scripts/check-size.ts reads to enforce the bundle budget.
 *
 * Two more inputs are the public pay page's own light client: src/pay/boot.ts, its only script
 * tag, which loads the hydrating src/pay/client-entry.ts when needed. The page itself is the
 * @payrail/pay-page package (packages/pay-page): the API renders it on the server from source and
 * finds the boot script's hashed file in the same manifest; client-entry.ts hydrates it. The pay
 * page shares no code with the dashboard beyond React itself.
 *
 * Chunks (issue 12, a slow mobile network): React and React DOM are one chunk (the pay page's
 * client loads it too), and everything else the dashboard's entry imports statically is ONE chunk
 * (`app`) instead of a score of small shared ones: each request costs a round trip on a slow
 * network. What /home's lazy routes share beyond it is one more (`home-route`, and `common` with
 * the sign-in page's); see
 * scripts/chunk-groups.ts. Lazy routes keep their own chunks. The sign-in page is also
 * prerendered, and /home is served as a prerendered dashboard shell whose boot script sends a
 * signed-out visitor to sign in before it paints, asks for the page's data and loads the app with
 * the dashboard layout's and the home page's chunks (scripts/prerender-plugin.ts, home-boot.ts).
 */

const groups = chunkGroups({
  root: import.meta.dirname,
  payEntries: ['src/pay/boot.ts', 'src/pay/client-entry.ts'],
  homeRoutes: ['src/routes/_dashboard/route.tsx', 'src/routes/_dashboard/home.tsx'],
  signInRoutes: ['src/routes/auth/route.tsx', 'src/routes/auth/login.tsx'],
});

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    prerenderPlugin({
      render: ['/auth/login'],
      shells: {
        '/home': {
          chunks: [
            'src/routes/_dashboard/route.tsx?tsr-split=component',
            'src/routes/_dashboard/home.tsx?tsr-split=component',
          ],
          title: 'Home · Payrail',
          boot: { name: 'home-boot', source: (load) => homeBootScript(load) },
        },
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      input: { main: 'index.html', pay: 'src/pay/boot.ts', 'pay-client': 'src/pay/client-entry.ts' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: groups.app,
              debugName: 'app',
              tags: ['$initial'],
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: groups.common,
              debugName: 'common',
              priority: 0.5,
              includeDependenciesRecursively: false,
            },
            {
              name: groups.home,
              debugName: 'home-route',
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
