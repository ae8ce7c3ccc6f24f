// Runs the local chain on its own:
//   node --import tsx tests/support/svm-rpc/cli.ts --port 8899 [--host 127.0.0.1]
// and prints the RPC URL, the USDC-like mint and the merchant wallet to configure the store with.
import { parseArgs } from "node:util";
import { FUNDED_PAYERS, merchant, otherMint, payer, usdcMint } from "./accounts";
import { startSvmRpc } from "./server";

const { values } = parseArgs({
  options: { port: { type: "string", default: "8899" }, host: { type: "string", default: "127.0.0.1" } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}

const rpc = await startSvmRpc({ port, host: values.host });
console.log(`Local Solana RPC on ${rpc.url}`);
console.log(`  SOLANA_RPC_URL=${rpc.url}`);
console.log(`  USDC_MINT=${usdcMint.publicKey.toBase58()}`);
console.log(`  MERCHANT_WALLET=${merchant.publicKey.toBase58()}`);
console.log(`  other mint (for wrong-mint payments): ${otherMint.publicKey.toBase58()}`);
console.log(
  `  funded payers: ${Array.from({ length: FUNDED_PAYERS }, (_, i) => payer(i).publicKey.toBase58()).join(", ")}`,
);

const stop = () => void rpc.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
