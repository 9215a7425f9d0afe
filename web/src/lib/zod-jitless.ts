import { config } from 'zod';

// Zod probes for eval() when it builds an object schema, to compile a faster parser. The
// Content-Security-Policy forbids eval, and the browser reports the probe as a violation on
// every page. Schemas read this setting as they are built, so this module is imported first.
config({ jitless: true });
