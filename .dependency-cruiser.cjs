// The layers of app/, bottom to top (drawn in docs/architecture.md by `npm run layers -- --picture`).
// An import points down, or inside its own folder; a domain never imports another domain: the
// flow that spans them passes the data in, or listens to an order event.
const layers = [
  {
    name: "ground",
    what: "plain helpers, the schema, the words",
    folders: ["utils", "db", "content", "fonts"],
    files: ["pages.ts"],
  },
  {
    name: "platform",
    what: "services every domain uses, knowing none",
    folders: ["email", "jobs", "chain", "auth", "wallet", "security", "audit", "tax", "stripe", "components"],
  },
  {
    name: "domains",
    what: "each knows only its own data and functions",
    folders: [
      "cart",
      "orders",
      "payments",
      "refunds",
      "subscriptions",
      "stock",
      "discounts",
      "holders",
      "rewards",
      "creators",
      "reviews",
      "shipping",
      "brand",
      "protocol",
      "analytics",
      "money",
      "support",
    ],
  },
  {
    name: "flows",
    what: "what spans domains: placing, paying, refunding, renewing, the events' wiring, the reads across",
    folders: ["flows", "checkout", "dashboard", "ops"],
  },
  {
    name: "top",
    what: "pages, the console, the layout, the server",
    folders: ["routes", "admin", "shell"],
    files: ["root.tsx", "entry.server.tsx", "routes.ts"],
  },
];

const layer = (name) => layers.find((each) => each.name === name);
/** A path pattern for the layers named: their folders and files in app/. */
const within = (...names) =>
  names
    .map(layer)
    .flatMap(({ folders, files = [] }) => [
      `^app/(${folders.join("|")})/`,
      ...files.map((file) => `^app/${file.replace(".", "\\.")}$`),
    ])
    .join("|");
const notTest = "\\.(test|spec)\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Two modules import each other: move what both need into a module both can import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "ground-imports-ground",
      severity: "error",
      comment:
        "utils/, db/ and content/ are the ground: they import nothing above them. Pass what the helper needs in as an argument, or move the helper up beside its caller.",
      from: { path: within("ground"), pathNot: notTest },
      to: { path: "^app/", pathNot: within("ground") },
    },
    {
      name: "platform-imports-ground",
      severity: "error",
      comment:
        "The platform (email, jobs, chain, auth, wallet, security, audit, tax, stripe, components) knows no domain: a domain registers what it needs (a job's handler, a component's props). A component showing a domain's data lives in that domain's folder.",
      from: { path: within("platform"), pathNot: notTest },
      to: { path: "^app/", pathNot: within("ground", "platform") },
    },
    {
      name: "domain-imports-no-domain",
      severity: "error",
      comment:
        "A domain knows only its own data and functions. Code that needs two domains is a flow: put it in app/flows/. A type or pure helper both need moves down to app/utils/ (or content/ for words, db/ for the schema's kinds).",
      from: { path: `^app/(${layer("domains").folders.join("|")})/`, pathNot: notTest },
      to: { path: within("domains"), pathNot: "^app/$1/" },
    },
    {
      name: "domain-imports-down",
      severity: "error",
      comment:
        "A domain imports the ground and the platform only: flows, routes and the console call it, never the other way. Take what you need as an argument.",
      from: { path: within("domains"), pathNot: notTest },
      to: { path: "^app/", pathNot: within("ground", "platform", "domains") },
    },
    {
      name: "flows-import-down",
      severity: "error",
      comment:
        "Flows (app/flows/, checkout, dashboard, ops) call domains and each other; routes, the console and the layout call flows, never the other way.",
      from: { path: within("flows"), pathNot: notTest },
      to: { path: "^app/", pathNot: within("ground", "platform", "domains", "flows") },
    },
    {
      name: "app-has-a-layer",
      severity: "error",
      comment:
        "Every folder of app/ is in one layer: add a new folder to its layer in .dependency-cruiser.cjs (a new domain: to the domains).",
      from: { path: "^app/", pathNot: `${within("ground", "platform", "domains", "flows", "top")}|${notTest}` },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.d\\.ts$|^app/fonts/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
// Read by scripts/layers-report.mjs to draw the picture; dependency-cruiser reads the two above.
Object.defineProperty(module.exports, "layers", { value: layers, enumerable: false });
