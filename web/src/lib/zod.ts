// What `zod` means in the web app's build (vite.config.ts): zod itself, set up before any schema
// is built. Zod probes for eval() when it builds an object schema, to compile a faster parser;
// the Content-Security-Policy forbids eval, and the browser reports the probe as a violation on
// every page. Schemas read this setting as they are built, so every import of zod goes through
// here, whichever chunk loads it first (zod loads with a page's first request, not with the page).
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z } from 'zod/v4';
