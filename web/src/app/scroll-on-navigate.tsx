import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '#web/lib/router/router.tsx';

/**
 * A new screen starts at its top, or at the section its link names (#contact); going back or
 * forward is left to the browser, which restores where the reader was. A change of the query
 * alone (a filter, a page of laptops) keeps the place.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what this answers, read or not.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigation === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigation]);
  return null;
}
