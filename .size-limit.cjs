// Bundle budget (ARCHITECTURE §8): the module's first load ≤ 175 KB of gzipped JavaScript.
// The file list comes from the build's bundle report, so lazy routes never count.
const { firstLoadChunks } = require('./scripts/first-load.cjs');

module.exports = [
  {
    name: 'module first load (home route), JavaScript gzip',
    path: firstLoadChunks().map((chunk) => `dist/module/${chunk.fileName}`),
    limit: '175 KB',
    gzip: true,
  },
];
