// wouter reaches React's useSyncExternalStore through the `use-sync-external-store` shim, which
// carries a fallback for React 17 and older that every first visit would download for nothing:
// vite.config.ts points the shim here (docs/performance.md, "Page speed").
export { useSyncExternalStore } from 'react';
