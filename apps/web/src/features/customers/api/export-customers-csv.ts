/**
 * customers.exportCustomersCsv: Customers.csv for the current filters, read with the session (a
 * link cannot carry the bearer token) and handed to the browser as a download. Spec 001 §8: an
 * export failure is only logged; the user sees nothing.
 */
import * as customers from '@payrail/contract/routes/customers';
import { callFile } from '#lib/http.ts';

export async function exportCustomersCsv(filters: customers.CustomerFilters): Promise<void> {
  try {
    const blob = await callFile(customers.exportCustomersCsv, { body: filters });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'Customers.csv';
    document.body.append(link);
    link.click();
    link.remove();
    // Released once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.error('Customers CSV export failed', error);
  }
}
