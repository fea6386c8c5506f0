/**
 * @jest-environment node
 */
import {
  DEFAULT_AGENT_ID,
  apiClient,
  appStore,
  storage,
  tokenAtom,
  type RequestClientOptions,
} from '@jincheng/shared';
import { SERVER_RENDER_ID, setUpServerRendering } from '../render-page';

jest.mock('../../app/app', () => ({ AppRoutes: () => null }));

/**
 * A server render's API reads are anonymous and the same for every visitor: whatever a token, an agent or an
 * equipment id found its way into the process (the global store, storage), the reads carry none of it.
 */
test('the server-render client sends no token, the default agent and the server equipment id', async () => {
  const seen: { headers: unknown }[] = [];
  const adapter: RequestClientOptions['adapter'] = async (config) => {
    seen.push(config);
    return { data: { code: 200, data: { ok: true } }, status: 200, statusText: 'OK', headers: {}, config };
  };
  setUpServerRendering({ adapter, baseURL: 'http://127.0.0.1' });
  appStore.set(tokenAtom, 'tok-leaked-into-the-process');
  storage.set('uniqueId', 'someone-else');
  storage.set('agentid', 'agent-of-someone');

  await apiClient().get('/sportapi/anything', { page: 1 });
  await apiClient().get('/sportapi/anything', { page: 2 });

  expect(seen).toHaveLength(2);
  for (const config of seen) {
    const headers = config.headers as Record<string, unknown>;
    expect(headers.token).toBeUndefined();
    expect(headers.agentId).toBe(DEFAULT_AGENT_ID);
    expect(headers.equipment).toBe(`pc_${SERVER_RENDER_ID}`);
  }
});
