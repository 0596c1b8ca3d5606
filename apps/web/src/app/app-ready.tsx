import { appReadyAttribute } from '@cinevocab/core';
import { useEffect } from 'react';
import { liftPageCover } from './page-cover';

/**
 * A page the server rendered arrives under a cover: it can be read and scrolled, but not used,
 * until the browser has taken it over, so that a tap never lands on a button that does nothing
 * yet (app/page-cover.ts). This lifts the cover once the app has rendered in the browser, and
 * marks `<html>` so that tests (and anything else) can wait for the app rather than for its first
 * paint.
 */
export function AppReady() {
  useEffect(() => {
    liftPageCover();
    document.documentElement.setAttribute(appReadyAttribute, '');
  }, []);
  return null;
}
