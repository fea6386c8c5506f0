export declare const PINNED_INSTANT: string;
export declare const SWEEP_INSTANTS: string[];
export declare function clockEnv(start?: string): { JC_CLOCK_START: string; JC_CLOCK_ORIGIN: string };
