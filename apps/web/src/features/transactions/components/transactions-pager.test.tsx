/** The pager counts pages when the total is exact, and keeps Next while pages are full past the cap. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TransactionsPager } from './transactions-pager';

afterEach(cleanup);

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;

describe('TransactionsPager', () => {
  test('an exact total: page of pages, no Next on the last', () => {
    const onPage = vi.fn();
    render(
      <TransactionsPager page={3} perPage={20} total={45} totalCapped={false} shown={5} onPage={onPage} />,
    );
    expect(screen.getByText('Page 3 of 3 · 45 transactions')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.click(previous());
    expect(onPage).toHaveBeenCalledWith(2);
  });

  test('past the cap: "10,000+", Next while the page is full, none after a short page', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <TransactionsPager page={600} perPage={20} total={10_000} totalCapped shown={20} onPage={onPage} />,
    );
    expect(screen.getByText('Page 600 · 10,000+ transactions')).toBeTruthy();
    fireEvent.click(next());
    expect(onPage).toHaveBeenCalledWith(601);
    rerender(
      <TransactionsPager page={601} perPage={20} total={10_000} totalCapped shown={7} onPage={onPage} />,
    );
    expect(next().disabled).toBe(true);
  });
});
