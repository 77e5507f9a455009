import { readFileSync } from 'node:fs'
import { parseEther } from 'viem'
import { LOCALES } from '../src/core/i18n/locales.js'
import { expectNoAxeViolations } from './support/axe.js'
import { expect, test } from './fixtures.js'
import { ButtonsPage } from './pages/ButtonsPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'
import { SwapPage } from './pages/SwapPage.js'

/**
 * The `locale` attribute and option, the lazily loaded catalogues (every shipped locale but
 * English), Arabic right to left inside the shadow root, amounts through Intl.NumberFormat.
 */

/**
 * The served paths of the locale catalogues' chunks (locales/<tag>.json; the pseudo-locale's
 * en-XA.ts) and of their formatter's (`formatter`), from dist/script-tag-manifest.json.
 */
function localeChunks(): Record<string, string> {
  const manifest = JSON.parse(readFileSync('dist/script-tag-manifest.json', 'utf8')) as {
    chunks: Record<string, { facade: string | null }>
  }
  const chunks: Record<string, string> = {}
  const modules = Object.fromEntries(
    LOCALES.filter((tag) => tag !== 'en').map((tag) => [tag, `locales/${tag}.${tag === 'en-XA' ? 'ts' : 'json'}`]),
  )
  for (const [name, module] of Object.entries({ ...modules, formatter: 'jsonCatalogue.ts' })) {
    const file = Object.entries(manifest.chunks).find(([, c]) => c.facade === `src/core/i18n/${module}`)?.[0]
    if (!file) throw new Error(`no chunk is the dynamic import of ${module}`)
    chunks[name] = `/dist/${file}`
  }
  return chunks
}

