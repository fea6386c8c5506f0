import { pinClock } from './pinned-clock';

// Imported first by main.ts, so that nothing reads the real clock before a pinned one is set (JC_CLOCK_START).
pinClock();
