/**
 * Payment links made through the API for screens that need real content: the demo merchant's
 * long-named link with custom fields, paid by customers with long names, and a plain unpaid one.
 */
import { apiClient, merchantApi, testCard } from './api.ts';
import { DEMO_OWNER } from './users.ts';

/** The demo merchant's long-named link with custom fields, paid twice by card; answers its ref. */
export async function seedPaidLink(baseUrl: string): Promise<string> {
  const owner = await merchantApi(baseUrl, DEMO_OWNER);
  const ref = await owner.createLink('Jollof rice party trays for the Saturday owambe at Lekki Phase One', {
    description:
      'Two trays of smoky party jollof, fried plantain and peppered chicken, delivered hot before 2pm. https://adas-kitchen.example.com/menus/party-trays/saturday-owambe-special-edition',
    amount: 4_500_000,
    redirectUrl:
      'https://adas-kitchen.example.com/thank-you/for-ordering-the-party-trays?source=payrail-link',
    customFields: [
      { key: 'delivery_address', label: 'Delivery address for the rider, with landmarks', required: false },
      { key: 'event_date', label: 'Date of the event', required: false },
    ],
  });
  const pay = apiClient(baseUrl);
  for (const name of ['Oluwaseyifunmi Adebayo-Williamson', 'Chukwuemekaobinna Nwachukwu-Okonkwo']) {
    const state = await pay('POST', `/api/v1/payment-links/${ref}`, {
      email: 'oluwaseyifunmi.adebayo-williamson@longmailprovider.example.com',
      name,
      channel: 'card',
      card: testCard('4084084084084081'),
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
  const owner = await merchantApi(baseUrl, DEMO_OWNER);
  return owner.createLink(name, { description: 'Small chops for the office', amount: 1_200_000 });
}
