/** The failed-verification view's resend form: it asks for a new link and says what follows. */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';
import { ResendVerificationForm } from './resend-verification-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({
      message: 'If that address has an unverified account, a new link is on its way.',
      responseBody: {},
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ResendVerificationForm />
    </QueryClientProvider>,
  );
  return fetchMock;
}

test('a bad address is refused on its field and sends nothing', async () => {
  const fetchMock = show();
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'not-an-address' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a new verification link' }));
  await screen.findByText('Enter a valid email address');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('sends POST auth/resend-verification-link/ and says a new link is on its way', async () => {
  const fetchMock = show();
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' Ada@Example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send a new verification link' }));
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain('ada@example.com');
  expect(status.textContent).toContain('a new link is on its way');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/v1/auth/resend-verification-link/');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
});
