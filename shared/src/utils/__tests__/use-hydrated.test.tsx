import { Suspense, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { useHydrated } from '../use-hydrated';

/** Each value a reader rendered with, in order. */
function Reader({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? '已就绪' : '服务端'}</p>;
}

/** Hydrates `html` (the server's render of `node`) into a fresh container; returns it and any mismatch. */
async function hydrate(node: React.ReactNode) {
  const html = renderToString(node);
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, container, errors };
}

it('is false on the server and while the browser hydrates, true afterwards, without a mismatch', async () => {
  const seen: boolean[] = [];
  const { html, container, errors } = await hydrate(<Reader seen={seen} />);
  expect(html).toContain('服务端');
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('已就绪');
  // The server's render, the hydrating render, then the live one.
  expect(seen).toEqual([false, false, true]);
});

it('is true from the first render on a page the browser renders itself', async () => {
  const seen: boolean[] = [];
  const container = document.createElement('div');
  await act(async () => createRoot(container).render(<Reader seen={seen} />));
  expect(seen).toEqual([true]);
  expect(container.textContent).toBe('已就绪');
});

it('turns true in a transition: the server content stays on screen while the live render waits', async () => {
  // A reader whose live render waits for something that never comes. A transition keeps what is on screen;
  // an urgent render (how a store whose browser value differs from the server's is re-rendered after a
  // hydration, in one blocking task) would replace it with the fallback.
  const never = new Promise<never>(() => undefined);
  function Waits() {
    if (useHydrated()) use(never);
    return <p>比分列表</p>;
  }
  const { container, errors } = await hydrate(
    <Suspense fallback={<p>加载中</p>}>
      <Waits />
    </Suspense>,
  );
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('比分列表');
});
