import { describe, expect, test } from 'vitest';
import { urgency } from './labels';

const now = Date.parse('2026-04-01T10:00:00Z');
const at = (hours: number) => new Date(now + hours * 60 * 60_000).toISOString();

describe('an open chargeback’s urgency', () => {
  test('later, soon, urgent and overdue by the time left; answered ones have none', () => {
    expect(urgency('open', at(24 * 5), now)).toEqual({ level: 'later', text: 'Due in 5 d' });
    expect(urgency('open', at(48), now)).toEqual({ level: 'soon', text: 'Due in 2 d' });
    expect(urgency('open', at(23.5), now)).toEqual({ level: 'urgent', text: 'Due in 23 h' });
    expect(urgency('open', at(0.2), now)).toEqual({ level: 'urgent', text: 'Due in 1 h' });
    expect(urgency('open', at(0), now)?.level).toBe('overdue');
    for (const s of ['accepted', 'declined', 'won', 'lost']) expect(urgency(s, at(1), now)).toBeNull();
  });
});
