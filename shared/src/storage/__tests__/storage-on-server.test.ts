/**
 * @jest-environment node
 */
import { appStore, tokenAtom } from '../../session/session-atoms';
import { currentViewer } from '../../session/viewer';
import { DEFAULT_AGENT_ID, getUniqueId, resolveAgentId } from '../device';
import { storage } from '../storage';

/**
 * One server process renders pages for every visitor: nothing a render writes to "storage" may reach the next
 * render, and the viewer is always the signed-out one, whatever the process-global store holds.
 */
test('on the server storage keeps nothing: what one render writes the next cannot read', () => {
  expect(typeof window).toBe('undefined');
  storage.set('follows', JSON.stringify({ teams: [1], leagues: [], matches: [] }));
  storage.set('Admin-Token', 'tok-of-someone');
  expect(storage.get('follows')).toBeNull();
  expect(storage.get('Admin-Token')).toBeNull();
});

test('on the server no equipment id or agent is shared between renders', () => {
  expect(getUniqueId()).not.toBe(getUniqueId());
  expect(resolveAgentId('?agentid=agent-7')).toBe('agent-7');
  expect(resolveAgentId('')).toBe(DEFAULT_AGENT_ID);
});

test('on the server the viewer is signed out even when the process-global store holds a token', () => {
  appStore.set(tokenAtom, 'tok-leaked-into-the-process');
  expect(currentViewer()).toBe('');
});
