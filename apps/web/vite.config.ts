import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
