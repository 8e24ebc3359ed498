import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

let root: string | null = null;

/** The project's root folder, found from this module whether it runs from source or from build/server. */
export function projectRoot(): string {
  if (root) return root;
  let dir = import.meta.dirname;
  let found: string | null = null;
  while (!found) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "gazette") found = dir;
    else if (dirname(dir) === dir) found = resolve(".");
    else dir = dirname(dir);
  }
  root = found;
  return found;
}

export function projectPath(...parts: string[]): string {
  return join(projectRoot(), ...parts);
}
