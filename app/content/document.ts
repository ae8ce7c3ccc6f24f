// A content page written as data: a file of app/content/documents/ default-exports one, and
// app/routes/document.tsx draws it at the path its file is named after (listed in app/pages.ts).
export interface ContentSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface ContentDocument {
  eyebrow: string;
  /** The page's h1 and its title. */
  title: string;
  description: string;
  intro: string;
  /** When the text last changed, shown at the end ("November 2026"). */
  updated?: string;
  sections: readonly ContentSection[];
}

export const documentPage = {
  updated: "Last updated",
  questions: "Questions? ",
  contactLink: "Contact us",
} as const;
