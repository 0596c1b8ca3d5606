/** How a call to the product's API reaches it. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** In the browser, `fetch` on the page's own origin (looked up at each call, so tests can stub it). */
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Sends one API call the way the app is set to: every call of `api-client.ts` goes through here. */
export function apiFetch(path: string, init: RequestInit): Promise<Response> {
  return transport(path, init);
}

/**
 * Routes the app's API calls elsewhere. The server, rendering a page, answers them itself, as the
 * learner whose page it is (entry-server.tsx), without a round trip over the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
