import { CHANNEL, EPT, VERSION, computeSign, epochSeconds } from './sign';

export interface HeaderInputs {
  agentId: string;
  uniqueId: string;
  /** Absent or empty when signed out: the header is then left off. */
  token?: string | null;
  nowMs?: number;
}

/** The headers every request carries (seed spec §7); header names are the ones the server reads. */
export function buildRequestHeaders({
  agentId,
  uniqueId,
  token,
  nowMs,
}: HeaderInputs): Record<string, string> {
  const timestamp = String(epochSeconds(nowMs));
  const headers: Record<string, string> = {
    agentId,
    ept: String(EPT),
    telFirm: '',
    channel: CHANNEL,
    version: VERSION,
    equipment: `pc_${uniqueId}`,
    timestamp,
    sign: computeSign(CHANNEL, timestamp, VERSION),
  };
  if (token) headers.token = token;
  return headers;
}
