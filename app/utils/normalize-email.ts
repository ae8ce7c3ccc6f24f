// One customer, one email: "customer" and "first order" compare addresses in this form, so a
// `+tag` or Gmail's ignored dots do not make a new customer.
import { sql, type SQL } from "drizzle-orm";

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/** Lower-case, trimmed, `+tag` removed, and for Gmail the dots removed (googlemail is gmail). */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at < 0) return email;
  let local = email.slice(0, at).split("+")[0]!;
  let domain = email.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** normalizeEmail in SQL, for comparing against a column of emails as they were typed. */
export function normalizedEmailSql(column: SQL | unknown): SQL {
  const e = sql`lower(trim(${column}))`;
  const local = sql`split_part(split_part(${e}, '@', 1), '+', 1)`;
  const domain = sql`split_part(${e}, '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}
