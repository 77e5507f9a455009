/**
 * The image endpoints (spec section 7: getWalletImage, getAssetImage, getCurrencyImage,
 * getTokenImage "each returns a blob") over files the operator provides: `<directory>/<kind>/<id>.<ext>`
 * (kind `wallet`, `asset`, `currency` or `token`; ext png, jpg, jpeg, webp or svg). The type is
 * sniffed from the bytes, never taken from the name, and only those four are served; an SVG
 * carries `Content-Security-Policy: default-src 'none'` so, opened on its own, it runs nothing.
 * Every answer has a strong ETag and `Cache-Control: public, max-age=31536000, immutable`.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { PROJECT_SERVER_ERRORS, ProjectServerError } from './errors.js'

/** The four endpoints' folders. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** An image as served. */
export interface ImageFile {
  bytes: Uint8Array
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'
  /** A strong ETag (quoted), from the bytes' SHA-256. */
  etag: string
}

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg']
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** The type of an image by its first bytes: PNG, JPEG, WebP or SVG (an XML prolog, comments and a doctype may come first); else undefined. */
export function sniffImageType(bytes: Uint8Array): ImageFile['contentType'] | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp'
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '')
  const rest = head.replace(/^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[^\]]*\])?\s*>)*/i, '')
  return /^<svg[\s>]/.test(rest) ? 'image/svg+xml' : undefined
}

/**
 * The image `id` of `kind` from `directory`, read whole (at most `maxBytes`).
 * @throws ProjectServerError 'Invalid image id' (400), 'Image not found' (404, also for a file over
 *   `maxBytes`), 'Unsupported image type' (415)
 */
export async function readImage(directory: string, kind: ImageKind, id: string, maxBytes: number): Promise<ImageFile> {
  if (!ID.test(id) || id.includes('..')) throw new ProjectServerError(PROJECT_SERVER_ERRORS.invalidImageId, 400)
  for (const ext of EXTENSIONS) {
    const path = join(directory, kind, `${id}.${ext}`)
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) continue
    if (info.size > maxBytes) break
    const bytes = new Uint8Array(await readFile(path))
    const contentType = sniffImageType(bytes)
    if (!contentType) throw new ProjectServerError(PROJECT_SERVER_ERRORS.unsupportedImage, 415)
    return { bytes, contentType, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` }
  }
  throw new ProjectServerError(PROJECT_SERVER_ERRORS.imageNotFound, 404)
}

/** Headers every image answer (200 and 304) carries. */
export function imageHeaders(image: ImageFile): Record<string, string> {
  return {
    ETag: image.etag,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(image.contentType === 'image/svg+xml' ? { 'Content-Security-Policy': "default-src 'none'" } : {}),
  }
}

/** True when an `If-None-Match` header names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
