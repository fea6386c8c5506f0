// No async boundary in the federation sense: the shell provides every shared singleton eagerly from this entry
// (see webpack/federation-plugin.js), and the imports below are `eager`, so every module stays in this file and
// the first remote request leaves without waiting for another chunk.
//
// What is split is the evaluation: it was one task of 206 ms on a 4× slower phone (all of it past 50 ms is
// Total Blocking Time). Now the federation runtime's start (which webpack runs before this module), React's
// modules, the shared package (and what it brings: TanStack Query, jotai, dayjs), the app's modules, and its
// start (bootstrap.tsx) are five tasks, the browser free in between. On Lighthouse's phone, /match's
// blocking time went from a median of 233 ms (three tasks, the shared package with the app) to 173 (five runs each).
import { nextTask } from './lib/next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@jincheng/shared'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/app'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
