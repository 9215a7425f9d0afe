import type { MouseEvent } from 'react';

/**
 * A left click without a modifier: the app handles it in place, while a new tab or window (a
 * middle click, Ctrl or Shift) follows the link as it is.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
