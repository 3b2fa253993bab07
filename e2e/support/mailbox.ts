/**
 * Reads the dev mailbox (GET /api/dev/mailbox?to=…, newest first). Mail is stored before the API
 * answers, but the browser may still be sending the request, so reads poll a bounded number of
 * times with short pauses. Nothing here measures or asserts time.
 */
export type Mail = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

export async function mailbox(baseUrl: string, to: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`GET /api/dev/mailbox answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { responseBody: Mail[] };
  return body.responseBody;
}

export type MailQuery = {
  subject: string | RegExp;
  /** Ids of messages that were already there (e.g. an earlier code); they do not count. */
  ignore?: Iterable<string>;
  attempts?: number;
  intervalMs?: number;
};

/** The newest message to `to` whose subject matches, waiting for it if it has not arrived yet. */
export async function waitForMail(baseUrl: string, to: string, query: MailQuery): Promise<Mail> {
  const ignore = new Set(query.ignore ?? []);
  const matches = (s: string) =>
    typeof query.subject === 'string' ? s === query.subject : query.subject.test(s);
  const attempts = query.attempts ?? 50;
  let seen: Mail[] = [];
  for (let i = 0; i < attempts; i++) {
    seen = await mailbox(baseUrl, to);
    const found = seen.find((m) => matches(m.subject) && !ignore.has(m.id));
    if (found) return found;
    await new Promise((r) => setTimeout(r, query.intervalMs ?? 200));
  }
  const subjects = seen.map((m) => `"${m.subject}"`).join(', ') || 'none';
  throw new Error(
    `No email to ${to} with subject ${String(query.subject)} arrived (messages seen: ${subjects}).`,
  );
}

export async function mailIds(baseUrl: string, to: string): Promise<string[]> {
  return (await mailbox(baseUrl, to)).map((m) => m.id);
}

/** The first link in a message's text that points at the app. */
export function linkIn(mail: Mail, baseUrl: string): URL {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(baseUrl));
  if (!url) throw new Error(`The email "${mail.subject}" has no link to ${baseUrl}:\n${mail.text}`);
  return new URL(url);
}

/** The code in a 'Your sign-in code: NNNNNN' email. */
export function signInCode(mail: Mail): string {
  const code = mail.subject.match(/^Your sign-in code: (\d{6})$/)?.[1];
  if (!code) throw new Error(`Not a sign-in code email: "${mail.subject}"`);
  return code;
}
