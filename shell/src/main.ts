// Async boundary: shared singletons (react, router, jotai, shared) are negotiated before the app runs.
import('./bootstrap');
