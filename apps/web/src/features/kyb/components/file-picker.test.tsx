/** The document picker: the chosen file stays on screen; the client's checks and the server's refusal show beneath it. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { FilePicker } from './file-picker';

afterEach(cleanup);

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const pick = (f: File) =>
  fireEvent.change(screen.getByLabelText('CAC certificate'), { target: { files: [f] } });

test('an accepted file is sent and shown with its name and size', async () => {
  const onUpload = vi.fn(async (_f: File) => {});
  render(<FilePicker label="CAC certificate" onUpload={onUpload} />);
  expect(screen.getByText('No file chosen')).toBeTruthy();
  pick(file('cac.pdf', 'application/pdf', 2048));
  await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
  expect(onUpload.mock.calls[0]![0].name).toBe('cac.pdf');
  expect(screen.getByText('cac.pdf')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Replace file: CAC certificate' })).toBeTruthy();
});

test('a file of another type or over the cap is refused before sending', async () => {
  const onUpload = vi.fn(async (_f: File) => {});
  render(<FilePicker label="CAC certificate" onUpload={onUpload} />);
  pick(file('notes.txt', 'text/plain', 10));
  expect((await screen.findByRole('alert')).textContent).toBe('Choose a PDF, PNG or JPEG file');
  pick(file('scan.png', 'image/png', 5 * 1024 * 1024 + 1));
  expect((await screen.findByRole('alert')).textContent).toBe('Choose a file under 5.0 MB');
  expect(screen.getByText('scan.png')).toBeTruthy();
  expect(screen.getByLabelText('CAC certificate').getAttribute('aria-invalid')).toBe('true');
  expect(onUpload).not.toHaveBeenCalled();
});

test("the server's refusal is shown under the picker", async () => {
  const refuse = () =>
    Promise.reject(new ApiError('The file is not a PDF, PNG or JPEG', 422, 'VALIDATION_ERROR'));
  render(<FilePicker label="CAC certificate" onUpload={refuse} />);
  pick(file('fake.pdf', 'application/pdf', 100));
  expect((await screen.findByRole('alert')).textContent).toBe('The file is not a PDF, PNG or JPEG');
});

test('what the server already holds is shown as uploaded', () => {
  render(
    <FilePicker
      label="CAC certificate"
      uploaded={{ fileName: 'cac.pdf', size: 3 * 1024 * 1024 }}
      onUpload={async () => {}}
    />,
  );
  expect(screen.getByText('cac.pdf')).toBeTruthy();
  expect(screen.getByText('(3.0 MB) — uploaded')).toBeTruthy();
});

test('the file the server holds can be downloaded; without a handler there is no button', async () => {
  const onDownload = vi.fn(async () => {});
  const uploaded = { fileName: 'cac.pdf', size: 2048 };
  const { unmount } = render(
    <FilePicker
      label="CAC certificate"
      uploaded={uploaded}
      onUpload={async () => {}}
      onDownload={onDownload}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Download file: CAC certificate' }));
  await waitFor(() => expect(onDownload).toHaveBeenCalledTimes(1));
  unmount();
  render(<FilePicker label="CAC certificate" uploaded={uploaded} onUpload={async () => {}} />);
  expect(screen.queryByRole('button', { name: 'Download file: CAC certificate' })).toBeNull();
});
