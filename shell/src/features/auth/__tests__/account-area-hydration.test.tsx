import { hydrateWatched } from '../../../../../jest/hydrate-watched';
import { waitFor } from '@testing-library/react';
import { createStore, Provider } from '../../../lib/app-jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import * as shared from '@jincheng/shared';
import { AccountArea } from '../account-area/account-area';
import { accountAnswers } from '../../../../../jest/account-answers';

function header(store: ReturnType<typeof createStore>) {
  return (
    <Provider store={store}>
      <shared.DataProvider client={shared.createQueryClient()}>
        <MemoryRouter>
          <AccountArea />
        </MemoryRouter>
      </shared.DataProvider>
    </Provider>
  );
}

test('a signed-in visitor gets the server header (登录), hydrated without a mismatch, then the avatar', async () => {
  accountAnswers(() => Promise.resolve({ userId: '10001', balance: 1000 }));
  // The server has no session: its header says 登录.
  const server = renderToString(header(createStore()));
  expect(server).toContain('登录');

  const store = createStore();
  store.set(shared.tokenAtom, 'tok-live');
  const container = document.createElement('div');
  container.innerHTML = server;
  document.body.append(container);
  (await hydrateWatched(container, header(store))).expectClean();
  // Right after hydration the session in this browser shows: the avatar menu (a chunk of its own) replaces 登录.
  await waitFor(() => expect(container.querySelector('button[aria-expanded]')).not.toBeNull());
  expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('登录');
  container.remove();
});
