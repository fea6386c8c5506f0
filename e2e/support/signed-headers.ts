import { CHANNEL, VERSION, computeSign, epochSeconds } from '@jincheng/shared/core';
import { now } from './clock';

/** The headers the web client signs every /userapi call with (docs/userapi.md), with a token when given. */
export function signedHeaders(token?: string): Record<string, string> {
  const timestamp = String(epochSeconds(now()));
  return {
    agentId: 'pc_default',
    ept: '97',
    telFirm: '',
    channel: CHANNEL,
    version: VERSION,
    equipment: 'pc_e2e',
    timestamp,
    sign: computeSign(CHANNEL, timestamp, VERSION),
    ...(token ? { token } : {}),
  };
}
