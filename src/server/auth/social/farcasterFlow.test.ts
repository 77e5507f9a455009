import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { encodeAbiParameters, toFunctionSelector, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort } from '../../../testing/stack/freePort.js'
import { AUTH_ERRORS, AuthServerError } from '../errors.js'
import { createTestAuthServer, SITE } from '../testFixtures.js'
import { createFarcasterFlow } from './farcasterFlow.js'

/**
 * A local stand-in for the Farcaster auth relay (`POST /v1/channel`, `GET /v1/channel/status` with
 * the channel token as bearer, as `@farcaster/auth-client` calls them) and for the OP Mainnet RPC
 * the ID registry is read over (`idOf(address)`). A channel is completed the way the Farcaster app
 * completes it: a SIWF message built by the library's wallet client, signed by a custody key.
 */
interface Channel {
  request: { siweUri: string; domain: string; nonce: string; acceptAuthAddress: boolean }
  completed?: { message?: string; signature?: Hex; fid: number; username?: string }
}

const ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
const ID_OF = toFunctionSelector('function idOf(address owner) view returns (uint256)')

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
}

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<{ server: Server; url: string }> {
  const port = await freePort()
  const server = createServer(
    (request, response) => void handler(request, response).catch(() => response.writeHead(500).end()),
  )
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${port}` }
}

const send = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'Content-Type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body))

async function startLocalFarcaster() {
  const channels = new Map<string, Channel>()
  /** Fids by custody address (lower case), as the ID registry holds them. */
  const custody = new Map<string, number>()
  const state = {
    /** Answers POST /v1/channel instead of opening one (a broken relay). */
    channelAnswer: undefined as undefined | { status: number; body: unknown },
    relayDown: false,
    rpcDown: false,
  }

  const relay = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay')
    if (state.relayDown) return void send(response, 503, { error: 'Service Unavailable' })
    if (request.method === 'POST' && url.pathname === '/v1/channel') {
      const body = (await readJson(request)) as Channel['request']
      if (state.channelAnswer) return void send(response, state.channelAnswer.status, state.channelAnswer.body)
      const channelToken = randomBytes(16).toString('hex')
      channels.set(channelToken, { request: body })
      return void send(response, 201, {
        channelToken,
        url: `https://farcaster.xyz/~/siwf?channelToken=${channelToken}`,
        nonce: body.nonce,
      })
    }
    if (request.method === 'GET' && url.pathname === '/v1/channel/status') {
      const channel = channels.get(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
      if (!channel) return void send(response, 401, { error: 'Unauthorized' })
      if (!channel.completed) return void send(response, 202, { state: 'pending', nonce: channel.request.nonce })
      return void send(response, 200, { state: 'completed', nonce: channel.request.nonce, ...channel.completed })
    }
    send(response, 404, { error: 'Not Found' })
  })

  const rpc = await listen(async (request, response) => {
    const call = (await readJson(request)) as { id: number; method: string; params: [{ to?: string; data?: string }] }
    if (state.rpcDown) return void send(response, 503, 'Service Unavailable')
    const answer = (result: unknown): void => void send(response, 200, { jsonrpc: '2.0', id: call.id, result })
    if (call.method === 'eth_chainId') return answer('0xa')
    const tx = call.params?.[0]
    if (
      call.method === 'eth_call' &&
      tx?.to?.toLowerCase() === ID_REGISTRY.toLowerCase() &&
      tx.data?.startsWith(ID_OF)
    ) {
      const owner = `0x${tx.data.slice(-40)}`
      return answer(encodeAbiParameters([{ type: 'uint256' }], [BigInt(custody.get(owner) ?? 0)]))
    }
    // Anything else (the ERC-6492 check of a contract wallet): this chain runs no code.
    send(response, 200, { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } })
  })

  const wallet = createWalletClient({ ethereum: viemConnector({ rpcUrl: rpc.url }) })

  return {
    relayUrl: relay.url,
    rpcUrl: rpc.url,
    state,
    channels,
    /** Registers `fid` in the ID registry with a new custody key; resolves its account. */
    register(fid: number): PrivateKeyAccount {
      const account = privateKeyToAccount(generatePrivateKey())
      custody.set(account.address.toLowerCase(), fid)
      return account
    },
    /**
     * The user signs the channel's message in the Farcaster app: `as` builds it for its address
     * and fid; `signer` signs it (default `as`); `nonce` / `domain` replace the channel's.
     */
    async sign(
      channelToken: string,
      options: { as: PrivateKeyAccount; fid: number; username?: string; signer?: PrivateKeyAccount; nonce?: string },
    ) {
      const channel = channels.get(channelToken)!
      const built = wallet.buildSignInMessage({
        address: options.as.address,
        fid: options.fid,
        uri: channel.request.siweUri,
        domain: channel.request.domain,
        nonce: options.nonce ?? channel.request.nonce,
      })
      if (built.isError) throw built.error
      const signature = await (options.signer ?? options.as).signMessage({ message: built.message })
      channel.completed = {
        message: built.message,
        signature,
        fid: options.fid,
        ...(options.username ? { username: options.username } : {}),
      }
    },
    /** The relay forgets every channel (its channels live minutes). */
    forget: () => channels.clear(),
    reset() {
      state.channelAnswer = undefined
      state.relayDown = false
      state.rpcDown = false
    },
    stop: () => Promise.all([relay.server, rpc.server].map((s) => new Promise((resolve) => s.close(resolve)))),
  }
}

