import * as checkout from '@payrail/contract/checkout';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 */

/**
 * The pay page calls the public checkout endpoints through the contract's descriptors, but reads
 * only their method, version and path. In its bundle, the package's import of the checkout
 * contract becomes those three fields of every descriptor, as plain data: the schemas (and zod
 * with them) stay out of the pay page's JavaScript. Everything else gets the real module.
 */
function payCheckoutRoutes(): Plugin {
  const id = '\0pay-page:checkout-routes';
  const routes = Object.entries(checkout).flatMap(([name, d]) =>
    typeof d === 'object' && d !== null && 'method' in d && 'version' in d && 'path' in d
      ? [`export const ${name} = ${JSON.stringify({ method: d.method, version: d.version, path: d.path })};`]
      : [],
  );
  return {
    name: 'pay-page-checkout-routes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@payrail/contract/checkout' && importer?.includes('/packages/pay-page/src/')) return id;
    },
    load: (source) => (source === id ? routes.join('\n') : undefined),
  };
}

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
    payCheckoutRoutes(),
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
    },
  },
});
