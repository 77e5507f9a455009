/**
 * The built-in providers' marks (Simple Icons, CC0: the brands' own glyphs on a 24×24 grid), as
 * SVG path data drawn in the text colour, so they read in both themes. Only these seven are pulled
 * out of the package.
 */
import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX } from 'simple-icons'

export const SOCIAL_ICON_PATHS: Readonly<Record<string, string>> = {
  google: siGoogle.path,
  x: siX.path,
  discord: siDiscord.path,
  farcaster: siFarcaster.path,
  github: siGithub.path,
  apple: siApple.path,
  facebook: siFacebook.path,
}
