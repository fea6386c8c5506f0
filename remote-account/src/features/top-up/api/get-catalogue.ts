import { apiClient, fetchTopUpCatalogue, type TopUpCatalogue } from '@jincheng/shared';

/** Packages, bonus coins, payment methods and whether the signed-in user still gets the first-order benefit. */
export const getCatalogue = (): Promise<TopUpCatalogue> => fetchTopUpCatalogue(apiClient());
