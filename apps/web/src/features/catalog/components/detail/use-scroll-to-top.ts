import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page opened from a link starts at its top, not at the height the previous page was scrolled
 * to. Back and Forward (POP) are left to the browser, and so is a REPLACE such as picking a season,
 * which must not throw the reader back up the page.
 */
export function useScrollToTopOnArrival(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
