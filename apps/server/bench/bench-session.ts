const password = 'Popcorn2024';

/** Signs a new user up, confirms them through the local outbox and signs them in: their cookie. */
export async function signedInCookie(base: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const json = { 'content-type': 'application/json', origin: base };
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const mails = (await (await fetch(`${base}/api/dev/outbox`)).json()) as { to: string; links: string[] }[];
  const link = mails.find((mail) => mail.to === email)?.links[0];
  if (!link) throw new Error('no confirmation mail');
  await fetch(`${base}${new URL(link).pathname}${new URL(link).search}`, { redirect: 'manual' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers.getSetCookie().find((line) => line.includes('session_token='));
  if (!cookie) throw new Error(`sign-in answered ${signIn.status}`);
  return cookie.split(';')[0]!;
}
