// The plain text of a message read as blocks for its HTML part, so each email's words are written
// once (in app/content) and both parts say the same. The texts follow one convention:
//   paragraphs are separated by a blank line;
//   a line that is only a link is a button; the line before it ("Track your parcel:") is its
//   label when it is a short phrase, else it stays as text above it (see labelFrom);
//   a link inside a line is a link in the HTML.

export type Inline = { text: string } | { text: string; href: string };

export type Block =
  { kind: "text"; lines: Inline[][] } | { kind: "button"; label: string | null; href: string; primary: boolean };

const URL_ONLY = /^https?:\/\/\S+$/;
const URL_IN_LINE = /https?:\/\/[^\s<>"]+/g;
/** A label longer than this, or of more than one sentence, stays as text above a generic button. */
const LABEL_MAX = 32;

/** A line's words, with its links as links (trailing punctuation stays text). */
export function inlines(line: string, links = true): Inline[] {
  if (!links) return [{ text: line }];
  const parts: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_IN_LINE)) {
    const href = match[0].replace(/[.,:;!?)]+$/, "");
    const start = match.index;
    if (start > at) parts.push({ text: line.slice(at, start) });
    parts.push({ text: href, href });
    at = start + href.length;
  }
  if (at < line.length) parts.push({ text: line.slice(at) });
  return parts;
}

const isLabel = (words: string) => words.length > 0 && words.length <= LABEL_MAX && !/[.?!]\s/.test(words);

/**
 * The button's label from the line before the link: the whole line when it is a short phrase (it
 * is then not repeated as text), else the words before a bracket ("Pay it here (unpaid renewals
 * are cancelled after 7 days):" → "Pay it here", the line kept above it), else none.
 */
function labelFrom(line: string | undefined): { label: string | null; keepLine: boolean } {
  if (!line?.endsWith(":")) return { label: null, keepLine: true };
  const whole = line.slice(0, -1).trim();
  if (isLabel(whole)) return { label: whole, keepLine: false };
  const lead = whole.split(" (")[0]!.trim();
  return { label: lead !== whole && isLabel(lead) ? lead : null, keepLine: true };
}

/**
 * The blocks of a plain-text message. With `links` false (words a visitor wrote), nothing becomes
 * a link or a button.
 */
export function textToBlocks(text: string, { links = true }: { links?: boolean } = {}): Block[] {
  const blocks: Block[] = [];
  let buttons = 0;
  for (const paragraph of text.trim().split(/\r?\n[ \t]*\r?\n/)) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ kind: "text", lines: lines.map((l) => inlines(l, links)) });
      lines = [];
    };
    for (const raw of paragraph.split(/\r?\n/)) {
      const line = raw.trimEnd();
      if (links && URL_ONLY.test(line.trim())) {
        const { label, keepLine } = labelFrom(lines.at(-1));
        if (!keepLine) lines.pop();
        flush();
        blocks.push({ kind: "button", label, href: line.trim(), primary: buttons++ === 0 });
      } else {
        lines.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** The first words of a message, for the inbox's preview line. */
export function previewOf(text: string, max = 140): string {
  const first =
    text
      .trim()
      .split(/\r?\n[ \t]*\r?\n/)[0]
      ?.replace(/\s+/g, " ") ?? "";
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}
