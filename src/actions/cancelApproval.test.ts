import { describe, expect, it } from 'vitest'
import { cancelApproval } from './cancelApproval.js'
import { createTestContext } from './testContext.js'

describe('cancelApproval', () => {
  it('asks the signer frame to reject the request it shows, and never rejects itself', async () => {
    const { context, signer } = createTestContext()
    await cancelApproval(context)
    expect(signer.handle).not.toHaveBeenCalled()
    await context.embedded.load()
    signer.handle.mockRejectedValueOnce(new Error('frame gone'))
    await expect(cancelApproval(context)).resolves.toBeUndefined()
    expect(signer.handle).toHaveBeenCalledWith('cancelApproval', undefined)
  })
})
