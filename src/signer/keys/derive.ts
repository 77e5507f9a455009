import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeed } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'

/** BIP-44 path of the EVM account (MetaMask's first account). */
export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0"
/** SLIP-10 ed25519 path of the Solana account (Phantom's first account). */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'"

/** The wallet's two accounts: the only place their private keys exist is this object, in the signer frame's memory. */
export interface WalletKeys {
  /** viem's local account of m/44'/60'/0'/0/0 (signs messages, typed data, transactions). */
  evm: PrivateKeyAccount
  solana: {
    /** base58 of the 32-byte ed25519 public key. */
    address: string
    /** ed25519 signature (64 bytes) of `message`. */
    sign(message: Uint8Array): Uint8Array
  }
}

/** The addresses a wallet is known by: kept by the auth server and the device, checked after every combine. */
export interface AddressCommitment {
  /** EIP-55 checksummed. */
  eip155: string
  /** base58. */
  solana: string
}

/**
 * Derives both accounts from a BIP-39 mnemonic (English, no passphrase): EVM `m/44'/60'/0'/0/0`
 * with @scure/bip32, Solana `m/44'/501'/0'/0'` with SLIP-10 (micro-key-producer). 'abandon' ×11 +
 * 'about' gives 0x9858EfFD232B4033E47d90003D41EC34EcaEda94 and HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk.
 * @throws Error when a derived key is invalid (probability about 2^-127)
 */
export async function deriveWalletKeys(mnemonic: string): Promise<WalletKeys> {
  const seed = await mnemonicToSeed(mnemonic)
  try {
    const evmKey = HDKey.fromMasterSeed(seed).derive(EVM_DERIVATION_PATH)
    if (!evmKey.privateKey) throw new Error('signer: no EVM private key')
    const evm = privateKeyToAccount(
      `0x${Array.from(evmKey.privateKey, (b) => b.toString(16).padStart(2, '0')).join('')}`,
    )
    evmKey.wipePrivateData()
    const solanaKey = Slip10Key.fromMasterSeed(seed).derive(SOLANA_DERIVATION_PATH)
    const address = base58.encode(solanaKey.publicKeyRaw)
    return { evm, solana: { address, sign: (message) => solanaKey.sign(message) } }
  } finally {
    seed.fill(0)
  }
}

/** Derives both accounts from 16 bytes of BIP-39 entropy (the secret the shares split). */
export function deriveFromEntropy(entropy: Uint8Array): Promise<WalletKeys> {
  return deriveWalletKeys(entropyToMnemonic(entropy, wordlist))
}

/** The commitment of a wallet's keys. */
export function commitmentOf(keys: WalletKeys): AddressCommitment {
  return { eip155: keys.evm.address, solana: keys.solana.address }
}

/** True when both addresses of `keys` are the committed ones (EVM letter case aside). */
export function matchesCommitment(keys: WalletKeys, commitment: AddressCommitment): boolean {
  return keys.evm.address.toLowerCase() === commitment.eip155.toLowerCase() && keys.solana.address === commitment.solana
}
