import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

type WhenVisibleProps = {
  /** Usually a lazy component: its code loads when the place comes near the screen. */
  children: ReactNode;
  /** Holds the place meanwhile, at about the size of what comes, so nothing jumps. */
  className?: string;
};

/**
 * Below-the-fold parts (forms, carousels) load when the reader scrolls near them, not with the
 * page: a first visit downloads what its first screen needs (docs/server-rendering.md). The
 * server renders the empty place, as the browser's first render does.
 */
export function WhenVisible({ children, className }: WhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = <div ref={place} className={cn(className)} />;
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
