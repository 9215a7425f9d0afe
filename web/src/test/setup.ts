import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';
import { setApiLocale } from '#web/i18n/api-locale.ts';
import { setApiAdapter } from '#web/lib/api-adapter.ts';

// On CI's two cores Vitest runs several test files at once, and a render plus a query can take over
// Testing Library's default of one second to settle.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in module state, so one test's toast would show up in the next.
  toast.dismiss();
  localStorage.clear();
  setApiAdapter(undefined);
  // A Swahili render sets the page's language, as main.tsx does; files share the module (isolate: false).
  setApiLocale('en');
});
