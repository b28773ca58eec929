import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file (not folder) under `folder`, at any depth, as full paths: what the source guards read. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
