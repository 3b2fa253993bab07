/**
 * `npm run gen:routes`: writes src/routes/<area>.ts for every contract area with descriptors
 * (scripts/render-routes.ts says what they hold) and removes the routes file of an area that has
 * none any more. Run it after adding or changing a descriptor; src/routes.test.ts fails until then.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderRoutes, routesDir } from './render-routes.ts';

const files = await renderRoutes();
fs.mkdirSync(routesDir, { recursive: true });

for (const stale of fs.readdirSync(routesDir).filter((f) => f.endsWith('.ts') && !files.has(f))) {
  fs.rmSync(path.join(routesDir, stale));
  console.log(`removed src/routes/${stale}`);
}
let written = 0;
for (const [file, content] of files) {
  const target = path.join(routesDir, file);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
  fs.writeFileSync(target, content);
  written += 1;
  console.log(`wrote src/routes/${file}`);
}
console.log(`${files.size} routes files, ${written} changed.`);
