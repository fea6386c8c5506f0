const { createConfig } = require('@jincheng/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_scores',
  port: 8091,
  title: '锦城体育 · scores（独立运行）',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
});
