/** A record's steps in order, each with its name, its detail when there is one, and its time. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { Timeline } from './timeline';

afterEach(cleanup);

test('steps in the order given, with detail only where there is one, and a machine-readable time', () => {
  render(
    <Timeline
      steps={[
        { key: 'a', title: 'Requested', at: '2026-11-27T08:00:00.000Z', time: '27 Nov 2026, 09:00' },
        {
          key: 'b',
          title: 'Failed',
          detail: 'Account closed',
          at: '2026-11-27T08:01:00.000Z',
          time: '27 Nov 2026, 09:01',
        },
      ]}
    />,
  );
  const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['Requested', 'Failed']);
  expect(items[0]!.querySelectorAll('p')).toHaveLength(1);
  expect(items[1]!.textContent).toContain('Account closed');
  expect(items[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T08:01:00.000Z');
});
