/**
 * For tests of one dialog that talks to the API: `open` renders it in a fresh query client with
 * `fetch` stubbed to hand back the given responses in order (returning the stub and the dialog's
 * onClose spy), `json` builds such a response, `fill` types into a labelled field, and
 * `cleanUpAfterEach` unmounts, unstubs and clears mocks after every test.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client.ts';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function open(answers: Response[], dialog: (onClose: () => void) => ReactElement) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(<QueryClientProvider client={createQueryClient()}>{dialog(onClose)}</QueryClientProvider>);
  return { fetch, onClose };
}

export const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
