import type { Page } from '@jincheng/shared/core';
import { SPORT_PAGE_LIMITS } from '@jincheng/shared/core';

/** JSON-schema fragments shared by the routes: bounded ids, pages and enums, so bad input is a 4xx. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema },
} as const;

/** `page` and `pageSize` query properties; a list may allow fewer rows per page than the sport lists. */
export function pagePropsUpTo(max: number, pageSize: number) {
  return {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: max, default: pageSize },
  } as const;
}

export const pageProps = pagePropsUpTo(SPORT_PAGE_LIMITS.max, SPORT_PAGE_LIMITS.default);

export function query(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export interface PageArgs {
  page: number;
  pageSize: number;
}

export function pageOf<T>(list: T[], total: number, { page, pageSize }: PageArgs): Page<T> {
  return { list, page, pageSize, total, hasMore: page * pageSize < total };
}

export function offset({ page, pageSize }: PageArgs): number {
  return (page - 1) * pageSize;
}
