import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROJECT_SERVER_ERRORS, ProjectServerError } from './errors.js'
import { imageHeaders, matchesEtag, readImage, sniffImageType, type ImageFile } from './images.js'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const ascii = (text: string) => new TextEncoder().encode(text)
/** 12 bytes: `head` (4 chars), 4 size bytes, `tail` (4 chars), as a RIFF container's header. */
const riff = (head: string, tail: string) => new Uint8Array([...ascii(head), 4, 0, 0, 0, ...ascii(tail), 0x56, 0x50])

const dir = mkdtempSync(join(tmpdir(), 'wm-read-image-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
for (const [folder, name, bytes] of [
  ['wallet', 'one.png', PNG],
  ['wallet', 'two.jpeg', JPEG],
  ['wallet', 'exact.png', new Uint8Array([...PNG, ...new Uint8Array(20)])], // 32 bytes
  ['wallet', 'over.png', new Uint8Array([...PNG, ...new Uint8Array(21)])], // 33 bytes, over the limit
  ['wallet', 'over.jpg', JPEG], // under the limit, but the over-limit .png is found first
  ['wallet', `${'x'.repeat(128)}.png`, PNG],
  ['asset', 'text.svg', 'not an svg'],
] as const) {
  mkdirSync(join(dir, folder), { recursive: true })
  writeFileSync(join(dir, folder, name), bytes)
}
mkdirSync(join(dir, 'wallet', 'folder.png')) // a directory named like an image: skipped
writeFileSync(join(dir, 'wallet', 'folder.webp'), riff('RIFF', 'WEBP'))

async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProjectServerError)
  return [(error as ProjectServerError).status, (error as ProjectServerError).message]
}

