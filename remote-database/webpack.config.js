const { createConfig } = require('@jincheng/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_database',
  port: 8093,
  title: '锦城体育 · database（独立运行）',
  exposes: { './routes': './src/routes.ts' },
});
