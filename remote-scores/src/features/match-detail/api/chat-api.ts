/** 聊天室 of a match: read its history, post a line, report someone else's line. */
import {
  COMMUNITY_REFUSED_CODE,
  RequestError,
  SPORT_API,
  apiClient,
  readServerMessage,
  type ChatPage,
  type ChatReportData,
  type PostChatData,
  type ReportReason,
} from '@jincheng/shared';

/** Refusals the room shows under the box itself (the filter, the throttle, a mute, a closed room), not as a toast. */
const SHOWN_INLINE = [400, 403, 404, 429, 1006, COMMUNITY_REFUSED_CODE] as const;

/** GET /sportapi/matches/:id/chat: the newest lines before `before` (all when absent), newest first. */
export function getChatPage(matchId: number, before?: number, limit?: number): Promise<ChatPage> {
  return apiClient().get<ChatPage>(SPORT_API.matchChat(matchId), { before, limit });
}

/** POST a line (signed in): the line as shown, `notice` when words were masked. */
export function postChat(matchId: number, text: string): Promise<PostChatData> {
  return apiClient().post<PostChatData>(
    SPORT_API.matchChat(matchId),
    { text },
    { json: true, handles: SHOWN_INLINE },
  );
}

/** POST a report: the server's words say what became of it (the third report hides the line). */
export async function reportChat(
  messageId: number,
  reason: ReportReason,
): Promise<{ data: ChatReportData; message: string }> {
  const envelope = await apiClient().post<{ retmsg?: string; data: ChatReportData }>(
    SPORT_API.chatReport(messageId),
    { reason },
    { json: true, envelope: true },
  );
  return { data: envelope.data, message: envelope.retmsg ?? '举报已受理' };
}

/**
 * What to tell a fan whose line was refused: the server's own words (the client's catalogue puts a fixed
 * 当前操作没有权限 on every 403, but a closed room or a mute says why in `retmsg`).
 */
export function refusalText(error: unknown): string {
  if (error instanceof RequestError)
    return (
      (error.kind === 'business' ? readServerMessage(error.detail as never) : undefined) ?? error.message
    );
  return '发送失败，请稍后再试';
}
