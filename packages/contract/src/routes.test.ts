import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import { renderRoutes, routesDir } from '../scripts/render-routes.ts';
import type { Answer, CallArgs, Callable, Route } from './endpoint.ts';
import * as kyb from './kyb.ts';
import * as pin from './pin.ts';
import * as kybRoutes from './routes/kyb.ts';
import * as pinRoutes from './routes/pin.ts';

const RUN = 'run npm run gen:routes';

describe('generated routes (src/routes)', () => {
  test('every area with descriptors has its routes file, as the generator writes it now', async () => {
    const expected = await renderRoutes();
    expect(expected.size).toBeGreaterThan(0);
    for (const [file, content] of expected) {
      const target = path.join(routesDir, file);
      expect(fs.existsSync(target), `src/routes/${file} is missing: ${RUN}`).toBe(true);
      expect(fs.readFileSync(target, 'utf8'), `src/routes/${file} is out of date: ${RUN}`).toBe(content);
    }
    const present = fs.readdirSync(routesDir).filter((f) => f.endsWith('.ts'));
    expect(present.sort(), `src/routes holds a file no area generates: ${RUN}`).toEqual(
      [...expected.keys()].sort(),
    );
  }, 30_000);

  test('a routes file imports nothing at run time but endpoint.ts, and endpoint.ts no module at all', () => {
    const runtimeImports = (source: string) =>
      [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    for (const file of fs.readdirSync(routesDir)) {
      expect(runtimeImports(fs.readFileSync(path.join(routesDir, file), 'utf8')), file).toEqual([
        '../endpoint.ts',
      ]);
    }
    expect(runtimeImports(fs.readFileSync(path.join(routesDir, '../endpoint.ts'), 'utf8'))).toEqual([]);
  });

  test('a route is the plain data of its descriptor', () => {
    expect(pinRoutes.checkPin).toEqual({
      method: pin.checkPin.method,
      version: pin.checkPin.version,
      path: pin.checkPin.path,
      access: pin.checkPin.access,
    });
    expect(kybRoutes.downloadKybDocument.file).toEqual(kyb.downloadKybDocument.file);
    expect(kybRoutes.uploadKybDocument).toMatchObject({ bodyType: 'multipart', status: 201 });
  });

  test('a call through a route is typed as through its descriptor', () => {
    expectTypeOf<Answer<typeof pinRoutes.checkPin>>().toEqualTypeOf<pin.PinStatus>();
    expectTypeOf<Answer<typeof pinRoutes.checkPin>>().toEqualTypeOf<Answer<typeof pin.checkPin>>();
    expectTypeOf<CallArgs<typeof pinRoutes.registerPin>['body']>().toEqualTypeOf<
      z.input<typeof pin.RegisterPinRequest> | FormData
    >();
    expectTypeOf<CallArgs<typeof kybRoutes.downloadKybDocument>>().toEqualTypeOf<
      CallArgs<typeof kyb.downloadKybDocument>
    >();
    // @ts-expect-error: check-pin takes no body, through its route either
    const wrong: CallArgs<typeof pinRoutes.checkPin> = { body: {} };
    expect(wrong).toBeDefined();
    // The access UI reads the exact access: the permission, not just any.
    expectTypeOf(kybRoutes.updateKyb.access.permission).toEqualTypeOf<'kyb:update'>();
    expectTypeOf(pinRoutes.checkPin).toExtend<Route<typeof pin.checkPin>>();
    expectTypeOf(pinRoutes.checkPin).toExtend<Callable>();
  });

  test('the file types of a file answer are in the type, of a descriptor and of its route', () => {
    type FileAnswer = Callable & { readonly file: readonly string[] };
    expectTypeOf(kyb.downloadKybDocument).toExtend<FileAnswer>();
    expectTypeOf(kybRoutes.downloadKybDocument).toExtend<FileAnswer>();
    const types: readonly ['application/pdf', 'image/png', 'image/jpeg'] = kyb.downloadKybDocument.file;
    expect(types).toEqual(kybRoutes.downloadKybDocument.file);
    expectTypeOf(pin.checkPin).not.toExtend<FileAnswer>();
    expectTypeOf(pinRoutes.checkPin).not.toExtend<FileAnswer>();
  });
});