let farcaster: Awaited<ReturnType<typeof startLocalFarcaster>>
beforeAll(async () => {
  farcaster = await startLocalFarcaster()
})
afterAll(() => farcaster?.stop())
beforeEach(() => farcaster.reset())

const flowOptions = () => ({ relayUrl: farcaster.relayUrl, rpcUrl: farcaster.rpcUrl, idRegistry: ID_REGISTRY })
/** Resolves what `promise` was refused with, checked to be an AuthServerError. */
async function refusalOf(promise: Promise<unknown>): Promise<{ message: string; status: number }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AuthServerError)
  return { message: (error as AuthServerError).message, status: (error as AuthServerError).status }
}

describe('createFarcasterFlow: start', () => {
  it("opens a relay channel for the site's host with its own nonce, custody signatures only", async () => {
    const { url, secrets } = await createFarcasterFlow(flowOptions()).start(SITE)
    const channel = farcaster.channels.get(secrets.channelToken)!
    expect(channel.request).toEqual({
      siweUri: SITE,
      domain: '127.0.0.1:14273',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      acceptAuthAddress: false,
    })
    expect(secrets).toEqual({
      channelToken: secrets.channelToken,
      nonce: channel.request.nonce,
      domain: '127.0.0.1:14273',
    })
    expect(url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${secrets.channelToken}`)
  })

  it.each([
    ['an error status', { status: 500, body: { error: 'Internal Server Error' } }],
    ['no channel token', { status: 201, body: { url: 'https://farcaster.xyz/~/siwf?channelToken=x' } }],
    ['no link', { status: 201, body: { channelToken: 'abc' } }],
    ['a link that is no URL', { status: 201, body: { channelToken: 'abc', url: 'not a url' } }],
    [
      'a link that is no string',
      { status: 201, body: { channelToken: 'abc', url: ['https://farcaster.xyz/~/siwf?channelToken=abc'] } },
    ],
    ['no JSON', { status: 201, body: '<html>' }],
  ])('a relay answering %s is unreachable (502)', async (_, answer) => {
    farcaster.state.channelAnswer = answer
    expect(await refusalOf(createFarcasterFlow(flowOptions()).start(SITE))).toEqual({
      message: AUTH_ERRORS.farcasterUnreachable,
      status: 502,
    })
  })

  it('a relay that does not answer is unreachable (502)', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    expect(await refusalOf(createFarcasterFlow({ ...flowOptions(), relayUrl: closed }).start(SITE))).toEqual({
      message: AUTH_ERRORS.farcasterUnreachable,
      status: 502,
    })
  })
})

describe('createFarcasterFlow: check', () => {
  const started = async () => {
    const flow = createFarcasterFlow(flowOptions())
    return { flow, secrets: (await flow.start(SITE)).secrets }
  }

  it('nothing until the user signed; then the fid and the username, never a verified email', async () => {
    const { flow, secrets } = await started()
    expect(await flow.check(secrets)).toBeUndefined()
    const alice = farcaster.register(4242)
    await farcaster.sign(secrets.channelToken, { as: alice, fid: 4242, username: 'alice' })
    expect(await flow.check(secrets)).toEqual({ subject: '4242', username: 'alice', emailVerified: false })
    const other = await started()
    const bob = farcaster.register(77)
    await farcaster.sign(other.secrets.channelToken, { as: bob, fid: 77 })
    expect(await other.flow.check(other.secrets)).toEqual({ subject: '77', emailVerified: false })
  })

  it('refuses (400) a message signed by another key, for an fid the signer does not hold, or with another nonce', async () => {
    const custody = farcaster.register(500)
    const cases = [
      { as: custody, fid: 500, signer: privateKeyToAccount(generatePrivateKey()) },
      { as: custody, fid: 501 },
      { as: custody, fid: 500, nonce: 'a'.repeat(32) },
    ]
    for (const signed of cases) {
      const { flow, secrets } = await started()
      await farcaster.sign(secrets.channelToken, signed)
      expect(await refusalOf(flow.check(secrets))).toEqual({ message: AUTH_ERRORS.farcasterRefused, status: 400 })
    }
  })

  it('refuses (400) a completed channel without a signed message', async () => {
    const { flow, secrets } = await started()
    farcaster.channels.get(secrets.channelToken)!.completed = { fid: 1 }
    expect(await refusalOf(flow.check(secrets))).toEqual({ message: AUTH_ERRORS.farcasterRefused, status: 400 })
  })

  it('the relay forgetting the channel, or the ID registry not answering, is unreachable (502)', async () => {
    const { flow, secrets } = await started()
    const carol = farcaster.register(9)
    await farcaster.sign(secrets.channelToken, { as: carol, fid: 9 })
    farcaster.state.rpcDown = true
    expect(await refusalOf(flow.check(secrets))).toEqual({ message: AUTH_ERRORS.farcasterUnreachable, status: 502 })
    farcaster.state.rpcDown = false
    expect(await flow.check(secrets)).toMatchObject({ subject: '9' })
    farcaster.forget()
    expect(await refusalOf(flow.check(secrets))).toEqual({ message: AUTH_ERRORS.farcasterUnreachable, status: 502 })
  })
})

describe('Sign In With Farcaster through the auth server', () => {
  /** An auth server with Farcaster and one OAuth 2 provider (its endpoints are never reached here). */
  const farcasterServer = () => {
    const test = createTestAuthServer({
      social: {
        publicUrl: 'http://auth.test',
        allowInsecureRequests: true,
        farcaster: flowOptions(),
        providers: [
          {
            name: 'github',
            clientId: 'id',
            clientSecret: 'secret',
            authorizationEndpoint: 'http://127.0.0.1:9/auth',
            tokenEndpoint: 'http://127.0.0.1:9/token',
            userinfoEndpoint: 'http://127.0.0.1:9/user',
            userinfo: 'github',
          },
        ],
      },
    })
    const start = (provider: string) => test.client.call('POST', '/social/start', { provider, site: SITE })
    const poll = (body: Record<string, unknown>) =>
      test.client.call('POST', '/social/poll', { requestId: body.requestId, secret: body.secret })
    const collect = (body: Record<string, unknown>) =>
      test.client.call('POST', '/social/collect', {
        requestId: body.requestId,
        secret: body.secret,
        deviceId: 'device-0001',
      })
    const tokenOf = (body: Record<string, unknown>) => new URL(body.url as string).searchParams.get('channelToken')!
    return { ...test, start, poll, collect, tokenOf }
  }

  it('start, pending while the user has not signed, then the fid to confirm (no session yet), collected once', async () => {
    const { start, poll, collect, tokenOf, client } = farcasterServer()
    const started = await start('farcaster')
    expect(started).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/), expiresInSeconds: 600 },
    })
    expect(await poll(started.body)).toMatchObject({ status: 200, body: { status: 'pending' } })
    const dan = farcaster.register(31337)
    await farcaster.sign(tokenOf(started.body), { as: dan, fid: 31337, username: 'dan' })
    // The frame confirms the username before any session opens (the relay's answer is not bound to this browser).
    expect(await poll(started.body)).toMatchObject({
      status: 200,
      body: { status: 'confirm', account: { username: 'dan', socialProvider: 'farcaster', hasWallet: false } },
    })
    // Answered from storage from now on, whatever the relay says.
    farcaster.forget()
    const done = await collect(started.body)
    expect(done).toMatchObject({ status: 200, body: { account: { username: 'dan', socialProvider: 'farcaster' } } })
    expect((await client.call('GET', '/session', undefined, done.body.token as string)).body.account).toEqual({
      username: 'dan',
      socialProvider: 'farcaster',
    })
    expect(await poll(started.body)).toMatchObject({ status: 409, body: { error: AUTH_ERRORS.loginAlreadyUsed } })
    expect(await collect(started.body)).toMatchObject({ status: 409, body: { error: AUTH_ERRORS.loginAlreadyUsed } })
  })

  it('a message that does not verify fails the login for good', async () => {
    const { start, poll, tokenOf } = farcasterServer()
    const started = await start('farcaster')
    await farcaster.sign(tokenOf(started.body), {
      as: farcaster.register(12),
      fid: 12,
      signer: privateKeyToAccount(generatePrivateKey()),
    })
    expect(await poll(started.body)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.farcasterRefused } })
    farcaster.forget()
    expect(await poll(started.body)).toMatchObject({ status: 400, body: { error: AUTH_ERRORS.farcasterRefused } })
  })

  it('a relay that does not answer a poll (502) leaves the login open for the next one', async () => {
    const { start, poll, tokenOf } = farcasterServer()
    const started = await start('farcaster')
    await farcaster.sign(tokenOf(started.body), { as: farcaster.register(13), fid: 13, username: 'erin' })
    farcaster.state.relayDown = true
    expect(await poll(started.body)).toMatchObject({ status: 502, body: { error: AUTH_ERRORS.farcasterUnreachable } })
    farcaster.state.relayDown = false
    expect(await poll(started.body)).toMatchObject({
      status: 200,
      body: { status: 'confirm', account: { username: 'erin' } },
    })
  })

  it('still refuses an unknown provider (404), and polls an OAuth login without asking the relay', async () => {
    const { start, poll } = farcasterServer()
    expect(await start('myspace')).toMatchObject({ status: 404, body: { error: AUTH_ERRORS.unknownProvider } })
    const github = await start('github')
    expect(github.status).toBe(200)
    expect(await poll(github.body)).toMatchObject({ status: 200, body: { status: 'pending' } })
  })
})
