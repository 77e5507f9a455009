/**
 * The message a visitor signs to register a name (spec section 7: register with coinType,
 * address, signature, message). It binds the name, the address, the coin type, the name
 * service's domain, a nonce the service issued and the time it was made; the service accepts it
 * for {@link NAME_MESSAGE_TTL_MS} after that. Plain text, so every wallet shows it as it is
 * (EVM: EIP-191 `personal_sign`; Solana: `signMessage` over its UTF-8 bytes).
 *
 * ```
 * Register alice1234.modal.id for this account.
 *
 * Name: alice1234.modal.id
 * Address: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
 * Coin type: 60
 * Domain: names.example.com
 * Nonce: 3f1c…
 * Issued At: 2026-11-23T19:00:00.000Z
 * ```
 */

/** How long a registration message stays valid after its Issued At: 5 minutes, in ms. */
export const NAME_MESSAGE_TTL_MS = 5 * 60_000

/** The fields a registration message binds. */
export interface NameRegistrationFields {
  /** The full name, `label.suffix`, normalised (ENSIP-15). */
  name: string
  /** EVM: 0x-prefixed checksummed address; Solana: base58 public key. */
  address: string
  /** ENSIP-9 coin type: 60 (EVM) or 501 (Solana). */
  coinType: number
  /** The name service's domain (host[:port]) the message is meant for. */
  domain: string
  /** The nonce the service issued (`POST …/nonce`). */
  nonce: string
  /** ISO-8601 time the message was made. */
  issuedAt: string
}

/** Longest registration message accepted, in characters. */
export const MAX_NAME_MESSAGE_LENGTH = 1024

/** The message text for `fields` (see the file's docstring for the layout). */
export function buildNameRegistrationMessage(fields: NameRegistrationFields): string {
  return [
    `Register ${fields.name} for this account.`,
    '',
    `Name: ${fields.name}`,
    `Address: ${fields.address}`,
    `Coin type: ${fields.coinType}`,
    `Domain: ${fields.domain}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ].join('\n')
}

const MESSAGE_PATTERN = new RegExp(
  [
    '^Register (?<title>[^\\s]+) for this account\\.',
    '',
    'Name: (?<name>[^\\s]+)',
    'Address: (?<address>[^\\s]+)',
    'Coin type: (?<coinType>0|[1-9][0-9]{0,9})',
    'Domain: (?<domain>[^\\s]+)',
    'Nonce: (?<nonce>[A-Za-z0-9]{8,128})',
    'Issued At: (?<issuedAt>[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z)$',
  ].join('\\n'),
)

/**
 * The fields of a registration message built by {@link buildNameRegistrationMessage}, or
 * undefined when `text` is not exactly such a message (other lines, a title naming another name,
 * an unparsable time, or longer than {@link MAX_NAME_MESSAGE_LENGTH}).
 */
export function parseNameRegistrationMessage(text: string): NameRegistrationFields | undefined {
  if (text.length > MAX_NAME_MESSAGE_LENGTH) return undefined
  const groups = MESSAGE_PATTERN.exec(text)?.groups
  if (!groups || groups.title !== groups.name) return undefined
  if (Number.isNaN(Date.parse(groups.issuedAt!))) return undefined
  return {
    name: groups.name!,
    address: groups.address!,
    coinType: Number(groups.coinType),
    domain: groups.domain!,
    nonce: groups.nonce!,
    issuedAt: groups.issuedAt!,
  }
}
