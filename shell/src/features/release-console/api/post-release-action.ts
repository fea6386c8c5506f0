import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, toast } from '@jincheng/shared';
import { OPS_API } from './get-releases';
import type { AppRelease, ReleaseAction, ReleaseApp } from '@jincheng/shared/core';

export interface ReleaseActionInput {
  app: ReleaseApp;
  action: ReleaseAction;
  reason: string;
  /** promote: the canary's version. */
  version?: string;
}

interface ActionAnswer {
  retcode: number;
  retmsg: string;
  data: { app: AppRelease };
}

const ACTION_PATH: Record<ReleaseAction, string> = {
  rollback: 'rollback',
  promote: 'promote',
  'stop-canary': 'canary/stop',
};

/** Codes the dialog shows itself (the server's retmsg): the release guard's refusals, auth, bad input. */
const SHOWN_IN_DIALOG = [400, 401, 403, 404, 409, 422, 423, 429, 500, 503];

export function postReleaseAction({ app, action, reason, version }: ReleaseActionInput) {
  const body = action === 'promote' ? { version, reason } : { reason };
  return apiClient().post<ActionAnswer>(`${OPS_API}/${app}/${ACTION_PATH[action]}`, body, {
    json: true,
    envelope: true,
    handles: SHOWN_IN_DIALOG,
  });
}

/** One action on one app: on success the server's sentence is shown and the console reads again. */
export function useReleaseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReleaseAction,
    onSuccess: async (answer) => {
      toast.success(answer.retmsg);
      await queryClient.invalidateQueries({ queryKey: ['shell', 'ops', 'releases'] });
    },
  });
}
