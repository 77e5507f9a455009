import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * Reads the QR code `element` shows as a camera would: a screenshot of the element's pixels on
 * screen, decoded to RGBA in the page (createImageBitmap on the PNG bytes, no URL loaded, so any
 * CSP allows it) and read by jsQR. Resolves the decoded text, or undefined when no code is found.
 */
export async function decodeQrCode(element: Locator): Promise<string | undefined> {
  const png = (await element.screenshot({ animations: 'disabled' })).toString('base64')
  const image = await element.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    return { data: Array.from(data), width, height }
  }, png)
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
}
