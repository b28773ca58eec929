// Issue 21: every dependency in package.json is used — imported by the module, the simulator,
// the tests, a script or a config file, run as a command by an npm script, or loaded by name
// by a tool whose config names it. Prints the unused ones and exits 1 when there are any.
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const CODE = /\.(c|m)?(j|t)sx?$/;
const FOLDERS = ['src', 'simulator', 'tests', 'scripts', 'deploy'];
const ROOT_FILES = /^(\.[\w-]+\.cjs|[\w.-]+\.config\.(ts|js|mjs|cjs))$/;

/**
 * Packages a tool loads by name, used when the named file holds the given text (a plugin or an
 * environment is never imported). Type packages are used with the package they describe.
 */
const LOADED_BY_TOOL = {
  jsdom: ['vitest.config.ts', "environment: 'jsdom'"],
  '@stryker-mutator/vitest-runner': ['stryker.config.mjs', "testRunner: 'vitest'"],
  '@size-limit/file': ['.size-limit.cjs', 'gzip: true'],
};

function codeFiles(folder) {
  const files = [];
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...codeFiles(path));
    else if (CODE.test(name)) files.push(path);
  }
  return files;
}

/** The package names the code imports, requires or declares a module for. */
function importedPackages(root) {
  const files = [
    ...FOLDERS.flatMap((folder) => codeFiles(join(root, folder))),
    ...readdirSync(root)
      .filter((name) => ROOT_FILES.test(name))
      .map((name) => join(root, name)),
  ];
  const names = new Set();
  const specifier =
    /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+|declare module\s+)['"]([^'"./][^'"]*)['"]/g;
  for (const file of files) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return names;
}

/** The commands npm scripts run (their first word, and words after && or npx). */
function scriptCommands(pkg) {
  const words = Object.values(pkg.scripts ?? {}).flatMap((script) => script.split(/\s+/));
  return new Set(words);
}

function binariesOf(root, name) {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
    if (typeof manifest.bin === 'string') return [manifest.name.split('/').pop()];
    return Object.keys(manifest.bin ?? {});
  } catch {
    return [];
  }
}

function unusedDependencies(root = process.cwd()) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const all = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  const imported = importedPackages(root);
  const commands = scriptCommands(pkg);
  const testAll = readFileSync(join(root, 'scripts', 'test-all.mjs'), 'utf8');
  const isUsed = (name) => {
    if (imported.has(name)) return true;
    if (name.startsWith('@types/')) {
      const described = name
        .slice('@types/'.length)
        .replace('__', '/')
        .replace(/^(?!@)(.*)\/(.*)$/, '@$1/$2');
      return described === 'node' || imported.has(described) || imported.has(name.slice(7));
    }
    if (binariesOf(root, name).some((bin) => commands.has(bin) || testAll.includes(`bin('${bin}')`)))
      return true;
    const loaded = LOADED_BY_TOOL[name];
    if (loaded) return readFileSync(join(root, loaded[0]), 'utf8').includes(loaded[1]);
    return false;
  };
  return all.filter((name) => !isUsed(name));
}

module.exports = { unusedDependencies };

if (require.main === module) {
  const unused = unusedDependencies();
  if (unused.length > 0) {
    console.error(`dependencies nothing uses: ${unused.join(', ')}`);
    process.exit(1);
  }
  console.log('every dependency is used');
}
