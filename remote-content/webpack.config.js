const { createConfig } = require('@jincheng/webpack');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_content',
  port: 8092,
  title: '锦城体育 · content（独立运行）',
  exposes: { './routes': './src/routes.ts', './widgets': './src/widgets.ts' },
});
