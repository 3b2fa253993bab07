/** The placeholder as a page (h1, the tab's title) and inside a tab (h2; the page keeps its title). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ComingSoon, ComingSoonTab } from './coming-soon';

afterEach(() => {
  cleanup();
  document.title = '';
});

describe('ComingSoon', () => {
  test('as a page: a region named by its h1, and the document title', () => {
    render(<ComingSoon area="Support" description="Get help from the Payrail team." />);
    expect(screen.getByRole('region', { name: 'Support' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
    expect(document.title).toBe('Support · Payrail');
  });

  test('in a tab: an h2, no landmark and no id of its own, the title untouched', () => {
    document.title = 'Settings · Payrail';
    const { container } = render(
      <ComingSoonTab
        area="Charges"
        description="This section of your settings is not in the dashboard yet."
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Charges' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[id]')).toBeNull();
    expect(document.title).toBe('Settings · Payrail');
    expect(screen.getByText('Charges cannot be managed from the dashboard yet.')).toBeTruthy();
  });
});
