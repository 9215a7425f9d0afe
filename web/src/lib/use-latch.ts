import { useRef } from 'react';

/**
 * True from the first render `on` is true, for good: a dialog whose code loads when it first
 * opens stays mounted after that, so it closes with its animation and returns focus like any other.
 */
export function useLatch(on: boolean): boolean {
  const latched = useRef(false);
  if (on) latched.current = true;
  return latched.current;
}
