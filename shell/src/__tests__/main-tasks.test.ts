import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 24: the shell's bundle was evaluated in one task of 206 ms on a 4× slower phone (Lighthouse's Total
 * Blocking Time counts all of it past 50 ms). main.ts now evaluates React's modules and the app's in tasks of
 * their own, each after the browser has had its turn. These fail if the entry goes back to one task.
 */
const order: string[] = [];
jest.mock('react-dom/client', () => {
  order.push('react-dom');
  return {};
});
jest.mock('@jincheng/shared', () => {
  order.push('shared');
  return {};
});
jest.mock('../app/app', () => {
  order.push('app');
  return {};
});
jest.mock('../bootstrap', () => {
  order.push('bootstrap');
  return {};
});

beforeEach(() => {
  order.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** Lets the promise chain of main.ts run as far as it can without a new task. */
async function drainMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

it('evaluates nothing of the app in the task that runs the bundle, then React, the shared package, the app modules and its start, a task apart', async () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../main');
  });
  await drainMicrotasks();
  expect(order).toEqual([]);

  jest.advanceTimersToNextTimer();
  await drainMicrotasks();
  expect(order).toEqual(['react-dom']);

  jest.advanceTimersToNextTimer();
  await drainMicrotasks();
  expect(order).toEqual(['react-dom', 'shared']);

  jest.advanceTimersToNextTimer();
  await drainMicrotasks();
  expect(order).toEqual(['react-dom', 'shared', 'app']);

  jest.advanceTimersToNextTimer();
  await drainMicrotasks();
  expect(order).toEqual(['react-dom', 'shared', 'app', 'bootstrap']);
});

it('keeps them all in the entry file: each import is eager, so no chunk is fetched before the app starts', () => {
  const source = fs.readFileSync(path.join(__dirname, '../main.ts'), 'utf8');
  const imports = [...source.matchAll(/import\(([^)]*)\)/g)].map((m) => m[1]);
  expect(imports).toHaveLength(4);
  for (const spec of imports) expect(spec).toMatch(/webpackMode: "eager"/);
});
