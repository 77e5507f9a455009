/**
 * The security review's OTP class: brute force and replay of the auth server's email codes. Bench
 * code only.
 */
import { freshIp, statusIn, type Answer, type Recorder } from './harness.js'
import type { Servers } from './servers.js'
import { authApi, freshEmail, wrongCode } from './authApi.js'

export const OTP = 'OTP brute force and replay'

export async function otpClasses(rec: Recorder, s: Servers): Promise<void> {
  const api = authApi(s)
  const dead = (a: Answer) => statusIn(401)(a) === true && a.json?.error !== undefined
  // 1. Guessing one address's code: 5 wrong tries, then the code is dead, the right one included.
  for (let v = 0; v < 4; v++) {
    const email = freshEmail('victim')
    const started = await rec.input(
      OTP,
      false,
      'request a code',
      '200 challenge',
      () => api.start(email),
      statusIn(200),
    )
    const right = s.mailer.codeFor(email)
    const attacker = freshIp()
    for (let i = 0; i < 7; i++) {
      await rec.input(
        OTP,
        true,
        `wrong code #${i + 1} for one challenge`,
        i < 5 ? '401 wrong code' : '401 too many wrong codes',
        () => api.verify(started.json.challengeId, wrongCode(right, i), attacker),
        (a) =>
          (dead(a) && (i < 5 ? a.json.error.startsWith('Wrong code') : a.json.error.startsWith('Too many'))) ||
          `got ${a.status} ${a.json?.error}`,
      )
    }
    await rec.input(
      OTP,
      true,
      'the right code after 5 wrong ones',
      '401 (the code is dead)',
      () => api.verify(started.json.challengeId, right, attacker),
      (a) => dead(a) || `got ${a.status}`,
    )
  }
  // 2. Guessing across many challenges from one IP: 100 checks per IP per hour, then 429.
  const attacker = freshIp()
  const live: { challengeId: string; right: string }[] = []
  for (let c = 0; c < 27; c++) {
    const email = freshEmail('many')
    const started = await rec.input(
      OTP,
      false,
      'request a code (another address)',
      '200 challenge',
      () => api.start(email),
      statusIn(200),
    )
    live.push({ challengeId: started.json.challengeId, right: s.mailer.codeFor(email) })
  }
  let tries = 0
  for (const { challengeId, right } of live) {
    for (let i = 0; i < 4 && tries < 105; i++, tries++) {
      const capped = tries >= 100
      await rec.input(
        OTP,
        true,
        `wrong code #${tries + 1} from one IP`,
        capped ? '429 past 100 checks per IP' : '401 wrong code',
        () => api.verify(challengeId, wrongCode(right, i), attacker),
        statusIn(capped ? 429 : 401),
      )
    }
  }
  const last = live.at(-1)!
  await rec.input(
    OTP,
    true,
    'the right code from the capped IP',
    '429',
    () => api.verify(last.challengeId, last.right, attacker),
    statusIn(429),
  )
  await rec.input(
    OTP,
    false,
    'the owner, from its own IP, with one try left',
    '200 session',
    () => api.verify(last.challengeId, last.right),
    statusIn(200),
  )

  // 3. Replay: a used code, a code of another challenge, a replaced code, an expired code.
  const email = freshEmail('replay')
  const first = await api.start(email)
  const code = s.mailer.codeFor(email)
  await rec.input(
    OTP,
    false,
    'the right code once',
    '200 session',
    () => api.verify(first.json.challengeId, code),
    statusIn(200),
  )
  await rec.input(
    OTP,
    true,
    'the same code again (replay)',
    '401 code used',
    () => api.verify(first.json.challengeId, code),
    statusIn(401),
  )
  await rec.input(
    OTP,
    true,
    'the same code again from another IP and device',
    '401 code used',
    () => api.verify(first.json.challengeId, code, freshIp(), 'device-9999'),
    statusIn(401),
  )
  const other = freshEmail('other')
  const otherStarted = await api.start(other)
  await rec.input(
    OTP,
    true,
    "one address's code on another's challenge",
    '401',
    () => api.verify(otherStarted.json.challengeId, code),
    statusIn(401),
  )
  const email2 = freshEmail('replaced')
  const old = await api.start(email2)
  const oldCode = s.mailer.codeFor(email2)
  s.advanceAuthClock(31_000)
  const renewed = await rec.input(
    OTP,
    false,
    'a new code after the 30 s cooldown',
    '200',
    () => api.start(email2),
    statusIn(200),
  )
  await rec.input(
    OTP,
    true,
    'the replaced code',
    '401 a newer code was sent',
    () => api.verify(old.json.challengeId, oldCode),
    statusIn(401),
  )
  await rec.input(
    OTP,
    false,
    'the newer code',
    '200 session',
    () => api.verify(renewed.json.challengeId, s.mailer.codeFor(email2)),
    statusIn(200),
  )
  const email3 = freshEmail('late')
  const late = await api.start(email3)
  s.advanceAuthClock(10 * 60_000 + 1_000)
  await rec.input(
    OTP,
    true,
    'the right code after its 10 minutes',
    '401 expired',
    () => api.verify(late.json.challengeId, s.mailer.codeFor(email3)),
    statusIn(401),
  )
  await rec.input(
    OTP,
    true,
    'an unknown challenge id',
    '401',
    () => api.verify('A'.repeat(22), '123456'),
    statusIn(401),
  )
}

/** Signs an address in and gives it a wallet; resolves its token and shares. */
