/**
 * The security review's ramp class: hostile checkouts sent to the ramp broker. Bench code only.
 */
import { postJson, statusIn, type Recorder } from './harness.js'
import { APP, rampProviderBodies, type Servers } from './servers.js'

export const RAMP = 'Ramp broker hostile checkouts'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const RAMP_BODY = {
  walletAddress: ME,
  network: 'eip155:1',
  amount: '100',
  paymentCurrency: 'USD',
  purchaseCurrency: 'USDC',
  externalCustomerId: 'cust-1',
}

export async function rampClass(rec: Recorder, s: Servers): Promise<void> {
  const checkout = (provider: string, body: unknown, origin = APP) =>
    postJson(`${s.urls.ramp}/ramp/${provider}/checkout`, body, { Origin: origin })
  await rec.input(
    RAMP,
    false,
    'an honest checkout (signed URL)',
    '200',
    () => checkout('moonpay', RAMP_BODY),
    statusIn(200),
  )
  await rec.input(
    RAMP,
    false,
    'an honest checkout with an allowed redirect',
    '200',
    () => checkout('moonpay', { ...RAMP_BODY, redirectUrl: 'https://app.test/done' }),
    statusIn(200),
  )
  await rec.input(RAMP, false, 'an honest widget session', '200', () => checkout('widget', RAMP_BODY), statusIn(200))
  const amounts = [
    '-100',
    'NaN',
    '1e309',
    'Infinity',
    '-Infinity',
    '0',
    '0.00',
    '-0',
    '1e3',
    '100.999',
    '0x64',
    ' 100',
    '100 ',
    '9.99',
    '25000.01',
    '1000000000000000000000',
    '100,00',
    '１００',
    '+100',
    '',
  ]
  for (const amount of amounts)
    await rec.input(
      RAMP,
      true,
      `amount ${JSON.stringify(amount)}`,
      '400',
      () => checkout('moonpay', { ...RAMP_BODY, amount }),
      statusIn(400),
    )
  await rec.input(
    RAMP,
    true,
    'amount as a JSON number 1e308',
    '400',
    () => checkout('moonpay', { ...RAMP_BODY, amount: 1e308 }),
    statusIn(400),
  )
  const redirects = [
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.test/',
    'https://app.test.evil.test/',
    'https://app.test@evil.test/',
    'https://user:pw@app.test/',
    '//evil.test/',
    'http://app.test/',
    'https://app.test:444/',
    'file:///etc/passwd',
  ]
  for (const redirectUrl of redirects)
    await rec.input(
      RAMP,
      true,
      `redirectUrl ${redirectUrl}`,
      '400',
      () => checkout('moonpay', { ...RAMP_BODY, redirectUrl }),
      statusIn(400),
    )
  const wrong: [string, Record<string, unknown>][] = [
    ['purchaseCurrency ETH (not sold)', { purchaseCurrency: 'ETH' }],
    ['network eip155:999', { network: 'eip155:999' }],
    ['paymentCurrency EUR (not taken)', { paymentCurrency: 'EUR' }],
    ['a Solana address on eip155', { walletAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' }],
    ['an address with a bad checksum', { walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267' }],
    ['externalCustomerId with a newline', { externalCustomerId: 'cust\n1' }],
    ['externalCustomerId of 200 characters', { externalCustomerId: 'c'.repeat(200) }],
    ['walletAddress as a number', { walletAddress: 1 }],
  ]
  for (const [label, change] of wrong)
    await rec.input(RAMP, true, label, '400', () => checkout('moonpay', { ...RAMP_BODY, ...change }), statusIn(400))
  // Extra fields must never reach a provider under the operator's secret.
  const extras = {
    fee: '0.01337',
    lockAmount: 'true',
    apiKey: 'pk_attacker',
    signature: 'forged',
    baseCurrencyAmount: '1337',
    quoteCurrencyAmount: '999',
    redirectURL: 'javascript:alert(1)',
    currencyCode: 'eth',
  }
  for (const [field, value] of Object.entries(extras)) {
    await rec.input(
      RAMP,
      true,
      `extra field ${field} (signed URL)`,
      '200 without it, or 400',
      () => checkout('moonpay', { ...RAMP_BODY, [field]: value }),
      (a) => {
        if (a.status === 400) return true
        if (a.status !== 200) return `got ${a.status}`
        const leaked = [...new URL(a.json.url).searchParams].find(([, v]) => v === String(value))
        return !leaked || `${field}'s value reached the signed URL as ${leaked[0]}`
      },
    )
    const before = rampProviderBodies.length
    await rec.input(
      RAMP,
      true,
      `extra field ${field} (widget session)`,
      '200 without it, or 400',
      () => checkout('widget', { ...RAMP_BODY, [field]: value }),
      (a) => {
        if (a.status === 400) return true
        if (a.status !== 200) return `got ${a.status}`
        const sent = JSON.stringify(rampProviderBodies.slice(before))
        return !sent.includes(`"${field}"`) || `${field} reached the provider`
      },
    )
  }
  await rec.input(
    RAMP,
    true,
    'a checkout from another origin',
    '403',
    () => checkout('moonpay', RAMP_BODY, 'https://evil.test'),
    statusIn(403),
  )
  await rec.input(
    RAMP,
    true,
    'an inherited provider name (__proto__)',
    '404',
    () => checkout('__proto__', RAMP_BODY),
    statusIn(404),
  )
}
