/** The table's scrolling box: a group named like the table (no landmark), reachable by keyboard. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { Table, Td, Th } from './table';

afterEach(cleanup);

test('the table and its scrolling box carry the label; the box takes focus', () => {
  render(
    <Table label="Team members">
      <thead>
        <tr>
          <Th>Name</Th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <Td>Ada Obi</Td>
        </tr>
      </tbody>
    </Table>,
  );
  const table = screen.getByRole('table', { name: 'Team members' });
  const box = screen.getByRole('group', { name: 'Team members' });
  expect(box.contains(table)).toBe(true);
  expect(box.tabIndex).toBe(0);
  expect(screen.queryByRole('region')).toBeNull();
});
