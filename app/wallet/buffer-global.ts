// web3.js and some wallet packages reach for Node's global Buffer. Only the lazy wallet
// island imports this, so no other page carries it.
import { Buffer } from "buffer";

const scope = globalThis as { Buffer?: typeof Buffer };
scope.Buffer ??= Buffer;
