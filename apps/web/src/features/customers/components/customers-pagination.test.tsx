/** Past the count's cap the pager cannot know the last page: Next stays on while pages are full. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CustomersPagination } from './customers-pagination';

afterEach(cleanup);

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;

test('a counted list: page of pages, Next off on the last page', () => {
  const onPage = vi.fn();
  render(
    <CustomersPagination page={3} perPage={20} total={45} capped={false} itemsOnPage={5} onPage={onPage} />,
  );
  expect(screen.getByRole('navigation', { name: 'Customer pages' }).textContent).toContain(
    'Page 3 of 3 · 45 customers',
  );
  expect(next().disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('a capped count says 10,000+ and lets the merchant go past page 500', () => {
  const onPage = vi.fn();
  render(
    <CustomersPagination page={500} perPage={20} total={10_000} capped itemsOnPage={20} onPage={onPage} />,
  );
  expect(screen.getByRole('navigation').textContent).toContain('Page 500 · 10,000+ customers');
  expect(next().disabled).toBe(false);
  fireEvent.click(next());
  expect(onPage).toHaveBeenCalledWith(501);
});
