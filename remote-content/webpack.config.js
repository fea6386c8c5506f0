const { createConfig } = require('@jincheng/webpack');
const { DEV_PORTS } = require('@jincheng/webpack/apps');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_content',
  port: DEV_PORTS.content,
  title: '锦城体育 · content（独立运行）',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
});
