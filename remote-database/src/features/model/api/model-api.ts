import { apiClient, type ModelRecordData, type Sport } from '@jincheng/shared';

/** GET /sportapi/model/record?sport= (docs/sportapi.md, 数据模型): the model's walk-forward track record. */
export function getModelRecord(sport: Sport, signal?: AbortSignal): Promise<ModelRecordData> {
  return apiClient().get<ModelRecordData>('/sportapi/model/record', { sport }, { signal });
}
