// ECharts must never be in the first load (architecture.md §8): only report routes load it.
const { firstLoadChunks } = require('./first-load.cjs');

const offenders = firstLoadChunks().filter((chunk) =>
  chunk.packages.some((name) => name === 'echarts' || name === 'zrender' || name === 'echarts-for-react'),
);
if (offenders.length > 0) {
  console.error(`ECharts is in the first load: ${offenders.map((chunk) => chunk.fileName).join(', ')}`);
  process.exit(1);
}
console.log(`first load: ${firstLoadChunks().length} chunk(s), no ECharts`);