/** Every path the page requests, from now on. */
function requestLog(modal: ModalPage): string[] {
  const paths: string[] = []
  modal.page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

const root = (modal: ModalPage) => modal.element.locator('.wm-root')

interface Texts {
  connect: string
  wallets: string
  close: string
  account: string
  send: string
  receive: string
  disconnect: string
  tokens: string
  activity: string
  networkButton: RegExp
  networks: string
  back: string
  /** Connect's social login group, its "More" button and the email field's label. */
  socials: string
  moreSocials: string
  emailOr: string
  /** The balance of 1234.5678 ETH as the locale writes it (Intl.NumberFormat). */
  balance: string
}

const TEXTS: Record<'es' | 'ar', Texts> = {
  es: {
    connect: 'Conectar billetera',
    wallets: 'Billeteras',
    close: 'Cerrar',
    account: 'Cuenta',
    send: 'Enviar',
    receive: 'Recibir',
    disconnect: 'Desconectar',
    tokens: 'Tokens',
    activity: 'Actividad',
    networkButton: /^Red: Anvil A\. Cambiar de red$/,
    networks: 'Elegir red',
    back: 'Atrás',
    socials: 'O inicia sesión con',
    moreSocials: 'Más opciones de inicio de sesión',
    emailOr: 'o continúa con tu correo',
    // Spanish groups thousands from 10,000 on, with a decimal comma.
    balance: '1234,567 ETH',
  },
  ar: {
    connect: 'ربط المحفظة',
    wallets: 'المحافظ',
    close: 'إغلاق',
    account: 'الحساب',
    send: 'إرسال',
    receive: 'استلام',
    disconnect: 'قطع الاتصال',
    tokens: 'الرموز',
    activity: 'النشاط',
    networkButton: /^الشبكة: Anvil A\. تغيير الشبكة$/,
    networks: 'اختر الشبكة',
    back: 'رجوع',
    socials: 'أو سجّل الدخول باستخدام',
    moreSocials: 'خيارات تسجيل دخول أكثر',
    emailOr: 'أو تابع باستخدام البريد الإلكتروني',
    balance: '', // Arabic's digits and separators: whatever Intl.NumberFormat('ar') writes (computed in the page).
  },
}

for (const locale of ['es', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`locale="${locale}" shows Connect, Account and Networks translated${locale === 'ar' ? ', right to left' : ''}; axe finds no violations (${theme})`, async ({
      page,
      anvil,
      demoWallet,
    }) => {
      const t = TEXTS[locale]
      const modal = new ModalPage(page)
      const requested = requestLog(modal)
      await modal.goto(`/?locale=${locale}&theme=${theme}`)
      await expect(modal.element).toHaveAttribute('locale', locale)
      await anvil.a.test.setBalance({ address: await demoWallet.address(), value: parseEther('1234.5678') })

      await modal.call('open')
      await modal.expectView(t.connect)
      await expect(root(modal)).toHaveAttribute('lang', locale)
      await expect(root(modal)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      const wallets = modal.dialog.getByRole('list', { name: t.wallets, exact: true })
      await expect(wallets.getByRole('button', { name: /Demo Wallet/ })).toBeVisible()
      await expect(modal.dialog.getByRole('button', { name: t.close, exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('textbox', { name: t.emailOr, exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('group', { name: t.socials, exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('button', { name: t.moreSocials, exact: true })).toBeVisible()
      await expectNoAxeViolations(page, `Connect (${locale}, ${theme})`)

      // Only this locale's catalogue was downloaded, with the formatter of translated catalogues.
      const chunks = localeChunks()
      expect(requested).toContain(chunks[locale])
      expect(requested).toContain(chunks.formatter)
      expect(
        requested.filter((path) =>
          Object.entries(chunks).some(([l, chunk]) => l !== locale && l !== 'formatter' && path === chunk),
        ),
      ).toEqual([])

      await wallets.getByRole('button', { name: /Demo Wallet/ }).click()
      await expect(modal.dialog).toBeHidden()
      await modal.call('open')
      await modal.expectView(t.account)
      for (const name of [t.send, t.receive, t.disconnect])
        await expect(modal.dialog.getByRole('button', { name, exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('tab', { name: t.tokens, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(modal.dialog.getByRole('tab', { name: t.activity, exact: true })).toBeVisible()
      const balance =
        t.balance ||
        (await page.evaluate(
          () =>
            `${new Intl.NumberFormat('ar').format(1234)}${new Intl.NumberFormat('ar').formatToParts(1.5).find((p) => p.type === 'decimal')!.value}${[5, 6, 7].map((d) => new Intl.NumberFormat('ar').format(d)).join('')} ETH`,
        ))
      await expect(modal.dialog.getByTestId('account-balance')).toHaveText(balance)
      await expect(modal.dialog.getByTestId('token-ETH').getByTestId('token-amount')).toHaveText(balance)
      await expectNoAxeViolations(page, `Account (${locale}, ${theme})`)

      await modal.dialog.getByRole('button', { name: t.networkButton }).click()
      await modal.expectView(t.networks)
      const back = modal.dialog.getByRole('button', { name: t.back, exact: true })
      await expect(back).toBeVisible()
      // The back arrow points the way the text reads: mirrored right to left.
      const transform = await back.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)
      expect(transform).toBe(locale === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')
      await expectNoAxeViolations(page, `Networks (${locale}, ${theme})`)
    })
  }
}

test('the English page downloads no locale catalogue (network log), and its texts are the English catalogue', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  const requested = requestLog(modal)
  await modal.goto('/')
  await modal.call('open')
  await modal.expectView('Connect Wallet')
  await expect(root(modal)).toHaveAttribute('lang', 'en')
  await expect(root(modal)).toHaveAttribute('dir', 'ltr')
  await modal.connectDemoWallet()
  await modal.call('open')
  await modal.expectView('Account')
  await expect(modal.dialog.getByRole('tab', { name: 'Tokens', exact: true })).toBeVisible()
  await modal.dialog.getByRole('tab', { name: 'Activity', exact: true }).click()
  await expect(modal.dialog.getByRole('tab', { name: 'Activity', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // The page has loaded chunks (the Account view's), so the log is live; none is a locale catalogue.
  expect(requested.some((path) => path.startsWith('/dist/chunks/'))).toBe(true)
  const chunks = Object.values(localeChunks())
  expect(requested.filter((path) => chunks.includes(path))).toEqual([])
})

test('the locale switches at run time through setOptions and the attribute, open view and title included', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto('/')
  await modal.call('open')
  await modal.expectView('Connect Wallet')

  await modal.setOptions({ locale: 'ja' })
  await modal.expectView('ウォレットを接続')
  await expect(root(modal)).toHaveAttribute('lang', 'ja')
  await expect(modal.dialog.getByRole('list', { name: 'ウォレット', exact: true })).toBeVisible()

  await modal.element.evaluate((el) => el.setAttribute('locale', 'ar'))
  await modal.expectView('ربط المحفظة')
  await expect(root(modal)).toHaveAttribute('dir', 'rtl')

  await modal.setOptions({ locale: 'zh-CN' })
  await modal.expectView('连接钱包')
  await expect(root(modal)).toHaveAttribute('dir', 'ltr')
  await expect(modal.dialog.getByRole('button', { name: '关闭', exact: true })).toBeVisible()

  // Back to English: the exact English texts again. A locale that is not shipped is refused with a clear error.
  await modal.setOptions({ locale: 'en' })
  await modal.expectView('Connect Wallet')
  await expect(modal.dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
  const error = await page.evaluate(() => {
    try {
      ;(document.querySelector('wallet-modal') as unknown as { setOptions(o: unknown): void }).setOptions({
        locale: 'nl',
      })
      return 'no error'
    } catch (e) {
      return (e as Error).message
    }
  })
  expect(error).toBe(
    'Invalid options: locale: expected one of "en", "ar", "de", "es", "fr", "hi", "id", "ja", "ko", "ms", "pt", "ru", "th", "tr", "uk", "vi", "zh-CN", "zh-HK", "zh-TW", "en-XA", got "nl"',
  )
  await modal.expectView('Connect Wallet')
})

test("the companion buttons follow the modal's locale (Spanish, then English again); axe finds no violations", async ({
  page,
}) => {
  const modal = new ModalPage(page)
  const buttons = new ButtonsPage(page)
  await modal.goto('/')
  await expect(buttons.account).toHaveText('Connect Wallet')
  await expect(buttons.network).toHaveAccessibleName('Network: Anvil A, not connected')

  await modal.setOptions({ locale: 'es' })
  await expect(buttons.account).toHaveText('Conectar billetera')
  await expect(buttons.network).toHaveAccessibleName('Red: Anvil A, no conectada')
  await expectNoAxeViolations(page, 'companion buttons in Spanish', [
    'wallet-modal-button',
    'wallet-modal-network-button',
  ])
  await buttons.account.click()
  await modal.expectView('Conectar billetera')
  await page.keyboard.press('Escape')
  await expect(modal.dialog).toBeHidden()

  await modal.setOptions({ locale: 'en' })
  await expect(buttons.account).toHaveText('Connect Wallet')
  await expect(buttons.network).toHaveAccessibleName('Network: Anvil A, not connected')
})

test('Spanish: WalletSend, the token picker and WalletReceive (a plural and a list through Intl) are translated; axe finds no violations', async ({
  page,
  anvil,
  demoWallet,
}) => {
  const modal = new ModalPage(page)
  await modal.goto('/?locale=es')
  await anvil.a.test.setBalance({ address: await demoWallet.address(), value: parseEther('1234.5678') })
  await modal.call('open')
  await modal.expectView('Conectar billetera')
  await modal.dialog
    .getByRole('list', { name: 'Billeteras', exact: true })
    .getByRole('button', { name: /Demo Wallet/ })
    .click()
  await expect(modal.dialog).toBeHidden()

  await modal.call('open')
  await modal.expectView('Cuenta')
  await modal.dialog.getByRole('button', { name: 'Recibir', exact: true }).click()
  await modal.expectView('Recibir')
  await expect(modal.dialog.getByRole('img', { name: 'Código QR de tu dirección' })).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Copiar dirección', exact: true })).toBeVisible()
  // Two EVM networks: the plural form, and Intl.ListFormat's Spanish 'y'.
  await expect(modal.dialog.getByTestId('receive-note')).toHaveText(
    'Envía solo ETH y tokens ERC-20 (como USDC y DEMO) en estas redes a esta dirección.',
  )
  await expectNoAxeViolations(page, 'WalletReceive (es)')

  await modal.dialog.getByRole('button', { name: 'Atrás', exact: true }).click()
  await modal.expectView('Cuenta')
  await modal.dialog.getByRole('button', { name: 'Enviar', exact: true }).click()
  await modal.expectView('Enviar')
  await expect(modal.dialog.getByLabel('Cantidad', { exact: true })).toBeVisible()
  await expect(modal.dialog.getByLabel('Dirección del destinatario', { exact: true })).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Máx.', exact: true })).toBeVisible()
  await expect(modal.dialog.getByText('Saldo: 1234,567 ETH', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'WalletSend (es)')

  await modal.dialog.getByLabel('Token', { exact: true }).click()
  await modal.expectView('Seleccionar token')
  await expect(modal.dialog.getByRole('combobox', { name: 'Buscar tokens' })).toBeVisible()
  await expectNoAxeViolations(page, 'Token picker (es)')
})

test("ProfileWallets and Account's Wallets button in Spanish (multiWallet on through setOptions); axe finds no violations", async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto('/?project=none')
  await modal.connectDemoWallet()
  await modal.setOptions({ locale: 'es', features: { multiWallet: true } })
  await modal.call('open')
  await modal.expectView('Cuenta')
  await modal.dialog.getByRole('button', { name: 'Billeteras: 1 conectadas', exact: true }).click()
  await modal.expectView('Billeteras conectadas')
  await expect(modal.dialog.getByText('Activa', { exact: true })).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Conectar otra billetera', exact: true })).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Desconectar todas', exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'ProfileWallets (es)')
})

/** The Swap view's and the email login's texts in Spanish and Arabic (the catalogue's, exact). */
const MORE: Record<
  'es' | 'ar',
  {
    account: string
    swap: string
    pay: string
    receive: string
    amount: string
    impact: string
    fee: string
    minimum: string
    slippage: string
    review: string
    previewTitle: string
    confirm: string
    edit: string
    connect: string
    emailOr: string
    continue: string
    codeSent: (email: string) => string
    codeGroup: string
    digit1: string
    resend: RegExp
  }
> = {
  es: {
    account: 'Cuenta',
    swap: 'Intercambiar',
    pay: 'Pagas',
    receive: 'Recibes',
    amount: 'Cantidad',
    impact: 'Impacto en el precio',
    fee: 'Comisión de red',
    minimum: 'Mínimo recibido',
    slippage: 'Tolerancia de deslizamiento: 1 %',
    review: 'Revisar intercambio',
    previewTitle: 'Revisa tu intercambio',
    confirm: 'Confirmar intercambio',
    edit: 'Editar',
    connect: 'Conectar billetera',
    emailOr: 'o continúa con tu correo',
    continue: 'Continuar',
    codeSent: (email) => `Introduce el código de 6 dígitos enviado a ${email}`,
    codeGroup: 'Código de verificación',
    digit1: 'Dígito 1 de 6',
    resend: /^Reenviar código( en \d+ s)?$/,
  },
  ar: {
    account: 'الحساب',
    swap: 'مبادلة',
    pay: 'تدفع',
    receive: 'تستلم',
    amount: 'المبلغ',
    impact: 'التأثير على السعر',
    fee: 'رسوم الشبكة',
    minimum: 'الحد الأدنى المستلم',
    slippage: 'نسبة الانزلاق المسموح بها 1%',
    review: 'مراجعة المبادلة',
    previewTitle: 'راجع المبادلة',
    confirm: 'تأكيد المبادلة',
    edit: 'تعديل',
    connect: 'ربط المحفظة',
    emailOr: 'أو تابع باستخدام البريد الإلكتروني',
    continue: 'متابعة',
    codeSent: (email) => `أدخل الرمز المكوّن من 6 أرقام المُرسل إلى ${email}`,
    codeGroup: 'رمز التحقق',
    digit1: 'الرقم 1 من 6',
    resend: /^إعادة إرسال الرمز( بعد \d+ ث)?$/,
  },
}

for (const locale of ['es', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`locale="${locale}": Swap's form and preview are translated${locale === 'ar' ? ', right to left' : ''}, no English left; axe finds no violations (${theme})`, async ({
      page,
    }) => {
      const t = MORE[locale]
      const modal = new ModalPage(page)
      const swap = new SwapPage(modal)
      await modal.goto(`/?theme=${theme}`)
      await modal.connectDemoWallet()
      await modal.setOptions({ locale })
      await modal.call('open')
      await modal.expectView(t.account)
      await expect(root(modal)).toHaveAttribute('lang', locale)
      await expect(root(modal)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await modal.dialog.getByRole('button', { name: t.swap, exact: true }).click()
      await modal.expectView(t.swap)
      await expect(modal.dialog.getByLabel(t.pay, { exact: true })).toContainText('ETH')
      await expect(modal.dialog.getByLabel(t.receive, { exact: true })).toBeVisible()
      await modal.dialog.getByLabel(t.amount, { exact: true }).fill('0.1')
      await expect(swap.quote()).toContainText('≈')
      for (const term of [t.impact, t.fee, t.minimum])
        await expect(swap.quote().getByText(term, { exact: true })).toBeVisible()
      await expect(swap.quote().getByText(t.slippage, { exact: true })).toBeVisible()
      for (const english of [
        'Price impact',
        'Network fee',
        'Minimum received',
        'Slippage tolerance 1%',
        'You pay',
        'You receive',
      ])
        await expect(modal.dialog.getByText(english, { exact: true })).toHaveCount(0)
      await expect(modal.dialog.getByRole('button', { name: 'Review swap' })).toHaveCount(0)
      await expectNoAxeViolations(page, `Swap (${locale}, ${theme})`)

      await modal.dialog.getByRole('button', { name: t.review, exact: true }).click()
      await expect(modal.dialog.getByText(t.previewTitle, { exact: true })).toBeVisible()
      await expect(swap.preview().getByText(t.minimum, { exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('button', { name: t.confirm, exact: true })).toBeEnabled()
      await expect(modal.dialog.getByRole('button', { name: t.edit, exact: true })).toBeEnabled()
      for (const english of ['Review your swap', 'Confirm swap', 'Edit'])
        await expect(modal.dialog.getByText(english, { exact: true })).toHaveCount(0)
      await expectNoAxeViolations(page, `Swap preview (${locale}, ${theme})`)
    })

    test(`locale="${locale}": EmailLogin's code step is translated${locale === 'ar' ? ', right to left' : ''}, no English left; axe finds no violations (${theme})`, async ({
      page,
      request,
    }) => {
      const t = MORE[locale]
      const login = new EmailLoginPage(page, request)
      const { modal } = login
      const email = uniqueEmail(`locale-${locale}`)
      await modal.goto(`/?locale=${locale}&theme=${theme}`)
      await modal.call('open')
      await modal.expectView(t.connect)
      await modal.dialog.getByRole('textbox', { name: t.emailOr, exact: true }).fill(email)
      await modal.dialog.getByRole('button', { name: t.continue, exact: true }).click()
      await expect(modal.dialog.getByText(t.codeSent(email), { exact: true })).toBeVisible()
      await expect(root(modal)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await expect(modal.dialog.getByRole('group', { name: t.codeGroup, exact: true })).toBeVisible()
      await expect(modal.dialog.getByRole('textbox', { name: t.digit1, exact: true })).toBeEnabled()
      await expect(modal.dialog.getByRole('button', { name: t.resend })).toBeVisible()
      await expect(modal.dialog.getByText(`Enter the 6-digit code sent to ${email}`, { exact: true })).toHaveCount(0)
      await expect(modal.dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveCount(0)
      await expect(modal.dialog.getByRole('button', { name: /^Resend code/ })).toHaveCount(0)
      await expectNoAxeViolations(page, `EmailLogin (${locale}, ${theme})`)
    })
  }
}
