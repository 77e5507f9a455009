import { describe, expect, it } from 'vitest'
import { checkSessionNamespaces, SessionNamespacesError, validateApprovedNamespaces } from './namespaces.js'
import { isEvmAddress } from '../eip155/isEvmAddress.js'

// The WalletConnect Sign namespaces spec's dapp-side validation cases
// (specs.walletconnect.com, "Namespaces", "Non-controller side validation of incoming Proposal
// Namespaces (Dapp)", 2.1–2.11), each with the spec's own proposal and session namespaces, and the
// spec's error message and code where it defines one.

const ADDRESS = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'

/** What checkSessionNamespaces throws, as { code, message }; undefined when the session is valid. */
function refusal(namespaces: unknown, proposal: Parameters<typeof checkSessionNamespaces>[1]) {
  try {
    checkSessionNamespaces(namespaces, proposal)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(SessionNamespacesError)
    return { code: (error as SessionNamespacesError).code, message: (error as Error).message }
  }
}

/** The proposal most of the spec's cases use: Ethereum mainnet, eth_sign and accountsChanged. */
const MAINNET_ETH_SIGN = {
  requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: ['accountsChanged'] } },
}

describe('checkSessionNamespaces: the Sign spec’s dapp-side validation cases', () => {
  it('2.1 Session Namespaces MUST NOT have accounts empty: 5001 Accounts must not be empty', () => {
    const proposal = {
      requiredNamespaces: {
        cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_signDirect'], events: ['someCosmosEvent'] },
      },
    }
    expect(
      refusal({ cosmos: { accounts: [], methods: ['cosmos_signDirect'], events: ['someCosmosEvent'] } }, proposal),
    ).toEqual({ code: 5001, message: 'Accounts must not be empty' })
    // Also in a namespace that was only optional, or not asked for.
    expect(
      refusal(
        {
          eip155: { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] },
          solana: { accounts: [], methods: [], events: [] },
        },
        {},
      ),
    ).toEqual({ code: 5001, message: 'Accounts must not be empty' })
  })

  it('2.2 Session Namespaces addresses MUST be CAIP-10 compliant: 5001 Accounts must be CAIP-10 compliant', () => {
    const proposal = MAINNET_ETH_SIGN
    expect(
      refusal(
        { eip155: { accounts: [`eip155:${ADDRESS}`], methods: ['eth_sign'], events: ['accountsChanged'] } },
        proposal,
      ),
    ).toEqual({ code: 5001, message: 'Accounts must be CAIP-10 compliant' })
    for (const account of [`eip155:1:${ADDRESS}:x`, `EIP155:1:${ADDRESS}`, 'eip155:1:', 'eip155:1:0x/1', 42, null])
      expect(
        refusal({ eip155: { accounts: [account], methods: ['eth_sign'], events: ['accountsChanged'] } }, proposal),
        String(account),
      ).toEqual({ code: 5001, message: 'Accounts must be CAIP-10 compliant' })
    expect(refusal({ eip155: { accounts: `eip155:1:${ADDRESS}`, methods: [], events: [] } }, {})).toEqual({
      code: 5001,
      message: 'Accounts must be CAIP-10 compliant',
    })
  })

  it('2.3 Session Namespaces MUST approve all methods: 5002 All methods must be approved', () => {
    const proposal = { requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } } }
    expect(refusal({ eip155: { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] } }, proposal)).toEqual({
      code: 5002,
      message: 'All methods must be approved',
    })
    // Not listed at all counts as none approved; with nothing required, that is valid.
    expect(refusal({ eip155: { accounts: [`eip155:1:${ADDRESS}`], events: [] } }, proposal)).toEqual({
      code: 5002,
      message: 'All methods must be approved',
    })
    expect(refusal({ eip155: { accounts: [`eip155:1:${ADDRESS}`] } }, {})).toBeUndefined()
  })

  it('2.4 Session Namespaces MUST contain at least one account in requested chains: 5001 All chains must have at least one account', () => {
    const proposal = {
      requiredNamespaces: {
        eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['eth_sign'], events: ['accountsChanged'] },
      },
    }
    expect(
      refusal(
        { eip155: { accounts: [`eip155:1:${ADDRESS}`], methods: ['eth_sign'], events: ['accountsChanged'] } },
        proposal,
      ),
    ).toEqual({ code: 5001, message: 'All chains must have at least one account' })
  })

  it('2.5 Session Namespaces MAY contain multiple accounts for one chain', () => {
    const proposal = MAINNET_ETH_SIGN
    const accounts = [
      ADDRESS,
      '0x25caCa7f7Bf3A77b1738A8c98A666dd9e4C69A0C',
      '0x2Fe1cC9b1DCe6E8e16C48bc6A7ABbAB3d10DA954',
      '0xEA674fdDe714fd979de3EdF0F56AA9716B898ec8',
      '0xEB2F31B0224222D774541BfF89A221e7eb15a17E',
    ].map((a) => `eip155:1:${a}`)
    expect(
      refusal({ eip155: { accounts, methods: ['eth_sign'], events: ['accountsChanged'] } }, proposal),
    ).toBeUndefined()
  })

  it('2.6 Session Namespaces MAY extend methods and events of Proposal Namespaces', () => {
    const proposal = MAINNET_ETH_SIGN
    expect(
      refusal(
        {
          eip155: {
            accounts: [`eip155:1:${ADDRESS}`],
            methods: ['eth_sign', 'personalSign'],
            events: ['accountsChanged', 'someEvent'],
          },
        },
        proposal,
      ),
    ).toBeUndefined()
  })

  it('2.7 All accounts in the namespace MUST contain the namespace prefix: 5103 Accounts must be defined in matching namespace', () => {
    const proposal = MAINNET_ETH_SIGN
    const accounts = [`eip155:1:${ADDRESS}`, 'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0']
    expect(refusal({ eip155: { accounts, methods: ['eth_sign'], events: ['accountsChanged'] } }, proposal)).toEqual({
      code: 5103,
      message: 'Accounts must be defined in matching namespace',
    })
    // A key that is a chain holds accounts of that chain only.
    expect(refusal({ 'eip155:10': { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] } }, {})).toEqual({
      code: 5103,
      message: 'Accounts must be defined in matching namespace',
    })
  })

  it('2.8 Session Namespaces MAY contain accounts from chains not defined in Proposal Namespaces', () => {
    const proposal = MAINNET_ETH_SIGN
    expect(
      refusal(
        {
          eip155: {
            accounts: [`eip155:1:${ADDRESS}`, `eip155:42:${ADDRESS}`],
            methods: ['eth_sign'],
            events: ['accountsChanged'],
          },
        },
        proposal,
      ),
    ).toBeUndefined()
  })

  it('2.9 Session Namespaces MUST have at least the same namespaces as the Proposal Namespaces: 5000 All namespaces must be approved', () => {
    const proposal = {
      requiredNamespaces: {
        eip155: { chains: ['eip155:137', 'eip155:1'], methods: ['eth_sign'], events: ['accountsChanged'] },
        cosmos: { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_signDirect'], events: ['someCosmosEvent'] },
      },
    }
    const namespaces = {
      eip155: {
        accounts: [`eip155:1:${ADDRESS}`, `eip155:137:${ADDRESS}`],
        methods: ['eth_sign'],
        events: ['accountsChanged'],
      },
    }
    expect(refusal(namespaces, proposal)).toEqual({ code: 5000, message: 'All namespaces must be approved' })
  })

  it('2.10 Session Namespaces MUST approve all events: 5003 All events must be approved', () => {
    const proposal = { requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: ['chainChanged'] } } }
    expect(refusal({ eip155: { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] } }, proposal)).toEqual({
      code: 5003,
      message: 'All events must be approved',
    })
  })

  it('2.11 Session Namespaces doesn’t need to approve all of the methods in the optional namespace', () => {
    const proposal = {
      requiredNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:137'],
          methods: ['eth_sendTransaction', 'eth_signTransaction', 'eth_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
      optionalNamespaces: {
        'eip155:42161': {
          methods: ['eth_sendTransaction', 'eth_signTransaction', 'personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    }
    const namespaces = {
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        methods: ['eth_sendTransaction', 'eth_signTransaction', 'eth_sign'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: [`eip155:1:${ADDRESS}`, `eip155:137:${ADDRESS}`],
      },
      'eip155:42161': {
        methods: ['personal_sign'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: ['eip155:42161:0x0910e12C68d02B561a34569E1367c9AAb42bd810'],
      },
    }
    expect(refusal(namespaces, proposal)).toBeUndefined()
  })

  it('1.7 applied to session keys: a key that is not CAIP-2 gives 5104 Namespace formatting must match CAIP-2; a non-object is refused', () => {
    expect(refusal({ '**': { accounts: [`eip155:1:${ADDRESS}`], methods: [], events: [] } }, {})).toEqual({
      code: 5104,
      message: 'Namespace formatting must match CAIP-2',
    })
    for (const namespaces of [null, undefined, 'eip155', []]) expect(refusal(namespaces, {})?.code).toBe(3)
  })
})

describe('validateApprovedNamespaces: the modal accepts what the spec allows', () => {
  // The modal proposes its configured chains as optional namespaces.
  const requested = {
    eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
  }
  const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const X = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  const options = { isAddress: { eip155: isEvmAddress }, required: ['eip155'] }

  it('accepts accounts on chains the app did not ask for (2.8) and uses only the configured chain’s', () => {
    const approved = {
      eip155: {
        accounts: [`eip155:31337:${A}`, `eip155:1:${X}`, `eip155:137:${X}`, `eip155:8453:${X}`],
        methods: ['personal_sign'],
        events: [],
      },
    }
    expect(validateApprovedNamespaces(approved, requested, options)).toEqual({
      eip155: [{ caipAddress: `eip155:31337:${A}`, caipNetworkId: 'eip155:31337', namespace: 'eip155', address: A }],
    })
  })

  it('ignores namespaces the app did not ask for', () => {
    const approved = {
      eip155: { accounts: [`eip155:31337:${A}`], methods: [], events: [] },
      cosmos: {
        accounts: ['cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'],
        methods: [],
        events: [],
      },
    }
    expect(Object.keys(validateApprovedNamespaces(approved, requested, options))).toEqual(['eip155'])
  })

  it('does not check an ignored account beyond CAIP-10, and refuses an unusable address on a configured chain', () => {
    expect(
      validateApprovedNamespaces(
        { eip155: { accounts: [`eip155:31337:${A}`, 'eip155:1:0xnot-checked'], methods: [], events: [] } },
        requested,
        options,
      ).eip155,
    ).toHaveLength(1)
    expect(() =>
      validateApprovedNamespaces(
        { eip155: { accounts: ['eip155:31337:0xnot-an-address'], methods: [], events: [] } },
        requested,
        options,
      ),
    ).toThrow('The wallet approved an invalid account (eip155:31337:0xnot-an-address). The connection was closed.')
  })

  it('still needs a usable account in the namespace being connected', () => {
    expect(() =>
      validateApprovedNamespaces(
        { eip155: { accounts: [`eip155:1:${X}`], methods: [], events: [] } },
        requested,
        options,
      ),
    ).toThrow('The wallet approved no EVM account on the networks this app asked for. The connection was closed.')
  })

  it('refuses what the spec refuses, naming the spec’s reason, with its error as the cause', () => {
    const error = (() => {
      try {
        validateApprovedNamespaces(
          {
            eip155: { accounts: [`eip155:31337:${A}`], methods: [], events: [] },
            solana: { accounts: [], methods: [], events: [] },
          },
          requested,
          options,
        )
      } catch (e) {
        return e as Error & { code: string; cause: SessionNamespacesError }
      }
    })()
    expect(error?.message).toBe(
      'The wallet approved a session WalletConnect does not allow (Accounts must not be empty). The connection was closed.',
    )
    expect(error?.code).toBe('INVALID_ACCOUNTS')
    expect(error?.cause).toMatchObject({ code: 5001, message: 'Accounts must not be empty' })
    expect(() =>
      validateApprovedNamespaces(
        { eip155: { accounts: [`eip155:31337:${A}`, 'cosmos:cosmoshub-4:cosmos1abc'], methods: [], events: [] } },
        requested,
        options,
      ),
    ).toThrow('The wallet approved an invalid account (cosmos:cosmoshub-4:cosmos1abc). The connection was closed.')
  })
})
