/**
 * The ICU MessageFormat subset the translated catalogues (locales/<tag>.json) are written in:
 * `{name}` arguments, `{n, plural, =1 {…} one {…} other {…}}` (exact values first, then the
 * locale's Intl.PluralRules category, then `other`; `#` is the count in the locale's digits) and
 * `{ns, select, solana {…} other {…}}`; apostrophes quote as in ICU (`''` is one, `'{'` a brace).
 * A list argument (an array) is joined with Intl.ListFormat in the locale before it is placed.
 *
 * Why our own: it is the lazy path's formatter (loaded only when a host picks a language other
 * than English) and costs about 0.6 KB gzip. FormatJS `intl-messageformat` 12 bundles to 9.8 KB
 * gzip and `@messageformat/core` 3 (parsing at run time) to 20 KB; `@messageformat/core`'s
 * compile-to-module at build time ships ~0.3 KB but needs a compile plugin in each of the three
 * toolchains that read these files (tsup, the rolldown script-tag build, vitest), and the data
 * would no longer be loadable as plain JSON. The catalogue tests check every message with
 * FormatJS's parser and compare this formatter's output with `intl-messageformat`'s.
 */

/** A parsed message: text, an argument, the plural count (`#`), or a plural or select over an argument. */
export type MessagePart =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; type: 'plural' | 'select'; branches: Record<string, MessagePart[]> }

/** Parses `message`; throws a SyntaxError naming the offset of what it could not read. */
export function parseMessage(message: string): MessagePart[] {
  let at = 0
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${at} in "${message}"`)
  }
  const space = () => {
    while (/\s/.test(message[at] ?? '')) at++
  }
  const word = () => {
    space()
    const start = at
    while (at < message.length && !/[\s{},]/.test(message[at]!)) at++
    return message.slice(start, at) || fail('a name expected')
  }
  const parts = (inPlural: boolean, nested: boolean): MessagePart[] => {
    const out: MessagePart[] = []
    let text = ''
    while (at < message.length) {
      const char = message[at]!
      const next = message[at + 1] ?? ''
      if (char === "'" && next === "'") {
        text += "'"
        at += 2
      } else if (char === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
        const end = message.indexOf("'", at + 1)
        text += message.slice(at + 1, end < 0 ? message.length : end)
        at = end < 0 ? message.length : end + 1
      } else if (char === '{') {
        if (text) out.push(text)
        text = ''
        at++
        out.push(argument())
      } else if (char === '}') {
        if (!nested) fail('an unmatched }')
        break
      } else if (char === '#' && inPlural) {
        if (text) out.push(text)
        text = ''
        out.push({ pound: true })
        at++
      } else {
        text += char
        at++
      }
    }
    if (text) out.push(text)
    return out
  }
  const argument = (): MessagePart => {
    const arg = word()
    space()
    if (message[at] === '}') {
      at++
      return { arg }
    }
    if (message[at++] !== ',') fail(', or } expected')
    const type = word()
    if (type !== 'plural' && type !== 'select') fail(`unknown type ${type}`)
    space()
    if (message[at++] !== ',') fail(', expected')
    const branches: Record<string, MessagePart[]> = {}
    for (space(); message[at] !== '}'; space()) {
      if (at >= message.length) fail('an unclosed {')
      const key = word()
      space()
      if (message[at++] !== '{') fail('{ expected')
      branches[key] = parts(type === 'plural', true)
      if (message[at++] !== '}') fail('an unclosed {')
    }
    at++
    return { arg, type: type as 'plural' | 'select', branches }
  }
  return parts(false, false)
}

/** A message's text for `args` in `locale` (see the module's comment for the rules). */
export function formatParts(
  locale: string,
  parts: readonly MessagePart[],
  args: Record<string, unknown>,
  count = 0,
): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('pound' in part) out += new Intl.NumberFormat(locale).format(count)
    else if (!('type' in part)) {
      const value = args[part.arg]
      out += Array.isArray(value) ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(value) : String(value)
    } else {
      const value = args[part.arg]
      const n = Number(value)
      const branch =
        part.type === 'select'
          ? part.branches[String(value)]
          : (part.branches[`=${n}`] ?? part.branches[new Intl.PluralRules(locale).select(n)])
      out += formatParts(locale, branch ?? part.branches.other ?? [], args, n)
    }
  }
  return out
}

/** `message` parsed once, as a function of its arguments by name. */
export function compileMessage(locale: string, message: string): (args?: Record<string, unknown>) => string {
  const parts = parseMessage(message)
  return (args = {}) => formatParts(locale, parts, args)
}
