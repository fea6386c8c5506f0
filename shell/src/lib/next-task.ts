/**
 * Resolves in a new task: what runs after it is a task of its own, and the browser may paint and handle input
 * in between (Lighthouse counts each task's time past 50 ms as blocking). A message on a channel rather than a
 * timer where there is one: a hidden tab runs timers once a second at most, and a page opened in the
 * background would start seconds late.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
