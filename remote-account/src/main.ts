// Async boundary: shared singletons are negotiated before the standalone host runs.
import('./bootstrap');
