// Zod 4 probes for `new Function` the first time it parses an object (to compile a faster
// parser). In the browser that probe is an `eval` our CSP refuses and reports as a violation, so
// the browser runs zod without the JIT. The server keeps it: there is no CSP there, and the JIT
// is what makes every request's validation fast.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
