import { describe, expect, test } from 'vitest';
import { instant, isMicrosecondInstant } from './instant.ts';

describe('instants both JavaScript and PostgreSQL have', () => {
  test('a cursor time is read back as written, in years 1 to 9999', () => {
    for (const ok of [
      '2026-12-04T10:00:00.123456Z',
      '2024-02-29T23:59:59.999999Z',
      '0001-01-01T00:00:00.000000Z',
    ])
      expect(isMicrosecondInstant(ok), ok).toBe(true);
    for (const bad of [
      '0000-01-01T00:00:00.000000Z',
      '2026-02-30T00:00:00.000000Z',
      '2023-02-29T00:00:00.000000Z',
      '2026-01-01T24:00:00.000000Z',
      '2026-01-01T23:60:00.000000Z',
      '2026-13-01T00:00:00.000000Z',
      '2026-01-01T00:00:00.123Z',
      '2026-01-01 00:00:00.000000Z',
      '',
    ])
      expect(isMicrosecondInstant(bad), bad).toBe(false);
  });

  test('an ISO date-time outside years 1 to 9999 once in UTC is refused', () => {
    const zoned = instant({ offset: true, message: 'Enter a time' });
    expect(zoned.safeParse('2026-12-04T10:00:00+01:00').success).toBe(true);
    expect(zoned.safeParse('9999-12-31T23:59:59Z').success).toBe(true);
    for (const bad of ['0000-06-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '9999-12-31T23:59:59-01:00'])
      expect(zoned.safeParse(bad).error?.issues[0]?.message, bad).toBe('Enter a time');
    expect(instant({ message: 'm' }).safeParse('2026-12-04T10:00:00+01:00').success).toBe(false);
  });
});
