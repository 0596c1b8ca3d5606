import { useIsInBrowser } from '@/hooks/use-is-in-browser';

export interface LocalTimeProps {
  /** The moment, as the API gives it (ISO 8601). */
  at: string;
  /** The text that says it, in the browser's own language and time zone. */
  say: (moment: Date) => string;
}

/**
 * A moment said in the learner's own language and time zone, which only their browser knows: a
 * page the server rendered says it once the browser has taken the page over.
 */
export function LocalTime({ at, say }: LocalTimeProps) {
  const isInBrowser = useIsInBrowser();
  return <time dateTime={at}>{isInBrowser ? say(new Date(at)) : null}</time>;
}
