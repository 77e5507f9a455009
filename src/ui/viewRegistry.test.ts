import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../core/i18n/locale.js'
import { titledView } from './viewRegistry.js'

afterEach(() => activateLocale('en'))

describe('titledView', () => {
  it('keeps the definition and reads its title in the active locale each time', async () => {
    const enabled = () => true
    const view = titledView('accountTitle', { component: () => null, home: true, enabled })
    expect(view.title).toBe('Account')
    expect(view).toMatchObject({ home: true, enabled })
    await activateLocale('de')
    expect(view.title).toBe('Konto')
  })
})
