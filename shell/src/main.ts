// No async boundary: the shell provides every shared singleton eagerly from this entry (see
// webpack/federation-plugin.js), so the app starts in the same script and its first remote request leaves
// without waiting for another chunk.
import './bootstrap';
