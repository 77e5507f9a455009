import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { freshModule } from '../__fixtures__/freshModule.js'
import { englishCatalogue } from './catalogue.js'
import { LOCALES } from './locales.js'
import { type MessagePart, parseMessage } from './messageFormat.js'

// Imported here too so that vitest's related-files search (Stryker runs only the tests it finds for
// the mutated files) sees this file: the fresh instances are imported by a computed URL.
import './templateArguments.js'

/** The translated locales: every shipped one but English and the pseudo-locale. */
const TRANSLATED = LOCALES.filter((l) => l !== 'en' && l !== 'en-XA')

const read = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>

const english = englishCatalogue as Record<string, unknown>

/** The table beside English: each template's arguments (TEMPLATE_ARGUMENTS) and the receive note's. */
type ArgumentTable = { templates: Record<string, unknown>; receiveNote: string }

// Each test evaluates templateArguments.ts afresh: its argument names are module-level values, which
// Stryker would otherwise never run these tests against (see freshModule; the Stryker preload and the
// catalogue test, which loads a translation, evaluate it first).
async function freshArgumentTable(): Promise<ArgumentTable> {
  const { TEMPLATE_ARGUMENTS, RECEIVE_NOTE_ARGUMENTS } = await freshModule<typeof import('./templateArguments.js')>(
    new URL('./templateArguments.js', import.meta.url),
  )
  return { templates: TEMPLATE_ARGUMENTS, receiveNote: RECEIVE_NOTE_ARGUMENTS }
}

/** The argument names a template's message must use, as the table beside English gives them. */
const expectedArguments = ({ templates, receiveNote }: ArgumentTable, key: string): string[] =>
  (typeof templates[key] === 'string' ? (templates[key] as string) : receiveNote).split(' ').sort()

/** A plural or a select of a parsed message. */
type Choice = Extract<MessagePart, { type: string }>

/** The arguments, plurals and selects of a parsed message, at any depth. */
function walk(parts: readonly MessagePart[], out = { args: new Set<string>(), choices: [] as Choice[] }) {
  for (const part of parts) {
    if (typeof part === 'string' || 'pound' in part) continue
    out.args.add(part.arg)
    if ('type' in part) {
      out.choices.push(part)
      for (const branch of Object.values(part.branches)) walk(branch, out)
    }
  }
  return out
}

/** What is wrong with `locale`'s catalogue `json` (its templates' arguments as `table` gives them), one line a problem (none: an empty list). */
function problems(locale: string, json: Record<string, unknown>, table: ArgumentTable): string[] {
  const found: string[] = []
  for (const key of Object.keys(english)) if (!(key in json)) found.push(`${key}: missing`)
  for (const key of Object.keys(json)) if (!(key in english)) found.push(`${key}: not an English key`)
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  const check = (key: string, message: unknown, args: string[]) => {
    if (typeof message !== 'string' || message === '') return found.push(`${key}: empty or not a text`)
    try {
      new IntlMessageFormat(message, locale)
    } catch (error) {
      return found.push(`${key}: not ICU MessageFormat (${(error as Error).message})`)
    }
    const { args: used, choices } = walk(parseMessage(message))
    if ([...used].sort().join() !== args.join()) found.push(`${key}: arguments ${[...used]} instead of ${args}`)
    for (const choice of choices) {
      const given = Object.keys(choice.branches)
      if (!given.includes('other')) found.push(`${key}: {${choice.arg}, ${choice.type}} has no other`)
      const lacking = choice.type === 'plural' ? categories.filter((c) => !given.includes(c) && c !== 'other') : []
      if (lacking.length) found.push(`${key}: {${choice.arg}, plural} lacks ${lacking.join(', ')}`)
    }
  }
  for (const [key, text] of Object.entries(english)) {
    if (!(key in json)) continue
    const value = json[key]
    if (typeof text === 'function') check(key, value, expectedArguments(table, key))
    else if (typeof text === 'string') check(key, value, [])
    else if (!value || typeof value !== 'object') found.push(`${key}: not a table`)
    else {
      const entries = value as Record<string, unknown>
      if (
        Object.keys(entries).sort().join() !==
        Object.keys(text as object)
          .sort()
          .join()
      )
        found.push(`${key}: entries ${Object.keys(entries)} instead of ${Object.keys(text as object)}`)
      for (const [entry, message] of Object.entries(entries)) check(`${key}.${entry}`, message, [])
    }
  }
  return found
}

describe.each(TRANSLATED)('the %s catalogue (its JSON)', (locale) => {
  test("has English's keys, no empty text, ICU messages with exactly the English template's arguments, the locale's plural categories and selects with other", async () => {
    expect(problems(locale, read(locale), await freshArgumentTable())).toEqual([])
  })
})

describe('the table of English template arguments', () => {
  test("names every English template's parameters as its function does", async () => {
    const { templates } = await freshArgumentTable()
    for (const [key, text] of Object.entries(english)) {
      if (typeof text !== 'function') {
        expect(templates[key], key).toBeUndefined()
        continue
      }
      const params = /^\(([^)]*)\)/
        .exec(text.toString())![1]!
        .split(',')
        .map((param) => param.split(':')[0]!.trim())
      const how = templates[key]
      if (typeof how === 'string') expect(how.split(' '), key).toEqual(params)
      else expect((how as (...args: unknown[]) => string).length, key).toBe(params.length + 1)
    }
  })
})

describe('the check itself', () => {
  const de = read('de')

  test('catches a missing key, an empty text, a dropped argument, a missing plural category and a select without other', async () => {
    const table = await freshArgumentTable()
    const { connectTitle: _, ...missing } = de
    expect(problems('de', missing, table)).toEqual(['connectTitle: missing'])
    expect(problems('de', { ...de, back: '' }, table)).toEqual(['back: empty or not a text'])
    expect(problems('de', { ...de, switchTo: 'Wechseln' }, table)).toEqual(['switchTo: arguments  instead of name'])
    expect(
      problems('ru', { ...read('ru'), attemptsLeft: '{n, plural, one {# попытка} other {# попыток}}' }, table),
    ).toEqual(['attemptsLeft: {n, plural} lacks few, many'])
    expect(
      problems('de', { ...de, sendReceiverPlaceholder: '{ns, select, solana {Solana} bip122 {Bitcoin}}' }, table),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^sendReceiverPlaceholder: (not ICU|\{ns, select\} has no other)/),
      ]),
    )
    expect(problems('de', { ...de, back: 'Zurück {' }, table)).toEqual([
      expect.stringMatching(/^back: not ICU MessageFormat/),
    ])
  })
})
