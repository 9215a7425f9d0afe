/**
 * Whether this browser can draw the chart (a 2D canvas). Where it cannot, the panel shows the table
 * view alone, which holds the same numbers.
 */
export function canDrawCharts(): boolean {
  if (typeof document === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}
