import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { clearNotifications } from '@/lib/notify';

/**
 * Takes the toasts away when the learner goes to another screen: a toast answers something done
 * on its screen ('Undid: …', 'Flash card saved'), and on the next one it would only cover it.
 * A redirect (an address replaced, as a new account's first page is by its first run) is not the
 * learner leaving: 'Signed in' stays.
 */
export function useToastsStayOnTheirScreen(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (navigationType !== 'REPLACE') clearNotifications();
  }, [pathname, navigationType]);
}
