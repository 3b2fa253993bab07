/** The pager counts pages when the total is exact, and keeps Next while pages are full past the cap. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ListPager } from './list-pager';

afterEach(cleanup);

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
const pager = { label: 'Transaction pages', noun: 'transactions', perPage: 20 };

describe('ListPager', () => {
  test('an exact total: page of pages, no Next on the last', () => {
    const onPage = vi.fn();
    render(<ListPager {...pager} page={3} total={45} capped={false} shown={5} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Transaction pages' }).textContent).toContain(
      'Page 3 of 3 · 45 transactions',
    );
    expect(next().disabled).toBe(true);
    fireEvent.click(previous());
    expect(onPage).toHaveBeenCalledWith(2);
  });

  test('one row is counted in the singular', () => {
    render(
      <ListPager
        {...pager}
        noun="sub-accounts"
        page={1}
        total={1}
        capped={false}
        shown={1}
        onPage={vi.fn()}
      />,
    );
    expect(screen.getByText('Page 1 of 1 · 1 sub-account')).toBeTruthy();
  });

  test('the first page has no Previous', () => {
    render(<ListPager {...pager} page={1} total={45} capped={false} shown={20} onPage={vi.fn()} />);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
  });

  test('past the cap: "10,000+", Next while the page is full, none after a short page', () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <ListPager {...pager} page={600} total={10_000} capped shown={20} onPage={onPage} />,
    );
    expect(screen.getByText('Page 600 · 10,000+ transactions')).toBeTruthy();
    fireEvent.click(next());
    expect(onPage).toHaveBeenCalledWith(601);
    rerender(<ListPager {...pager} page={601} total={10_000} capped shown={7} onPage={onPage} />);
    expect(next().disabled).toBe(true);
  });
});
