import { describe, expect, it } from 'vitest'
import { TEMPLATE_ARGUMENTS, type TemplateArguments } from './templateArguments.js'

type ReceiveNote = Exclude<TemplateArguments, string>

describe('TEMPLATE_ARGUMENTS.receiveNote: the arguments a translated receive note gets', () => {
  const receiveNote = TEMPLATE_ARGUMENTS.receiveNote as ReceiveNote
  const calls = (standard: string | undefined, tokens: string[]): Record<string, unknown>[] => {
    const seen: Record<string, unknown>[] = []
    receiveNote(
      (args) => {
        seen.push(args)
        return args.part === 'standardTokens' ? `${args.standard} tokens` : 'the note'
      },
      ['ETH'],
      standard,
      tokens,
      2,
    )
    return seen
  }

  it("asks for the standard's item, then the whole note (part 'note') with examples 'some' when it names tokens", () => {
    expect(calls('ERC-20', ['USDC'])).toEqual([
      { part: 'standardTokens', standard: 'ERC-20' },
      {
        part: 'note',
        standard: 'ERC-20',
        assets: ['ETH', 'ERC-20 tokens'],
        tokens: ['USDC'],
        examples: 'some',
        networkCount: 2,
      },
    ])
  })

  it("says examples 'none' when there are no tokens or no standard, and adds no item without a standard", () => {
    expect(calls('ERC-20', [])[1]).toMatchObject({ part: 'note', examples: 'none' })
    expect(calls(undefined, ['USDC'])).toEqual([
      { part: 'note', standard: undefined, assets: ['ETH'], tokens: ['USDC'], examples: 'none', networkCount: 2 },
    ])
  })
})
