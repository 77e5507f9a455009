import { describe, expect, test } from 'vitest'
import { catalogueFromJson } from './jsonCatalogue.js'

type Template = (...args: unknown[]) => string

// Built in each test, not in the describe block: code run while the file is collected counts for no
// test, so Stryker took catalogueFromJson's mutants (a template's argument names, a table's entries)
// for static ones and ran them only with the tests that load a catalogue while they run (locale,
// setOptions), which check no such text.
const german = () =>
  catalogueFromJson('de', {
    back: "Zur''uck",
    namespaceNames: { eip155: 'EVM', bip122: "'{'Bitcoin'}'" },
    onrampTokenNetwork: '{network}: {name}',
    receiveNote:
      '{part, select, standardTokens {{standard}-Token} other {Sende nur {assets}{examples, select, none {} other { (wie {tokens})}} in {networkCount, plural, one {diesem Netzwerk} other {diesen Netzwerken}}.}}',
  })

describe('catalogueFromJson', () => {
  test('a plain message is its text, a table is a table of texts', () => {
    const catalogue = german()
    expect(catalogue.back).toBe("Zur'uck")
    expect(catalogue.namespaceNames).toEqual({ eip155: 'EVM', bip122: '{Bitcoin}' })
  })

  test("a template is a function of the English template's parameters, in their order", () => {
    expect((german().onrampTokenNetwork as Template)('USDC', 'Base')).toBe('Base: USDC')
  })

  test("receiveNote lists the natives and the standard's tokens, names tokens only with a standard", () => {
    const note = german().receiveNote as Template
    expect(note(['ETH'], 'ERC-20', ['USDC', 'DAI'], 2)).toBe(
      'Sende nur ETH und ERC-20-Token (wie USDC und DAI) in diesen Netzwerken.',
    )
    expect(note(['ETH', 'POL'], 'ERC-20', [], 1)).toBe('Sende nur ETH, POL und ERC-20-Token in diesem Netzwerk.')
    expect(note(['BTC'], undefined, ['X'], 1)).toBe('Sende nur BTC in diesem Netzwerk.')
  })
})
