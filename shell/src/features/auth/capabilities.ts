import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, fetchCapabilities, type Capabilities } from '@jincheng/shared';

/**
 * Until the server has answered (or when it cannot), everything counts as available: the server still
 * refuses what it cannot do, with its own clear message.
 */
export const ASSUMED_CAPABILITIES: Capabilities = {
  pay: true,
  sms: true,
  wechat: true,
  wechatAuthorizeUrl: '/userapi/wechat/authorize',
  demo: false,
};

/** Which of SMS, WeChat and pay the server offers (/userapi/capabilities): read once per page load. */
export const capabilitiesQuery = queryOptions({
  queryKey: ['shell', 'capabilities'] as const,
  queryFn: async (): Promise<Capabilities> => (await fetchCapabilities(apiClient())) ?? ASSUMED_CAPABILITIES,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The server's capabilities for the login dialog; ASSUMED_CAPABILITIES until it answered or when it failed. */
export function useCapabilities(): Capabilities {
  return useQuery(capabilitiesQuery).data ?? ASSUMED_CAPABILITIES;
}
