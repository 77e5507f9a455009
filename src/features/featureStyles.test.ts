import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { socialStyles } from './embedded/social/socialStyles.js'
import { multiWalletStyles } from './multiWallet/multiWalletStyles.js'
import { namesStyles } from './names/namesStyles.js'
import { onrampStyles } from './onramp/onrampStyles.js'
import { receiveStyles } from './receive/receiveStyles.js'
import { swapStyles } from './swaps/swapStyles.js'
import { walletConnectStyles } from './walletconnect/walletConnectStyles.js'
import { walletsStyles } from './wallets/walletsStyles.js'

const FEATURES = dirname(fileURLToPath(import.meta.url))

/** The text of every view (.tsx) in a feature's folder and below. */
function viewsOf(folder: string): string {
  return (readdirSync(join(FEATURES, folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(join(FEATURES, folder, file), 'utf8'))
    .join('\n')
}

/** The `wm-` classes a stylesheet gives rules to. */
const classesOf = (sheet: string) => [...new Set([...sheet.matchAll(/\.(wm-[\w-]+)/g)].map((m) => m[1] as string))]

describe("the features' own stylesheets", () => {
  it('each styles classes, and only classes its feature’s views use', () => {
    const sheets: [string, string][] = [
      ['embedded/social', socialStyles],
      ['multiWallet', multiWalletStyles],
      ['names', namesStyles],
      ['onramp', onrampStyles],
      ['receive', receiveStyles],
      ['swaps', swapStyles],
      ['walletconnect', walletConnectStyles],
      ['wallets', walletsStyles],
    ]
    for (const [folder, sheet] of sheets) {
      const classes = classesOf(sheet)
      expect(classes.length, `${folder}'s stylesheet has no rules`).toBeGreaterThan(0)
      const views = viewsOf(folder)
      expect(
        classes.filter((name) => !views.includes(name)),
        `classes of ${folder}'s stylesheet no view of it uses`,
      ).toEqual([])
    }
  })
})
