import { useSyncExternalStore } from 'react'

/** Narrow viewports get deep links instead of a QR code (the QR is for another device's camera). */
const QUERY = '(max-width: 600px)'

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = matchMedia(QUERY)
      mq.addEventListener('change', onChange)
      return () => mq.removeEventListener('change', onChange)
    },
    () => matchMedia(QUERY).matches,
    () => false,
  )
}
