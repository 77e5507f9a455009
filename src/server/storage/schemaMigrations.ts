import type { Migration } from './migrations.js'

/** The column types (and extra statements) that make {@link schemaMigrations} one SQL backend's. */
export interface SqlDialect {
  /** A string column. */
  text: string
  /** A 32-bit (or wider) whole number. */
  integer: string
  /** A 64-bit whole number. */
  bigint: string
  /** A point in time. */
  time: string
  /** A generated primary key, counting up. */
  id: string
  /** A JSON document. */
  json: string
  /** Statements that run before migration 1 creates the SIWX tables ('' for none). */
  siwxPrelude: string
}

/**
 * The schema every SQL backend shares, as numbered migrations 1 to 7 in `dialect`'s types: the
 * same tables, columns and indexes in PostgreSQL and SQLite. A backend appends its own migrations
 * after these; a new table or column both backends need is a new migration at the end here.
 */
export function schemaMigrations(dialect: SqlDialect): Migration[] {
  const { text, integer, bigint, time, id, json, siwxPrelude } = dialect
  return [
    {
      version: 1,
      name: 'siwx',
      sql: `${siwxPrelude}
      CREATE TABLE siwx_nonces (nonce ${text} PRIMARY KEY, expires_at ${time} NOT NULL);
      CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (
        id ${id},
        token_hash ${text} NOT NULL UNIQUE,
        caip_address ${text} NOT NULL,
        caip_network_id ${text} NOT NULL,
        message ${text} NOT NULL,
        signature ${text} NOT NULL,
        issued_at ${text} NOT NULL,
        expires_at ${time} NOT NULL
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
        key ${text} PRIMARY KEY,
        window_start ${bigint} NOT NULL,
        count ${integer} NOT NULL,
        expires_at ${time} NOT NULL
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
        id ${text} PRIMARY KEY,
        created_at ${time} NOT NULL,
        wallet_eip155 ${text},
        wallet_solana ${text},
        recovery_mode ${text}
      );
      CREATE TABLE auth_identities (
        kind ${text} NOT NULL,
        lookup ${text} NOT NULL,
        user_id ${text} NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        sealed_value ${text} NOT NULL,
        created_at ${time} NOT NULL,
        PRIMARY KEY (kind, lookup),
        UNIQUE (user_id, kind)
      );
      CREATE TABLE auth_otp_challenges (
        id ${text} PRIMARY KEY,
        purpose ${text} NOT NULL,
        lookup ${text} NOT NULL,
        user_id ${text},
        sealed_email ${text} NOT NULL,
        code_hmac ${text} NOT NULL,
        attempts ${integer} NOT NULL DEFAULT 0,
        state ${text} NOT NULL,
        created_at ${time} NOT NULL,
        expires_at ${time} NOT NULL
      );
      CREATE INDEX auth_otp_challenges_lookup ON auth_otp_challenges (lookup, purpose, state);
      CREATE INDEX auth_otp_challenges_expires_at ON auth_otp_challenges (expires_at);
      CREATE TABLE auth_sessions (
        token_hash ${text} PRIMARY KEY,
        user_id ${text} NOT NULL,
        device_id ${text} NOT NULL,
        created_at ${time} NOT NULL,
        idle_expires_at ${time} NOT NULL,
        expires_at ${time} NOT NULL
      );
      CREATE INDEX auth_sessions_user_id ON auth_sessions (user_id);
      CREATE INDEX auth_sessions_idle_expires_at ON auth_sessions (idle_expires_at);
      CREATE TABLE auth_devices (
        user_id ${text} NOT NULL,
        device_id ${text} NOT NULL,
        created_at ${time} NOT NULL,
        last_seen_at ${time} NOT NULL,
        PRIMARY KEY (user_id, device_id)
      );
      CREATE TABLE auth_key_shares (
        user_id ${text} NOT NULL,
        device_id ${text} NOT NULL,
        kind ${text} NOT NULL,
        sealed ${text} NOT NULL,
        created_at ${time} NOT NULL,
        PRIMARY KEY (user_id, device_id, kind)
      );
      CREATE TABLE auth_audit_log (
        id ${id},
        at ${time} NOT NULL,
        event ${text} NOT NULL,
        user_id ${text},
        ip ${text},
        detail ${text}
      );
      CREATE INDEX auth_audit_log_user_id ON auth_audit_log (user_id, id);
      CREATE TABLE rate_limiter_points (
        key ${text} PRIMARY KEY,
        points ${integer} NOT NULL,
        expires_at ${time}
      );
      CREATE INDEX rate_limiter_points_expires_at ON rate_limiter_points (expires_at);
    `,
    },
    {
      version: 4,
      name: 'names',
      // The name service: labels are ENSIP-15 normalised and unique; a label is registered once.
      sql: `
      CREATE TABLE name_nonces (nonce ${text} PRIMARY KEY, expires_at ${time} NOT NULL);
      CREATE INDEX name_nonces_expires_at ON name_nonces (expires_at);
      CREATE TABLE names (
        id ${id},
        label ${text} NOT NULL UNIQUE,
        coin_type ${integer} NOT NULL,
        address ${text} NOT NULL,
        message ${text} NOT NULL,
        signature ${text} NOT NULL,
        created_at ${time} NOT NULL
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
      CREATE TABLE projects (project_id ${text} PRIMARY KEY, config ${json} NOT NULL, updated_at ${time} NOT NULL);
      CREATE TABLE analytics_events (
        id ${id},
        project_id ${text} NOT NULL,
        event_id ${text} NOT NULL,
        received_at ${time} NOT NULL,
        sdk_type ${text} NOT NULL,
        sdk_version ${text} NOT NULL,
        body ${json} NOT NULL,
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
        id ${text} PRIMARY KEY,
        secret_hash ${text} NOT NULL,
        provider ${text} NOT NULL,
        state_hash ${text} NOT NULL UNIQUE,
        sealed_secrets ${text} NOT NULL,
        site ${text} NOT NULL,
        status ${text} NOT NULL,
        user_id ${text},
        error ${text},
        created_at ${time} NOT NULL,
        expires_at ${time} NOT NULL
      );
      CREATE INDEX auth_social_logins_expires_at ON auth_social_logins (expires_at);
      ALTER TABLE auth_sessions ADD COLUMN method ${text};
    `,
    },
    {
      version: 7,
      name: 'device-bound sessions',
      // The thumbprint and public JWK of the device key a session is bound to (DPoP).
      // Sessions from before have none and may no longer release shares (their users sign in again).
      sql: `
      ALTER TABLE auth_sessions ADD COLUMN dpop_jkt ${text};
      ALTER TABLE auth_sessions ADD COLUMN dpop_jwk ${text};
    `,
    },
  ]
}
