// The layers of app/ (docs/architecture.md). An import may point down or sideways inside its own
// folder, never up, and a domain never imports another domain: the flow that spans them passes
// the data in, or listens to an event.
const ground = ["utils", "db", "content", "fonts"];
const platform = ["email", "jobs", "chain", "auth", "wallet", "security", "audit", "tax", "stripe", "components"];
const domains = [
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
];
const flows = ["flows", "checkout", "dashboard", "ops"];

// app/pages.ts, the list of pages, is plain data like content/.
const folders = (names) => `^app/(${names.join("|")})/${names === ground ? "|^app/pages\\.ts$" : ""}`;
const notTest = "\\.(test|spec)\\.tsx?$|test-support";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Two modules that import each other: move what both need into a module both can import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "ground-imports-ground",
      severity: "error",
      comment:
        "utils/, db/ and content/ are the ground: plain helpers, the schema and the words. They import nothing above them; pass what they need in as an argument.",
      from: { path: folders(ground), pathNot: notTest },
      to: { path: "^app/", pathNot: folders(ground) },
    },
    {
      name: "platform-imports-ground",
      severity: "error",
      comment:
        "The platform (email, jobs, chain, auth, security, audit, tax, components) serves every domain and knows none: a domain registers what it needs (a job's handler, a component's props).",
      from: { path: folders(platform), pathNot: notTest },
      to: { path: "^app/", pathNot: `${folders(ground)}|${folders(platform)}` },
    },
    {
      name: "domain-imports-no-domain",
      severity: "error",
      comment:
        "A domain knows only its own data and functions. Code that needs two domains is a flow (app/flows/); data one domain needs from another is passed in by the flow or read through an event.",
      from: { path: `^app/(${domains.join("|")})/`, pathNot: notTest },
      to: { path: folders(domains), pathNot: "^app/$1/" },
    },
    {
      name: "domain-imports-down",
      severity: "error",
      comment:
        "A domain imports the ground and the platform only; flows, routes and the console call it, never the other way.",
      from: { path: folders(domains), pathNot: notTest },
      to: { path: "^app/", pathNot: `${folders(ground)}|${folders(platform)}|${folders(domains)}` },
    },
    {
      name: "flows-import-down",
      severity: "error",
      comment:
        "Flows (app/flows/, checkout, dashboard, ops) call domains and each other; routes, the console and the root call flows, never the other way.",
      from: { path: folders(flows), pathNot: notTest },
      to: { path: "^app/", pathNot: `${folders(ground)}|${folders(platform)}|${folders(domains)}|${folders(flows)}` },
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
