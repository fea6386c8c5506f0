/**
 * The one module of the shell that imports jotai (lint: no-restricted-imports), as excalidraw's app-jotai.ts.
 * The shell has no atoms of its own: it provides the store (`appStore`) and reads the session atoms that live
 * in @jincheng/shared, which every app shares.
 */
export { createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
