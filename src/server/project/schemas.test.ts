import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { errorEventSchema, projectInputSchema } from './schemas.js'

const event = {
  eventId: '0123456789abcdef',
  url: 'https://shop.example.com/',
  domain: 'shop.example.com',
  timestamp: 1_700_000_000_000,
  props: { type: 'error', event: 'CONNECT_ERROR', errorType: 'Error', errorMessage: 'Failed', stackTrace: '' },
}
const valid = (input: unknown) => v.safeParse(errorEventSchema, input).success
const withProps = (props: Record<string, unknown>) => ({ ...event, props: { ...event.props, ...props } })

describe('errorEventSchema (POST /e)', () => {
  it('takes the spec’s event and drops unknown keys', () => {
    const parsed = v.parse(errorEventSchema, { ...event, extra: 1, props: { ...event.props, extra: 2 } })
    expect(parsed).toStrictEqual(event)
  })

  it('takes an eventId of 8 to 64 letters, digits and "-"', () => {
    for (const eventId of ['a'.repeat(8), `${'A-9'.repeat(21)}x`, crypto.randomUUID()])
      expect(valid({ ...event, eventId }), eventId).toBe(true)
    for (const eventId of ['a'.repeat(7), 'a'.repeat(65), 'abcdefg_', 'abcdefg.', ' abcdefgh', 'abcdefgh\n'])
      expect(valid({ ...event, eventId }), eventId).toBe(false)
  })

  it('caps url at 2048, domain at 253, event at 64, errorType at 128, errorMessage at 1024, stackTrace at 8192 characters', () => {
    for (const [key, max] of [
      ['url', 2048],
      ['domain', 253],
    ] as const) {
      expect(valid({ ...event, [key]: 'x'.repeat(max) }), key).toBe(true)
      expect(valid({ ...event, [key]: 'x'.repeat(max + 1) }), key).toBe(false)
    }
    for (const [key, max] of [
      ['event', 64],
      ['errorType', 128],
      ['errorMessage', 1024],
      ['stackTrace', 8192],
    ] as const) {
      expect(valid(withProps({ [key]: 'x'.repeat(max) })), key).toBe(true)
      expect(valid(withProps({ [key]: 'x'.repeat(max + 1) })), key).toBe(false)
    }
  })

  it('takes a timestamp that is a whole number of at least 0, and props.type "error" only', () => {
    expect(valid({ ...event, timestamp: 0 })).toBe(true)
    for (const timestamp of [-1, 1.5, '1700000000000', Number.NaN])
      expect(valid({ ...event, timestamp }), String(timestamp)).toBe(false)
    expect(valid(withProps({ type: 'info' }))).toBe(false)
    expect(valid({ ...event, props: undefined })).toBe(false)
  })
})

describe('projectInputSchema (projects option, PUT /admin/projects/:projectId)', () => {
  it('defaults to no origins, no flags, analytics off and no version', () => {
    expect(v.parse(projectInputSchema, {})).toStrictEqual({ allowedOrigins: [], features: {}, analytics: false })
  })

  it('takes origins such as https://app.example.com, https://*.example.com and *, and names the rule otherwise', () => {
    expect(
      v.parse(projectInputSchema, {
        allowedOrigins: ['https://app.example.com', 'http://localhost:3000', 'https://*.example.com', '*'],
      }).allowedOrigins,
    ).toHaveLength(4)
    for (const origin of ['app.example.com', 'https://app.example.com/path', 'ftp://app.example.com']) {
      const parsed = v.safeParse(projectInputSchema, { allowedOrigins: [origin] })
      expect(parsed.success, origin).toBe(false)
      expect(parsed.issues?.[0]?.message).toBe(
        'expected an origin such as "https://app.example.com", "https://*.example.com" or "*"',
      )
    }
  })

  it('takes a latestVersion of major.minor.patch with an optional pre-release', () => {
    for (const version of ['1.2.3', '10.20.30', '0.2.0-rc.1', '1.2.3-beta-2.x'])
      expect(v.safeParse(projectInputSchema, { latestVersion: version }).success, version).toBe(true)
    for (const version of ['1.2', 'v1.2.3', '1.2.3-', '1.2.3+build', '1.2.3-rc_1', '1.2.3 ', 'a.b.c']) {
      const parsed = v.safeParse(projectInputSchema, { latestVersion: version })
      expect(parsed.success, version).toBe(false)
      expect(parsed.issues?.[0]?.message).toBe('expected a version such as "1.2.3"')
    }
  })

  it('takes the feature flags of the modal’s options, and keeps unknown ones out', () => {
    expect(
      v.parse(projectInputSchema, { features: { swaps: true, socials: false, unknown: true } }).features,
    ).toStrictEqual({ swaps: true, socials: false })
    expect(v.safeParse(projectInputSchema, { features: { swaps: 'yes' } }).success).toBe(false)
  })
})
