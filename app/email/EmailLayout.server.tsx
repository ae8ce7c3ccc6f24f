// The one HTML layout of the store's email: inline styles, a table-based column of at most 600 px
// centred on the page; the NAVA wordmark on the espresso band, the subject as the heading, the
// message's blocks (./blocks.ts), and a footer with the ways to reach the store. Built with React
// Email's components, each its own package (@react-email/components would also load Tailwind and
// a code highlighter with the server). Server only. React escapes every word, so a name or a
// message a visitor typed is text, never markup.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import { emailLayout as t } from "~/content/email";
import type { Block, Inline } from "./blocks";

// The palette and type of app/app.css (email clients read no stylesheet, so the values are here).
const color = {
  cream50: "#fffdf9",
  cream100: "#fbf6ee",
  cream300: "#ead9bd",
  espresso900: "#2b1d14",
  espresso700: "#5a3f2c",
  chai300: "#e6b17e",
  chai700: "#7a461b",
};
const sans = '"DM Sans", -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';
const serif = 'Fraunces, Georgia, "Times New Roman", serif';

const s = {
  body: { margin: 0, padding: "24px 12px", backgroundColor: color.cream100, fontFamily: sans },
  container: {
    width: "100%",
    maxWidth: "600px",
    backgroundColor: color.cream50,
    border: `1px solid ${color.cream300}`,
    borderRadius: "16px",
    overflow: "hidden",
  },
  band: { backgroundColor: color.espresso900, padding: "20px 28px" },
  wordmark: {
    margin: 0,
    fontFamily: serif,
    fontSize: "22px",
    fontWeight: 600,
    letterSpacing: "0.18em",
    color: color.chai300,
  },
  main: { padding: "28px 28px 8px" },
  heading: {
    margin: "0 0 16px",
    fontFamily: serif,
    fontSize: "26px",
    lineHeight: "1.25",
    fontWeight: 600,
    color: color.espresso900,
  },
  text: {
    margin: "0 0 16px",
    fontSize: "16px",
    lineHeight: "1.6",
    color: color.espresso900,
    overflowWrap: "anywhere",
    wordBreak: "break-word",
  },
  link: { color: color.chai700, textDecoration: "underline" },
  buttonRow: { margin: "4px 0 20px" },
  button: {
    display: "inline-block",
    maxWidth: "100%",
    boxSizing: "border-box",
    borderRadius: "999px",
    border: `2px solid ${color.espresso900}`,
    padding: "12px 24px",
    fontSize: "16px",
    fontWeight: 600,
    lineHeight: "1.25",
    textAlign: "center",
    textDecoration: "none",
  },
  primary: { backgroundColor: color.espresso900, color: color.cream50 },
  secondary: { backgroundColor: color.cream50, color: color.espresso900 },
  hr: { borderColor: color.cream300, margin: "8px 0 0" },
  footer: { padding: "20px 28px 24px" },
  small: { margin: "0 0 8px", fontSize: "13px", lineHeight: "1.5", color: color.espresso700 },
  footerLink: { color: color.espresso900, fontWeight: 600, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

/** The label of a button whose text gives none: what the page it opens is. */
export function buttonLabelFor(href: string): string {
  let path = "";
  try {
    path = new URL(href).pathname;
  } catch {
    return t.otherPage;
  }
  return t.buttonsByPath.find((b) => b.path.test(path))?.label ?? t.otherPage;
}

function Words({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) =>
    "href" in part ? (
      <Link key={i} href={part.href} style={s.link}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === "button") {
    return (
      <Section style={s.buttonRow}>
        <Button href={block.href} style={{ ...s.button, ...(block.primary ? s.primary : s.secondary) }}>
          {block.label ?? buttonLabelFor(block.href)}
        </Button>
      </Section>
    );
  }
  return (
    <Text style={s.text}>
      {block.lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          <Words parts={line} />
        </span>
      ))}
    </Text>
  );
}

export function EmailLayout({
  subject,
  preview,
  blocks,
  origin,
}: {
  subject: string;
  preview: string;
  blocks: Block[];
  /** The store's public origin, for the footer's links. */
  origin: string;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.band}>
            <Link href={origin} style={{ textDecoration: "none" }}>
              <Text style={s.wordmark}>{t.wordmark}</Text>
            </Link>
          </Section>
          <Section style={s.main}>
            <Heading as="h1" style={s.heading}>
              {subject}
            </Heading>
            {blocks.map((block, i) => (
              <BlockView key={i} block={block} />
            ))}
          </Section>
          <Hr style={s.hr} />
          <Section style={s.footer}>
            <Text style={s.small}>{t.footer.help}</Text>
            <Text style={s.small}>
              {t.footer.links.map((l, i) => (
                <span key={l.to}>
                  {i > 0 && " · "}
                  <Link href={new URL(l.to, origin).toString()} style={s.footerLink}>
                    {l.label}
                  </Link>
                </span>
              ))}
            </Text>
            <Text style={s.small}>{t.footer.tagline}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
