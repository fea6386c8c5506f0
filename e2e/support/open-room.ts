import type { ChatPage, MatchListData } from '@jincheng/shared/core';
import type { APIRequestContext } from '@playwright/test';

/** A live football match whose chat room is open, read from the API the context talks to. */
export async function openRoom(api: APIRequestContext): Promise<number> {
  const list = (await (await api.get('/sportapi/matches?sport=football&status=live&pageSize=50')).json()) as {
    data: MatchListData;
  };
  for (const m of list.data.list) {
    const page = (await (await api.get(`/sportapi/matches/${m.id}/chat`)).json()) as { data: ChatPage };
    if (page.data.room.open) return m.id;
  }
  throw new Error('no live football match with an open chat room');
}
