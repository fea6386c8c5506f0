/**
 * The one module of remote-account that imports jotai (lint: no-restricted-imports), as excalidraw's
 * app-jotai.ts. The remote has no atoms of its own (the balance is a session atom of @jincheng/shared); its
 * tests provide a store.
 */
export { Provider } from 'jotai';
