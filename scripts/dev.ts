/**
 * `npm run dev`: the API with reload on change (node --watch) on PORT (3000) and the Vite dev
 * server with hot reload on 5173, which proxies /api to the API. Ctrl+C stops both.
 */
import { start, toolEnv, viteCli } from './lib.ts';

const api = start(process.execPath, [
  '--watch-path=apps/api/src',
  '--watch-path=packages/contract/src',
  'apps/api/src/main.ts',
]);
// The API listens on HOST (127.0.0.1 by default); `localhost` may resolve to ::1 first.
const apiHost = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
const apiUrl = `http://${apiHost}:${process.env.PORT ?? 3000}`;
const web = start(process.execPath, [viteCli(), '--port', '5173'], {
  cwd: 'apps/web',
  env: toolEnv({ API_PROXY_TARGET: apiUrl }),
});
console.log(`\nDashboard with hot reload: http://localhost:5173  (API on ${apiUrl})\n`);
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, web]) child.on('exit', (code) => code && code !== 0 && stop());
