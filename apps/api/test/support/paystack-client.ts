/**
 * The unmodified npm package `paystack-api` (a Paystack client many Nigerian merchants use), typed
 * for the calls the tests make. It has no base-URL option; each client reads its base from its
 * `endpoint` property on every call, so that property is set to our server: no file of the library
 * is changed. Its resource methods are bound to the most recently created client (the library's own
 * quirk), so a test makes the client it uses last.
 */
import { createRequire } from 'node:module';

// biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in the tests
type Answer = { status: boolean; message: string; data: any; meta?: Record<string, number> };
export type PaystackClient = {
  endpoint: string;
  transaction: {
    initialize(body: Record<string, unknown>): Promise<Answer>;
    verify(args: { reference: string }): Promise<Answer>;
    list(args?: Record<string, unknown>): Promise<Answer>;
    get(args: { id: string }): Promise<Answer>;
  };
  page: { create(body: Record<string, unknown>): Promise<Answer> };
  customer: { get(args: { id: string }): Promise<Answer> };
};
/** What the library rejects with on a 4xx/5xx: the status and the parsed body. */
export type PaystackFailure = { statusCode: number; error: { status: boolean; message: string } };

const Paystack = createRequire(import.meta.url)('paystack-api') as (key: string) => PaystackClient;

/** A Paystack client with `secretKey`, pointed at `baseUrl` (e.g. http://127.0.0.1:PORT/api/paystack). */
export function paystackClient(secretKey: string, baseUrl: string): PaystackClient {
  const client = Paystack(secretKey);
  client.endpoint = baseUrl;
  return client;
}
