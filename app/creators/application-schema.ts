// The creator application form: one schema, used by the browser before sending and by the server.
import { z } from "zod";
import {
  applicationLimits as limits,
  applyErrors as e,
  creatorRequirements,
  platforms,
  type Platform,
} from "~/content/creators";
import { isSolanaAddress } from "./base58";

// The CSP forbids eval: without this, zod probes `new Function` and the browser reports a violation.
z.config({ jitless: true });

const platformValues = platforms.map((p) => p.value) as [Platform, ...Platform[]];

/** The form's field names; the browser and the server read the same ones. */
export const F = {
  name: "name",
  email: "email",
  platform: "platform",
  handle: "handle",
  followers: "followers",
  links: "links",
  why: "why",
  solanaAddress: "solanaAddress",
  authentic: "authentic",
  monthly: "monthly",
  consent: "consent",
  /** The honeypot: hidden from people and assistive tech, so only bots fill it. */
  honeypot: "website",
} as const;

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
  name: z.string().trim().min(1, e.name).max(limits.nameMax, e.nameTooLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, e.email)
    .pipe(z.email({ error: e.email })),
  platform: z.enum(platformValues, { error: e.platform }),
  handle: z
    .string()
    .trim()
    .regex(new RegExp(`^@?[A-Za-z0-9._-]{1,${limits.handleMax}}$`), e.handle),
  followers: z
    .string()
    .trim()
    .transform((v) => v.replace(/[,\s_]/g, ""))
    .pipe(z.string().regex(/^\d{1,10}$/, e.followers))
    .transform(Number)
    .pipe(z.number().int().min(creatorRequirements.minFollowers, e.followersTooFew).max(2_000_000_000, e.followers)),
  /** Always three slots (empty ones allowed), so an error lands on the slot it belongs to. */
  links: z
    .array(z.string().trim())
    .max(limits.linksMax)
    .superRefine((links, ctx) => {
      links.forEach((link, i) => {
        if (link && (link.length > limits.linkMax || !isWebLink(link)))
          ctx.addIssue({ code: "custom", path: [i], message: e.link });
      });
      if (!links.some(Boolean)) ctx.addIssue({ code: "custom", path: [0], message: e.linksNone });
    })
    .transform((links) => links.filter(Boolean)),
  // Browsers send a textarea's line breaks as CRLF; count them as one character, as the counter does.
  why: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, e.why).max(limits.whyMax, e.whyTooLong)),
  solanaAddress: z
    .string()
    .trim()
    .refine((v) => v === "" || isSolanaAddress(v), e.solana)
    .transform((v) => v || null),
  authentic: checked(e.authentic),
  monthly: checked(e.monthly),
  consent: checked(e.consent),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/** The raw text of each field, to give a form back exactly as it was sent. */
export interface ApplicationValues {
  name: string;
  email: string;
  platform: string;
  handle: string;
  followers: string;
  links: [string, string, string];
  why: string;
  solanaAddress: string;
  authentic: boolean;
  monthly: boolean;
  consent: boolean;
}

export const emptyApplicationValues: ApplicationValues = {
  name: "",
  email: "",
  platform: "",
  handle: "",
  followers: "",
  links: ["", "", ""],
  why: "",
  solanaAddress: "",
  authentic: false,
  monthly: false,
  consent: false,
};

const text = (form: FormData, name: string, max = 5000) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/** Reads the form as sent. Oversized text is cut well past each limit, so the schema still reports it. */
export function readApplicationForm(form: FormData): ApplicationValues {
  const links = form
    .getAll(F.links)
    .slice(0, limits.linksMax)
    .map((v) => (typeof v === "string" ? v.slice(0, 2000) : ""));
  while (links.length < limits.linksMax) links.push("");
  return {
    name: text(form, F.name),
    email: text(form, F.email),
    platform: text(form, F.platform),
    handle: text(form, F.handle),
    followers: text(form, F.followers),
    links: links as [string, string, string],
    why: text(form, F.why, 20_000),
    solanaAddress: text(form, F.solanaAddress),
    authentic: form.get(F.authentic) === "on",
    monthly: form.get(F.monthly) === "on",
    consent: form.get(F.consent) === "on",
  };
}

/** Field name (links as links.0 … links.2) → its first message. */
export type FieldErrors = Partial<Record<string, string>>;

export function validateApplication(
  values: ApplicationValues,
): { ok: true; data: Application } | { ok: false; errors: FieldErrors } {
  const result = applicationSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The length the counter shows and the schema checks. */
export const whyLength = (value: string) => value.replace(/\r\n?/g, "\n").trim().length;
