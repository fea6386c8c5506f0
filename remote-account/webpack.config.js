const { createConfig } = require('@jincheng/webpack');
const { DEV_PORTS } = require('@jincheng/webpack/apps');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_account',
  port: DEV_PORTS.account,
  title: '锦城体育 · account（独立运行）',
  exposes: { './routes': './src/routes.ts' },
});
