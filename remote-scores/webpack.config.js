const { createConfig } = require('@jincheng/webpack');
const { DEV_PORTS } = require('@jincheng/webpack/apps');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_scores',
  port: DEV_PORTS.scores,
  title: '锦城体育 · scores（独立运行）',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
  // The code /home's widgets and /match share (status text, live hooks, the style runtime) is under webpack's
  // default 20 KB: split at 10 KB it is one chunk both load, not a copy in each (/home −2.4 KB gzip, measured
  // when the virtualiser left /match's first load).
  splitChunksMinSize: 10000,
});
