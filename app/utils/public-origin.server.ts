// The store's public origin and the host names it answers to. Sign-in messages, canonical links
// and payment links name the public origin; a request for any other host is refused
// (server/hosts.ts), so no request header can choose the origin a signature is checked against.
import { getEnv, LOOPBACK_HOSTNAMES, type Env } from "~/utils/env.server";

export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_HOSTNAMES.includes(hostname.toLowerCase());
}

export interface HostPolicy {
  /** SITE_URL, or null for the local default (only loopback host names). */
  siteUrl: URL | null;
  /** Lower-case host names (no port) a request may name. */
  hostnames: ReadonlySet<string>;
}

export function hostPolicy(env: Env = getEnv()): HostPolicy {
  const siteUrl = env.SITE_URL ? new URL(env.SITE_URL) : null;
  const hostnames = new Set(env.ALLOWED_HOSTS);
  if (siteUrl) hostnames.add(siteUrl.hostname.toLowerCase());
  else for (const name of LOOPBACK_HOSTNAMES) hostnames.add(name);
  return { siteUrl, hostnames };
}

/** One line for the start-up log: what the store answers to and which origin signs in. */
export function describeHostPolicy(env: Env = getEnv()): string {
  const policy = hostPolicy(env);
  const hosts = [...policy.hostnames].join(", ");
  return policy.siteUrl
    ? `public origin ${policy.siteUrl.origin}; answering for ${hosts}`
    : `SITE_URL unset: answering only for ${hosts} on port ${env.PORT} (set SITE_URL to serve a public host)`;
}

/**
 * A public SITE_URL with TRUST_PROXY left at its default (loopback): behind a load balancer on
 * another address every visitor arrives from that address, so all of them share one rate-limit
 * bucket and one client can lock sign-in for everyone (decision 0021). Said at start-up.
 */
export function trustProxyWarning(env: Env, rawTrustProxy: string | undefined): string | null {
  if (!env.SITE_URL || rawTrustProxy !== undefined) return null;
  if (isLoopbackHostname(new URL(env.SITE_URL).hostname)) return null;
  return (
    `TRUST_PROXY is not set while SITE_URL is public (${new URL(env.SITE_URL).origin}). ` +
    "Only a proxy on this machine is believed about the client's address: behind a load balancer on " +
    "another address every visitor counts as that one address, so one client can exhaust the request " +
    "and sign-in limits for everyone. Set TRUST_PROXY to your load balancer's addresses or subnet, or to " +
    "a hop count (docs/deploy.md); set it to loopback to keep this default and silence this warning."
  );
}

/**
 * The origin sign-in messages, links and payment requests name: SITE_URL when set; unset, the
 * request's own origin when it is a loopback one (a laptop), else http://localhost:PORT.
 */
export function publicOrigin(request: Request): URL {
  const env = getEnv();
  if (env.SITE_URL) return new URL(new URL(env.SITE_URL).origin);
  const own = new URL(new URL(request.url).origin);
  return isLoopbackHostname(own.hostname) ? own : new URL(`http://localhost:${env.PORT}`);
}
