import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

interface ChunkReport {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** Packages bundled into the chunk (from node_modules), to prove what a first load carries. */
  readonly packages: readonly string[];
  /** Minified bytes per package ('(app)' for our own code): where a budget goes. */
  readonly bytesByPackage: Readonly<Record<string, number>>;
  /** Our own files in the chunk, from the project root ('src/main.tsx'). */
  readonly sources: readonly string[];
}

/** A module id as a path from the project root, so reports read the same on any machine. */
function projectPath(moduleId: string): string {
  const path = moduleId.replace(/\\/g, '/').replace(/\?.*$/, '');
  const root = process.cwd().replace(/\\/g, '/');
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}

function packageOf(moduleId: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replace(/\\/g, '/'));
  return match?.[1];
}

/**
 * Writes the bundle report (dist/bundle-report.json, beside the module's build, never in it):
 * every JS chunk with its static and dynamic imports, the packages inside it and our own source
 * files in it. The bundle budget and the first-load checks (scripts/first-load.cjs) read it to
 * find exactly what the module's first load downloads; the simulator-free check reads the sources.
 */
export function bundleReport(reportPath: string): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        const bytesByPackage: Record<string, number> = {};
        for (const id of output.moduleIds) {
          const name = packageOf(id);
          if (name) packages.add(name);
          const key = name ?? '(app)';
          bytesByPackage[key] = (bytesByPackage[key] ?? 0) + (output.modules[id]?.renderedLength ?? 0);
        }
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages: [...packages].sort(),
          sources: output.moduleIds.filter((id) => packageOf(id) === undefined).map(projectPath),
          bytesByPackage,
        });
      }
      mkdirSync(dirname(reportPath), { recursive: true });
      writeFileSync(reportPath, JSON.stringify(chunks, null, 2));
    },
  };
}
