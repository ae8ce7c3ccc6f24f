// zod for schemas that run in the browser. The CSP forbids eval, and zod's JIT (and even its
// probe for it) trips a CSP violation report, so it runs without the JIT.
import { z } from "zod";

z.config({ jitless: true });

export { z };
