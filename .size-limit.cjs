// Bundle budget: the module's first load ≤ 170 KB of gzipped JavaScript (issue 34 §6; 175 before).
// The file list comes from the build's bundle report, so lazy routes never count.
const { firstLoadChunks } = require('./scripts/first-load.cjs');

module.exports = [
  {
    name: 'module first load (home route), JavaScript gzip',
    path: firstLoadChunks().map((chunk) => `dist/module/${chunk.fileName}`),
    limit: '170 KB',
    gzip: true,
  },
];
