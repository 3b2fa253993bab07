/** A bench's calls to the API it started: JSON in, `responseBody` out, any failure thrown. */
export async function api<T>(
  baseUrl: string,
  method: string,
  p: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { responseBody?: T; message?: string };
  if (!res.ok || json.responseBody === undefined)
    throw new Error(`${method} ${p}: ${res.status} ${json.message}`);
  return json.responseBody;
}
