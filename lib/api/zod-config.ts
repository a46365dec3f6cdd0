// How zod runs wherever the contract does. The contract is written with `zod/mini` (the
// tree-shakable build: the browser ships only the checks it uses, docs/benchmarks.md "zod/mini"),
// which configures nothing by itself, so both settings the classic build would make are made here.
//
// - English issue messages: the classic build installs its English locale when its first schema is
//   built; mini leaves every message at "Invalid input". The server's `errors` and the client's
//   logs keep the same sentences as before by installing the same locale (≈1.4 KiB gzipped).
// - No JIT in the browser: zod 4 probes for `new Function` the first time it parses an object (to
//   compile a faster parser). In the browser that probe is an `eval` our CSP refuses and reports as
//   a violation, so the browser runs zod without it. The server keeps it: there is no CSP there,
//   and the JIT is what makes every request's validation fast.
import { z } from 'zod/mini';
import { en } from 'zod/locales';

// Nothing here reads through `z.core` (webpack may not follow a namespace two levels deep and would
// then keep every core schema): English is installed as it is, once, when the contract loads.
z.config(en());
if (typeof window !== 'undefined') z.config({ jitless: true });
