import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from '../next-task';

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

it('resolves in a later task, not among the microtasks of this one', async () => {
  let done = false;
  void nextTask().then(() => {
    done = true;
  });
  await flushMicrotasks();
  expect(done).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done).toBe(true);
});

it('uses a message channel where there is one, so a hidden tab (timers held to one a second) is not held', async () => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
  // With every timer frozen, only the channel can resolve it.
  jest.useFakeTimers();
  let done = false;
  void nextTask().then(() => {
    done = true;
  });
  await flushMicrotasks();
  expect(done).toBe(false);
  // A timer set under fake timers never fires once they are dropped: only the channel can have resolved it.
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done).toBe(true);
});
