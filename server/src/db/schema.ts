import type { Generated } from 'kysely';
import type { SportTables } from './schema-sport';

/**
 * The tables as Kysely sees them (one interface per table, snake_case as stored). Times are epoch
 * milliseconds unless a column says otherwise; money is whole coins or fen. Both engines store the same
 * shapes: INTEGER in SQLite is BIGINT in PostgreSQL (db/ddl.ts), and both come back as JS numbers.
 */
export interface UserTables {
  users: {
    id: Generated<number>;
    phone: string | null;
    user_name: string;
    user_image: Generated<string>;
    user_tag: Generated<string>;
    password_hash: string | null;
    cancel_at: number | null;
    created_at: number;
    /** The comparison form of a nickname the user chose (unique); null for the name given at sign-up. */
    nickname_key: string | null;
    /** 1: the password was handed out (`npm run ops`) and must be changed before anything else. */
    password_change_required: Generated<number>;
  };
  accounts: { user_id: number; balance: Generated<number>; updated_at: number };
  account_ledger: {
    id: Generated<number>;
    user_id: number;
    delta: number;
    balance_after: number;
    reason: string;
    ref: string | null;
    created_at: number;
  };
  user_tokens: {
    token_hash: string;
    user_id: number;
    created_at: number;
    expires_at: number;
    /** When this session passed an operator's second factor (ops/second-factor.ts); null: never. */
    second_factor_at: Generated<number | null>;
  };
  user_friends: { user_id: number; friend_id: number; created_at: number };
  sms_codes: {
    id: Generated<number>;
    phone: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: number;
    expires_at: number;
    consumed_at: number | null;
  };
  /** The SMS stand-in's outbox (demo runs only): the latest code per phone, readable by any instance. */
  dev_sms_outbox: { phone: string; code: string; created_at: number };
  wechat_identities: { open_id: string; user_id: number; created_at: number };
  wechat_codes: {
    code_hash: string;
    open_id: string;
    nickname: string;
    expires_at: number;
    consumed_at: number | null;
  };
  cancel_tickets: { ticket_hash: string; user_id: number; expires_at: number };
  /** Server-side keys shared by every instance (user/server-keys.ts): the challenge and device-cookie HMAC. */
  sign_in_keys: { name: string; secret: string; created_at: number };
}

export interface PayTables {
  orders: {
    order_no: string;
    user_id: number;
    coins: number;
    amount_fen: number;
    state: string;
    created_at: number;
    paid_at: number | null;
    pay_method: Generated<string>;
    base_coins: Generated<number>;
    bonus_coins: Generated<number>;
    first_order_bonus: Generated<number>;
    idempotency_key: string | null;
    expires_at: number | null;
    close_reason: string | null;
    trade_no: string | null;
    updated_at: number | null;
  };
  pay_notifications: {
    id: Generated<number>;
    order_no: string;
    trade_no: string;
    trade_status: string;
    outcome: string;
    received_at: number;
  };
  pay_settings: { name: string; value: string };
}

export interface SharedTables {
  throttle_hits: { key: string; hits: number; expires_at: number };
  /** The live feed's events (global ids), kept for replay to clients of any instance (sport/live/feed.ts). */
  live_events: { id: number; sport: string; name: string; payload: string; at: number };
}

/** Release health (ops/health-store.ts): counts per app, version, minute (epoch ms of its start) and kind. */
export interface OpsTables {
  release_health: { app: string; version: string; minute: number; kind: string; count: number };
  /** What each verified page-load id has counted (once per app and kind), kept until the id expires. */
  release_health_seen: { page: string; app: string; kind: string; expires: number };
  /** The ops module's own settings: the secret page-load ids are signed with (ops/page-load-id.ts). */
  ops_settings: { name: string; value: string };
  /** Accounts allowed to use the release console (server/src/ops/operators.ts). */
  operators: { user_id: number; granted_at: number; granted_by: string };
  /** An operator's TOTP secret (base32); confirmed_at null until the first code matched (enrolment). */
  operator_totp: {
    user_id: number;
    secret: string;
    created_at: number;
    confirmed_at: number | null;
    last_step: Generated<number>;
  };
  /** Single-use recovery codes, as their SHA-256. */
  operator_recovery_codes: { code_hash: string; user_id: number; created_at: number; used_at: number | null };
}

/** Comments under articles, fan ratings of players and the match chat rooms (server/src/community). */
export interface CommunityTables {
  article_comments: {
    id: Generated<number>;
    article_id: number;
    parent_id: number | null;
    user_id: number;
    sent: string;
    shown: string;
    likes: Generated<number>;
    replies: Generated<number>;
    reports: Generated<number>;
    hidden_at: number | null;
    /** The moderator who hid it; null when the report threshold did (or it is visible). */
    hidden_by: number | null;
    created_at: number;
  };
  comment_likes: { comment_id: number; user_id: number; created_at: number };
  comment_reports: {
    comment_id: number;
    user_id: number;
    reason: string;
    created_at: number;
    /** When a moderator's restore closed it (null: open, counted in `article_comments.reports`). */
    closed_at: number | null;
    /** The reporter's network as a keyed hash (community/report-rule.ts); null on reports from before it. */
    network: string | null;
  };
  community_moderators: { user_id: number; granted_at: number; granted_by: string };
  community_mutes: { user_id: number; until: number; reason: string; by_user: number; created_at: number };
  community_audit: {
    id: Generated<number>;
    actor_id: number;
    action: string;
    target_kind: string;
    target_id: number;
    reason: string;
    until: number | null;
    created_at: number;
  };
  /** Fans' scores of players (球迷评分), one per fan, player and match. */
  fan_ratings: {
    match_id: number;
    player_id: number;
    user_id: number;
    score: number;
    created_at: number;
    updated_at: number;
  };
  /** The match chat rooms' log (community/chat): messages, system lines and hides. */
  chat_messages: {
    id: Generated<number>;
    match_id: number;
    kind: string;
    user_id: number | null;
    sent: string;
    shown: string;
    system_kind: string | null;
    target_id: number | null;
    reports: Generated<number>;
    hidden_at: number | null;
    hidden_by: number | null;
    created_at: number;
  };
  chat_reports: {
    message_id: number;
    user_id: number;
    reason: string;
    created_at: number;
    closed_at: number | null;
    /** The reporter's network as a keyed hash (community/report-rule.ts); null on reports from before it. */
    network: string | null;
  };
  /** The community's installation values shared by every instance (`network-key`). */
  community_settings: { name: string; value: string };
}

export type Schema = UserTables & PayTables & SharedTables & SportTables & OpsTables & CommunityTables;
