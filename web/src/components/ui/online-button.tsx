import { WifiOff } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useOffline } from '#web/lib/offline/network-state.ts';
import { Button } from './button';

type OnlineButtonProps = ComponentProps<typeof Button> & {
  /** What the button says instead while offline, e.g. "Checkout needs a connection". */
  offlineLabel: ReactNode;
};

/**
 * A button whose work needs the shop's server (add to cart, checkout, book, sign in): offline it
 * says so and does nothing, rather than failing after a tap (docs/offline.md).
 */
export function OnlineButton({
  offlineLabel,
  disabled,
  children,
  'aria-label': label,
  ...props
}: OnlineButtonProps) {
  const offline = useOffline();
  return (
    <Button {...props} aria-label={offline ? undefined : label} disabled={disabled || offline}>
      {offline ? (
        <>
          <WifiOff aria-hidden />
          {offlineLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
