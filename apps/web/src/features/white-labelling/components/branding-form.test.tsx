/**
 * The Branding form: what is typed reaches the live preview and the contrast note; a save sends
 * form data; the server's field errors show under their fields (and its message is toasted);
 * a bad colour is refused before sending; a reader's Save is disabled with the reason.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { brandPalette } from '@payrail/contract/brand-contrast';
import type { WhiteLabel } from '@payrail/contract/white-labelling';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { notify } from '#lib/notify.ts';
import {
  type Answer,
  cleanUpAfterEach,
  json,
  OWNER,
  renderForm,
  settingsReader,
} from '#test/form-harness.tsx';
import { whiteLabelKeys } from '../api/keys';
import { BrandingTab } from './branding-tab';

const SAVED: WhiteLabel = {
  businessName: 'Obi Foods Limited',
  displayName: null,
  brandColor: null,
  supportEmail: null,
  supportPhone: null,
  logo: null,
  palette: brandPalette(null),
  isDefault: true,
  updatedAt: null,
};
const READER = settingsReader();

const show = (access: TeamAccess, answer?: Answer) =>
  renderForm(<BrandingTab />, access, [[whiteLabelKeys.current(), SAVED]], answer);

cleanUpAfterEach();

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const previewDoc = async () => {
  const frame = screen.getByTitle('Preview of your pay page') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.querySelector('.pay')).toBeTruthy());
  return frame.contentDocument!;
};

test('the preview follows the typed name and colour, and the note says the contrast decision', async () => {
  show(OWNER);
  fireEvent.load(screen.getByTitle('Preview of your pay page'));
  const doc = await previewDoc();
  expect(doc.querySelector('.merchant')?.textContent).toBe('Obi Foods Limited');
  fireEvent.change(field(/display name/i), { target: { value: 'Mama Put' } });
  fireEvent.change(field(/brand colour/i), { target: { value: '#2e8b57' } });
  await waitFor(() => expect(doc.querySelector('.merchant')?.textContent).toBe('Mama Put'));
  const style = (doc.querySelector('.pay') as HTMLElement).getAttribute('style') ?? '';
  expect(style.replace(/\s/g, '')).toContain('--brand:#2c8554;--brand-text:#ffffff');
  expect(screen.getByTestId('contrast-note').textContent).toContain('darker shade #2c8554');
});

test('shows the server’s field errors under their fields and toasts its message', async () => {
  const error = vi.spyOn(notify, 'error');
  const fetch = show(OWNER, () =>
    json(422, {
      message: 'Check the highlighted fields',
      errorCode: 'VALIDATION_ERROR',
      errors: {
        support_email: ['Enter a valid email address'],
        logo: ['The file must be a PNG, JPEG or WebP image.'],
      },
    }),
  );
  fireEvent.change(field(/display name/i), { target: { value: 'Mama Put' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save branding' }));
  await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeTruthy());
  expect(screen.getByText('The file must be a PNG, JPEG or WebP image.')).toBeTruthy();
  expect(field(/support email/i).getAttribute('aria-invalid')).toBe('true');
  expect(error).toHaveBeenCalledWith('Check the highlighted fields');
  const body = fetch.mock.calls[0]![1]!.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect(body.get('display_name')).toBe('Mama Put');
  expect(body.get('brand_color')).toBe('');
});

test('a malformed colour is refused before anything is sent', async () => {
  const fetch = show(OWNER);
  fireEvent.change(field(/brand colour/i), { target: { value: 'purple' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save branding' }));
  expect(await screen.findByText(/six hex digits/)).toBeTruthy();
  expect(fetch).not.toHaveBeenCalled();
});

test('a reader sees the branding but Save says who may change it', () => {
  show(READER);
  const save = screen.getByRole('button', { name: 'Save branding' });
  expect(save.getAttribute('aria-disabled') ?? save.hasAttribute('disabled')).toBeTruthy();
  expect(document.body.textContent).toMatch(/Only members who can/);
});
