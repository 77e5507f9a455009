import { describe, expect, it } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { openModal } from '../../core/navigation.js'
import { watchSignerApproval } from './watchSignerApproval.js'

async function setup(approvalOpen = false) {
  const test = createTestContext()
  const client = await test.context.embedded.load()
  client.approvalOpen = () => approvalOpen
  const off = watchSignerApproval(test.context, client)
  return { ...test, off }
}

const views = (test: Awaited<ReturnType<typeof setup>>) => test.store.getState().router.history.map((e) => e.view)

describe('watchSignerApproval', () => {
  it('opens ApproveTransaction over the open view, and goes back to it when the frame is done', async () => {
    const test = await setup()
    openModal(test.store, 'Account')
    test.signer.emitApproval(true)
    expect(views(test)).toEqual(['Account', 'ApproveTransaction'])
    expect(test.store.getState().embedded.approval).toBe(true)
    test.signer.emitApproval(true)
    expect(views(test)).toEqual(['Account', 'ApproveTransaction'])
    test.signer.emitApproval(false)
    expect(test.store.getState().router).toEqual({ open: true, history: [{ view: 'Account' }] })
    expect(test.store.getState().embedded.approval).toBe(false)
  })

  it('opens the closed modal on ApproveTransaction, and closes it again when the frame is done', async () => {
    const test = await setup()
    test.signer.emitApproval(true)
    expect(test.store.getState().router).toEqual({ open: true, history: [{ view: 'ApproveTransaction' }] })
    test.signer.emitApproval(false)
    expect(test.store.getState().router.open).toBe(false)
  })

  it('leaves the views alone when the frame is done and another view is on top', async () => {
    const test = await setup()
    openModal(test.store, 'Networks')
    test.signer.emitApproval(false)
    expect(test.store.getState().router).toEqual({ open: true, history: [{ view: 'Networks' }] })
  })

  it('shows a request the frame asked for before this module loaded; stops listening when unsubscribed', async () => {
    const shown = await setup(true)
    expect(views(shown)).toEqual(['ApproveTransaction'])
    const quiet = await setup(false)
    expect(quiet.store.getState().router.open).toBe(false)
    quiet.off()
    quiet.signer.emitApproval(true)
    expect(quiet.store.getState().router.open).toBe(false)
  })
})
