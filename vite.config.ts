import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const sep = String.raw`[\\/]`;
const rootModule = new RegExp(`${sep}app${sep}root\\.tsx(\\?|$)`);
/** React, React DOM and React Router: what every page runs, in one chunk rather than three. */
const reactModules = new RegExp(
  `node_modules${sep}(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)${sep}`,
);
/** What every content page's first load has besides the shell (docs/decisions/0006). */
const contentModules = new RegExp(
  `${sep}app${sep}(components${sep}server-html${sep}ServerHtml|components${sep}content${sep}JsonLd|utils${sep}seo)\\.`,
);

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/**
 * The shell chunk: every app module the root route imports (header, navs, footer, their copy
 * and icons) and the modules every content page has. A dozen small chunks cost 2.5–3 KiB
 * more gzip than the same code in one (docs/decisions/0007).
 */
function shellChunk(id: string, graph: ModuleGraph): string | null {
  if (id.includes("node_modules") || !new RegExp(`${sep}app${sep}`).test(id) || rootModule.test(id)) return null;
  if (contentModules.test(id)) return "shell";
  const importedByRoot = (moduleId: string, seen: Set<string>): boolean => {
    if (rootModule.test(moduleId)) return true;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    return (graph.getModuleInfo(moduleId)?.importers ?? []).some((importer) => importedByRoot(importer, seen));
  };
  return importedByRoot(id, new Set()) ? "shell" : null;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: reactModules, priority: 2 },
                { name: shellChunk, debugName: "shell", priority: 1 },
              ],
            },
          },
        },
  },
}));
