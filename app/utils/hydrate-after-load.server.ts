import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/*
 * Every page is whole and usable as the server draws it (links and forms work without JavaScript),
 * so the app's scripts wait for the page to load and paint before they run: on a slow phone the
 * first paint and the hero image no longer queue behind ~120 KiB of script (decision 0008).
 *
 * React Router's <Scripts> writes `<link rel="modulepreload">` for every module of the first load
 * (React hoists them into <head>) and one inline module script that imports the route modules, then
 * starts the app. We rewrite both as the document streams out: the preload links leave the document,
 * and the inline module waits for `load` and one frame, then adds the same preloads (so the modules
 * still download in parallel) and imports the route modules dynamically.
 */

const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const STATIC_IMPORT_AS = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;
const STATIC_IMPORT = /^\s*import ("[^"]+");\s*$/;
const SCRIPT_END = "</script>";

/** Resolves once the page has loaded and painted a frame. */
const AFTER_LOAD =
  'await new Promise((r)=>{const go=()=>requestAnimationFrame(()=>setTimeout(r,0));document.readyState==="complete"?go():addEventListener("load",go,{once:true})});';

/** The preloads, then the inline module's static imports as one parallel dynamic import, after load. */
export function deferModuleBody(body: string, preloads: readonly string[] = []): string {
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const named = STATIC_IMPORT_AS.exec(line);
    const bare = named ? null : STATIC_IMPORT.exec(line.replace(/^;/, ""));
    if (named) {
      names.push(named[1]);
      specifiers.push(named[2]);
    } else if (bare) {
      names.push("");
      specifiers.push(bare[1]);
    } else {
      rest.push(line);
    }
  }
  if (specifiers.length === 0) return body;
  const preload = preloads.length
    ? `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}\n`
    : "";
  const imports = `const [${names.join(",")}]=await Promise.all([${specifiers.map((s) => `import(${s})`).join(",")}]);`;
  return `${AFTER_LOAD}\n${preload}${imports}\n${rest.join("\n")}`;
}

/**
 * Rewrites a whole piece of HTML that holds no cut-off tag (see `safeEnd`). `preloads` carries the
 * links taken out of earlier pieces of the same document to the module script that adds them back.
 */
export function rewriteHydrationScripts(html: string, preloads: string[] = []): string {
  let out = html.replace(PRELOAD_LINK, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  let from = 0;
  for (;;) {
    const rest = out.slice(from);
    const open = MODULE_SCRIPT.exec(rest);
    if (!open) return out;
    const bodyStart = from + open.index + open[0].length;
    const bodyEnd = out.indexOf(SCRIPT_END, bodyStart);
    if (bodyEnd === -1) return out;
    const body = deferModuleBody(out.slice(bodyStart, bodyEnd), preloads);
    out = out.slice(0, bodyStart) + body + out.slice(bodyEnd);
    from = bodyStart + body.length + SCRIPT_END.length;
  }
}

/** Where `html` can be cut so that no tag, and no inline module script, is split. */
export function safeEnd(html: string): number {
  let end = html.length;
  const lastOpen = html.lastIndexOf("<");
  if (lastOpen !== -1 && html.indexOf(">", lastOpen) === -1) end = lastOpen;
  // A module script whose closing tag has not arrived yet waits whole.
  const head = html.slice(0, end);
  const scriptStart = head.lastIndexOf("<script");
  if (scriptStart !== -1 && head.indexOf(SCRIPT_END, scriptStart) === -1) {
    const tagEnd = head.indexOf(">", scriptStart);
    if (tagEnd === -1 || MODULE_SCRIPT.test(head.slice(scriptStart, tagEnd + 1))) end = scriptStart;
  }
  return end;
}

/** The document stream with the rewrite applied, whatever the chunk boundaries. */
export function hydrateAfterLoadStream(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      const end = safeEnd(pending);
      const ready = pending.slice(0, end);
      pending = pending.slice(end);
      callback(null, ready ? rewriteHydrationScripts(ready, preloads) : undefined);
    },
    flush(callback) {
      const last = pending + decoder.end();
      callback(null, last ? rewriteHydrationScripts(last, preloads) : undefined);
    },
  });
}
