import { z } from 'zod';

// Our Content-Security-Policy has no 'unsafe-eval'. Left to itself, zod 4 probes `new Function`
// in the browser to decide whether to compile its parsers, which the browser reports as a CSP
// violation. Every schema imports z from here so the probe never runs.
z.config({ jitless: true });

export { z };
