import type { Migration } from '../migrations.js'

/**
 * The SQLite schema, as numbered migrations (see `../migrations.ts`). Times are INTEGER ms since
 * the epoch. Append new ones; never edit a released one.
 */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'siwx',
    // 0.1.0 created siwx_nonces and siwx_sessions without migrations; its sessions have no token,
    // so nothing can reach them any more: they go, with the nonces of the last 5 minutes.
    sql: `
      DROP TABLE IF EXISTS siwx_sessions;
      DROP TABLE IF EXISTS siwx_nonces;
      CREATE TABLE siwx_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        caip_address TEXT NOT NULL,
        caip_network_id TEXT NOT NULL,
        message TEXT NOT NULL,
        signature TEXT NOT NULL,
        issued_at TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX siwx_sessions_caip_address ON siwx_sessions (caip_address);
      CREATE INDEX siwx_sessions_expires_at ON siwx_sessions (expires_at);
    `,
  },
  {
    version: 2,
    name: 'rate limits',
    sql: `
      CREATE TABLE rate_limit_counters (
        key TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        count INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at);
    `,
  },
  {
    version: 3,
    name: 'auth',
    // The embedded wallet's auth server (wallet-modal/auth). Secrets arrive sealed or hashed.
    sql: `
      CREATE TABLE auth_users (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        wallet_eip155 TEXT,
        wallet_solana TEXT,
        recovery_mode TEXT
      );
      CREATE TABLE auth_identities (
        kind TEXT NOT NULL,
        lookup TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        sealed_value TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (kind, lookup),
        UNIQUE (user_id, kind)
      );
      CREATE TABLE auth_otp_challenges (
        id TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        lookup TEXT NOT NULL,
        user_id TEXT,
        sealed_email TEXT NOT NULL,
        code_hmac TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        state TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_otp_challenges_lookup ON auth_otp_challenges (lookup, purpose, state);
      CREATE INDEX auth_otp_challenges_expires_at ON auth_otp_challenges (expires_at);
      CREATE TABLE auth_sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        device_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        idle_expires_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_sessions_user_id ON auth_sessions (user_id);
      CREATE INDEX auth_sessions_idle_expires_at ON auth_sessions (idle_expires_at);
      CREATE TABLE auth_devices (
        user_id TEXT NOT NULL,
        device_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, device_id)
      );
      CREATE TABLE auth_key_shares (
        user_id TEXT NOT NULL,
        device_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        sealed TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, device_id, kind)
      );
      CREATE TABLE auth_audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        event TEXT NOT NULL,
        user_id TEXT,
        ip TEXT,
        detail TEXT
      );
      CREATE INDEX auth_audit_log_user_id ON auth_audit_log (user_id, id);
      CREATE TABLE rate_limiter_points (
        key TEXT PRIMARY KEY,
        points INTEGER NOT NULL,
        expires_at INTEGER
      );
      CREATE INDEX rate_limiter_points_expires_at ON rate_limiter_points (expires_at);
    `,
  },
  {
    version: 4,
    name: 'names',
    // The name service: labels are ENSIP-15 normalised and unique; a label is registered once.
    sql: `
      CREATE TABLE name_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE INDEX name_nonces_expires_at ON name_nonces (expires_at);
      CREATE TABLE names (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        label TEXT NOT NULL UNIQUE,
        coin_type INTEGER NOT NULL,
        address TEXT NOT NULL,
        message TEXT NOT NULL,
        signature TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX names_address ON names (coin_type, address);
    `,
  },
  {
    version: 5,
    name: 'projects',
    // The project service: each project's config (allowed origins, feature flags,
    // analytics switch, latest version) as JSON, and its error-analytics events, capped per project.
    sql: `
      CREATE TABLE projects (project_id TEXT PRIMARY KEY, config TEXT NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        project_id TEXT NOT NULL,
        event_id TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        sdk_type TEXT NOT NULL,
        sdk_version TEXT NOT NULL,
        body TEXT NOT NULL,
        UNIQUE (project_id, event_id)
      );
      CREATE INDEX analytics_events_project ON analytics_events (project_id, id);
    `,
  },
  {
    version: 6,
    name: 'social login',
    // One-time social login requests, and how each session signed in (NULL: an email code).
    sql: `
      CREATE TABLE auth_social_logins (
        id TEXT PRIMARY KEY,
        secret_hash TEXT NOT NULL,
        provider TEXT NOT NULL,
        state_hash TEXT NOT NULL UNIQUE,
        sealed_secrets TEXT NOT NULL,
        site TEXT NOT NULL,
        status TEXT NOT NULL,
        user_id TEXT,
        error TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX auth_social_logins_expires_at ON auth_social_logins (expires_at);
      ALTER TABLE auth_sessions ADD COLUMN method TEXT;
    `,
  },
  {
    version: 7,
    name: 'device-bound sessions',
    // The thumbprint and public JWK of the device key a session is bound to (DPoP).
    // Sessions from before have none and may no longer release shares (their users sign in again).
    sql: `
      ALTER TABLE auth_sessions ADD COLUMN dpop_jkt TEXT;
      ALTER TABLE auth_sessions ADD COLUMN dpop_jwk TEXT;
    `,
  },
]
