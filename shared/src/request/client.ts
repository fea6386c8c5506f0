import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { getUniqueId, resolveAgentId, storage } from '../storage';
import {
  NETWORK_TOAST_DURATION,
  DEFAULT_TOAST_DURATION,
  notifyWithToast,
  type ToastType,
} from '../ui/toast/toast-store';
import { MESSAGES, classify, isEnvelope } from './error-catalogue';
import { compactParams, toFormData } from './form-data';
import { buildRequestHeaders } from './headers';
import { RequestError } from './request-error';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface NotifyOptions {
  type: ToastType;
  duration: number;
}

export interface RequestClientOptions {
  /** API host; '' (default) means the page's own origin. Paths passed to calls carry their prefix (/userapi/…). */
  baseURL?: string;
  timeout?: number;
  /** Current token; defaults to the stored `Admin-Token`. */
  getToken?: () => string | null | undefined;
  /** Defaults to the URL's `agentid` query, then the stored one, then the PC default. */
  getAgentId?: () => string;
  /** Defaults to the stored unique id, made once. */
  getUniqueId?: () => string;
  /** Code 1000: the shell logs out and goes to the site root. */
  onLoginInvalid?: () => void;
  /** Shows a message to the user; defaults to the shared toast queue. */
  notify?: (message: string, options: NotifyOptions) => void;
  /** Clock for the timestamp header (tests). */
  now?: () => number;
  /** Transport override (tests, SSR). */
  adapter?: AxiosAdapter;
}

export interface CallOptions {
  /** Send a JSON body; otherwise the payload goes as multipart form (seed spec §7). */
  json?: boolean;
  /** blob/arraybuffer answers pass through unchecked. */
  responseType?: 'json' | 'blob' | 'arraybuffer';
  signal?: AbortSignal;
  /**
   * Answer codes this screen shows itself (e.g. `[404]` for a detail page with its own not-found state): the
   * call still rejects with a RequestError carrying the code, but the catalogue's toast is not shown. Every
   * other code, and 1000 (login invalid) always, keeps the catalogue's handling.
   */
  handles?: readonly number[];
  /**
   * Resolve with the whole envelope (`{ retcode, retmsg, data }`) instead of its `data`: for a call whose
   * success message is the server's to say (the release console shows what a rollback did in its words).
   */
  envelope?: boolean;
}

export interface RequestClient {
  /** POSTs and resolves with the envelope's `data` (or the raw body for blob/arraybuffer). */
  post<T>(path: string, data?: Record<string, unknown>, options?: CallOptions): Promise<T>;
  /** GETs with the params appended, empty values skipped. */
  get<T>(path: string, params?: Record<string, unknown>, options?: Omit<CallOptions, 'json'>): Promise<T>;
}

/**
 * axios is loaded on the first call, not with the page: it was 22 KB gzip of the shell's entry (the shared
 * package is provided whole and eagerly), and a server-rendered page needs no request before it is hydrated.
 * A browser client starts the load once the page is idle, so a later first call rarely waits for it.
 */
let transport: Promise<AxiosStatic> | undefined;

function loadTransport(): Promise<AxiosStatic> {
  if (!transport) {
    const loading = import(/* webpackChunkName: "axios" */ 'axios').then((module) => module.default);
    // A failed load (offline) is retried by the next call instead of failing every call from then on.
    loading.catch(() => {
      if (transport === loading) transport = undefined;
    });
    transport = loading;
  }
  return transport;
}

function preloadWhenIdle(): void {
  const load = () => void loadTransport().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

/** One configured axios instance behind a small typed surface; the interceptor work lives in `settle`. */
export function createRequestClient(options: RequestClientOptions = {}): RequestClient {
  const {
    getToken = () => storage.get('Admin-Token'),
    getAgentId = () => resolveAgentId(),
    getUniqueId: uniqueId = getUniqueId,
    onLoginInvalid = () => undefined,
    notify = notifyWithToast,
    now = Date.now,
  } = options;

  if (!options.adapter && typeof window !== 'undefined') preloadWhenIdle();
  let instance: AxiosInstance | undefined;
  function configured(axios: AxiosStatic): AxiosInstance {
    if (instance) return instance;
    instance = axios.create({
      baseURL: options.baseURL ?? '',
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      adapter: options.adapter,
    });
    instance.interceptors.request.use((config) => {
      const headers = buildRequestHeaders({
        agentId: getAgentId(),
        uniqueId: uniqueId(),
        token: getToken(),
        nowMs: now(),
      });
      for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
      return config;
    });
    return instance;
  }

  function fail(message: string, type: ToastType = 'error', duration = DEFAULT_TOAST_DURATION): void {
    notify(message, { type, duration });
  }

  function settle<T>(body: unknown, handles: readonly number[] = [], envelope = false): T {
    const outcome = classify(isEnvelope(body) ? body : null);
    if (outcome.kind === 'ok')
      return (!envelope && isEnvelope(body) && 'data' in body ? body.data : body) as T;
    if (outcome.kind === 'login-invalid') {
      onLoginInvalid();
      fail(outcome.message);
      throw new RequestError(outcome.message, 'login-invalid', outcome.code, body);
    }
    if (!handles.includes(outcome.code)) fail(outcome.message);
    throw new RequestError(outcome.message, 'business', outcome.code, body);
  }

  async function send<T>(
    config: AxiosRequestConfig,
    handles?: readonly number[],
    envelope?: boolean,
  ): Promise<T> {
    let axios: AxiosStatic;
    try {
      axios = await loadTransport();
    } catch (error) {
      fail(MESSAGES.network, 'error', NETWORK_TOAST_DURATION);
      throw new RequestError(MESSAGES.network, 'transport', undefined, error);
    }
    let response: AxiosResponse<unknown>;
    try {
      response = await configured(axios).request<unknown>(config);
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      // A 4xx/5xx that still carries our envelope is a business answer, not a transport failure.
      const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
      if (isEnvelope(body)) return settle<T>(body, handles, envelope);
      fail(MESSAGES.network, 'error', NETWORK_TOAST_DURATION);
      throw new RequestError(MESSAGES.network, 'transport', undefined, error);
    }
    if (config.responseType === 'blob' || config.responseType === 'arraybuffer') return response.data as T;
    return settle<T>(response.data, handles, envelope);
  }

  return {
    post<T>(path: string, data?: Record<string, unknown>, callOptions: CallOptions = {}) {
      const { json = false, responseType, signal, handles, envelope } = callOptions;
      const body = data === undefined ? undefined : json ? data : toFormData(data);
      const headers = json ? { 'Content-Type': 'application/json' } : undefined;
      return send<T>(
        { method: 'POST', url: path, data: body, headers, responseType, signal },
        handles,
        envelope,
      );
    },
    get<T>(path: string, params?: Record<string, unknown>, callOptions: Omit<CallOptions, 'json'> = {}) {
      const { responseType, signal, handles, envelope } = callOptions;
      return send<T>(
        { method: 'GET', url: path, params: compactParams(params), responseType, signal },
        handles,
        envelope,
      );
    },
  };
}
