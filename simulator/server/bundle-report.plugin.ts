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
}

function packageOf(moduleId: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replace(/\\/g, '/'));
  return match?.[1];
}

/**
 * Writes dist/bundle-report.json: every JS chunk with its static and dynamic imports and
 * the packages inside it. The bundle budget (scripts/bundle-budget.mjs) reads it to find
 * exactly what the module's first load downloads.
 */
export function bundleReport(): Plugin {
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
          bytesByPackage,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}
