import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** An account service answering like better-auth on the server, recording every call. */
function fakeAccountService() {
  let signedIn: { id: string; email: string } | null = null;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path === '/api/auth/get-session') {
      return json(signedIn === null ? null : { session: { id: 's1' }, user: { ...signedIn, name: '' } });
    }
    if (path === '/api/auth/sign-in/email') {
      const { password } = body as { password: string };
      if (password !== 'Secret123') {
        return json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      }
      signedIn = { id: 'u1', email: 'ana@example.com' };
      return json({ token: 't', user: signedIn });
    }
    if (path === '/api/auth/sign-in/social')
      return json({ url: 'https://accounts.example/o', redirect: true });
    if (path === '/api/auth/sign-out') {
      signedIn = null;
      return json({ success: true });
    }
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

async function freshClient() {
  vi.resetModules();
  return (await import('./auth-client')).authClient;
}

describe('the auth client', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('loads the session once for every component that reads it, and says nobody is signed in', async () => {
    const service = fakeAccountService();
    const authClient = await freshClient();
    const first = renderHook(() => authClient.useSession());
    const second = renderHook(() => authClient.useSession());
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.isPending).toBe(false));
    expect(first.result.current.data).toBeNull();
    expect(second.result.current.isPending).toBe(false);
    expect(service.calls.filter((call) => call.path === '/api/auth/get-session')).toHaveLength(1);
  });

  it('signs in with my email and password, and every reader then knows who I am', async () => {
    const service = fakeAccountService();
    const authClient = await freshClient();
    const reader = renderHook(() => authClient.useSession());
    await waitFor(() => expect(reader.result.current.isPending).toBe(false));

    const answer = await act(() =>
      authClient.signIn.email({ email: 'ana@example.com', password: 'Secret123' }),
    );
    expect(answer.error).toBeNull();
    expect(service.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: { email: 'ana@example.com', password: 'Secret123' },
    });
    expect(reader.result.current.data).toEqual({ user: { id: 'u1', email: 'ana@example.com' } });
  });

  it("hands back the server's error fields when signing in fails, and keeps me signed out", async () => {
    fakeAccountService();
    const authClient = await freshClient();
    const answer = await authClient.signIn.email({ email: 'ana@example.com', password: 'wrong' });
    expect(answer.error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect((await authClient.getSession()).data).toBeNull();
  });

  it("sends me to the provider's page for a social sign-in", async () => {
    fakeAccountService();
    const authClient = await freshClient();
    const assigned: string[] = [];
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      set href(url: string) {
        assigned.push(url);
      },
    } as Location);
    await authClient.signIn.social({ provider: 'google', callbackURL: '/' });
    expect(assigned).toEqual(['https://accounts.example/o']);
  });

  it('forgets me on sign-out', async () => {
    fakeAccountService();
    const authClient = await freshClient();
    await authClient.signIn.email({ email: 'ana@example.com', password: 'Secret123' });
    const reader = renderHook(() => authClient.useSession());
    expect(reader.result.current.data?.user.email).toBe('ana@example.com');
    await act(() => authClient.signOut());
    expect(reader.result.current.data).toBeNull();
  });
});
