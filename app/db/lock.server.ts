// Keeps a second process off the same PGlite data folder: PGlite is single-process,
// and two writers would corrupt it. The lock file holds the owner's pid.
import fs from "node:fs";
import path from "node:path";

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another NAVA process (pid ${pid}). ` +
        `Stop that process first, or point PGLITE_DIR at another folder.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "nava.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      // A stale lock from a process that died (kill -9, power loss): take it over.
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
