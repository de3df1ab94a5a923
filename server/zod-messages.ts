import * as z from '../lib/zod.ts';

// zod's English messages for the checks that name none ("Too big: expected number to be <=65535"
// in a setting, "Unrecognized key" in the rates file). The mini build leaves its translations out
// for the browser's sake (lib/zod.ts, about 1 KB compressed per form), and the classic build, which
// set them on import, is no longer used (issue 28). zod's settings are per process: the settings'
// schema and the rates file's import this module, so the server's other schemas get them too;
// every schema a browser runs names its own messages.
z.config(z.locales.en());
