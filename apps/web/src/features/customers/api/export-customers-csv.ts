/**
 * customers.exportCustomersCsv: Customers.csv for the current filters, as a download. Spec 001
 * §8: an export failure is only logged; the user sees nothing.
 */
import * as customers from '@payrail/contract/routes/customers';
import { saveFile } from '#lib/download.ts';
import { callFile } from '#lib/http.ts';

export async function exportCustomersCsv(filters: customers.CustomerFilters): Promise<void> {
  try {
    saveFile(await callFile(customers.exportCustomersCsv, { body: filters }), 'Customers.csv');
  } catch (error) {
    console.error('Customers CSV export failed', error);
  }
}
