import { useEffect, useRef } from 'react'
import { cancelApproval } from '../../actions/cancelApproval.js'
import { messages as embeddedMessages } from './texts.js'
import { useModalContext } from '../../ui/context.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * ApproveTransaction (spec section 2): the signer frame, on its own origin, is brought over this
 * view's slot and draws the request and its Approve button itself (the modal never sees the keys or
 * decides). The frame gets focus for keyboard users. Leaving the view before deciding rejects the
 * request (the caller gets the user-rejected error). Its own chunk.
 */
export default function ApproveTransactionView() {
  useEmbeddedStyles()
  const context = useModalContext()
  const slot = useRef<HTMLDivElement>(null)
  // The frame's accessible name in the visitor's language, on every render (a locale change
  // re-renders the view); it was created hidden, before any view, in English.
  useEffect(() => {
    const client = context.embedded.current()
    if (client) client.frame.title = embeddedMessages.signerFrameTitle
  })
  useEffect(() => {
    const client = context.embedded.current()
    const element = slot.current
    if (!client || !element) return
    let frame = 0
    let focused = false
    let last = ''
    // Measures the slot each frame until it stops moving: the dialog's and the view's entry
    // animations (scale, translate) move it without resizing it, so one measurement can catch it
    // mid-way and leave the frame a few pixels off.
    const follow = () => {
      const rect = element.getBoundingClientRect()
      const key = `${rect.left},${rect.top},${rect.width},${rect.height}`
      if (key !== last) {
        last = key
        client.place({ left: rect.left, top: rect.top, width: rect.width, height: rect.height })
        frame = requestAnimationFrame(follow)
      }
      // Once shown (a hidden frame takes no focus), keyboard users land in it.
      if (!focused) {
        focused = true
        client.frame.focus()
      }
    }
    const place = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(follow)
    }
    place()
    const observer = new ResizeObserver(place)
    observer.observe(element)
    const scroller = element.closest('.wm-dialog')
    window.addEventListener('resize', place)
    scroller?.addEventListener('scroll', place)
    // An animation that starts later (the phone sheet's, after a resize) moves it too.
    scroller?.addEventListener('animationstart', place)
    scroller?.addEventListener('animationend', place)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener('resize', place)
      scroller?.removeEventListener('scroll', place)
      scroller?.removeEventListener('animationstart', place)
      scroller?.removeEventListener('animationend', place)
      client.place(undefined)
      if (context.store.getState().embedded.approval) void cancelApproval(context)
    }
  }, [context])
  return (
    <div className="wm-form wm-pad">
      <p className="wm-muted">{embeddedMessages.approveHint}</p>
      {/* The frame (titled signerFrameTitle, 'Secure wallet window' in English) is placed over this box. */}
      <div ref={slot} className="wm-approve-slot" />
    </div>
  )
}
