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
