/** The "Contact support" form: checked before sending; the server's field errors on their fields; disabled with the reason. */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { cleanUpAfterEach, fill, json, open } from '#test/dialog-harness.tsx';
import { TicketForm } from './ticket-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('#lib/notify.ts', () => ({ notify: { success: toast, error: toast, loading: toast } }));

cleanUpAfterEach();

const fillValid = () => {
  fill('Subject', 'Payout not received');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'payouts' } });
  fill('Message', 'My payout from Monday has not arrived yet.');
  fill('Payment reference (optional)', 'PRL_ABCDEF');
};

describe('<TicketForm>', () => {
  test('the server’s field errors land on their fields, and nothing is toasted', async () => {
    const wrongRef = 'None of your payments has this reference';
    const { fetch } = open(
      [
        json(422, {
          message: 'Validation failed',
          errorCode: 'VALIDATION_ERROR',
          errors: {
            transactionReference: [wrongRef],
            subject: ['Remove the NUL character: it is not allowed'],
          },
        }),
      ],
      () => <TicketForm />,
    );
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    const ref = screen.getByLabelText('Payment reference (optional)');
    await waitFor(() => expect(ref.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(wrongRef, { selector: 'p' }).id).toBe(
      ref.getAttribute('aria-describedby')?.split(' ').at(-1),
    );
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Remove the NUL character: it is not allowed')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/merchant/support/tickets');
    expect(JSON.parse(String(init.body))).toEqual({
      subject: 'Payout not received',
      category: 'payouts',
      message: 'My payout from Monday has not arrived yet.',
      transactionReference: 'PRL_ABCDEF',
    });
  });

  test('filed: the server’s message is the toast, the code links to the thread, the form is empty again', async () => {
    const id = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
    const ticket = {
      id,
      code: 'SUP-7K3Q9X',
      subject: 'Payout not received',
      category: 'payouts',
      status: 'open',
      transactionReference: null,
      filedBy: 'Amaka Eze',
      createdAt: '2026-04-06T09:30:00.000Z',
      updatedAt: '2026-04-06T09:30:00.000Z',
      closedAt: null,
      messages: [],
    };
    open([json(201, { message: 'Ticket submitted successfully', responseBody: ticket })], () => {
      const root = createRootRoute({ component: () => <TicketForm /> });
      const router = createRouter({
        routeTree: root,
        history: createMemoryHistory({ initialEntries: ['/'] }),
      });
      return <RouterProvider router={router} />;
    });
    await screen.findByLabelText('Subject');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    const link = await screen.findByRole('link', { name: 'View ticket SUP-7K3Q9X' });
    expect(link.getAttribute('href')).toBe(`/account/support/${id}`);
    expect(toast).toHaveBeenCalledWith('Ticket submitted successfully');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  test('a refusal with no field (the hourly limit) shows above the button', async () => {
    const limited = 'Too many requests. Try again later.';
    open([json(429, { message: limited, errorCode: 'RATE_LIMITED' })], () => <TicketForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
  });

  test('checked before sending: no category, a short message', async () => {
    const { fetch } = open([], () => <TicketForm />);
    fill('Subject', 'Help');
    fill('Message', 'Help');
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    await screen.findByText('Choose a category');
    expect(screen.getByText('Tell us what happened, in at least 10 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('without support:create: the fields are disabled and the reason is said', async () => {
    const reason = 'Only members who can create support can do this.';
    const { fetch } = open([], () => <TicketForm disabledReason={reason} />);
    expect(screen.getByLabelText('Subject').closest('fieldset')?.disabled).toBe(true);
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
