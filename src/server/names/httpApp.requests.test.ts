import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'

import { RESOLVER, setup, expectJson, preflight, RESOLVE } from './httpAppFixtures.js'

describe('names HTTP: request bodies', () => {
  // Would have caught: POST /nonce answered any content type, so a cross-site
  // HTML form (which sends text/plain, urlencoded or multipart without a preflight) could mint nonces.
  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
  ])('refuses POST /nonce with %s (415)', async (_, headers) => {
    const { post } = setup()
    await expectJson(await post('/nonce', '{}', headers), 415, { error: 'Expected Content-Type: application/json' })
  })

  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['application/jsonx', { 'Content-Type': 'application/jsonx' }],
  ])('refuses a register body with %s (415)', async (_, headers) => {
    const { post } = setup()
    await expectJson(await post('/register', '{}', headers), 415, { error: 'Expected Content-Type: application/json' })
  })

  it('takes application/json in any case and with parameters', async () => {
    const { post } = setup()
    for (const type of ['Application/JSON', 'application/json; charset=utf-8', 'application/json ;charset=UTF-8']) {
      await expectJson(await post('/register', '{}', { 'Content-Type': type }), 400, {
        error: 'Expected name, coinType, address, message and signature',
      })
    }
  })

  it('refuses a body over maxBodyBytes (413) and one that is not JSON (400)', async () => {
    const { post } = setup({ maxBodyBytes: 20 })
    await expectJson(await post('/register', JSON.stringify({ name: 'alice12345678901' })), 413, {
      error: 'Request body too large',
    })
    await expectJson(await post('/register', '{"name":'), 400, { error: 'Invalid JSON body' })
    await expectJson(await post('/register', '{"name":"alice123"}'), 400, {
      error: 'Expected name, coinType, address, message and signature',
    })
  })

  it.each(['null', '[]', '"text"', '42', 'true'])(
    'refuses the register body %s as missing fields (400)',
    async (body) => {
      const { post } = setup()
      await expectJson(await post('/register', body), 400, {
        error: 'Expected name, coinType, address, message and signature',
      })
    },
  )

  const complete = {
    name: 'alice1234',
    coinType: 60,
    address: '0x0000000000000000000000000000000000000001',
    message: 'm',
    signature: '0x',
  }
  it.each([
    ['name', 1234],
    ['coinType', '60'],
    ['address', 1],
    ['message', null],
    ['signature', undefined],
  ])('refuses a register body whose %s is %j (400)', async (field, value) => {
    const { post } = setup()
    await expectJson(await post('/register', JSON.stringify({ ...complete, [field]: value })), 400, {
      error: 'Expected name, coinType, address, message and signature',
    })
  })

  it('passes a complete body on to the registration', async () => {
    const { post } = setup()
    await expectJson(await post('/register', JSON.stringify(complete)), 400, { error: 'Invalid message' })
  })

  it.each(['null', '{}', '{"sender":1,"data":"0x"}', `{"sender":"${RESOLVER}"}`])(
    'refuses the gateway body %s (400)',
    async (body) => {
      const { post } = setup()
      await expectJson(await post('/gateway', body), 400, { error: 'Invalid gateway request' })
    },
  )

  it('refuses a gateway body that is not JSON (415)', async () => {
    const { post } = setup()
    await expectJson(await post('/gateway', '{}', { 'Content-Type': 'text/plain' }), 415, {
      error: 'Expected Content-Type: application/json',
    })
  })
})

describe('names HTTP: routes', () => {
  it('issues a nonce valid for 5 minutes', async () => {
    const { post } = setup()
    const response = await post('/nonce', '')
    expect([response.status, response.headers.get('Cache-Control')]).toEqual([200, 'no-store'])
    const body = (await response.json()) as { nonce: string; expiresAt: string }
    expect(body).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/), expiresAt: '2030-01-01T00:05:00.000Z' })
  })

  it("answers 404 'Name not found' for a name nobody registered", async () => {
    const { call } = setup()
    await expectJson(await call('/lookup/nobody12.modal.id'), 404, { error: 'Name not found' })
    await expectJson(await call('/lookup/abc'), 404, { error: 'Name not found' })
  })

  it('reverses coin type 60 by default, 501 on request, refuses other coin types and answers [] for an invalid address', async () => {
    const { call } = setup()
    await expectJson(await call('/reverse/0x0000000000000000000000000000000000000001'), 200, { names: [] })
    await expectJson(await call('/reverse/not-an-address'), 200, { names: [] })
    await expectJson(await call('/reverse/11111111111111111111111111111111?coinType=501'), 200, { names: [] })
    await expectJson(await call('/reverse/0x0000000000000000000000000000000000000001?coinType=501'), 200, { names: [] })
    await expectJson(await call('/reverse/0x0000000000000000000000000000000000000001?coinType=0'), 400, {
      error: 'Unsupported coin type',
    })
  })

  it('answers suggestions with their availability', async () => {
    const { call } = setup()
    await expectJson(await call('/suggestions/Bob'), 200, {
      suggestions: ['bob1', 'bob2', 'bob3', 'bob4', 'bob5'].map((label) => ({
        name: `${label}.modal.id`,
        registered: false,
      })),
    })
  })

  it("answers 404 'Not found' for an unknown route or method", async () => {
    const { call } = setup()
    await expectJson(await call('/unknown'), 404, { error: 'Not found' })
    await expectJson(await call('/register'), 404, { error: 'Not found' })
    const root = await call('/', preflight('https://anyone.test', 'GET'))
    await expectJson(root, 404, { error: 'Not found' })
    expect(root.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const outside = await setup().service.handle(new Request('http://names.test/lookup/alice1234.modal.id'))
    await expectJson(outside, 404, { error: 'Not found' })
  })

  it("answers 500 'Internal error' when the storage fails, without details", async () => {
    const storage = createMemoryStorage()
    const broken = {
      ...storage,
      names: { ...storage.names, findByLabel: () => Promise.reject(new Error('disk on fire')) },
    }
    const { call } = setup({ storage: broken })
    await expectJson(await call('/lookup/alice1234.modal.id'), 500, { error: 'Internal error' })
  })

  it('serves the gateway by GET with or without .json and by POST, only with a gateway key', async () => {
    const { call, post } = setup()
    const byGet = (await (await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)).json()) as { data: Hex }
    expect(byGet.data).toMatch(/^0x[0-9a-f]+$/)
    expect(await (await call(`/gateway/${RESOLVER}/${RESOLVE}`)).json()).toEqual(byGet)
    expect(await (await post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE }))).json()).toEqual(byGet)
    // Only a final '.json' is dropped.
    const inside = `${RESOLVE.slice(0, 20)}.json${RESOLVE.slice(20)}`
    await expectJson(await call(`/gateway/${RESOLVER}/${inside}`), 400, { error: 'Invalid gateway request' })
    await expectJson(await call(`/gateway/${RESOLVER}/${inside}.json`), 400, { error: 'Invalid gateway request' })

    const keyless = setup({ gatewayPrivateKey: undefined })
    expect(keyless.service.gatewaySigner).toBeUndefined()
    await expectJson(await keyless.call(`/gateway/${RESOLVER}/${RESOLVE}.json`), 404, { error: 'Not found' })
    await expectJson(await keyless.post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE })), 404, {
      error: 'Not found',
    })
  })
})
