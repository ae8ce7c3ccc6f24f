// The store's value of NPX from its setting (NPX_VALUE_USD): the one place the server reads it.
import { getEnv } from "./env.server";
import { parseNpxValueUsd, type NpxValue } from "./npx-value";

export function getNpxValue(): NpxValue {
  return parseNpxValueUsd(getEnv().NPX_VALUE_USD)!;
}
