import { Component, type ReactNode } from 'react';
import { reloadForMissingScript } from '#web/lib/offline/chunk-reload.ts';
import { useLocation } from '#web/lib/router/router.tsx';
import { RouteError } from './route-error';

type State = { failed: boolean };

class Boundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // A screen's code deleted by a release: one reload brings the new release's (docs/offline.md).
    if (reloadForMissingScript(error)) return;
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** A screen that throws or whose code cannot load shows RouteError; another screen starts afresh. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
