const { createConfig } = require('@jincheng/webpack');
const { DEV_PORTS } = require('@jincheng/webpack/apps');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_database',
  port: DEV_PORTS.database,
  title: '锦城体育 · database（独立运行）',
  exposes: { './routes': './src/routes.ts' },
});
