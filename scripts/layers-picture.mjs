// The layers of .dependency-cruiser.cjs as a Mermaid picture (GitHub draws it in
// docs/architecture.md; tests/unit/architecture-picture.test.ts keeps the two the same).
export function layersPicture(layers) {
  const lines = ["```mermaid", "flowchart TB"];
  for (const { name, what, folders, files = [] } of [...layers].reverse()) {
    const names = [...folders.map((folder) => `${folder}/`), ...files].join(" · ");
    lines.push(`  ${name}["<b>${name}</b>: ${what}<br/>${names}"]`);
  }
  const order = [...layers].reverse().map(({ name }) => name);
  lines.push(`  ${order.join(" --> ")}`);
  lines.push("```");
  return lines.join("\n");
}
