// The creator application form's one schema: Conform checks it in the browser before it posts
// and the server's action checks it again (parseWithZod on both sides; docs/architecture.md, forms).
// Conform gives an empty field as undefined, so every field names its own message for that too.
import { z } from "~/utils/zod";
import {
  applicationLimits as limits,
  applyErrors as e,
  creatorRequirements,
  platforms,
  type Platform,
} from "~/content/creators";
import { isSolanaAddress } from "./base58";

const platformValues = platforms.map((p) => p.value) as [Platform, ...Platform[]];

/** The honeypot field: hidden from people and assistive tech, so only bots fill it. */
export const HONEYPOT_FIELD = "website";

const checked = (message: string) => z.literal(true, { error: message });

function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export const applicationSchema = z.object({
  name: z.string({ error: e.name }).trim().min(1, e.name).max(limits.nameMax, e.nameTooLong),
  email: z
    .string({ error: e.email })
    .trim()
    .toLowerCase()
    .max(254, e.email)
    .pipe(z.email({ error: e.email })),
  platform: z.enum(platformValues, { error: e.platform }),
  handle: z
    .string({ error: e.handle })
    .trim()
    .regex(new RegExp(`^@?[A-Za-z0-9._-]{1,${limits.handleMax}}$`), e.handle),
  followers: z
    .string({ error: e.followers })
    .trim()
    .transform((v) => v.replace(/[,\s_]/g, ""))
    .pipe(z.string().regex(/^\d{1,10}$/, e.followers))
    .transform(Number)
    .pipe(z.number().int().min(creatorRequirements.minFollowers, e.followersTooFew).max(2_000_000_000, e.followers)),
  /** Up to three slots (empty ones allowed); an error lands on the slot it belongs to. */
  links: z
    .array(z.string().trim().optional())
    .max(limits.linksMax)
    .default([])
    .superRefine((links, ctx) => {
      links.forEach((link, i) => {
        if (link && (link.length > limits.linkMax || !isWebLink(link)))
          ctx.addIssue({ code: "custom", path: [i], message: e.link });
      });
      if (!links.some(Boolean)) ctx.addIssue({ code: "custom", path: [0], message: e.linksNone });
    })
    .transform((links) => links.filter((link): link is string => !!link)),
  // Browsers send a textarea's line breaks as CRLF; count them as one character, as the counter does.
  why: z
    .string({ error: e.why })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, e.why).max(limits.whyMax, e.whyTooLong)),
  solanaAddress: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isSolanaAddress(v), e.solana)
    .transform((v) => v || null),
  authentic: checked(e.authentic),
  monthly: checked(e.monthly),
  consent: checked(e.consent),
});

export type Application = z.output<typeof applicationSchema>;

/** The length the counter shows and the schema checks. */
export const whyLength = (value: string) => value.replace(/\r\n?/g, "\n").trim().length;
