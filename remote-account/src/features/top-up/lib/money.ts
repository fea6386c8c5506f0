/** ¥30.00 — prices are kept in fen (1/100 yuan). */
export const formatYuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** 30 — whole yuan for package labels (every package is a whole number of yuan). */
export const yuan = (fen: number) => String(Math.round(fen / 100));

/** +630 / -30 */
export const signedCoins = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));
