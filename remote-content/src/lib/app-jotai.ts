/**
 * The one module of remote-content that imports jotai (lint: no-restricted-imports), as excalidraw's
 * app-jotai.ts. The remote has no atoms of its own: it reads and writes the session atoms of @jincheng/shared
 * (the token, the balance after a purchase).
 */
export { createStore, Provider, useAtomValue, useSetAtom } from 'jotai';
