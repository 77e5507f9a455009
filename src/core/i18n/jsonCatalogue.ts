/**
 * A translated catalogue (locales/<tag>.json, ICU messages: messageFormat.ts) as views read it:
 * a text for each plain message, a table of texts for each table, and a function with the English
 * template's parameters (templateArguments.ts) for each template. Its own lazy chunk, with the
 * formatter: loaded with the first language other than English a host picks.
 */
import { compileMessage } from './messageFormat.js'
import { TEMPLATE_ARGUMENTS, type TemplateArguments } from './templateArguments.js'

/** A catalogue's JSON: an ICU message, or a table of them, by key. */
export type CatalogueJson = Record<string, string | Record<string, string>>

const templates = TEMPLATE_ARGUMENTS as Record<string, TemplateArguments | undefined>

/** The function a view calls for a template's message `message`, called as `how` says. */
function template(locale: string, message: string, how: TemplateArguments): (...args: unknown[]) => string {
  const format = compileMessage(locale, message)
  if (typeof how !== 'string') return (...args) => (how as (...all: unknown[]) => string)(format, ...args)
  const names = how.split(' ')
  return (...args) => format(Object.fromEntries(names.map((name, i) => [name, args[i]])))
}

/** The catalogue of `locale` from its JSON: texts formatted once, templates as functions. */
export function catalogueFromJson(locale: string, json: CatalogueJson): Record<string, unknown> {
  const text = (message: string) => compileMessage(locale, message)()
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => {
      const how = templates[key]
      if (typeof value !== 'string')
        return [key, Object.fromEntries(Object.entries(value).map(([entry, message]) => [entry, text(message)]))]
      return [key, how ? template(locale, value, how) : text(value)]
    }),
  )
}
