import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearNotifications } from '@/lib/notify';

/**
 * Takes the toasts away when the learner goes to another screen: a toast answers something done
 * on its screen ('Undid: …', 'Flash card saved'), and on the next one it would only cover it.
 */
export function useToastsStayOnTheirScreen(): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    clearNotifications();
  }, [pathname]);
}
