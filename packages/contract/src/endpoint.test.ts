import { describe, expect, expectTypeOf, test } from 'vitest';
import type { z } from 'zod';
import { type Answer, type CallArgs, fillPath } from './endpoint.ts';
import * as pin from './pin.ts';

describe('endpoint descriptors', () => {
  test('a path parameter is filled in, encoded; a missing one throws', () => {
    expect(fillPath('/payment-links/{ref}', { ref: 'a b/c' })).toBe('/payment-links/a%20b%2Fc');
    expect(fillPath('/settings/pin/check-pin', undefined)).toBe('/settings/pin/check-pin');
    expect(() => fillPath('/payment-links/{ref}', {})).toThrow('Missing path parameter "ref"');
  });

  test('what a caller sends and receives is typed from the descriptor', () => {
    expectTypeOf<Answer<typeof pin.checkPin>>().toEqualTypeOf<pin.PinStatus>();
    expectTypeOf<CallArgs<typeof pin.registerPin>['body']>().toEqualTypeOf<
      z.input<typeof pin.RegisterPinRequest> | FormData
    >();
    // @ts-expect-error: check-pin takes no body
    const wrong: CallArgs<typeof pin.checkPin> = { body: {} };
    expect(wrong).toBeDefined();
    expect(pin.checkPin.access).toEqual({ kind: 'session' });
  });
});
