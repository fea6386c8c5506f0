import type { ComponentType } from 'react';
import type { AppName, OwnedPath } from '../config/paths';

/** A screen module, loaded lazily: the shell wraps each loader in React.lazy per load attempt. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type RemoteName = Exclude<AppName, 'shell'>;

/** What a remote's `./routes` module exports: one loader per route pattern the remote owns. */
export interface RemoteRoutesModule<A extends RemoteName = RemoteName> {
  routes: Record<OwnedPath<A>, ScreenLoader>;
}

/** The widgets the shell's home page composes, each in its own failure slot. */
export interface HomeWidgets {
  scores: 'hotMatches' | 'todayStrip';
  content: 'latestNews' | 'topExperts';
  database: never;
  account: never;
}

/** What a remote's `./widgets` module exports. */
export interface RemoteWidgetsModule<A extends RemoteName = RemoteName> {
  widgets: Record<HomeWidgets[A], ScreenLoader>;
}

/** Federation container names, one per remote. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  scores: 'remote_scores',
  content: 'remote_content',
  database: 'remote_database',
  account: 'remote_account',
};

/** The exposes every remote must provide for the shell (checked again before a release is promoted). */
export const REQUIRED_EXPOSES: Record<RemoteName, readonly string[]> = {
  scores: ['./routes', './widgets'],
  content: ['./routes', './widgets'],
  database: ['./routes'],
  account: ['./routes'],
};

/**
 * The shell's HTML carries the registry in a data block with this id (`<script type="application/json">`,
 * never executed), so the first remote request needs no `/registry.json` round trip.
 */
export const REGISTRY_ELEMENT_ID = 'jc-registry';
