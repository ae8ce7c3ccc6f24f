// The operator console as a signed-in admin sees it, rendered by the production build.
import { expect } from "vitest";
import { createWalletSession } from "../../app/auth/session.server";
import { resetEnvCache } from "../../app/utils/env.server";
import { loadApp } from "../fuzz/app";
import { makeRequest } from "./requests";

export async function openConsoleAs(admin: string) {
  process.env.ADMIN_WALLETS = admin;
  resetEnvCache();
  const app = await loadApp();
  const cookie = (await createWalletSession(makeRequest("/"), admin)).split(";")[0]!;
  /** A console page's HTML, which must answer 200. */
  const page = async (path: string) => {
    const response = await app(makeRequest(path, { cookie }));
    expect(response.status, path).toBe(200);
    return response.text();
  };
  return { app, cookie, page };
}
