const { createConfig } = require('@jincheng/webpack');
const { DEV_PORTS, devRegistry } = require('@jincheng/webpack/apps');

module.exports = createConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  port: DEV_PORTS.shell,
  title: '锦城体育',
  // The server build renders remotes from what the request's render preloaded (src/server/).
  serverModules: { 'src/remotes/screen-loader': 'src/server/screen-loader' },
  // In development the registry points at the remotes' dev servers.
  setupMiddlewares: (middlewares, devServer) => {
    devServer.app.get('/registry.json', (_request, response) => {
      response.set('cache-control', 'no-cache').json(devRegistry());
    });
    return middlewares;
  },
});
