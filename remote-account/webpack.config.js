const { createConfig } = require('@jincheng/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_account',
  port: 8094,
  title: '锦城体育 · account（独立运行）',
  exposes: { './routes': './src/routes.ts' },
});
