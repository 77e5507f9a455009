import { LAMPORTS_PER_SOL, Keypair, PublicKey } from '@solana/web3.js'
import { parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'
import { evmRequest } from './support/evmRequest.js'

const TYPED_DATA = {
  domain: {
    name: 'Demo Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'Hello from the embedded wallet' },
} as const

test.describe('the embedded wallet signs only inside its frame', () => {
  test('personal_sign and eth_signTypedData_v4 approved in the frame verify; a reject is the user-rejected error; a disallowed method is refused with a toast', async ({
    page,
    request,
  }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    const { accounts } = await login.login(uniqueEmail('signing'))
    const address = accounts!.eip155!.address as Address

    const message = 'Sign in to the demo, please.'
    const signed = evmRequest(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, address])
    await login.approve('Sign message')
    await expect(login.signer().getByText(message)).toBeHidden()
    const signature = (await signed).result as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    await expect(login.modal.dialog).toBeHidden()

    const typed = evmRequest(page, 'eth_signTypedData_v4', [address, JSON.stringify(TYPED_DATA)])
    await login.approve('Sign typed data')
    const typedSignature = (await typed).result as Hex
    const { EIP712Domain: _, ...types } = TYPED_DATA.types
    expect(
      await verifyTypedData({
        address,
        domain: TYPED_DATA.domain,
        types,
        primaryType: 'Mail',
        message: TYPED_DATA.message,
        signature: typedSignature,
      }),
    ).toBe(true)

    const rejected = evmRequest(page, 'personal_sign', ['0x68656c6c6f', address])
    await login.reject('Sign message')
    expect((await rejected).error).toEqual({ code: 4001, message: 'User rejected the request.' })
    await expect(login.modal.dialog).toBeHidden()

    const refused = await evmRequest(page, 'eth_sign', [address, '0x68656c6c6f'])
    expect(refused.error).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(login.modal.element.getByRole('alert')).toHaveText('Action not allowed')
  })

  test('an ETH send on anvil and a SOL send on the local Solana RPC, each approved in the frame, land on chain', async ({
    page,
    request,
    anvil,
    solana,
  }) => {
    const login = new EmailLoginPage(page, request)
    await login.modal.goto()
    const { accounts } = await login.login(uniqueEmail('sends'))
    const evmAddress = accounts!.eip155!.address as Address
    const solAddress = accounts!.solana!.address!
    await anvil.a.test.setBalance({ address: evmAddress, value: parseEther('5') })
    await solana.airdrop(solAddress, 2 * LAMPORTS_PER_SOL)

    // ETH through the provider: filled by the host (nonce, gas, fees), signed in the frame, sent by the host.
    const ethTo = privateKeyToAccount(generatePrivateKey()).address
    const sent = evmRequest(page, 'eth_sendTransaction', [
      { from: evmAddress, to: ethTo, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    await login.approve('Send transaction')
    await expect(login.signer().getByText('0.25 ETH', { exact: true })).toBeHidden()
    const hash = (await sent).result as Hex
    expect((await anvil.a.public.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await anvil.a.public.getBalance({ address: ethTo })).toBe(parseEther('0.25'))

    // SOL through the modal's Send view on the Solana network (the Wallet Standard side).
    await login.modal.call('open', { view: 'Networks' })
    await login.modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect.poll(async () => (await login.modal.getState()).activeNamespace).toBe('solana')
    const solTo = Keypair.generate().publicKey.toBase58()
    await login.modal.submitSend('0.5', solTo)
    await login.approve('Send transaction')
    await login.modal.expectView('Account')
    await expect.poll(() => solana.connection.getBalance(new PublicKey(solTo))).toBe(0.5 * LAMPORTS_PER_SOL)
  })
})
