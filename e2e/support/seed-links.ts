/**
 * Payment links made through the API for screens that need real content: the demo merchant's
 * long-named link with custom fields, paid by customers with long names, and a plain unpaid one.
 */
import { DEMO_OWNER } from './users.ts';

type Body = Record<string, unknown>;

async function api(baseUrl: string, method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' && !token ? { 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { responseBody: Body };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.responseBody;
}

/** The demo owner's API token (a web sign-in through the API). */
async function demoToken(baseUrl: string): Promise<string> {
  const login = await api(baseUrl, 'POST', '/api/v2/auth/login', {
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    channel: 'web',
  });
  return login.token as string;
}

/** The demo merchant's long-named link with custom fields, paid twice by card; answers its ref. */
export async function seedPaidLink(baseUrl: string): Promise<string> {
  const link = await api(
    baseUrl,
    'POST',
    '/api/v1/merchant/payment-links/create',
    {
      name: 'Jollof rice party trays for the Saturday owambe at Lekki Phase One',
      description:
        'Two trays of smoky party jollof, fried plantain and peppered chicken, delivered hot before 2pm. https://adas-kitchen.example.com/menus/party-trays/saturday-owambe-special-edition',
      amount: 4_500_000,
      redirectUrl:
        'https://adas-kitchen.example.com/thank-you/for-ordering-the-party-trays?source=payrail-link',
      customFields: [
        { key: 'delivery_address', label: 'Delivery address for the rider, with landmarks', required: false },
        { key: 'event_date', label: 'Date of the event', required: false },
      ],
    },
    await demoToken(baseUrl),
  );
  const ref = link.ref as string;
  for (const name of ['Oluwaseyifunmi Adebayo-Williamson', 'Chukwuemekaobinna Nwachukwu-Okonkwo']) {
    const state = await api(baseUrl, 'POST', `/api/v1/payment-links/${ref}`, {
      email: 'oluwaseyifunmi.adebayo-williamson@longmailprovider.example.com',
      name,
      channel: 'card',
      card: { number: '4084084084084081', expiry: '12/35', cvv: '123' },
      fields: {
        delivery_address: '14B Admiralty Way, opposite the big filling station, Lekki Phase One, Lagos',
        event_date: 'Saturday 12 December',
      },
    });
    if (state.status !== 'success') throw new Error(`Payment on ${ref} ended ${String(state.status)}`);
  }
  return ref;
}

/** A plain link of the demo merchant nobody has paid (so it can still be deleted); answers its ref. */
export async function seedUnpaidLink(baseUrl: string, name: string): Promise<string> {
  const link = await api(
    baseUrl,
    'POST',
    '/api/v1/merchant/payment-links/create',
    { name, description: 'Small chops for the office', amount: 1_200_000 },
    await demoToken(baseUrl),
  );
  return link.ref as string;
}
