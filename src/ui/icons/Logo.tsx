import { useEffect, useReducer, useState } from 'react'
import { imageSrc } from '../imageSrc.js'
import type { IconKind } from './iconTypes.js'
import { hueOf, initialsOf } from './initials.js'
import { loadIcon, peekIcon } from './loadIcon.js'

export type { IconKind } from './iconTypes.js'

/** Props of {@link Logo}. */
export interface LogoProps {
  kind: IconKind
  /** What it stands for ('MetaMask', 'Ethereum', 'USDC'): the initials of the last fallback. */
  name: string
  /** The data's own image (a catalogue's or token list's, a wallet's EIP-6963 icon, a network's `imageUrl`): the first choice, through the URL allowlist. */
  imageUrl?: string | undefined
  /** Keys into the icon set, in order: rdns, wallet id, name (wallets); CAIP-2 id (networks); address, symbol (tokens). Default `[name]`. */
  keys?: readonly string[]
  /** sm 20 px, md 28 px, lg 36 px (default), xl 56 px. */
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** Its text alternative; without one the logo is decorative (its name is written beside it). */
  label?: string
}

/**
 * A wallet's, network's or token's logo: the data's own image through the URL
 * allowlist, else (or when it fails to load) the icon set's (@web3icons/core, each icon a lazy
 * chunk from the host's origin) by rdns / wallet id / CAIP-2 id / address / symbol, else the
 * initials on a hue of the name. A square of the same size holds the place while the icon loads,
 * so nothing moves. `data-icon` says which one shows: image, icon-set, initials or loading.
 */
export function Logo({ kind, name, imageUrl, keys = [name], size = 'lg', label }: LogoProps) {
  const src = imageSrc(imageUrl)
  const [failed, setFailed] = useState<string>()
  const image = src !== undefined && src !== failed ? src : undefined
  const icon = useIcon(kind, keys, image === undefined)
  const className = `wm-logo wm-logo-${kind} wm-logo-${size}`
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  if (image)
    return (
      <img
        className={className}
        src={image}
        alt={label ?? ''}
        draggable={false}
        data-icon="image"
        onError={() => setFailed(image)}
      />
    )
  if (icon) return <img className={className} src={icon} alt={label ?? ''} draggable={false} data-icon="icon-set" />
  if (icon === undefined) return <span className={`${className} wm-logo-loading`} data-icon="loading" {...a11y} />
  return (
    // The hue is set through the CSSOM (React's style prop), which a strict CSP allows.
    <span className={className} data-icon="initials" style={{ background: `hsl(${hueOf(name)} 55% 28%)` }} {...a11y}>
      {initialsOf(name)}
    </span>
  )
}

/** The icon set's icon for `keys` while `enabled`: its source, null when there is none, undefined while it loads. */
function useIcon(kind: IconKind, keys: readonly string[], enabled: boolean): string | null | undefined {
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  const joined = keys.join('\n')
  useEffect(() => {
    if (!enabled || peekIcon(kind, keys) !== undefined) return
    let live = true
    void loadIcon(kind, keys).then(() => live && loaded())
    return () => {
      live = false
    }
  }, [kind, joined, enabled])
  return enabled ? peekIcon(kind, keys) : undefined
}
