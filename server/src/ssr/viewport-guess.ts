import type { IncomingHttpHeaders } from 'node:http';
import type { ViewportGuess } from '@jincheng/shared/core';

/** Phones and small tablets by their user agent (browsers that send no client hints: Safari, Firefox). */
const PHONE_AGENT = /Mobi|Android|iPhone|iPod|HarmonyOS/i;

/**
 * The screen a page request comes from, as far as the request tells (shared/src/hydration/viewport-hint.ts):
 * Chromium's `Sec-CH-UA-Mobile` hint when sent (a low-entropy hint every request carries), else the user
 * agent. A wrong guess costs what every page cost before: one re-render of the list after hydration.
 */
export function viewportGuessOf(headers: IncomingHttpHeaders): ViewportGuess {
  const mobile = headers['sec-ch-ua-mobile'];
  if (mobile === '?1') return 'phone';
  if (mobile === '?0') return 'wide';
  return PHONE_AGENT.test(headers['user-agent'] ?? '') ? 'phone' : 'wide';
}
