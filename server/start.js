// @ts-check
// Runs the store: `npm start` and `npm run serve` (production, the build in build/), `npm run dev`
// (development, through Vite). The store's server is server/index.ts, built with the app into
// build/server/index.js so that the server and the routes share one copy of every module; this
// file only loads it, and so imports nothing of the app's.

// React picks its development or production build from NODE_ENV when it is first imported.
process.env.NODE_ENV ??= "production";

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const devServer = await createServer({ server: { middlewareMode: true } });
  // Through Vite's module runner: routes and server code are reloaded when their files change.
  const runner = /** @type {{ runner: import("vite").ModuleRunner }} */ (devServer.environments.ssr).runner;
  const { startStore } = await runner.import("/server/index.ts");
  await startStore({ devServer });
} else {
  const built = new URL("../build/server/index.js", import.meta.url);
  const { startStore } = await import(built.href).catch((error) => {
    console.error(
      "\nNAVA did not start: the build is missing. Run `npm start` (it builds first) or `npm run build`.\n",
    );
    throw error;
  });
  await startStore();
}
