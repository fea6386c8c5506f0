export { EARLY_TAPS_SCRIPT, HYDRATED_ATTRIBUTE, HYDRATED_EVENT, markHydrated } from './early-taps';
