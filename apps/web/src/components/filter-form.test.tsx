/** The shared filter form: Enter sends typed text, Clear only with filters set, day ends bound each other. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Input } from '#components/ui/input.tsx';
import { DateRangeFields, FilterForm } from './filter-form';

afterEach(cleanup);

test('sending the form calls onSubmit; Clear shows only when there is something to clear', () => {
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  const { rerender } = render(
    <FilterForm label="Filter things" className="" onSubmit={onSubmit}>
      <Input aria-label="Search" />
    </FilterForm>,
  );
  expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  fireEvent.submit(screen.getByRole('form', { name: 'Filter things' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(
    <FilterForm label="Filter things" className="" onSubmit={onSubmit} onClear={onClear} submitText="Apply">
      <Input aria-label="Search" />
    </FilterForm>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
});

test('each end of the range bounds the other, and an emptied day is undefined', () => {
  const onChange = vi.fn();
  render(
    <DateRangeFields fromLabel="From" toLabel="To" from="2026-01-05" to="2026-02-01" onChange={onChange} />,
  );
  const from = screen.getByLabelText('From') as HTMLInputElement;
  const to = screen.getByLabelText('To') as HTMLInputElement;
  expect(from.max).toBe('2026-02-01');
  expect(to.min).toBe('2026-01-05');
  fireEvent.change(to, { target: { value: '2026-03-01' } });
  expect(onChange).toHaveBeenLastCalledWith({ to: '2026-03-01' });
  fireEvent.change(from, { target: { value: '' } });
  expect(onChange).toHaveBeenLastCalledWith({ from: undefined });
});
