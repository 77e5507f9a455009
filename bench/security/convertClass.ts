/**
 * The security review's convert class: the convert service's amounts, tokens and per-IP limit.
 * Bench code only.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { call, freshIp, statusIn, type Answer, type Recorder } from './harness.js'
import { LOWERED_LIMITS, USDC, type Servers } from './servers.js'
import { freshWindow } from './namesClasses.js'

export const CONVERT = 'Convert service amounts, tokens, per-IP'

export async function convertClass(rec: Recorder, s: Servers): Promise<void> {
  const get = (path: string, ip?: string) => call(`${s.urls.convert}/${path}`, ip ? { ip } : {})
  const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
  const names =
    (field: string) =>
    (a: Answer): true | string =>
      (a.status === 400 && String(a.json?.description ?? '').startsWith(`${field}:`)) ||
      `got ${a.status} ${a.json?.description ?? a.json?.error}`
  await rec.input(
    CONVERT,
    false,
    'a quote native → USDC',
    '200',
    () => get(`quote?src=${NATIVE}&dst=${USDC}&amount=1000000000000000000`),
    statusIn(200),
  )
  await rec.input(
    CONVERT,
    false,
    'an approve transaction for USDC',
    '200',
    () => get(`approve/transaction?tokenAddress=${USDC}&amount=1000`),
    statusIn(200),
  )
  const amounts = [
    String(2n ** 256n),
    String(10n ** 78n - 1n),
    String(10n ** 79n),
    String(2n ** 256n + 1n),
    '-1',
    '0',
    '1e18',
    '0x10',
    '1.5',
    ' 1',
    'NaN',
    '',
  ]
  for (const amount of amounts) {
    await rec.input(
      CONVERT,
      true,
      `quote amount ${amount.slice(0, 20)}${amount.length > 20 ? '…' : ''}`,
      "400 naming 'amount'",
      () => get(`quote?src=${NATIVE}&dst=${USDC}&amount=${encodeURIComponent(amount)}`),
      names('amount'),
    )
    await rec.input(
      CONVERT,
      true,
      `approve amount ${amount.slice(0, 20)}${amount.length > 20 ? '…' : ''}`,
      "400 naming 'amount'",
      () => get(`approve/transaction?tokenAddress=${USDC}&amount=${encodeURIComponent(amount)}`),
      names('amount'),
    )
  }
  for (let i = 0; i < 4; i++) {
    const eoa = privateKeyToAccount(generatePrivateKey()).address
    await rec.input(
      CONVERT,
      true,
      'quote with a src that is not a contract',
      "400 naming 'src'",
      () => get(`quote?src=${eoa}&dst=${USDC}&amount=1000`),
      names('src'),
    )
    await rec.input(
      CONVERT,
      true,
      'quote with a dst that is not a contract',
      "400 naming 'dst'",
      () => get(`quote?src=${NATIVE}&dst=${eoa}&amount=1000`),
      names('dst'),
    )
    await rec.input(
      CONVERT,
      true,
      'approve for a token that is not a contract',
      "400 naming 'tokenAddress'",
      () => get(`approve/transaction?tokenAddress=${eoa}`),
      names('tokenAddress'),
    )
  }
  // The per-IP limit, every route together.
  await freshWindow(60_000, 5_000)
  const client = freshIp()
  const { limit } = LOWERED_LIMITS.convertPerIp
  for (let i = 0; i < limit + 10; i++) {
    const within = i < limit
    await rec.input(
      CONVERT,
      !within,
      within ? `request #${i + 1} from one IP (within the limit)` : `request #${i + 1} from one IP past the limit`,
      within ? '200' : '429',
      () => get(i % 2 ? 'tokens' : `quote?src=${NATIVE}&dst=${USDC}&amount=1000`, client),
      statusIn(within ? 200 : 429),
    )
  }
  await rec.input(CONVERT, false, 'another IP after the flood', '200', () => get('tokens'), statusIn(200))
}
