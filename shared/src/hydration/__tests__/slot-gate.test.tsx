import { act } from '@testing-library/react';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryBoundary } from '../../data/query-boundary';
import { SlotGate, SlotGateContext } from '../slot-gate';

test('the gate runs what waits on it now when nothing holds it, else when the last hold is released', () => {
  const gate = new SlotGate();
  const log: string[] = [];
  gate.whenClear(() => log.push('a'));
  expect(log).toEqual(['a']);
  const first = gate.hold();
  const second = gate.hold();
  gate.whenClear(() => log.push('b'));
  first();
  first(); // a second release of the same hold changes nothing
  expect(log).toEqual(['a']);
  second();
  expect(log).toEqual(['a', 'b']);
});

/** A slot like the shell's RemoteSlot: a gate, the screen, and the passive effect that marks the slot live. */
function Slot({ log, withGate }: { log: string[]; withGate: boolean }) {
  const gate = useMemo(() => new SlotGate(), []);
  return (
    <SlotGateContext.Provider value={withGate ? gate : null}>
      <main>
        <h1>比分</h1>
        <QueryBoundary pending={<p>加载中</p>} failed={() => <p>加载失败</p>}>
          <Rows log={log} />
        </QueryBoundary>
        <Live gate={gate} log={log} />
      </main>
    </SlotGateContext.Provider>
  );
}

function Rows({ log }: { log: string[] }) {
  useLayoutEffect(() => {
    log.push('rows hydrated');
  }, [log]);
  return (
    <button type="button" onClick={() => undefined}>
      关注
    </button>
  );
}

function Live({ gate, log }: { gate: SlotGate; log: string[] }) {
  useEffect(() => gate.whenClear(() => log.push('slot live')), [gate, log]);
  return null;
}

async function hydrate(withGate: boolean): Promise<string[]> {
  const html = renderToString(<Slot log={[]} withGate={withGate} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const log: string[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Slot log={log} withGate={withGate} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  container.remove();
  return log;
}

test('server HTML: React hydrates the QueryBoundary after the slot around it, so without the gate the slot is "live" while its rows are not', async () => {
  expect(await hydrate(false)).toEqual(['slot live', 'rows hydrated']);
});

test('server HTML: with the gate the slot is live only once the rows inside its boundary have hydrated', async () => {
  expect(await hydrate(true)).toEqual(['rows hydrated', 'slot live']);
});

test('a screen the browser renders itself: the boundary commits with the slot and never holds it', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const log: string[] = [];
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  await act(async () => root.render(<Slot log={log} withGate />));
  expect(log).toEqual(['rows hydrated', 'slot live']);
  act(() => root.unmount());
  container.remove();
});

test('a boundary that fails while hydrating releases the slot with its failure panel (its 重试 is live)', async () => {
  function Broken(): never {
    throw new Error('读取失败');
  }
  function FailingSlot({ log, server }: { log: string[]; server: boolean }) {
    const gate = useMemo(() => new SlotGate(), []);
    return (
      <SlotGateContext.Provider value={gate}>
        <main>
          <QueryBoundary pending={<p>加载中</p>} failed={() => <button type="button">重试</button>}>
            {server ? <Rows log={log} /> : <Broken />}
          </QueryBoundary>
          <Live gate={gate} log={log} />
        </main>
      </SlotGateContext.Provider>
    );
  }
  const html = renderToString(<FailingSlot log={[]} server />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const log: string[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <FailingSlot log={log} server={false} />, { onRecoverableError: () => undefined });
  });
  expect(log).toEqual(['slot live']);
  expect(container.textContent).toContain('重试');
  errors.mockRestore();
  container.remove();
});
