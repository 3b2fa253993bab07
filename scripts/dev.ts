/**
 * `npm run dev`: the API with reload on change (node --watch) on PORT (3000) and the Vite dev
 * server with hot reload on 5173, which proxies /api to the API. Ctrl+C stops both.
 */
import { start, viteCli } from './lib.ts';

const api = start(process.execPath, [
  '--watch-path=apps/api/src',
  '--watch-path=packages/contract/src',
  'apps/api/src/main.ts',
]);
const web = start(process.execPath, [viteCli(), '--port', '5173'], { cwd: 'apps/web' });
console.log('\nDashboard with hot reload: http://localhost:5173  (API on http://localhost:3000)\n');
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, web]) child.on('exit', (code) => code && code !== 0 && stop());
