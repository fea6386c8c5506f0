import { appStore, configureApiClient, logout, tokenAtom } from '@jincheng/shared';

/** Where the router lets code outside React navigate (set by `NavigationBridge` inside the router). */
export const navigation: { go: (to: string) => void } = {
  go: (to) => window.location.assign(to),
};

/**
 * Configures the one request client for shell and remotes: the token comes from the session store, and
 * code 1000 (login invalid) logs out and goes to the site root (spec §4, §8).
 */
export function setUpSession(): void {
  configureApiClient({
    getToken: () => appStore.get(tokenAtom),
    onLoginInvalid: () => {
      logout(appStore);
      navigation.go('/');
    },
  });
}
