import type { ApprovalDetails } from '../requests/types.js'
import { el, focusOnArrival } from './dom.js'
import { watchReadThrough } from './readThrough.js'
import { watchVisibility } from './visibilityGate.js'

/** The user's answer on the Approve screen. */
export type Decision = 'approve' | 'reject'

/** Where screens render: the page's one `<main>`. */
const root = () => document.getElementById('app')!

/** The idle screen (never seen: the frame is hidden while idle, but it stays accessible). */
export function showIdle(): void {
  root().replaceChildren(el('h1', { class: 'visually-hidden' }, 'Wallet signer'), el('p', { class: 'idle' }, 'Ready.'))
}

/** The answer buttons of a screen that asks the user (Approve/Reject, Continue/Cancel) and the hint under them. */
export interface GatedChoice {
  /** The actions row: cancel, then proceed. */
  actions: HTMLElement
  hint: HTMLElement
  /**
   * Waits for the answer once `screen` (holding {@link actions} and {@link hint}) is drawn: proceed
   * stays disabled until the whole screen has been fully inside the viewport, unobscured and unmoved
   * for 500 ms (ui/visibilityGate.ts), and counts only a trusted click (a real pointer or keyboard
   * activation, never a script's `click()`); cancel works at once. Resolves true for proceed, false
   * for cancel or when `signal` aborts (at once if it already has); either way the idle screen follows.
   */
  answer(screen: HTMLElement, signal: AbortSignal): Promise<boolean>
}

/** What {@link gatedChoice} says and waits for. */
export interface GatedChoiceTexts {
  proceed: string
  cancel: string
  hintId: string
  unlocked: string
  /**
   * A scrolling region of the screen (the request details) whose end must have been in view, with
   * the screen fully visible, before proceed unlocks: nothing asked can hide below the fold.
   */
  readThrough?: HTMLElement
}

/**
 * The proceed and cancel buttons of an asking screen, named `proceed` and `cancel`; the hint (id
 * `hintId`) says `unlocked` once proceed works, '<proceed> unlocks when this window is fully
 * visible.' until the screen is, then, while `readThrough` has not been scrolled to its end,
 * 'Scroll to the end of the request details: <proceed> unlocks once you have seen all of it.'
 * Proceed and `readThrough` are described by the hint, so screen readers say why proceed is disabled.
 */
export function gatedChoice(texts: GatedChoiceTexts): GatedChoice {
  const locked = `${texts.proceed} unlocks when this window is fully visible.`
  const unread = `Scroll to the end of the request details: ${texts.proceed} unlocks once you have seen all of it.`
  const proceed = el('button', { type: 'button', class: 'approve', disabled: '' }, texts.proceed)
  const cancel = el('button', { type: 'button', class: 'reject' }, texts.cancel)
  const hint = el('p', { class: 'hint', id: texts.hintId }, locked)
  proceed.setAttribute('aria-describedby', texts.hintId)
  texts.readThrough?.setAttribute('aria-describedby', texts.hintId)
  return {
    actions: el('div', { class: 'actions' }, cancel, proceed),
    hint,
    answer(screen, signal) {
      const stopFocus = focusOnArrival(cancel)
      return new Promise<boolean>((resolve) => {
        let visible = false
        const update = () => {
          const read = reading ? reading.reached(visible) : true
          proceed.disabled = !(visible && read)
          hint.textContent = !visible ? locked : read ? texts.unlocked : unread
        }
        const reading = texts.readThrough && watchReadThrough(texts.readThrough, update)
        const stop = watchVisibility(screen, (unlocked) => {
          visible = unlocked
          update()
        })
        const finish = (answer: boolean) => {
          stop()
          reading?.stop()
          stopFocus()
          signal.removeEventListener('abort', onAbort)
          showIdle()
          resolve(answer)
        }
        const onAbort = () => finish(false)
        if (signal.aborted) return finish(false)
        signal.addEventListener('abort', onAbort)
        cancel.addEventListener('click', () => finish(false))
        proceed.addEventListener('click', (event) => {
          if (!event.isTrusted || proceed.disabled) return
          finish(true)
        })
      })
    },
  }
}

/**
 * Draws the Approve screen for one request and resolves the user's decision: Approve unlocks and
 * counts as {@link GatedChoice.answer} says (the whole screen, what is signed and the buttons, is laid
 * out to fit the frame, class `approval` in signer.css), and only once the request details have been
 * scrolled to their end (a batch's last call is never approved unseen); Reject works at once.
 * `signal` aborts the screen (the host cancelled) as a reject.
 */