describe('sniffImageType', () => {
  it('needs every byte of a signature, not only the first', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0, 0, 0, 0, 0, 0, 0]))).toBeUndefined()
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBeUndefined()
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xfe]))).toBeUndefined()
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
  })

  it('takes a RIFF container for WebP only with "RIFF" at 0 and "WEBP" at 8, byte by byte', () => {
    expect(sniffImageType(riff('RIFF', 'WEBP'))).toBe('image/webp')
    expect(sniffImageType(riff('XIFF', 'WEBP'))).toBeUndefined()
    expect(sniffImageType(riff('RIFF', 'WAVE'))).toBeUndefined()
    expect(sniffImageType(riff('RIFF', 'XEBP'))).toBeUndefined()
    expect(sniffImageType(riff('RIFF', 'WXBP'))).toBeUndefined()
    expect(sniffImageType(riff('RIFF', 'WEXP'))).toBeUndefined()
    expect(sniffImageType(riff('RIFF', 'WEBX'))).toBeUndefined()
  })

  it('takes SVG from the root element: after whitespace, a prolog, comments and a doctype, and nothing else', () => {
    expect(sniffImageType(ascii('<svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<svg\nviewBox="0 0 1 1"/>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('  \n\t<svg/>'))).toBeUndefined() // '<svg/' : neither space nor '>' after the name
    expect(sniffImageType(ascii('  \n\t<svg >'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<?xml version="1.0"?><!-- a > b --><svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<!doctype svg><svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<html><svg></svg></html>'))).toBeUndefined()
  })

  it('skips a doctype with an internal subset of several characters, and space before its closing ">"', () => {
    expect(sniffImageType(ascii('<!DOCTYPE svg [<!ENTITY a "b">]><svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<!DOCTYPE svg [<!ENTITY a "b">] ><svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<!DOCTYPE svg [<!ENTITY a "b">] x><svg>'))).toBeUndefined()
  })

  it('drops byte order marks before the root element (the decoder takes one, then like whitespace), not inside it', () => {
    expect(sniffImageType(ascii('\uFEFF\uFEFF<svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('\uFEFF\uFEFF\uFEFF<svg>'))).toBe('image/svg+xml')
    expect(sniffImageType(ascii('<\uFEFFsvg>'))).toBeUndefined()
  })

  it('looks at the first 4096 bytes only', () => {
    const comment = (length: number) => `<!--${'-'.repeat(length - 7)}-->`
    expect(sniffImageType(ascii(`${comment(4091)}<svg>`))).toBe('image/svg+xml') // '<svg>' ends at byte 4096
    expect(sniffImageType(ascii(`${comment(4092)}<svg>`))).toBeUndefined()
  })
})

describe('readImage', () => {
  it('reads <directory>/<kind>/<id>.<ext> for png, jpg, jpeg, webp and svg, with a strong ETag of the bytes’ SHA-256', async () => {
    const png = await readImage(dir, 'wallet', 'one', 1024)
    const etag = `"${createHash('sha256').update(PNG).digest('base64url').slice(0, 32)}"`
    expect(png).toEqual({ bytes: PNG, contentType: 'image/png', etag })
    expect(await readImage(dir, 'wallet', 'two', 1024)).toMatchObject({ bytes: JPEG, contentType: 'image/jpeg' })
    await expect(refusal(readImage(dir, 'asset', 'one', 1024))).resolves.toEqual([
      404,
      PROJECT_SERVER_ERRORS.imageNotFound,
    ])
  })

  it('skips a directory named like an image and tries the next extension', async () => {
    expect((await readImage(dir, 'wallet', 'folder', 1024)).contentType).toBe('image/webp')
  })

  it('serves a file of exactly maxBytes; one byte more is not found, even when another extension would fit', async () => {
    expect((await readImage(dir, 'wallet', 'exact', 32)).bytes.byteLength).toBe(32)
    await expect(refusal(readImage(dir, 'wallet', 'exact', 31))).resolves.toEqual([
      404,
      PROJECT_SERVER_ERRORS.imageNotFound,
    ])
    await expect(refusal(readImage(dir, 'wallet', 'over', 32))).resolves.toEqual([
      404,
      PROJECT_SERVER_ERRORS.imageNotFound,
    ])
  })

  it('refuses a file whose bytes are no image with 415', async () => {
    await expect(refusal(readImage(dir, 'asset', 'text', 1024))).resolves.toEqual([
      415,
      PROJECT_SERVER_ERRORS.unsupportedImage,
    ])
  })

  it('takes ids of 1 to 128 letters, digits, ".", "_", "-" starting with a letter or digit, without ".."', async () => {
    expect((await readImage(dir, 'wallet', 'x'.repeat(128), 1024)).contentType).toBe('image/png')
    for (const id of ['x'.repeat(129), '', '.one', '-one', 'a..b', 'one/x', 'a b', '../wallet/one', 'one\n'])
      await expect(refusal(readImage(dir, 'wallet', id, 1024)), JSON.stringify(id)).resolves.toEqual([
        400,
        PROJECT_SERVER_ERRORS.invalidImageId,
      ])
    await expect(refusal(readImage(dir, 'wallet', 'A.b_c-9', 1024))).resolves.toEqual([
      404,
      PROJECT_SERVER_ERRORS.imageNotFound,
    ])
  })
})

describe('imageHeaders', () => {
  const image = (contentType: ImageFile['contentType']): ImageFile => ({ bytes: PNG, contentType, etag: '"abc"' })
  it('gives every image its ETag, a year of immutable caching, any origin and nosniff', () => {
    expect(imageHeaders(image('image/png'))).toStrictEqual({
      ETag: '"abc"',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  it("adds Content-Security-Policy: default-src 'none' to an SVG only", () => {
    expect(imageHeaders(image('image/svg+xml'))).toStrictEqual({
      ...imageHeaders(image('image/png')),
      'Content-Security-Policy': "default-src 'none'",
    })
    expect(imageHeaders(image('image/jpeg'))).not.toHaveProperty('Content-Security-Policy')
    expect(imageHeaders(image('image/webp'))).not.toHaveProperty('Content-Security-Policy')
  })
})

describe('matchesEtag', () => {
  const etag = '"abc"'
  it('is false without If-None-Match and true for "*", with or without spaces', () => {
    expect(matchesEtag(undefined, etag)).toBe(false)
    expect(matchesEtag('', etag)).toBe(false)
    expect(matchesEtag('*', etag)).toBe(true)
    expect(matchesEtag(' * ', etag)).toBe(true)
  })

  it('matches one tag of a comma-separated list, spaces trimmed, weak or strong', () => {
    expect(matchesEtag('"abc"', etag)).toBe(true)
    expect(matchesEtag('"x", "abc"', etag)).toBe(true)
    expect(matchesEtag('"abc" ,"x"', etag)).toBe(true)
    expect(matchesEtag('W/"abc"', etag)).toBe(true)
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true)
  })

  it('is false for other tags, and "W/" counts only as a prefix', () => {
    expect(matchesEtag('"x"', etag)).toBe(false)
    expect(matchesEtag('"x", "y"', etag)).toBe(false)
    expect(matchesEtag('"abc"x', etag)).toBe(false)
    expect(matchesEtag('"aW/bc"', '"abc"')).toBe(false)
    expect(matchesEtag('w/"abc"', etag)).toBe(false)
  })
})
