import { z } from 'zod';

// Zod probes `new Function('')` to compile fast parsers; under the web app's CSP (no 'unsafe-eval') that probe
// is a reported violation. The interpreted parsers are fast enough for API answers.
z.config({ jitless: true });

export { z };
