// The module build (dist/module/) is what production serves: it must hold nothing of the host
// simulator (issue 20 §1). Two proofs, from the built files: no chunk was built from a file under
// simulator/ (the bundle report lists each chunk's own sources), and no built file carries the
// simulator's storage, test certificate or fake-host texts (which would betray a copy that did not
// come through an import, such as a public/ file or a pasted fixture).
const { readdirSync, readFileSync, statSync } = require('node:fs');
const { join, relative } = require('node:path');

/** Texts only the simulator has: its storage path, its test certificate, its fake-host errors. */
const SIMULATOR_MARKERS = ['fake-storage', 'test-certificate', 'Simulated failure', 'Lojas Aurora'];
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|map)$/i;
const SIMULATOR_FILE = /(^|\/)(fake-storage|simulator)(\/|$)|\.(pfx|p12)$/i;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every trace of the simulator in a module build: [] when it holds none. */
function simulatorTraces(moduleDir, chunks) {
  const traces = [];
  for (const chunk of chunks) {
    for (const source of chunk.sources ?? []) {
      if (source.startsWith('simulator/')) traces.push(`${chunk.fileName} is built from ${source}`);
    }
  }
  for (const path of filesUnder(moduleDir)) {
    const name = relative(moduleDir, path).replace(/\\/g, '/');
    if (SIMULATOR_FILE.test(name)) traces.push(`${name} is a simulator file`);
    if (!TEXT_FILE.test(name)) continue;
    const text = readFileSync(path, 'utf8');
    for (const marker of SIMULATOR_MARKERS) {
      if (text.includes(marker)) traces.push(`${name} contains '${marker}'`);
    }
  }
  return traces;
}

module.exports = { simulatorTraces, SIMULATOR_MARKERS };

if (require.main === module) {
  const chunks = JSON.parse(readFileSync('dist/bundle-report.json', 'utf8'));
  if (!chunks.some((chunk) => Array.isArray(chunk.sources) && chunk.sources.length > 0)) {
    console.error('dist/bundle-report.json lists no sources: cannot prove the module holds no simulator');
    process.exit(1);
  }
  const traces = simulatorTraces('dist/module', chunks);
  if (traces.length > 0) {
    console.error(`The module build holds simulator code or data:\n  ${traces.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`dist/module: ${filesUnder('dist/module').length} files, no simulator code or data`);
}
