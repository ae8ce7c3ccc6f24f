// The content files of app/content/documents/, by the path each is drawn at ("/returns" for
// returns.ts): adding a file there is all a new document needs besides its line in app/pages.ts.
import type { ContentDocument } from "~/content/document";

const files = import.meta.glob<ContentDocument>("../../content/documents/*.ts", { eager: true, import: "default" });

const documents = new Map(
  Object.entries(files).map(([file, document]) => [`/${file.replace(/^.*\/|\.ts$/g, "")}`, document]),
);

/** The document drawn at `path`, if there is one. */
export function documentAt(path: string): ContentDocument | undefined {
  return documents.get(path);
}

/** Every document's path, for the check that each has its page in the registry. */
export const documentPaths = [...documents.keys()];
