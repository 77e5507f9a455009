import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimumReceived, NATIVE_TOKEN_ADDRESS } from '../../core/swaps/slippage.js'
import { freePort } from '../../testing/stack/freePort.js'
import { startDemoEvmChain, type RunningDemoEvmChain } from '../../testing/stack/evm/startEvmChain.js'
import { demoEvmTokens } from '../../testing/stack/evm/tokens.js'
import { UNISWAP_V2_ADDRESSES } from '../../testing/stack/evm/uniswapV2Addresses.js'
import { CONVERT_DEADLINE_SECONDS, createConvertService, type ConvertService } from './createConvertService.js'

const [USDC, DEMO] = demoEvmTokens(31337) as [
  ReturnType<typeof demoEvmTokens>[number],
  ReturnType<typeof demoEvmTokens>[number],
]
const TRADER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // dev account 3, unlocked on anvil

describe('convert service (1inch v6 API over Uniswap V2 on anvil)', () => {
  let chain: RunningDemoEvmChain
  let service: ConvertService
  const get = async (path: string) => {
    const response = await service.handle(new Request(`http://local/api/convert/swap/v6.0/31337/${path}`))
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  // Sent with the answer's gas limit, as a wallet following a 1inch answer does. An estimate made in
  // the pool's last second runs short when the swap lands a second later (the pair then also
  // writes its cumulative prices): that revert was this test's flake.
  const send = async (tx: { to: Address; data: Hex; value: string; gas?: number }) => {
    const wallet = createWalletClient({ account: TRADER, transport: http(chain.url) })
    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      chain: null,
      ...(tx.gas !== undefined ? { gas: BigInt(tx.gas) } : {}),
    })
    return createPublicClient({ transport: http(chain.url) }).waitForTransactionReceipt({ hash })
  }
  const balanceOf = (token: Address) =>
    createPublicClient({ transport: http(chain.url), cacheTime: 0 }).readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [TRADER],
    })

  beforeAll(async () => {
    chain = await startDemoEvmChain({ port: await freePort(), chainId: 31337 })
    service = createConvertService({
      mountPath: '/api/convert',
      chains: [
        {
          chainId: 31337,
          rpcUrl: chain.url,
          router: UNISWAP_V2_ADDRESSES.router,
          weth: UNISWAP_V2_ADDRESSES.weth,
          tokens: [USDC, DEMO],
        },
      ],
    })
  }, 60_000)
  afterAll(() => chain?.stop())

  it('quotes ETH → USDC from the seeded pool (1 ETH ≈ 3,000 USDC less fee and impact)', async () => {
    const { status, body } = await get(
      `quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=${parseEther('1')}&includeGas=true`,
    )
    expect(status).toBe(200)
    expect(body.dstAmount).toBe('2961474103')
    expect(body.gas).toBe(170_000)
  })

  it('builds an ETH → USDC swap that delivers at least the 1% minimum', async () => {
    const before = await balanceOf(USDC.address)
    const { body } = await get(
      `swap?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=${parseEther('0.5')}&from=${TRADER}&slippage=1`,
    )
    expect(body.tx.to).toBe(UNISWAP_V2_ADDRESSES.router)
    expect(body.tx.value).toBe(parseEther('0.5').toString())
    const receipt = await send(body.tx)
    expect(receipt.status).toBe('success')
    expect((await balanceOf(USDC.address)) - before).toBeGreaterThanOrEqual(minimumReceived(BigInt(body.dstAmount)))
  })

  it('reads the allowance, builds the approval for the router, then swaps USDC → DEMO', async () => {
    expect((await get('approve/spender')).body).toEqual({ address: UNISWAP_V2_ADDRESSES.router })
    expect((await get(`approve/allowance?tokenAddress=${USDC.address}&walletAddress=${TRADER}`)).body).toEqual({
      allowance: '0',
    })
    const amount = parseUnits('100', 6)
    const approve = await get(`approve/transaction?tokenAddress=${USDC.address}&amount=${amount}`)
    expect(approve.body.to).toBe(USDC.address)
    await send(approve.body as { to: Address; data: Hex; value: string; gas?: number })
    expect((await get(`approve/allowance?tokenAddress=${USDC.address}&walletAddress=${TRADER}`)).body).toEqual({
      allowance: amount.toString(),
    })
    const before = await balanceOf(DEMO.address)
    const { body } = await get(
      `swap?src=${USDC.address}&dst=${DEMO.address}&amount=${amount}&from=${TRADER}&slippage=1`,
    )
    expect((await send(body.tx)).status).toBe('success')
    expect((await balanceOf(DEMO.address)) - before).toBe(BigInt(body.dstAmount))
  })

  it('lists the tokens with the native currency', async () => {
    const { body } = await get('tokens')
    expect(Object.values(body.tokens).map((t: any) => t.symbol)).toEqual(['ETH', 'USDC', 'DEMO'])
  })

  it('answers bad requests in 1inch error shape', async () => {
    expect(await get(`quote?src=nope&dst=${USDC.address}&amount=1`)).toEqual({
      status: 400,
      body: { error: 'Bad Request', description: 'src: expected a 0x address', statusCode: 400 },
    })
    expect((await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=1.5`)).body.description).toBe(
      'amount: expected a positive integer in base units, at most 2^256 - 1',
    )
    expect((await get(`quote?src=${USDC.address}&dst=${USDC.address}&amount=1`)).body.description).toBe(
      'src and dst are the same token',
    )
    // A contract with no pair against USDC (the router itself).
    expect((await get(`quote?src=${USDC.address}&dst=${UNISWAP_V2_ADDRESSES.router}&amount=1`)).body.description).toBe(
      'insufficient liquidity',
    )
    expect(
      (await get(`swap?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=1&from=${TRADER}&slippage=90`)).body
        .description,
    ).toBe('slippage: expected a number between 0 and 50')
    const other = await service.handle(new Request('http://local/api/convert/swap/v6.0/1/tokens'))
    expect(await other.json()).toEqual({
      error: 'Bad Request',
      description: 'chain 1 is not supported',
      statusCode: 400,
    })
  })

  it("adds the tokens' details only when includeTokensInfo=true, and the gas only when includeGas=true", async () => {
    const plain = await get(`quote?src=${USDC.address}&dst=${DEMO.address}&amount=${parseUnits('1', 6)}`)
    expect(Object.keys(plain.body)).toEqual(['dstAmount'])
    const withInfo = await get(
      `quote?src=${USDC.address}&dst=${DEMO.address}&amount=${parseUnits('1', 6)}&includeTokensInfo=true`,
    )
    expect(withInfo.body.srcToken).toEqual(USDC)
    expect(withInfo.body.dstToken).toEqual(DEMO)
    expect(withInfo.body).not.toHaveProperty('gas')
    expect(
      (await get(`quote?src=${USDC.address}&dst=${DEMO.address}&amount=1&includeTokensInfo=false&includeGas=false`))
        .body,
    ).not.toHaveProperty('srcToken')
  })

  it('takes an all-lower-case address, and refuses a zero amount', async () => {
    expect(
      (await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address.toLowerCase()}&amount=${parseEther('0.01')}`))
        .status,
    ).toBe(200)
    expect((await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=0`)).body.description).toBe(
      'amount: expected a positive integer in base units, at most 2^256 - 1',
    )
  })

  it('refuses a mixed-case address whose EIP-55 checksum is wrong (a typo), naming the field, before quoting', async () => {
    const checksummed = getAddress(USDC.address)
    // Flip the case of one letter: still an address by shape, no longer by checksum.
    const at = [...checksummed].findIndex((ch, i) => i > 1 && /[a-f]/i.test(ch))
    const typo =
      checksummed.slice(0, at) +
      (checksummed[at] === checksummed[at]!.toLowerCase()
        ? checksummed[at]!.toUpperCase()
        : checksummed[at]!.toLowerCase()) +
      checksummed.slice(at + 1)
    const refused = await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${typo}&amount=${parseEther('0.01')}`)
    expect(refused.status).toBe(400)
    expect(refused.body.description).toBe('dst: expected a 0x address')
    expect(
      (await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${checksummed}&amount=${parseEther('0.01')}`)).status,
    ).toBe(200)
  })

  // Would have caught: a token address without code answered 500 (allowance: the
  // empty return data did not decode), 'insufficient liquidity' (quote, swap) or an approve to
  // nothing (200); an amount over uint256 'insufficient liquidity' or 500 (approve/transaction).
  it('refuses a token address that holds no contract with 400 naming the field, on every route that takes a token', async () => {
    const noContract = (field: string) => ({
      status: 400,
      body: { error: 'Bad Request', description: `${field}: no token contract at this address`, statusCode: 400 },
    })
    const amount = parseEther('0.01')
    expect(await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${TRADER}&amount=${amount}`)).toEqual(noContract('dst'))
    expect(await get(`quote?src=${TRADER}&dst=${USDC.address}&amount=${amount}`)).toEqual(noContract('src'))
    expect(await get(`swap?src=${USDC.address}&dst=${TRADER}&amount=${amount}&from=${TRADER}&slippage=1`)).toEqual(
      noContract('dst'),
    )
    expect(await get(`approve/allowance?tokenAddress=${TRADER}&walletAddress=${TRADER}`)).toEqual(
      noContract('tokenAddress'),
    )
    expect(await get(`approve/transaction?tokenAddress=${TRADER}`)).toEqual(noContract('tokenAddress'))
    expect((await get(`approve/allowance?tokenAddress=${USDC.address}&walletAddress=${TRADER}`)).status).toBe(200)
  })

  it('refuses an amount over 2^256 - 1 with 400 naming amount, and takes 2^256 - 1 itself', async () => {
    const over = (2n ** 256n).toString()
    const described = {
      error: 'Bad Request',
      description: 'amount: expected a positive integer in base units, at most 2^256 - 1',
      statusCode: 400,
    }
    expect(await get(`quote?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=${over}&includeGas=true`)).toEqual({
      status: 400,
      body: described,
    })
    expect(await get(`swap?src=${USDC.address}&dst=${DEMO.address}&amount=${over}&from=${TRADER}&slippage=1`)).toEqual({
      status: 400,
      body: described,
    })
    expect(await get(`approve/transaction?tokenAddress=${USDC.address}&amount=${over}`)).toEqual({
      status: 400,
      body: described,
    })
    expect((await get(`approve/transaction?tokenAddress=${USDC.address}&amount=${maxUint256}`)).status).toBe(200)
  })

  it('accepts slippage from 0 to 50 inclusive and nothing else', async () => {
    const swap = (slippage: string) =>
      get(`swap?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=${parseEther('0.01')}&from=${TRADER}${slippage}`)
    expect((await swap('&slippage=0')).status).toBe(200)
    expect((await swap('&slippage=50')).status).toBe(200)
    for (const refused of ['&slippage=-0.1', '&slippage=50.1', '&slippage=abc', ''])
      expect((await swap(refused)).body.description, refused).toBe('slippage: expected a number between 0 and 50')
  })

  it('puts the deadline CONVERT_DEADLINE_SECONDS after now (unix seconds) into the swap', async () => {
    const { body } = await get(
      `swap?src=${NATIVE_TOKEN_ADDRESS}&dst=${USDC.address}&amount=${parseEther('0.01')}&from=${TRADER}&slippage=1`,
    )
    const abi = parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    ])
    const { args } = decodeFunctionData({ abi, data: body.tx.data })
    const deadline = Number(args[3])
    const expected = Math.floor(Date.now() / 1000) + CONVERT_DEADLINE_SECONDS
    expect(Math.abs(deadline - expected)).toBeLessThanOrEqual(5)
    expect(getAddress(args[2])).toBe(TRADER)
  })

  it('approves an unlimited amount when none is given, with value "0"', async () => {
    const abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])
    const unlimited = await get(`approve/transaction?tokenAddress=${USDC.address}`)
    expect(unlimited.body.value).toBe('0')
    expect(decodeFunctionData({ abi, data: unlimited.body.data }).args).toEqual([
      getAddress(UNISWAP_V2_ADDRESSES.router),
      maxUint256,
    ])
    const some = await get(`approve/transaction?tokenAddress=${USDC.address}&amount=7`)
    expect(decodeFunctionData({ abi, data: some.body.data }).args).toEqual([
      getAddress(UNISWAP_V2_ADDRESSES.router),
      7n,
    ])
  })

  it('keys the token list by lower-case address', async () => {
    const { body } = await get('tokens')
    expect(Object.keys(body.tokens)).toEqual(
      [NATIVE_TOKEN_ADDRESS, USDC.address, DEMO.address].map((a) => a.toLowerCase()),
    )
    expect(body.tokens[NATIVE_TOKEN_ADDRESS.toLowerCase()].address).toBe(NATIVE_TOKEN_ADDRESS)
  })

  it('answers 404 "Not found" off its routes, and 500 "Internal error" when the chain cannot be read', async () => {
    const missing = await service.handle(new Request('http://local/api/convert/swap/v6.0/31337/nothing-here'))
    expect({ status: missing.status, body: await missing.json() }).toEqual({
      status: 404,
      body: { error: 'Not found' },
    })
    const closedPort = await freePort()
    const broken = createConvertService({
      chains: [
        {
          chainId: 31337,
          rpcUrl: `http://127.0.0.1:${closedPort}`,
          router: UNISWAP_V2_ADDRESSES.router,
          weth: UNISWAP_V2_ADDRESSES.weth,
          tokens: [USDC],
        },
      ],
    })
    // No mountPath: the routes start at /swap/v6.0.
    const tokens = await broken.handle(new Request('http://local/swap/v6.0/31337/tokens'))
    expect(tokens.status).toBe(200)
    const allowance = await broken.handle(
      new Request(
        `http://local/swap/v6.0/31337/approve/allowance?tokenAddress=${USDC.address}&walletAddress=${TRADER}`,
      ),
    )
    expect({ status: allowance.status, body: await allowance.json() }).toEqual({
      status: 500,
      body: { error: 'Internal error' },
    })
  }, 30_000)
})
