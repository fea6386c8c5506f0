const { createConfig } = require('@jincheng/webpack');

module.exports = createConfig({ dir: __dirname, kind: 'host', name: 'shell', port: 8090, title: '锦城体育' });
