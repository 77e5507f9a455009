import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { LOCALES } from './locales.js'
import { compileMessage, type MessagePart, parseMessage } from './messageFormat.js'

const format = (locale: string, message: string, args?: Record<string, unknown>) =>
  compileMessage(locale, message)(args)

describe('compileMessage', () => {
  test('places arguments as they are: strings, numbers as String() writes them', () => {
    expect(format('de', 'Weiter mit {name}', { name: 'MetaMask' })).toBe('Weiter mit MetaMask')
    expect(format('ar', 'Ziffer {n} von 6', { n: 1234.5 })).toBe('Ziffer 1234.5 von 6')
    expect(format('de', '{ a } und {b}', { a: 'x', b: '{y}' })).toBe('x und {y}')
  })

  test('joins a list argument with Intl.ListFormat in the locale', () => {
    const note = 'Nur {items}'
    expect(format('de', note, { items: [] })).toBe('Nur ')
    expect(format('de', note, { items: ['ETH'] })).toBe('Nur ETH')
    expect(format('de', note, { items: ['ETH', 'SOL'] })).toBe('Nur ETH und SOL')
    expect(format('es', note, { items: ['ETH', 'SOL', 'BTC'] })).toBe('Nur ETH, SOL y BTC')
  })

  test("picks a plural form: the exact value first, then the locale's category, then other", () => {
    const ru = '{n, plural, =0 {ноль} one {{n} попытка} few {{n} попытки} many {{n} попыток} other {{n} попытки}}'
    expect([0, 1, 2, 5, 21, 1.5].map((n) => format('ru', ru, { n }))).toEqual([
      'ноль',
      '1 попытка',
      '2 попытки',
      '5 попыток',
      '21 попытка',
      '1.5 попытки',
    ])
    expect(format('ar', '{n, plural, two {اثنان} other {#}}', { n: 2 })).toBe('اثنان')
    expect(format('de', '{n, plural, one {eins} other {# Stück}}', { n: 1000 })).toBe('1.000 Stück')
  })

  test('picks a select branch by value, else other; a missing other gives nothing', () => {
    const ns = '{ns, select, solana {Solana-Adresse} bip122 {Bitcoin-Adresse} other {0x…-Adresse}}'
    expect(['solana', 'bip122', 'eip155', undefined].map((value) => format('de', ns, { ns: value }))).toEqual([
      'Solana-Adresse',
      'Bitcoin-Adresse',
      '0x…-Adresse',
      '0x…-Adresse',
    ])
    expect(format('de', 'a{x, select, y {b}}c', { x: 'z' })).toBe('ac')
  })

  test("reads ICU apostrophes: '' is one, a quote around braces or # is literal, a lone one stays", () => {
    expect(format('fr', "l'adresse d''origine")).toBe("l'adresse d'origine")
    expect(format('fr', "'{name}' vaut {name}", { name: 'x' })).toBe('{name} vaut x')
    expect(format('fr', "{n, plural, other {'#' #}}", { n: 3 })).toBe('# 3')
  })

  test('refuses what it cannot read, naming where', () => {
    expect(() => parseMessage('Zurück {')).toThrow(SyntaxError)
    expect(() => parseMessage('a } b')).toThrow(/unmatched \} at 2/)
    expect(() => parseMessage('{n, number}')).toThrow(/unknown type number/)
    expect(() => parseMessage('{n, plural, one {x}')).toThrow(/unclosed/)
    expect(() => parseMessage('{n, plural, one x}')).toThrow(/\{ expected/)
  })
})

/** Every message of every translated catalogue. */
const messages = LOCALES.filter((l) => l !== 'en' && l !== 'en-XA').flatMap((locale) => {
  const json = JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${locale}.json`), 'utf8')) as Record<
    string,
    string | Record<string, string>
  >
  return Object.entries(json).flatMap(([key, value]) =>
    (typeof value === 'string' ? [value] : Object.values(value)).map((message) => ({ locale, key, message })),
  )
})

/** The argument names of a parsed message. */
const argumentNames = (parts: readonly MessagePart[]): string[] =>
  parts.flatMap((part) =>
    typeof part === 'string' || 'pound' in part
      ? []
      : [part.arg, ...('type' in part ? Object.values(part.branches).flatMap(argumentNames) : [])],
  )

/** Argument sets: each select's values and plural boundaries, other arguments a plain word. */
function argumentSets(parts: readonly MessagePart[]): Record<string, unknown>[] {
  const names = [...new Set(argumentNames(parts))]
  const choices = (name: string): unknown[] => {
    const found = JSON.stringify(parts).match(new RegExp(`"arg":"${name}","type":"(plural|select)"`))
    if (!found) return ['MetaMask']
    return found[1] === 'plural'
      ? [0, 1, 2, 5, 21]
      : ['solana', 'bip122', 'WalletConnect', 'card', 'standardTokens', 'none', 'x']
  }
  return names.reduce<Record<string, unknown>[]>(
    (sets, name) => sets.flatMap((set) => choices(name).map((value) => ({ ...set, [name]: value }))),
    [{}],
  )
}

test("formats every catalogued message as FormatJS's intl-messageformat does (lists aside: they are joined before)", () => {
  let compared = 0
  for (const { locale, key, message } of messages) {
    const ours = compileMessage(locale, message)
    const theirs = new IntlMessageFormat(message, locale)
    for (const args of argumentSets(parseMessage(message))) {
      compared++
      expect(ours(args), `${locale} ${key} ${JSON.stringify(args)}`).toBe(theirs.format(args))
    }
  }
  expect(compared).toBeGreaterThan(5000)
})

describe('parseMessage: the parts, exactly', () => {
  test('adds no empty text part around arguments and # signs', () => {
    expect(parseMessage('{a}')).toEqual([{ arg: 'a' }])
    expect(parseMessage('{n, plural, other {#}}')).toEqual([
      { arg: 'n', type: 'plural', branches: { other: [{ pound: true }] } },
    ])
  })

  test('reads # as a number only in a plural branch, not at the top level or in a select branch', () => {
    expect(parseMessage('#1')).toEqual(['#1'])
    expect(parseMessage('{x, select, a {#1} other {b}}')).toEqual([
      { arg: 'x', type: 'select', branches: { a: ['#1'], other: ['b'] } },
    ])
  })

  test('quotes { and } with an apostrophe, and #only in a plural; a lone apostrophe stays one', () => {
    expect(parseMessage("a '}' b")).toEqual(['a } b'])
    expect(parseMessage("a '{b")).toEqual(['a {b'])
    expect(parseMessage("{n, plural, other {it's '#' #}}")).toEqual([
      { arg: 'n', type: 'plural', branches: { other: ["it's # ", { pound: true }] } },
    ])
  })

  test('says what is wrong, and where', () => {
    expect(() => parseMessage('{}')).toThrow('a name expected at 1 in "{}"')
    expect(() => parseMessage('{name')).toThrow(', or } expected at 6 in "{name"')
    expect(() => parseMessage('{a b}')).toThrow(', or } expected')
    expect(() => parseMessage('{a, plural x}')).toThrow(', expected')
    expect(() => parseMessage('{a, select, x {y')).toThrow('an unclosed {')
  })
})
