import { Logo } from './icons/Logo.js'

/**
 * A network's round badge (decorative): the network's own `imageUrl`, else the icon set's icon for
 * its CAIP-2 id (Ethereum, Base, Solana, Bitcoin…), else its initials ({@link Logo}).
 */
export function NetworkAvatar({
  name,
  large,
  caipNetworkId,
  imageUrl,
}: {
  name: string
  large?: boolean
  caipNetworkId?: string
  imageUrl?: string
}) {
  return (
    <Logo
      kind="network"
      name={name}
      keys={caipNetworkId ? [caipNetworkId] : []}
      imageUrl={imageUrl}
      size={large ? 'xl' : 'md'}
    />
  )
}
