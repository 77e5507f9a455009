import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { messages as embeddedMessages } from './texts.js'

const LENGTH = 6

export interface CodeInputProps {
  /** Called once with the six digits as soon as the sixth is in. */
  onComplete(code: string): void
  disabled: boolean
  /** Changing it clears the boxes (after a refused code). */
  resetKey: unknown
}

/**
 * Six one-digit boxes for an email code: typing moves to the next box, Backspace on an empty box
 * to the previous one, a paste (in any box) fills them all, and the sixth digit submits. Only
 * digits are kept. The first box takes the platform's one-time-code autofill.
 */
export function CodeInput({ onComplete, disabled, resetKey }: CodeInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(LENGTH).fill(''))
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  useEffect(() => {
    setDigits(Array(LENGTH).fill(''))
    boxes.current[0]?.focus()
  }, [resetKey])

  const fill = (start: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('')
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.forEach((digit, i) => (next[start + i] = digit))
    setDigits(next)
    const firstEmpty = next.indexOf('')
    if (firstEmpty === -1) {
      boxes.current[LENGTH - 1]?.focus()
      onComplete(next.join(''))
    } else boxes.current[Math.max(firstEmpty, start + incoming.length)]?.focus()
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      boxes.current[index - 1]?.focus()
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus()
    else if (event.key === 'ArrowRight' && index < LENGTH - 1) boxes.current[index + 1]?.focus()
  }
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <div className="wm-code" role="group" aria-label={embeddedMessages.codeLabel}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el
          }}
          className="wm-input wm-code-box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={embeddedMessages.codeDigitLabel(index + 1)}
          value={digit}
          disabled={disabled}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const typed = event.target.value.replace(/\D/g, '')
            if (typed === '') {
              const next = [...digits]
              next[index] = ''
              setDigits(next)
            } else fill(index, typed.length > 1 && digit !== '' ? typed.replace(digit, '') || typed : typed)
          }}
        />
      ))}
    </div>
  )
}
