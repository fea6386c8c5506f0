/** The generic route fragments live in server/src/http (community routes use them too); sport adds its enum. */
export {
  idParams,
  idSchema,
  offset,
  pageOf,
  pageProps,
  query,
  type PageArgs,
} from '../../http/route-schemas';

export const sportSchema = { type: 'string', enum: ['football', 'basketball'] } as const;

/** A season code: 2024-25 (two-year seasons) or 2026 (calendar-year ones). */
export const SEASON_CODE = { type: 'string', pattern: '^[0-9]{4}(-[0-9]{2})?$' } as const;
