// The JS files the module's first load downloads: its entry chunk and every chunk it
// imports statically, transitively (dynamic imports — lazy routes — are not first load).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

function firstLoadChunks(distDir = 'dist') {
  const chunks = JSON.parse(readFileSync(join(distDir, 'bundle-report.json'), 'utf8'));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isModuleEntry = (chunk) =>
    chunk.isEntry && /(module\/index\.html|src\/main\.tsx)$/.test(chunk.facadeModuleId || '');
  const entry = chunks.find(isModuleEntry);
  if (!entry) throw new Error('bundle-report.json has no module entry chunk');
  const seen = new Set();
  const stack = [entry.fileName];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of (byFile.get(file) || {}).imports || []) stack.push(next);
  }
  return [...seen].map((file) => byFile.get(file));
}

module.exports = { firstLoadChunks };