export function askApproval(details: ApprovalDetails, site: string, signal: AbortSignal): Promise<Decision> {
  const host = URL.canParse(site) ? new URL(site).host : site
  const rows = el('dl', { class: 'rows' })
  for (const row of details.rows)
    rows.append(el('div', { class: 'row' }, el('dt', {}, row.label), el('dd', {}, row.value)))
  // What is asked, in a box that scrolls when it is too long for the frame (a batch of calls), so the
  // rest of the screen and its Approve stay whole in view; focusable, so keyboards scroll it too.
  const scroller = el('div', { class: 'details', role: 'region', 'aria-label': 'Request details', tabindex: '0' }, rows)
  const choice = gatedChoice({
    proceed: 'Approve',
    cancel: 'Reject',
    hintId: 'approve-hint',
    unlocked: 'Check the details, then approve or reject.',
    readThrough: scroller,
  })
  const warnings = details.warnings.length
    ? el('ul', { class: 'warnings', 'aria-label': 'Warnings' }, ...details.warnings.map((w) => el('li', {}, w)))
    : undefined
  const body =
    details.body === undefined
      ? undefined
      : el('pre', { class: 'body', tabindex: '0', 'aria-label': 'Content to sign' }, details.body)
  const screen = el(
    'section',
    { class: 'screen approval', 'aria-labelledby': 'screen-title' },
    el('h1', { id: 'screen-title' }, details.title),
    el('p', { class: 'site' }, `Requested by ${host}`),
    scroller,
    body,
    warnings,
    choice.actions,
    choice.hint,
  )
  root().replaceChildren(screen)
  return choice.answer(screen, signal).then((approved) => (approved ? 'approve' : 'reject'))
}

/**
 * Asks for the recovery passphrase inside the frame (it never reaches the host page): a new one,
 * typed twice ('create'), or the wallet's ('recover'). Resolves the passphrase. A new one must have
 * `minLength` characters, pass `judgeNew` (the signer's strength check: undefined, or why it is
 * refused, shown in the frame; see strength/passphraseStrength.ts) and match its second typing.
 */
export function askPassphrase(
  kind: 'create' | 'recover',
  minLength: number,
  error?: string,
  judgeNew?: (passphrase: string) => Promise<string | undefined>,
): Promise<string> {
  const first = el('input', {
    type: 'password',
    id: 'passphrase',
    autocomplete: kind === 'create' ? 'new-password' : 'current-password',
    minlength: String(minLength),
    required: '',
  })
  const second =
    kind === 'create'
      ? el('input', { type: 'password', id: 'passphrase-again', autocomplete: 'new-password', required: '' })
      : undefined
  const message = el('p', { class: 'error', role: 'alert', id: 'passphrase-error' }, error ?? '')
  const form = el(
    'form',
    { class: 'screen', 'aria-labelledby': 'screen-title', novalidate: '' },
    el(
      'h1',
      { id: 'screen-title' },
      kind === 'create' ? 'Create a recovery passphrase' : 'Enter your recovery passphrase',
    ),
    el(
      'p',
      {},
      kind === 'create'
        ? `It protects your wallet's recovery key: you need it to use this wallet on a new device. At least ${minLength} characters, hard to guess: four or more uncommon words work well. Nobody can reset it for you.`
        : 'This device has not used your wallet before. Your passphrase unlocks it here.',
    ),
    el('label', { for: 'passphrase' }, 'Passphrase'),
    first,
    ...(second ? [el('label', { for: 'passphrase-again' }, 'Passphrase again'), second] : []),
    message,
    el('div', { class: 'actions' }, el('button', { type: 'submit', class: 'approve' }, 'Continue')),
  )
  root().replaceChildren(form)
  const stopFocus = focusOnArrival(first)
  return new Promise((resolve) => {
    let checking = false
    const refusal = async (passphrase: string, again: string | undefined): Promise<string | undefined> => {
      if (passphrase.length < minLength) return `Use at least ${minLength} characters.`
      if (kind === 'create' && judgeNew) {
        try {
          const why = await judgeNew(passphrase)
          if (why) return why
        } catch {
          return 'The passphrase could not be checked. Try again.'
        }
      }
      if (second && again !== passphrase) return 'The two passphrases differ.'
      return undefined
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (checking) return
      checking = true
      form.setAttribute('aria-busy', 'true')
      const passphrase = first.value
      void refusal(passphrase, second?.value).then((why) => {
        checking = false
        form.removeAttribute('aria-busy')
        if (why) message.textContent = why
        else {
          stopFocus()
          showIdle()
          resolve(passphrase)
        }
      })
    })
  })
}
