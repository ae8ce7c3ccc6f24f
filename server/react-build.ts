import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const DEVELOPMENT_BUILD = /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/][^\\/]+\.development\.js$/;

/** True when this process runs React's development build (about half as fast to render). */
export function loadedReactDevelopmentBuild(): boolean {
  // Node lists both builds when an ES module imports React; only the one that ran is `loaded`.
  return Object.entries(require.cache).some(([file, module]) => DEVELOPMENT_BUILD.test(file) && module?.loaded);
}
