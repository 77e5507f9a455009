/**
 * The signer frame's device key and its DPoP proofs (RFC 9449): an ECDSA P-256
 * key pair made with WebCrypto as non-extractable (the private key can sign but never leave the
 * browser, not even to this page's own scripts), kept in the signer origin's IndexedDB. A session
 * opens bound to its public key; every request that releases or stores a key share carries a
 * proof signed by it, so a copied session token alone gets no share.
 */

/** The public half of the device key as the auth server takes it (`dpopKey`). */
export interface DevicePublicJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const

/** A new device key pair; the private key is non-extractable. */
export function generateDeviceKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
}

/** The public JWK of a device key (public keys always export). */
export async function devicePublicJwk(keys: CryptoKeyPair): Promise<DevicePublicJwk> {
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey)
  return { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! }
}

const b64u = (bytes: Uint8Array): string => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const b64uJson = (value: unknown) => b64u(new TextEncoder().encode(JSON.stringify(value)))

/**
 * A DPoP proof for one request: a compact JWS (`typ` 'dpop+jwt', ES256, the public `jwk` in the
 * header) over `{ htm, htu, iat, jti, ath }`, `htu` without query or fragment, `ath` the base64url
 * SHA-256 of the access token. `now` in ms (tests move it).
 */
export async function createDpopProof(
  keys: CryptoKeyPair,
  method: string,
  url: string,
  accessToken: string,
  now = Date.now(),
): Promise<string> {
  const target = new URL(url)
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: await devicePublicJwk(keys) }
  const ath = b64u(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken))))
  const payload = {
    htm: method,
    htu: `${target.origin}${target.pathname}`,
    iat: Math.floor(now / 1000),
    jti: b64u(crypto.getRandomValues(new Uint8Array(16))),
    ath,
  }
  const signingInput = `${b64uJson(header)}.${b64uJson(payload)}`
  // WebCrypto's ECDSA signature is r‖s (IEEE P1363), which is exactly JWS's ES256 form.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    keys.privateKey,
    new TextEncoder().encode(signingInput),
  )
  return `${signingInput}.${b64u(new Uint8Array(signature))}`
}
