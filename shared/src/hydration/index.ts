export {
  EARLY_TAPS_SCRIPT,
  HYDRATED_ATTRIBUTE,
  HYDRATED_EVENT,
  SLOT_ATTRIBUTE,
  markHydrated,
} from './early-taps';
