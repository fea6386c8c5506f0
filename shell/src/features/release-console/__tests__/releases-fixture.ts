import type { AppRelease, ReleasesData } from '@jincheng/shared/core';

/** 2026-11-21 20:00 Beijing time. */
export const NOW = Date.parse('2026-11-21T12:00:00Z');
const minute = (ago: number) => NOW - ago * 60_000 - (NOW % 60_000);

export const scores: AppRelease = {
  app: 'scores',
  label: '比分',
  current: '1.0.0-49b6abd2',
  previous: '1.0.0-3fa2c9d1',
  canary: {
    version: '1.1.0-77b0e412',
    percent: 10,
    at: '2026-11-21T11:40:00Z',
    by: 'ops-13800000009',
    why: '新比分列表',
    auto: {
      steps: [10, 25, 50, 100],
      intervalMs: 300_000,
      since: '2026-11-21T11:40:00Z',
      lastVerdict: '通过',
    },
  },
  health: [
    {
      version: '1.0.0-49b6abd2',
      role: 'current',
      totals: { mount: 1180, loadFail: 4, renderError: 1, fallback: 3, failureRate: 0.0042 },
      minutes: [
        { minute: minute(2), mount: 600, loadFail: 2, renderError: 0, fallback: 1 },
        { minute: minute(1), mount: 580, loadFail: 2, renderError: 1, fallback: 2 },
      ],
    },
    {
      version: '1.1.0-77b0e412',
      role: 'canary',
      totals: { mount: 131, loadFail: 6, renderError: 2, fallback: 5, failureRate: 0.0576 },
      minutes: [{ minute: minute(1), mount: 131, loadFail: 6, renderError: 2, fallback: 5 }],
    },
  ],
  history: [
    {
      at: '2026-11-21T11:40:00Z',
      by: 'ops-13800000009',
      why: '新比分列表',
      action: 'canary',
      version: '1.1.0-77b0e412',
      percent: 10,
    },
    {
      at: '2026-11-21T03:05:00Z',
      by: 'ci',
      action: 'rollback',
      version: '1.0.0-49b6abd2',
      from: '1.0.0-aa11bb22',
    },
  ],
};

export const shell: AppRelease = {
  app: 'shell',
  label: '外壳',
  current: '1.0.0-dce38402',
  previous: '1.0.0-9b55a62c',
  canary: null,
  health: [],
  history: [
    {
      at: '2026-11-20T08:00:00Z',
      by: 'ci',
      action: 'promote',
      version: '1.0.0-dce38402',
      from: '1.0.0-9b55a62c',
    },
  ],
};

export const releases: ReleasesData = {
  now: NOW,
  analysis: { intervalMs: 300_000, minSample: 200, maxExcess: 0.05 },
  apps: [shell, scores],
};
