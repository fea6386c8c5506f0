export {
  EARLY_TAPS_SCRIPT,
  HYDRATED_ATTRIBUTE,
  HYDRATED_EVENT,
  SLOT_ATTRIBUTE,
  markHydrated,
} from './early-taps';
export { SlotGate, SlotGateContext, useBoundaryGate } from './slot-gate';
export { VIEWPORT_GUESS_ATTRIBUTE, readViewportGuess, type ViewportGuess } from './viewport-hint';
export { ViewportGuessContext, useMediaQuery } from './viewport-guess';
