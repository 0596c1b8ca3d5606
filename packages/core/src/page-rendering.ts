/**
 * How the API server and the web app's server build (apps/web/src/entry-server.tsx) talk when the
 * server renders a page: the server asks for a page, and answers the API calls the page makes
 * while it renders, as the learner whose page it is.
 */

/** One API call a page makes while it is rendered. */
export interface PageApiCall {
  method: string;
  /** Path and query on the API server, e.g. `/api/me/preferences`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PageApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageRenderRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The learner signed in on the request, as the account service answered for it. */
  session: { user: { id: string; email: string } } | null;
  /** The learner's time zone, as their browser keeps it (timeZoneCookie), if it does. */
  timeZone?: string;
  /** Answers the page's API calls, in the API server's own process. */
  api: (call: PageApiCall) => Promise<PageApiAnswer>;
}

export interface RenderedPage {
  /** The answer's HTTP status: 200, or 404 for a path with no page. */
  status: number;
  /** The app's markup, for the page's root element. */
  markup: string;
  /** What the browser needs to take the page over, as JSON safe inside a script element. */
  state: string;
  /** The modules of the screens on the page (the web build manifest's keys), for their code and styles. */
  screens: string[];
}

/** The page sends the browser elsewhere (a signed-out visitor to the login screen, say). */
export interface PageRedirect {
  redirect: string;
}

/** The web app's server build. */
export interface PageRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | PageRedirect>;
}

/** The cookie in which the browser keeps its IANA time zone, for the days of a page the server renders. */
export const timeZoneCookie = 'cinevocab_tz';

/** The id of the `<script type="application/json">` element that carries a rendered page's state. */
export const serverStateElementId = 'cinevocab-state';

/**
 * The attribute `<html>` carries once the app runs in the browser: a page the server rendered is
 * on screen, under its cover, before that.
 */
export const appReadyAttribute = 'data-app-ready';

/**
 * The id of the transparent element the server lays over a page it rendered, until the app runs
 * in it: the page can be read and scrolled, but a tap lands on the cover, not on a button that
 * does nothing yet.
 */
export const pageCoverElementId = 'cinevocab-cover';

/**
 * The id of the `<script type="application/json">` element that lists the scripts a page needs at
 * once: the browser starts fetching them only once the page has painted (main.tsx), so that they do
 * not compete with the page's style sheets and pictures for a slow connection before that.
 */
export const pageScriptsElementId = 'cinevocab-scripts';
