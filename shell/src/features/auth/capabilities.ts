import { useEffect, useState } from 'react';
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

/** Asked once per page load; `clear` is for tests. */
export const capabilitiesCache: { pending: Promise<Capabilities> | null; clear(): void } = {
  pending: null,
  clear() {
    this.pending = null;
  },
};

function load(): Promise<Capabilities> {
  capabilitiesCache.pending ??= Promise.resolve(fetchCapabilities(apiClient())).then(
    (answer) => answer ?? ASSUMED_CAPABILITIES,
    () => ASSUMED_CAPABILITIES,
  );
  return capabilitiesCache.pending;
}

/** Which of SMS, WeChat and pay the server offers (/userapi/capabilities), for the login dialog. */
export function useCapabilities(): Capabilities {
  const [capabilities, setCapabilities] = useState<Capabilities>(ASSUMED_CAPABILITIES);
  useEffect(() => {
    let live = true;
    void load().then((answer) => live && setCapabilities(answer));
    return () => {
      live = false;
    };
  }, []);
  return capabilities;
}
