/**
 * Where a dev server sends /userapi, /sportapi, /legal and /__dev. Given (`--env apiTarget=…` or
 * API_TARGET), that one; otherwise the first that answers of the dev API (`npm run dev`, :8081) and
 * `npm start` (:8080), probed per request with a short cache, so a remote team can run one remote against
 * whichever local server they have running, with no flag.
 */
const net = require('node:net');
const { DEV_PORTS } = require('./apps');

const CANDIDATES = [DEV_PORTS.api, 8080].map((port) => ({ port, url: `http://localhost:${port}` }));
const CACHE_MS = 5_000;

function answers(port, timeoutMs = 300) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * A proxy `router` for webpack-dev-server. The shell's own dev server (port 8080) never probes itself: it
 * is the one answering on 8080.
 */
function apiRouter({ explicit, ownPort, candidates: all = CANDIDATES }) {
  if (explicit) return () => explicit;
  const candidates = all.filter((c) => c.port !== ownPort);
  let cached = { url: candidates[0].url, until: 0 };
  return async () => {
    if (Date.now() < cached.until) return cached.url;
    let url = candidates[0].url;
    for (const candidate of candidates) {
      if (await answers(candidate.port)) {
        url = candidate.url;
        break;
      }
    }
    cached = { url, until: Date.now() + CACHE_MS };
    return url;
  };
}

module.exports = { apiRouter, CANDIDATES };
